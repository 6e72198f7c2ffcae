import { describe, expect, it } from 'vitest';
import { TENANTS } from '../tenants/registry.ts';
import { cookieDomainFor, reissueAuthCookie } from './hand-off.ts';
import { hostOf, originOf } from '../../test/tenant-hosts.ts';

const req = (cookie?: string, origin = originOf('cofi')) =>
  new Request(`${origin}/profile`, { headers: cookie ? { cookie } : {} });

describe('reissueAuthCookie', () => {
  it('sets the cofi auth cookie again on the shared domain for 60 days', () => {
    expect(reissueAuthCookie(TENANTS.cofi!, req('x=1; cofi_auth=tok.en-1'))).toBe(
      'cofi_auth=tok.en-1; Max-Age=5184000; Path=/; SameSite=Lax; Domain=.corporatefitness.example; Secure',
    );
  });
  it('applies to cofi subtenants, which inherit the cookie config', () => {
    expect(reissueAuthCookie(TENANTS.mzg!, req('cofi_auth=t'))).toContain('cofi_auth=t;');
  });
  it.each([
    ['no cookie', TENANTS.cofi!, undefined],
    ['other cookies only', TENANTS.cofi!, 'session=1'],
    ['a cookie value that is not a valid cookie value', TENANTS.cofi!, 'cofi_auth="bad value"'],
    ["another tenant's cookie", TENANTS.default!, 'cofi_auth=t'],
    ['a tenant that does not re-set its cookie (general brand)', TENANTS.default!, 'tt_auth=t'],
    ['an empty value', TENANTS.cofi!, 'cofi_auth='],
    ['a value over 4 KB', TENANTS.cofi!, `cofi_auth=${'a'.repeat(4096)}`],
  ])('sets nothing with %s', (_label, tenant, cookie) => {
    expect(reissueAuthCookie(tenant, req(cookie))).toBeNull();
  });
  it('omits Secure on plain http (local previews)', () => {
    expect(reissueAuthCookie(TENANTS.cofi!, req('cofi_auth=t', 'http://cofi.localhost:8787'))).not.toContain('Secure');
  });
  it('re-sets on the .app cookie domain for a visitor on a .app host', () => {
    expect(reissueAuthCookie(TENANTS.cofi!, req('cofi_auth=t', 'https://www.corporatefitness.app'))).toBe(
      'cofi_auth=t; Max-Age=5184000; Path=/; SameSite=Lax; Domain=.corporatefitness.app; Secure',
    );
  });
  it('keeps a value of exactly 4096 bytes with its name', () => {
    const value = 'a'.repeat(4096 - 'cofi_auth'.length);
    expect(reissueAuthCookie(TENANTS.cofi!, req(`cofi_auth=${value}`))).toContain(`cofi_auth=${value};`);
  });
  it('sets the cookie for the host only when the host is outside both cookie domains (local preview)', () => {
    expect(reissueAuthCookie(TENANTS.cofi!, req('cofi_auth=t', 'http://cofi.localhost:8787'))).toBe(
      'cofi_auth=t; Max-Age=5184000; Path=/; SameSite=Lax',
    );
  });
});

describe('cookieDomainFor', () => {
  it.each([
    [hostOf('cofi'), '.corporatefitness.example'],
    ['corporatefitness.example', '.corporatefitness.example'],
    [hostOf('mzg'), '.corporatefitness.example'],
    ['www.corporatefitness.example.', '.corporatefitness.example'],
    ['WWW.CorporateFitness.App', '.corporatefitness.app'],
    ['corporatefitness.app', '.corporatefitness.app'],
    ['evilcorporatefitness.app', undefined],
    ['cofi.localhost', undefined],
  ])('%s → %s', (host, domain) => {
    expect(cookieDomainFor(TENANTS.cofi!, host)).toBe(domain);
  });
});
