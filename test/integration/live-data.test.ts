import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_DATA_CACHE, liveCacheKey } from '../../worker/live-data/live-data.ts';
import worker from '../../worker/index.ts';
import { API_STUB_STATS } from '../upstream-stub.ts';
import { HOSTS } from './helpers.ts';
import { brandOf } from '../tenant-hosts.ts';
import { BRANDS } from '../../common/brands.ts';

/**
 * The home page with API_ORIGIN pointing at the stub backend API (test/upstream-stub.ts, keyed on
 * host: api.test answers per x-tenant-id, api-slow.test 3 s late, api-down.test 503,
 * api-invalid.test partly invalid). Like origins.test.ts, the vars are passed to worker.fetch.
 */
async function home(
  tenant: string,
  apiOrigin: string,
  headers: Record<string, string> = { 'accept-language': 'en' },
  path = '/',
) {
  const ctx = createExecutionContext();
  const started = Date.now();
  const res = await worker.fetch(
    new Request(`https://${HOSTS[tenant]}${path}`, { headers }),
    { ...env, API_ORIGIN: apiOrigin },
    ctx,
  );
  const html = (await res.text()).replace(/<!-- -->/g, '');
  const elapsed = Date.now() - started;
  await waitOnExecutionContext(ctx);
  return { res, html, elapsed };
}

const statsLine = (s: { total_orgs: number; total_events: number }) =>
  `${s.total_orgs.toLocaleString('en')} organisations have run ${s.total_events.toLocaleString('en')} events`;
const EMBEDDED_LINE = '814 organisations have run 2,149 events';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('home page live data from the backend API', () => {
  it.each(['default', 'cofi', 'mzg'])(
    '%s shows the numbers, logos and quotes the API gave for its x-tenant-id',
    async (tenant) => {
      const { res, html } = await home(tenant, 'https://api.test');
      expect(res.status).toBe(200);
      // Corporate Fitness's home leads with its customers' results, not platform totals (home-story.test.ts).
      if (brandOf(tenant) === 'default') expect(html).toContain(statsLine(API_STUB_STATS[tenant]!));
      expect(html).toContain(`API customer for ${tenant}`);
      // The customer's wordmark is the link to its site, named by the customer and marked as opening a tab.
      expect(html).toMatch(
        new RegExp(
          `href="https://${tenant}\\.customer\\.example" target="_blank" rel="noopener"><svg role="img" aria-label="API customer for ${tenant}".*?</svg><span[^>]*> \\(opens in a new tab\\)</span></a>`,
        ),
      );
      expect(html).not.toContain('Hidden customer');
      expect(html).toContain(`Live quote for ${tenant}`);
      expect(html).not.toContain('A quote for another brand');
    },
  );

  it("numbers follow the page's language (its URL), not Accept-Language", async () => {
    const { html } = await home('default', 'https://api.test', { 'accept-language': 'fr' }, '/de/');
    expect(html).toContain('1.234');
    expect(html).toContain('5.678');
  });

  it("caches each answer per tenant and URL: no tenant ever sees another tenant's entry", async () => {
    const cache = await caches.open(LIVE_DATA_CACHE);
    for (const tenant of BRANDS) await home(tenant, 'https://api.test');
    const stored = async (tenant: string) =>
      (await cache.match(liveCacheKey('https://api.test/public/stats', tenant)))?.json();
    expect(await stored('default')).toEqual(API_STUB_STATS.default);
    expect(await stored('cofi')).toEqual(API_STUB_STATS.cofi);

    // Change what the cache holds for default only: cofi's page must not move.
    await cache.put(
      liveCacheKey('https://api.test/public/stats', 'default'),
      Response.json({ total_orgs: 9, total_events: 99 }, { headers: { 'cache-control': 'max-age=300' } }),
    );
    expect((await home('default', 'https://api.test')).html).toContain('9 organisations have run 99 events');
    expect((await home('default', 'https://api.test')).html).not.toContain(statsLine(API_STUB_STATS.default!));
    expect(await stored('cofi')).toEqual(API_STUB_STATS.cofi);
  });
});

describe('home page without the API', () => {
  it('without API_ORIGIN: the embedded content and no request at all', async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    const { html } = await home('default', '');
    // Other fetches (analytics) may happen; none is an API request.
    const apiCalls = spy.mock.calls.filter(([input]) => input instanceof Request && input.headers.has('x-tenant-id'));
    expect(apiCalls).toEqual([]);
    expect(html).toContain(EMBEDDED_LINE);
    expect(html).toContain('Northwind Logistics');
  });
  // Down, slow and invalid API answers: test/integration/faults/content-sources.test.ts.
});
