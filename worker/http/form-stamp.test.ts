import { describe, expect, it } from 'vitest';
import { signFormStamp, verifyFormStamp } from './form-stamp.ts';

const env = { formSigningSecret: 'test secret one' };

describe('form stamp (signed render time)', () => {
  it('verifies what it signed', async () => {
    const stamp = await signFormStamp(env, 1_700_000_000_000, 'key-0123456789abcdef');
    expect(stamp.startedSig).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await verifyFormStamp(env, stamp)).toBe(true);
  });
  it.each([
    ['an edited render time', (s: { startedAt: number }) => ({ startedAt: s.startedAt - 10_000 })],
    ['another key', () => ({ key: 'key-fedcba9876543210' })],
    ['a missing signature', () => ({ startedSig: '' })],
    ['a signature that is not base64url', () => ({ startedSig: '!'.repeat(43) })],
  ])('refuses %s', async (_label, change) => {
    const stamp = await signFormStamp(env, 1_700_000_000_000, 'key-0123456789abcdef');
    expect(await verifyFormStamp(env, { ...stamp, ...change(stamp) })).toBe(false);
  });
  it('refuses a stamp signed with another secret, and the development default is not the configured secret', async () => {
    const stamp = await signFormStamp({ formSigningSecret: 'another secret' }, 1_700_000_000_000);
    expect(await verifyFormStamp(env, stamp)).toBe(false);
    expect(await verifyFormStamp({}, await signFormStamp(env, 1_700_000_000_000))).toBe(false);
    expect(await verifyFormStamp({}, await signFormStamp({}, 1_700_000_000_000))).toBe(true);
  });
});
