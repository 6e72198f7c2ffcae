import { afterEach, describe, expect, it, vi } from 'vitest';
import { COFI_TENANTS, get, GENERAL_TENANTS, HOSTS } from './helpers.ts';

type Echo = { url: string; method: string; body: string | null; headers: Record<string, string> };

describe('legacy host (cofi)', () => {
  it.each(['cofi', 'mzg'])('%s proxies unknown paths with path and query, streaming the answer', async (id) => {
    const res = await get(`https://${HOSTS[id]}/old/page.html?ref=nav`, { headers: { 'cf-connecting-ip': '203.0.113.7' } });
    expect(res.status).toBe(200);
    const echo = (await res.json()) as Echo;
    expect(echo.url).toBe('https://legacy.corporatefitness.example/old/page.html?ref=nav');
    expect(echo.headers['x-forwarded-host']).toBe(HOSTS[id]);
    expect(echo.headers['x-forwarded-proto']).toBe('https');
    expect(echo.headers['x-forwarded-for']).toBe('203.0.113.7');
    expect(echo.headers.via).toContain('challenge-site-edge');
    expect(res.headers.get('via')).toContain('challenge-site-edge');
    expect(res.headers.getSetCookie()).toEqual(['a=1; Path=/; Expires=Wed, 21 Oct 2026 07:28:00 GMT', 'b=2; Path=/']);
    for (const h of ['connection', 'keep-alive', 'x-internal']) expect(res.headers.has(h), h).toBe(false);
  });

  it('forwards other methods and bodies', async () => {
    const echo = (await (await get('https://www.corporatefitness.example/legacy-form', { method: 'POST', body: 'a=1' })).json()) as Echo;
    expect([echo.method, echo.body]).toEqual(['POST', 'a=1']);
  });

  it('rewrites Location only for the exact legacy host', async () => {
    const own = await get('https://www.corporatefitness.example/__redirect-self');
    expect(own.headers.get('location')).toBe('https://www.corporatefitness.example/moved?from=stub');
    const other = await get('https://www.corporatefitness.example/__redirect-other');
    expect(other.headers.get('location')).toBe('https://elsewhere.example/page');
  });

  it('answers 504 with the tenant error page when the legacy host is too slow', async () => {
    const res = await get('https://www.corporatefitness.example/__slow');
    expect(res.status).toBe(504);
    const html = await res.text();
    expect(html).toContain('data-tenant="cofi"');
    expect(html).toContain('took too long');
  });

  afterEach(() => vi.restoreAllMocks());

  it('answers 502 with the tenant error page when the legacy host refuses', async () => {
    // workerd rejects fetch on a refused connection; the outbound stub cannot refuse, so the
    // worker's own fetch is made to reject the way workerd does.
    const real = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) =>
      String(input instanceof Request ? input.url : input).startsWith('https://legacy.') ? Promise.reject(new TypeError('Network connection lost.')) : real(input, init));
    const res = await get('https://www.corporatefitness.example/down');
    expect(res.status).toBe(502);
    expect(await res.text()).toContain('temporarily unavailable');
  });

  it('redirect mode (truenorth) sends the visitor to the legacy host instead', async () => {
    const res = await get(`https://${HOSTS.truenorth}/old/page?x=1`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('https://legacy.corporatefitness.example/old/page?x=1');
  });

  it('still serves cofi pages, redirects and handoffs itself', async () => {
    expect((await get('https://www.corporatefitness.example/pricing')).headers.get('content-type')).toContain('text/html');
    expect((await get('https://www.corporatefitness.example/slack')).status).toBe(301);
    expect((await get('https://www.corporatefitness.example/login')).status).toBe(302);
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
