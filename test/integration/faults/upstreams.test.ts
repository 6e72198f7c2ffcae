import { afterEach, describe, expect, it, vi } from 'vitest';
import { get, HOSTS } from '../helpers.ts';

/**
 * The upstream rows of the fault matrix (docs/overview.md "Upstream faults"): the legacy host
 * (cofi's unknown paths) and the app host behind the handoff proxy (minimal), each refused, slow,
 * reset mid-body and answering 5xx. UPSTREAM_TIMEOUT_MS is 2000 in the test pool.
 */
const LEGACY = {
  name: 'legacy host',
  base: `https://${HOSTS.cofi}/old`,
  tenant: 'cofi',
  upstream: 'https://legacy.corporatefitness.example/',
};
const APP = {
  name: 'app host (handoff proxy)',
  base: `https://${HOSTS.minimal}/eventmanager`,
  tenant: 'minimal',
  upstream: 'https://app.teamtrek.example/',
};

/**
 * workerd rejects fetch on a refused connection and errors the body on a reset; the outbound stub
 * cannot do either (miniflare answers a thrown error with a 500 and ends a failed stream cleanly),
 * so the worker's own fetch is made to fail the way workerd's does, for one upstream only.
 */
function failFetch(upstream: string, fail: () => Promise<Response>) {
  const real = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) =>
    String(input instanceof Request ? input.url : input).startsWith(upstream) ? fail() : real(input, init),
  );
}

const brokenBody = () =>
  new Response(
    new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('<html><body><p>first half of the page'));
        setTimeout(() => controller.error(new TypeError('Network connection lost.')), 10);
      },
    }),
    { headers: { 'content-type': 'text/html' } },
  );

afterEach(() => vi.restoreAllMocks());

describe.each([LEGACY, APP])('$name', ({ base, tenant, upstream }) => {
  it('refused → 502 with the tenant\'s "temporarily unavailable" page, logged', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    failFetch(upstream, () => Promise.reject(new TypeError('Network connection lost.')));
    const res = await get(`${base}/down`);
    expect(res.status).toBe(502);
    const html = await res.text();
    expect(html).toContain(`data-tenant="${tenant}"`);
    expect(html).toContain('temporarily unavailable');
    expect(log.mock.calls.flat().join(' ')).toContain('refused or failed');
  });

  it('slow → 504 with the tenant\'s "took too long" page, before the upstream answers', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const tag = `held-${tenant}-${crypto.randomUUID()}`;
    const res = await get(`${base}/__held`, { headers: { 'x-upstream-log': tag } });
    expect(res.status).toBe(504);
    const html = await res.text();
    expect(html).toContain(`data-tenant="${tenant}"`);
    expect(html).toContain('took too long');
    // The upstream was still holding its answer: the worker answered on its own timeout.
    expect(await (await fetch(`https://upstream-release.test/${tag}`)).json()).toEqual({ held: 1 });
  });

  it("reset mid-body → the status has gone out, so the visitor's body breaks off too (never a cut page that looks complete), logged", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    failFetch(upstream, async () => brokenBody());
    const res = await get(`${base}/page`);
    expect(res.status).toBe(200);
    await expect(res.text()).rejects.toThrow();
    await vi.waitFor(() => expect(log.mock.calls.flat().join(' ')).toContain('the upstream body broke off'));
  });
});

describe('5xx from an upstream', () => {
  it.each(['500', '503'])("legacy host %s → the tenant's 502 page, Retry-After kept, logged", async (status) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await get(`${LEGACY.base}/__status/${status}`);
    expect(res.status).toBe(502);
    expect(res.headers.get('retry-after')).toBe('120');
    const html = await res.text();
    expect(html).toContain('data-tenant="cofi"');
    expect(html).toContain('temporarily unavailable');
    expect(html).not.toContain('upstream says');
    expect(log.mock.calls.flat().join(' ')).toContain(`upstream answered ${status}`);
  });

  it('app host 503 → passed through (its clients read the body), without software banners', async () => {
    const res = await get(`${APP.base}/__status/503`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('120');
    expect(await res.text()).toBe('<h1>upstream says 503</h1>');
    expect([res.headers.has('server'), res.headers.has('x-powered-by')]).toEqual([false, false]);
  });
});
