import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EMBEDDED } from './embedded-content.ts';
import { LIVE_DATA_TTL_S, liveCacheKey, loadHomeData } from './live-data.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A backend API answering per x-tenant-id, like the real one is expected to. */
function fakeApi(answer?: (req: Request) => Response | Promise<Response>) {
  const fn = vi.fn(async (input: RequestInfo) => {
    const req = input as Request;
    if (answer) return answer(req);
    const tenant = req.headers.get('x-tenant-id')!;
    const path = new URL(req.url).pathname;
    if (path === '/public/stats') return json({ total_orgs: tenant.length * 100, total_events: tenant.length * 1000 });
    if (path === '/public/customers')
      return json([
        { id: 1, name: `${tenant} customer`, url: 'https://c.example', showcase: true, corporate: false },
        { id: 2, name: 'not shown', url: 'https://d.example', showcase: false, corporate: true },
      ]);
    if (path === '/public/testimonials')
      return json([
        { tenant, name: 'A', title: 'T', org: 'O', quote: `${tenant} quote` },
        { tenant: 'elsewhere', name: 'B', title: 'T', org: 'O', quote: 'not ours' },
      ]);
    return json({}, 404);
  });
  return { fetch: fn as unknown as typeof fetch, requests: () => fn.mock.calls.map(([r]) => r as Request) };
}

/** An execution context whose waitUntil promises the test can wait for. */
function fakeCtx() {
  const pending: Promise<unknown>[] = [];
  return { waitUntil: (p: Promise<unknown>) => void pending.push(p), settled: () => Promise.all(pending) };
}

let n = 0;
/** A fresh API origin and cache namespace per test, so tests never see each other's entries. */
async function setup() {
  n += 1;
  return {
    env: { apiOrigin: `https://api-${n}.unit.example` },
    cache: await caches.open(`live-data-test-${n}-${crypto.randomUUID()}`),
  };
}

