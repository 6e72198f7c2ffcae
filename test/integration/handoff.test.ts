import { describe, expect, it } from 'vitest';
import { get, HOSTS } from './helpers.ts';
import { hostOf, originOf, urlOf } from '../tenant-hosts.ts';

/** Every app path shape handed to the app host. */
export const APP_PATHS = [
  '/checkout/confirm',
  '/checkout/plan/pro',
  '/eventmanager/create',
  '/eventmanager/start',
  '/eventmanager',
  '/eventmanager/42/settings',
  '/support',
  '/register',
  '/login',
  '/account/billing',
  '/events',
  '/events/9/leaderboard',
  '/rankings/global',
  '/tiles/12/34',
  '/by/anna',
  '/series/spring-cup',
  '/organizations',
  '/organizations/7/members',
  '/apps/teams/tab',
  '/profile',
  '/profile/edit',
  '/profile/activities/entry',
  '/r/dl/join',
  '/r/dl/event',
  '/r/dl/org',
  '/r/a/com.example.app/o/55',
  '/r/a/com.example.app/o/55/join',
  '/r/a/com.example.app/p/friends',
  '/r/a/com.example.app/p/friends/invite/99',
  '/r/a/com.example.app/77',
  '/r/a/com.example.app/77/join',
];

describe('app handoff', () => {
  it.each(APP_PATHS)('%s goes to the app host with full path and query (redirect mode)', async (path) => {
    const res = await get(`https://www.teamtrek.example${path}?code=a%20b&x=1`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`https://app.teamtrek.example${path}?code=a%20b&x=1`);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it.each([
    ['www.teamtrek.app', 'https://app.teamtrek.app'],
    ['teamtrek.app', 'https://app.teamtrek.app'],
    [hostOf('cofi'), 'https://app.corporatefitness.example'],
    ['www.corporatefitness.app', 'https://app.corporatefitness.app'],
    ['fitmap.example', 'https://app.teamtrek.example'],
  ])('on %s hands to %s', async (host, origin) => {
    const res = await get(`https://${host}/login?next=%2Fprofile`);
    expect(res.headers.get('location')).toBe(`${origin}/login?next=%2Fprofile`);
  });

  it('cofi sets the auth cookie again on the shared domain for 60 days before the handoff', async () => {
    const res = await get(urlOf('cofi', '/profile'), {
      headers: { cookie: 'theme=dark; cofi_auth=abc.def' },
    });
    expect(res.status).toBe(302);
    expect(res.headers.getSetCookie()).toEqual([
      'cofi_auth=abc.def; Max-Age=5184000; Path=/; SameSite=Lax; Domain=.corporatefitness.example; Secure',
    ]);
  });

  it('sets no cookie without one, or on a tenant without an auth cookie', async () => {
    expect((await get(urlOf('cofi', '/profile'))).headers.getSetCookie()).toEqual([]);
    expect(
      (await get(urlOf('default', '/profile'), { headers: { cookie: 'cofi_auth=abc' } })).headers.getSetCookie(),
    ).toEqual([]);
  });

  it('proxy mode (minimal tenant) serves the app path from the app host on the same URL', async () => {
    const res = await get(`https://${HOSTS.minimal}/eventmanager/create?x=1`, { method: 'POST', body: 'name=Spring' });
    expect(res.status).toBe(200);
    const echo = (await res.json()) as { url: string; method: string; body: string; headers: Record<string, string> };
    expect(echo.url).toBe('https://app.teamtrek.example/eventmanager/create?x=1');
    expect(echo.method).toBe('POST');
    expect(echo.body).toBe('name=Spring');
    expect(echo.headers['x-forwarded-host']).toBe(HOSTS.minimal);
  });

  it('is not applied to paths that only resemble app paths', async () => {
    for (const path of ['/supports', '/logins', '/accounts', '/by', '/by/a/b', '/r/dl/other']) {
      const res = await get(`https://www.teamtrek.example${path}`);
      expect(res.headers.get('location') ?? '', path).not.toContain('app.teamtrek.example');
    }
  });
});

describe('previews never change where an app path goes (production hosts)', () => {
  it.each([
    [urlOf('default', '/login?tenant=cofi'), 'https://app.teamtrek.example/login?tenant=cofi'],
    [
      urlOf('default', '/login?baseTenant=cofi&tenant=mzg'),
      'https://app.teamtrek.example/login?baseTenant=cofi&tenant=mzg',
    ],
    [urlOf('cofi', '/profile?tenant=fitmap'), 'https://app.corporatefitness.example/profile?tenant=fitmap'],
    [
      'https://www.corporatefitness.app/profile?baseTenant=default',
      'https://app.corporatefitness.app/profile?baseTenant=default',
    ],
    ['https://unknown.example/login?tenant=cofi', 'https://app.teamtrek.example/login?tenant=cofi'],
  ])("%s hands off to the host's own app: %s", async (url, location) => {
    const res = await get(url);
    expect([res.status, res.headers.get('location')]).toEqual([302, location]);
  });

  it("the host's handoff mode applies, not the preview's", async () => {
    const redirected = await get(`${originOf('default')}/eventmanager/create?tenant=minimal`);
    expect([redirected.status, redirected.headers.get('location')]).toEqual([
      302,
      'https://app.teamtrek.example/eventmanager/create?tenant=minimal',
    ]);
    const proxied = await get(`https://${HOSTS.minimal}/eventmanager/create?tenant=wmm`);
    expect(proxied.status).toBe(200);
    expect(((await proxied.json()) as { url: string }).url).toBe(
      'https://app.teamtrek.example/eventmanager/create?tenant=wmm',
    );
  });

  it('a cofi preview on a general host never re-sets the cofi auth cookie there', async () => {
    const res = await get(urlOf('default', '/profile?tenant=cofi'), { headers: { cookie: 'cofi_auth=abc' } });
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it.each([
    ['http://default.localhost:8787/login?tenant=cofi', 'https://app.corporatefitness.example/login?tenant=cofi'],
    ['http://localhost:8787/login?baseTenant=cofi', 'https://app.corporatefitness.example/login?baseTenant=cofi'],
    ['http://cofi.localhost:8787/login', 'https://app.corporatefitness.example/login'],
  ])("local previews (%s) use the previewed tenant's app host", async (url, location) => {
    expect((await get(url)).headers.get('location')).toBe(location);
  });
});

describe('methods on app paths', () => {
  it('the handoff proxy forwards what the app needs: GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      const res = await get(`https://${HOSTS.minimal}/eventmanager/42/settings`, {
        method,
        body: method === 'OPTIONS' || method === 'DELETE' ? undefined : 'x=1',
      });
      expect(res.status, method).toBe(200);
      expect(((await res.json()) as { method: string }).method).toBe(method);
    }
  });

  it('a handoff redirect answers GET and HEAD only (a redirected POST would lose its body)', async () => {
    const res = await get(urlOf('default', '/login'), { method: 'POST', body: 'user=a' });
    expect([res.status, res.headers.get('allow')]).toEqual([405, 'GET, HEAD']);
  });
});
