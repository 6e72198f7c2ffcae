import { afterEach, describe, expect, it, vi } from 'vitest';
import { COFI_TENANTS, get, GENERAL_TENANTS, HOSTS } from './helpers.ts';
import { hostOf, originOf, urlOf } from '../tenant-hosts.ts';

type Echo = { url: string; method: string; body: string | null; headers: Record<string, string> };

describe('legacy host (cofi)', () => {
  it.each(['cofi', 'mzg'])('%s proxies unknown paths with path and query, streaming the answer', async (id) => {
    const res = await get(`https://${HOSTS[id]}/old/page.html?ref=nav`, {
      headers: { 'cf-connecting-ip': '203.0.113.7' },
    });
    expect(res.status).toBe(200);
    const echo = (await res.json()) as Echo;
    expect(echo.url).toBe('https://legacy.corporatefitness.example/old/page.html?ref=nav');
    expect(echo.headers['x-forwarded-host']).toBe(HOSTS[id]);
    expect(echo.headers['x-forwarded-proto']).toBe('https');
    expect(echo.headers['x-forwarded-for']).toBe('203.0.113.7');
    expect(echo.headers.via).toContain('challenge-site-edge');
    expect(res.headers.get('via')).toContain('challenge-site-edge');
    expect(res.headers.getSetCookie()).toEqual(['a=1; Path=/; Expires=Wed, 21 Oct 2026 07:28:00 GMT', 'b=2; Path=/']);
    for (const h of ['connection', 'keep-alive', 'x-internal', 'server', 'x-powered-by'])
      expect(res.headers.has(h), h).toBe(false);
  });

  it('forwards other methods and bodies', async () => {
    const echo = (await (await get(urlOf('cofi', '/legacy-form'), { method: 'POST', body: 'a=1' })).json()) as Echo;
    expect([echo.method, echo.body]).toEqual(['POST', 'a=1']);
  });

  it("rewrites a Location on the legacy host to a path on the visitor's host", async () => {
    const own = await get(urlOf('cofi', '/__redirect-self'));
    expect(own.headers.get('location')).toBe('/moved?from=stub');
  });

  it.each([
    ['https://app.corporatefitness.example/login', 'https://app.corporatefitness.example/login'],
    [urlOf('cofi', '/pricing'), urlOf('cofi', '/pricing')],
    ['//legacy.corporatefitness.example//evil.example', '/evil.example'],
  ])('keeps a Location on a configured host: %s → %s', async (to, expected) => {
    const res = await get(`${originOf('cofi')}/__redirect-to?to=${encodeURIComponent(to)}`);
    expect([res.status, res.headers.get('location')]).toEqual([302, expected]);
  });

  afterEach(() => vi.restoreAllMocks());

  it.each([
    'https://elsewhere.example/page',
    '//evil.example/x',
    '/\\evil.example',
    urlOf('default', '/'),
    'javascript:alert(1)',
  ])("answers a Location off the tenant's hosts (%s) with its 502 page, logged", async (to) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await get(`${originOf('cofi')}/__redirect-to?to=${encodeURIComponent(to)}`);
    expect(res.status).toBe(502);
    expect(res.headers.has('location')).toBe(false);
    const html = await res.text();
    expect(html).toContain('data-tenant="cofi"');
    expect(html).toContain('temporarily unavailable');
    // The description says what the page says, not the 404 page's words.
    const body = 'The service behind this page did not answer. Please try again in a minute.';
    expect(html).toMatch(new RegExp(`<meta name="description" content="${body}"`));
    expect(html).not.toContain('may have a typo');
    expect(log.mock.calls.flat().join(' ')).toContain('a host the tenant config does not name');
  });

  it("passes only the cookies of the tenant's cookie domain (and host-only ones), and no software banners", async () => {
    const res = await get(urlOf('cofi', '/__cookies'));
    expect(res.headers.getSetCookie()).toEqual([
      'host_only=1; Path=/',
      'shared=2; Domain=.corporatefitness.example; Path=/',
      'sub=3; Domain=legacy.corporatefitness.example',
    ]);
  });

  it('on a .app host passes the cookies of the .app cookie domain instead', async () => {
    const res = await get('https://www.corporatefitness.app/__cookies');
    expect(res.headers.getSetCookie()).toEqual(['host_only=1; Path=/', 'app=7; Domain=.corporatefitness.app']);
  });

  it('replaces client-sent address headers with the edge-seen address', async () => {
    const res = await get(urlOf('cofi', '/old'), {
      headers: {
        'cf-connecting-ip': '203.0.113.7',
        'x-forwarded-for': '10.0.0.1',
        'x-real-ip': '10.0.0.1',
        forwarded: 'for=10.0.0.1',
      },
    });
    const { headers } = (await res.json()) as Echo;
    expect([headers['x-forwarded-for'], headers['x-real-ip'], headers.forwarded]).toEqual([
      '203.0.113.7',
      '203.0.113.7',
      `for=203.0.113.7;host="${hostOf('cofi')}";proto=https`,
    ]);
  });

  it('forwards GET, HEAD and POST only: other methods get 405 with Allow', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      const res = await get(urlOf('cofi', '/old'), {
        method,
        headers: { 'x-upstream-log': `legacy-${method}` },
      });
      expect([res.status, res.headers.get('allow')], method).toEqual([405, 'GET, HEAD, POST']);
      expect(await (await fetch(`https://upstream-log.test/legacy-${method}`)).json()).toEqual([]);
    }
    expect((await get(urlOf('cofi', '/old'), { method: 'HEAD' })).status).toBe(200);
  });

  it('redirect mode (truenorth) sends the visitor to the legacy host instead', async () => {
    const res = await get(`https://${HOSTS.truenorth}/old/page?x=1`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('https://legacy.corporatefitness.example/old/page?x=1');
  });

  it('still serves cofi pages, redirects and handoffs itself', async () => {
    expect((await get(urlOf('cofi', '/pricing'))).headers.get('content-type')).toContain('text/html');
    expect((await get(urlOf('cofi', '/slack'))).status).toBe(301);
    expect((await get(urlOf('cofi', '/login'))).status).toBe(302);
  });

  it.each(GENERAL_TENANTS)('%s shows the 404 page with status 404 for unknown paths', async (id) => {
    const res = await get(`https://${HOSTS[id]}/old/page.html`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain(`data-tenant="${id}"`);
    expect(html).toContain('could not find');
  });

  it('cofi pages outside its reduced route set go to the legacy host', async () => {
    for (const id of COFI_TENANTS.slice(0, 2)) {
      const echo = (await (await get(`https://${HOSTS[id]}/blog`)).json()) as Echo;
      expect(echo.url).toBe('https://legacy.corporatefitness.example/blog');
    }
  });
});

