import { describe, expect, it } from 'vitest';
import { get, HOSTS } from './helpers.ts';
import { originOf, urlOf } from '../tenant-hosts.ts';

const KINDS = [
  ['page', urlOf('default', '/pricing'), 200],
  ['redirect', urlOf('default', '/slack'), 301],
  ['handoff', urlOf('default', '/login'), 302],
  ['legacy proxy', urlOf('cofi', '/old'), 200],
  ['not found', urlOf('default', '/nope'), 404],
  ['bad request', urlOf('default', '/%E0%A4%A'), 400],
  ['gateway timeout', urlOf('cofi', '/__slow'), 504],
] as const;

describe('security headers', () => {
  it.each(KINDS)('%s response carries them', async (_kind, url, status) => {
    const res = await get(url);
    expect(res.status).toBe(status);
    expect(res.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
  });

  it('pages get the strict policy: scripts only from the site', async () => {
    const csp = (await get(urlOf('default', '/'))).headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
  });

  it('no HSTS over plain http (local previews)', async () => {
    expect((await get('http://default.localhost:8787/')).headers.has('strict-transport-security')).toBe(false);
  });
});

describe('HEAD works wherever GET does', () => {
  it.each(KINDS)('%s', async (_kind, url, status) => {
    const res = await get(url, { method: 'HEAD' });
    expect(res.status).toBe(status);
    expect(await res.text()).toBe('');
  });
});

describe('malformed and huge URLs get a 4xx', () => {
  it.each([
    [urlOf('default', '/%E0%A4%A'), 400],
    [urlOf('default', '/%'), 400],
    [`${originOf('default')}/${'a'.repeat(9000)}`, 414],
    [`${originOf('cofi')}/${'a'.repeat(9000)}`, 414],
    [`${originOf('default')}/login?${'q=1&'.repeat(3000)}`, 414],
  ])('%s → %i', async (url, status) => {
    expect((await get(url)).status).toBe(status);
  });

  it('a page answers POST with 405, not 5xx', async () => {
    expect((await get(urlOf('default', '/pricing'), { method: 'POST' })).status).toBe(405);
  });
});

describe('hostile paths never reach a redirect table, handoff or proxy', () => {
  it.each([
    [urlOf('default', '//evil.example/x?a=1'), '/evil.example/x?a=1'],
    [urlOf('default', '/%2F%2Fevil.example'), '/evil.example'],
    [urlOf('default', '/%2fevil.example'), '/evil.example'],
    [urlOf('default', '/%5Cevil.example'), '/evil.example'],
    [urlOf('default', '/login%5C..%5Cadmin'), '/login/../admin'],
    [urlOf('default', '/pricing%0A'), '/pricing'],
    [urlOf('default', '/old%0d%0aSet-Cookie:%20x=1'), '/oldSet-Cookie:%20x=1'],
    [urlOf('cofi', '//evil.example/old'), '/evil.example/old'],
    [urlOf('cofi', '/%5C%5Cevil.example'), '/evil.example'],
    [urlOf('minimal', '//profile'), '/profile'],
    ['https://evil.example//evil.example', '/evil.example'],
  ])('%s → 308 %s (relative, query kept)', async (url, location) => {
    for (const method of ['GET', 'POST']) {
      const res = await get(url, { method, headers: { 'x-upstream-log': `hostile-${url}` } });
      expect(res.status, method).toBe(308);
      expect(res.headers.get('location')).toBe(location);
    }
    const received = await (await fetch(`https://upstream-log.test/${encodeURIComponent(`hostile-${url}`)}`)).json();
    expect(received, 'nothing reached an upstream').toEqual([]);
  });

  it('a raw backslash (which URL parsers turn into a slash) is caught the same way', async () => {
    const res = await get('https://www.corporatefitness.example/\\evil.example/x');
    expect([res.status, res.headers.get('location')]).toEqual([308, '/evil.example/x']);
  });

  it('the 404 page searches on a fixed path of ours, never the request path', async () => {
    const page = await (await get(urlOf('default', '/nope/%2F%2Fevil.example?q=x'))).text();
    expect(page).toContain('role="search" action="/search"');
    expect(/role="search" action="([^"]*)"/.exec(page)?.[1]).toBe('/search');
    // The one other form, the banner's dismiss, has a fixed action too (the path is a hidden field's value).
    expect([...page.matchAll(/action="([^"]*)"/g)].map((m) => m[1])).toEqual(['/__banner/dismiss', '/search']);
    const search = await get(urlOf('default', '/search?q=pricing'));
    expect(search.status).toBe(404);
    expect(await search.text()).toMatch(/Pages matching “pricing”.*href="\/pricing"/s);
  });
});

describe('methods', () => {
  it.each(['TRACE', 'PROPFIND', 'MKCOL', 'COPY', 'MOVE', 'LOCK', 'UNLOCK', 'PROPPATCH', 'SEARCH'])(
    '%s is refused everywhere with 405',
    async (method) => {
      for (const [url, allow] of [
        [urlOf('default', '/'), 'GET, HEAD'],
        [urlOf('cofi', '/old'), 'GET, HEAD, POST'],
        [`https://${HOSTS.minimal}/eventmanager/create`, 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS'],
        [urlOf('default', '/api/contact'), 'GET, HEAD'],
        [urlOf('default', '//evil.example'), 'GET, HEAD'],
      ]) {
        const res = await get(url!, { method, headers: { 'x-upstream-log': `method-${method}` } });
        expect([res.status, res.headers.get('allow')], url).toEqual([405, allow]);
        expect(res.headers.get('x-content-type-options'), 'security headers still apply').toBe('nosniff');
      }
      expect(await (await fetch(`https://upstream-log.test/method-${method}`)).json()).toEqual([]);
    },
  );

  it.each([
    ['page', urlOf('default', '/pricing')],
    ['redirect', urlOf('default', '/slack')],
    ['handoff redirect', urlOf('default', '/login')],
    ['legacy redirect', `https://${HOSTS.truenorth}/old`],
    ['tenant file', urlOf('default', '/robots.txt')],
    ['404 page', urlOf('default', '/nope')],
  ])('%s answers GET and HEAD only: 405 with Allow otherwise', async (_kind, url) => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      const res = await get(url, { method, body: method === 'OPTIONS' ? undefined : 'x=1' });
      expect(res.status, method).toBe(405);
      expect(res.headers.get('allow')).toBe('GET, HEAD');
    }
  });

  it('the forms and the client-error beacon still take POST', async () => {
    for (const path of ['/api/contact', '/api/support', '/api/client-error']) {
      const res = await get(`https://www.teamtrek.example${path}`, {
        method: 'POST',
        body: '{}',
        headers: { 'content-type': 'application/json' },
      });
      expect([405, 501], path).not.toContain(res.status);
      expect(res.status, path).toBeLessThan(500);
    }
  });
});
