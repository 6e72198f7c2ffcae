import { describe, expect, it, vi } from 'vitest';
import { createApiSecretReader } from './api-secret.ts';

const teamtrek = { analyticsSecretName: 'GA_API_SECRET_TEAMTREK' };

describe('createApiSecretReader', () => {
  it('reads the secret the tenant names, and says nothing', () => {
    const warn = vi.fn();
    expect(createApiSecretReader(warn)({ GA_API_SECRET_TEAMTREK: ' s3cret ', OTHER: 'x' }, 'default', teamtrek)).toBe(
      's3cret',
    );
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['missing', {}],
    ['empty', { GA_API_SECRET_TEAMTREK: '  ' }],
    ['not text', { GA_API_SECRET_TEAMTREK: 42 }],
  ])('returns null when the secret is %s, with one warning per tenant', (_label, env) => {
    const warn = vi.fn();
    const read = createApiSecretReader(warn);
    expect([read(env, 'default', teamtrek), read(env, 'default', teamtrek), read(env, 'wmm', teamtrek)]).toEqual([
      null,
      null,
      null,
    ]);
    expect(warn.mock.calls).toEqual([
      [expect.stringMatching(/^analytics default: secret GA_API_SECRET_TEAMTREK is not set/)],
      [expect.stringMatching(/^analytics wmm: secret GA_API_SECRET_TEAMTREK is not set/)],
    ]);
  });

  it('names the config field when the tenant names no secret', () => {
    const warn = vi.fn();
    expect(createApiSecretReader(warn)({ '': 'x' }, 'minimal', { analyticsSecretName: '' })).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('analyticsSecretName is empty'));
  });
});