describe("previews never proxy another brand's legacy host", () => {
  const upstreamLog = async (tag: string) =>
    (await (await fetch(`https://upstream-log.test/${tag}`)).json()) as unknown[];

  it.each([
    [urlOf('default', '/old/page?tenant=cofi'), 'cofi'],
    [urlOf('default', '/old/page?baseTenant=cofi&tenant=mzg'), 'mzg'],
    ['https://fitmap.example/blog?tenant=truenorth', 'truenorth'],
    ['https://unknown.example/old?baseTenant=cofi', 'cofi'],
  ])("%s shows the 404 page in the preview's look (%s), the general host has no legacy host", async (url, id) => {
    const res = await get(url, { headers: { 'x-upstream-log': `preview-${id}`, cookie: 'session=teamtrek-only' } });
    expect(res.status).toBe(404);
    expect(await res.text()).toContain(`data-tenant="${id}"`);
    expect(await upstreamLog(`preview-${id}`)).toEqual([]);
  });

  it("a general-brand preview on a cofi host renders that brand's 404 page instead of proxying", async () => {
    const res = await get(urlOf('cofi', '/old?tenant=fitmap'));
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('data-tenant="fitmap"');
  });

  it("on a cofi-family host the host's own legacy mode applies", async () => {
    const res = await get(`https://${HOSTS.truenorth}/old?tenant=cofi`);
    expect([res.status, res.headers.get('location')]).toEqual([
      302,
      'https://legacy.corporatefitness.example/old?tenant=cofi',
    ]);
  });

  it.each(['http://cofi.localhost:8787/old', 'http://default.localhost:8787/old?tenant=cofi'])(
    "local preview %s uses the previewed tenant's legacy host",
    async (url) => {
      const echo = (await (await get(url)).json()) as Echo;
      expect(echo.url).toMatch(/^https:\/\/legacy\.corporatefitness\.example\/old/);
    },
  );
});
