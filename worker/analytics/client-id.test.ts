import { describe, expect, it } from 'vitest';
import { anonymousClientId } from './client-id.ts';

const visitor = { ip: '203.0.113.7', userAgent: 'Mozilla/5.0 Firefox/128.0', tenantId: 'default' };
const noon = new Date('2025-03-01T12:00:00Z');

describe('anonymousClientId', () => {
  it('has GA\'s "<n>.<n>" shape and is stable for a visitor within a day', async () => {
    const id = await anonymousClientId(visitor, 's3cret', noon);
    expect(id).toMatch(/^\d{1,10}\.\d{1,10}$/);
    expect(await anonymousClientId(visitor, 's3cret', new Date('2025-03-01T23:59:59Z'))).toBe(id);
  });

  it.each([
    ['the next day', visitor, 's3cret', new Date('2025-03-02T00:00:00Z')],
    ['another brand', { ...visitor, tenantId: 'cofi' }, 's3cret', noon],
    ['another IP', { ...visitor, ip: '203.0.113.8' }, 's3cret', noon],
    ['another browser', { ...visitor, userAgent: 'Mozilla/5.0 Chrome/126.0' }, 's3cret', noon],
    ['another secret', visitor, 'other', noon],
  ])('changes for %s', async (_label, other, secret, when) => {
    expect(await anonymousClientId(other, secret, when)).not.toBe(await anonymousClientId(visitor, 's3cret', noon));
  });

  it('never contains the IP, and works without a configured secret (random key per isolate)', async () => {
    const id = await anonymousClientId(visitor, undefined, noon);
    // Two numbers and one dot leave no room for a dotted address (checking for a digit run such
    // as "203" failed in about 2% of runs, since the key is random).
    expect(id).toMatch(/^\d{1,10}\.\d{1,10}$/);
    expect(await anonymousClientId(visitor, undefined, noon)).toBe(id);
    expect(id).not.toBe(await anonymousClientId(visitor, 's3cret', noon));
  });
});