describe('loadHomeData', () => {
  let warnings: string[] = [];
  beforeEach(() => {
    warnings = [];
    vi.spyOn(console, 'warn').mockImplementation((message: string) => void warnings.push(message));
  });

  it('with API_ORIGIN empty: the embedded content, no request', async () => {
    const api = fakeApi();
    const home = await loadHomeData('default', { apiOrigin: null }, undefined, { fetch: api.fetch });
    expect(api.requests()).toEqual([]);
    expect(home.stats).toEqual({ total_orgs: 814, total_events: 2149 });
    expect(home.sources).toEqual({ stats: 'embedded', customers: 'embedded', testimonials: 'embedded' });
  });

  it("reads the three parts with x-tenant-id, keeps showcase customers and the tenant's own quotes", async () => {
    const { env, cache } = await setup();
    const api = fakeApi();
    const home = await loadHomeData('cofi', env, undefined, { fetch: api.fetch, cache });
    expect(
      api
        .requests()
        .map((r) => [new URL(r.url).pathname, r.method, r.headers.get('x-tenant-id')])
        .sort(),
    ).toEqual([
      ['/public/customers', 'GET', 'cofi'],
      ['/public/stats', 'GET', 'cofi'],
      ['/public/testimonials', 'GET', 'cofi'],
    ]);
    expect(home.stats).toEqual({ total_orgs: 400, total_events: 4000 });
    expect(home.customers.map((c) => c.name)).toEqual(['cofi customer']);
    expect(home.testimonials.map((t) => [t.quote, t.avatar, t.logo])).toEqual([['cofi quote', null, null]]);
    expect(home.sources).toEqual({ stats: 'api', customers: 'api', testimonials: 'api' });
  });

  it('caches per tenant and URL for LIVE_DATA_TTL_S: a second render is served from the cache, another tenant is not', async () => {
    const { env, cache } = await setup();
    const api = fakeApi();
    const ctx = fakeCtx();
    await loadHomeData('default', env, ctx, { fetch: api.fetch, cache });
    await ctx.settled();
    expect(api.requests()).toHaveLength(3);

    const again = await loadHomeData('default', env, ctx, { fetch: api.fetch, cache });
    expect(api.requests()).toHaveLength(3);
    expect(again.sources).toEqual({ stats: 'cache', customers: 'cache', testimonials: 'cache' });
    expect(again.stats.total_orgs).toBe(700);

    const other = await loadHomeData('mzg', env, ctx, { fetch: api.fetch, cache });
    expect(
      api
        .requests()
        .slice(3)
        .map((r) => r.headers.get('x-tenant-id')),
    ).toEqual(['mzg', 'mzg', 'mzg']);
    expect([other.stats.total_orgs, other.customers[0]!.name, other.sources.stats]).toEqual([
      300,
      'mzg customer',
      'api',
    ]);

    const entry = await cache.match(liveCacheKey(`${env.apiOrigin}/public/stats`, 'default'));
    expect(entry?.headers.get('cache-control')).toBe(`max-age=${LIVE_DATA_TTL_S}`);
    expect(await entry?.json()).toEqual({ total_orgs: 700, total_events: 7000 });
  });

  it('cache keys name the tenant and the URL', () => {
    const keys = new Set([
      liveCacheKey('https://api.example/public/stats', 'default'),
      liveCacheKey('https://api.example/public/stats', 'cofi'),
      liveCacheKey('https://api.example/public/customers', 'default'),
      liveCacheKey('https://other-api.example/public/stats', 'default'),
    ]);
    expect(keys.size).toBe(4);
    expect(liveCacheKey('https://api.example/public/stats', 'cofi')).toBe(
      'https://api.example/public/stats?x-tenant-id=cofi',
    );
  });

  it('an API slower than the timeout: embedded content, by the deadline, the request aborted', async () => {
    const { env, cache } = await setup();
    const signals: AbortSignal[] = [];
    const api = fakeApi((req) => {
      signals.push(req.signal);
      return new Promise<Response>((_, reject) =>
        req.signal.addEventListener('abort', () => reject(req.signal.reason)),
      );
    });
    // The API never answers: a page that arrives at all came by the deadline (no elapsed-time bound to hold).
    const home = await loadHomeData('default', env, undefined, { fetch: api.fetch, cache, timeoutMs: 50 });
    expect(home.sources).toEqual({ stats: 'embedded', customers: 'embedded', testimonials: 'embedded' });
    expect(home.stats).toEqual(EMBEDDED.stats);
    expect(signals.every((s) => s.aborted)).toBe(true);
    expect(warnings.sort()).toEqual(
      ['customers', 'stats', 'testimonials'].map(
        (p) => `live data default /public/${p}: no answer within 50 ms; showing embedded content`,
      ),
    );
  });

  it('a fetch that ignores its signal still cannot hold the page past the deadline', async () => {
    const { env, cache } = await setup();
    const api = fakeApi(() => new Promise<Response>(() => {}));
    const home = await loadHomeData('cofi', env, undefined, { fetch: api.fetch, cache, timeoutMs: 50 });
    expect(home.testimonials.every((t) => t.tenant === 'cofi')).toBe(true);
    expect(home.sources.testimonials).toBe('embedded');
  });

  it('each part falls back on its own: a 5xx, an invalid answer (javascript: link), a refused connection', async () => {
    const { env, cache } = await setup();
    const api = fakeApi((req) => {
      const path = new URL(req.url).pathname;
      if (path === '/public/stats') return json({ total_orgs: 5, total_events: 6 });
      if (path === '/public/customers')
        return json([{ id: 1, name: 'x', url: 'javascript:alert(1)', showcase: true, corporate: false }]);
      return Promise.reject(new TypeError('connection refused'));
    });
    const home = await loadHomeData('default', env, undefined, { fetch: api.fetch, cache });
    expect(home.sources).toEqual({ stats: 'api', customers: 'embedded', testimonials: 'embedded' });
    expect(home.customers.every((c) => c.url.startsWith('https://'))).toBe(true);
    expect(warnings).toContain(
      'live data default /public/customers: invalid answer (0.url: Invalid URL); showing embedded content',
    );

    const down = fakeApi(() => json({ error: 'maintenance' }, 503));
    const other = await setup();
    expect(
      (await loadHomeData('default', other.env, undefined, { fetch: down.fetch, cache: other.cache })).sources.stats,
    ).toBe('embedded');
  });

  it('nothing invalid or failed is cached', async () => {
    const { env, cache } = await setup();
    const ctx = fakeCtx();
    await loadHomeData('default', env, ctx, { fetch: fakeApi(() => json({ total_orgs: -1 })).fetch, cache });
    await ctx.settled();
    expect(await cache.match(liveCacheKey(`${env.apiOrigin}/public/stats`, 'default'))).toBeUndefined();
  });

  it("a subtenant shows its base tenant's quotes when the API has none of its own", async () => {
    const { env, cache } = await setup();
    const api = fakeApi((req) =>
      new URL(req.url).pathname === '/public/testimonials'
        ? json([
            { tenant: 'cofi', name: 'A', title: '', org: '', quote: 'base quote' },
            { tenant: 'default', name: 'B', title: '', org: '', quote: 'other brand' },
          ])
        : json({}, 404),
    );
    const home = await loadHomeData('mzg', env, undefined, { fetch: api.fetch, cache });
    expect(home.testimonials.map((t) => t.quote)).toEqual(['base quote']);
  });
});
