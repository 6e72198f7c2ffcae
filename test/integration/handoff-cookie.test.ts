import { describe, expect, it } from 'vitest';
import { get } from './helpers.ts';
import { hostOf, urlOf } from '../tenant-hosts.ts';

const hasAccountMenu = async (res: Response) => (await res.text()).includes('data-island="account-menu"');

describe('cofi auth cookie before the handoff', () => {
  it.each([
    [hostOf('cofi'), '.corporatefitness.example'],
    ['www.corporatefitness.app', '.corporatefitness.app'],
    ['corporatefitness.app', '.corporatefitness.app'],
    [hostOf('mzg'), '.corporatefitness.example'],
  ])('on %s it is re-set on %s, Secure on https', async (host, domain) => {
    const res = await get(`https://${host}/profile`, { headers: { cookie: 'cofi_auth=abc.def' } });
    expect(res.status).toBe(302);
    expect(res.headers.getSetCookie()).toEqual([
      `cofi_auth=abc.def; Max-Age=5184000; Path=/; SameSite=Lax; Domain=${domain}; Secure`,
    ]);
  });

  it.each([
    ['an empty value', 'cofi_auth='],
    ['a value over 4 KB', `cofi_auth=${'a'.repeat(4100)}`],
  ])('%s is not re-issued and shows no account menu', async (_label, cookie) => {
    const handoff = await get(urlOf('cofi', '/profile'), { headers: { cookie } });
    expect(handoff.status).toBe(302);
    expect(handoff.headers.getSetCookie()).toEqual([]);
    const page = await get(urlOf('cofi', '/pricing'), { headers: { cookie } });
    expect(await hasAccountMenu(page)).toBe(false);
  });

  it('the general brand reads its own cookie for the account menu but leaves re-setting it to the app', async () => {
    const handoff = await get(urlOf('default', '/profile'), { headers: { cookie: 'tt_auth=abc' } });
    expect(handoff.headers.getSetCookie()).toEqual([]);
    expect(await hasAccountMenu(await get(urlOf('default', '/pricing'), { headers: { cookie: 'tt_auth=abc' } }))).toBe(
      true,
    );
  });
});
