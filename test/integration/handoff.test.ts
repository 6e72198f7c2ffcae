import { describe, expect, it } from 'vitest';
import { get, HOSTS } from './helpers.ts';

/** Every app path shape of spec §2 "Handed to the app host". */
export const APP_PATHS = [
  '/checkout/confirm', '/checkout/plan/pro', '/eventmanager/create', '/eventmanager/start', '/eventmanager', '/eventmanager/42/settings',
  '/support', '/register', '/login', '/account/billing', '/events', '/events/9/leaderboard', '/rankings/global', '/tiles/12/34',
  '/by/anna', '/series/spring-cup', '/organizations', '/organizations/7/members', '/apps/teams/tab', '/profile', '/profile/edit',
  '/profile/activities/entry', '/r/dl/join', '/r/dl/event', '/r/dl/org', '/r/a/com.example.app/o/55', '/r/a/com.example.app/o/55/join',
  '/r/a/com.example.app/p/friends', '/r/a/com.example.app/p/friends/invite/99', '/r/a/com.example.app/77', '/r/a/com.example.app/77/join',
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
    ['www.corporatefitness.example', 'https://app.corporatefitness.example'],
    ['www.corporatefitness.app', 'https://app.corporatefitness.app'],
    ['fitmap.example', 'https://app.teamtrek.example'],
  ])('on %s hands to %s', async (host, origin) => {
    const res = await get(`https://${host}/login?next=%2Fprofile`);
    expect(res.headers.get('location')).toBe(`${origin}/login?next=%2Fprofile`);
  });

  it('cofi sets the auth cookie again on the shared domain for 60 days before the handoff', async () => {
    const res = await get('https://www.corporatefitness.example/profile', { headers: { cookie: 'theme=dark; cofi_auth=abc.def' } });
    expect(res.status).toBe(302);
    expect(res.headers.getSetCookie()).toEqual(['cofi_auth=abc.def; Max-Age=5184000; Path=/; SameSite=Lax; Domain=.corporatefitness.example; Secure']);
  });

  it('sets no cookie without one, or on a tenant without an auth cookie', async () => {
    expect((await get('https://www.corporatefitness.example/profile')).headers.getSetCookie()).toEqual([]);
    expect((await get('https://www.teamtrek.example/profile', { headers: { cookie: 'cofi_auth=abc' } })).headers.getSetCookie()).toEqual([]);
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
