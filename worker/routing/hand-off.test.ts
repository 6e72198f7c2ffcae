import { describe, expect, it } from 'vitest';
import { TENANTS } from '../tenants/registry.ts';
import { reissueAuthCookie } from './hand-off.ts';

const req = (cookie?: string, origin = 'https://www.corporatefitness.example') => new Request(`${origin}/profile`, { headers: cookie ? { cookie } : {} });

describe('reissueAuthCookie', () => {
  it('sets the cofi auth cookie again on the shared domain for 60 days', () => {
    expect(reissueAuthCookie(TENANTS.cofi!, req('x=1; cofi_auth=tok.en-1'))).toBe('cofi_auth=tok.en-1; Max-Age=5184000; Path=/; SameSite=Lax; Domain=.corporatefitness.example; Secure');
  });
  it('applies to cofi subtenants, which inherit the cookie config', () => {
    expect(reissueAuthCookie(TENANTS.mzg!, req('cofi_auth=t'))).toContain('cofi_auth=t;');
  });
  it.each([
    ['no cookie', TENANTS.cofi!, undefined],
    ['other cookies only', TENANTS.cofi!, 'session=1'],
    ['a cookie value that is not a valid cookie value', TENANTS.cofi!, 'cofi_auth="bad value"'],
    ['a tenant without an auth cookie', TENANTS.default!, 'cofi_auth=t'],
  ])('sets nothing with %s', (_label, tenant, cookie) => {
    expect(reissueAuthCookie(tenant, req(cookie))).toBeNull();
  });
  it('omits Secure on plain http (local previews)', () => {
    expect(reissueAuthCookie(TENANTS.cofi!, req('cofi_auth=t', 'http://cofi.localhost:8787'))).not.toContain('Secure');
  });
});
