/**
 * Cache key safety, as a property: over tenants × paths × query parameters × cookies ×
 * Accept-Language × country × user agent, every answer of the cached pipeline (hit or miss) is
 * byte for byte what a fresh render of that same request gives with the cache switched off. So no
 * request is ever served a page rendered for another key: no cross-tenant, cross-currency,
 * cross-theme, cross-language or signed-in leak. Requests come in pairs that differ in one
 * dimension (often one the key ignores), so many of them share entries and the hits are tested, not only misses.
 *
 * Calls the worker's default export in the isolate (as hostile/fuzz.test.ts does, for speed), with
 * a real ExecutionContext whose waitUntil work (the cache write) is awaited.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import worker from '../../../worker/index.ts';
import type { Env } from '../../../worker/env.ts';
import { TENANTS } from '../../../worker/tenants/registry.ts';
import { HOSTS, TENANT_IDS } from '../helpers.ts';
import { withoutStamp } from './form-stamp-text.ts';

const RUNS = 150;
const SEED = 20_261_123;
const BROWSER =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const PATHS = ['/', '/pricing', '/about', '/resources/convert-steps', '/contact', '/privacypolicy', '/no-such-page'];
const QUERIES = [
  '',
  '?theme=highcontrast',
  '?view=embed',
  '?view=app',
  '?tenant=mzg',
  '?tenant=fitmap',
  '?baseTenant=cofi&tenant=truenorth',
  '?currency=gbp',
  '?mode=afterTrial',
  '?topic=demo',
  '?mode=support',
  '?gclid=ad-1',
  '?gclid=ad-2',
  '?utm_source=news',
  '?activity=running&distance=5',
  '?theme=highcontrast&tenant=wmm',
];
const AUTH_COOKIES = [...new Set(Object.values(TENANTS).map((t) => t.authCookie.name))];
const COOKIES = ['', '_ga=GA1.1.5', ...AUTH_COOKIES.map((name) => `${name}=session-1`), `${AUTH_COOKIES[0]}=`];
const LANGUAGES = ['', 'en-US,en;q=0.9', 'de-DE,de;q=0.8', 'en-GB', 'fr', 'not a tag!, nl'];
const COUNTRIES = ['', 'US', 'DE', 'FR', 'GB', 'JP'];
const AGENTS = [BROWSER, CRAWLER];

interface Req {
  tenant: string;
  path: string;
  query: string;
  cookie: string;
  language: string;
  country: string;
  agent: string;
}
const request = fc.record<Req>({
  tenant: fc.constantFrom(...TENANT_IDS),
  path: fc.constantFrom(...PATHS),
  query: fc.constantFrom(...QUERIES),
  cookie: fc.constantFrom(...COOKIES),
  language: fc.constantFrom(...LANGUAGES),
  country: fc.constantFrom(...COUNTRIES),
  agent: fc.constantFrom(...AGENTS),
});
/** A second request: the first with one dimension replaced (often by a value that keys the same: a crawler, another cookie, a country of the same currency). */
const pair = fc.tuple(request, request, fc.nat(6)).map(([a, other, i]) => {
  const k = (Object.keys(a) as (keyof Req)[])[i]!;
  return [a, { ...a, [k]: other[k] }] as const;
});

/** Where two pages first differ, with some context (the pages are 40 KB; a full diff helps nobody). */
function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return i === a.length && i === b.length
    ? 'same'
    : `at ${i}: served …${a.slice(i - 80, i + 80)}… fresh …${b.slice(i - 80, i + 80)}…`;
}

async function send(
  r: Req,
  htmlCache: 'on' | 'off' = 'on',
): Promise<{ status: number; type: string | null; state: string | null; body: string }> {
  const headers: Record<string, string> = { 'user-agent': r.agent, 'sec-gpc': '1' };
  if (r.cookie) headers.cookie = r.cookie;
  if (r.language) headers['accept-language'] = r.language;
  const init = { headers, redirect: 'manual', ...(r.country && { cf: { country: r.country } }) } as RequestInit;
  const ctx = createExecutionContext();
  const res = await worker.fetch!(
    new Request(`https://${HOSTS[r.tenant]}${r.path}${r.query}`, init) as never,
    { ...env, UPSTREAM_TIMEOUT_MS: '10000', HTML_CACHE: htmlCache } as unknown as Env,
    ctx,
  );
  const body = await res.text();
  await waitOnExecutionContext(ctx);
  return { status: res.status, type: res.headers.get('content-type'), state: res.headers.get('x-cache'), body };
}

/** The same request rendered with the cache switched off (HTML_CACHE=off: neither level is asked or filled). */
const fresh = (r: Req) => send(r, 'off');

it(`a cached answer is always the fresh render of its own request (${RUNS} request pairs)`, async () => {
  const states = new Map<string, number>();
  // The switch works: with it, a stored page is not served.
  const probe: Req = {
    tenant: 'default',
    path: '/about',
    query: '',
    cookie: '',
    language: '',
    country: '',
    agent: BROWSER,
  };
  await send(probe);
  expect((await send(probe)).state).toBe('HIT');
  expect((await fresh(probe)).state).toBeNull();

  await fc.assert(
    fc.asyncProperty(pair, async ([a, b]) => {
      for (const r of [a, b]) {
        const served = await send(r);
        const expected = await fresh(r);
        states.set(served.state ?? 'none', (states.get(served.state ?? 'none') ?? 0) + 1);
        const label = JSON.stringify(r);
        expect(served.status, label).toBe(expected.status);
        expect(served.type, label).toBe(expected.type);
        expect(firstDifference(withoutStamp(served.body), withoutStamp(expected.body)), label).toBe('same');
      }
    }),
    { numRuns: RUNS, seed: SEED, endOnFailure: true },
  );
  // Not vacuous: many answers came from the cache, and every kind of bypass happened.
  expect(states.get('HIT') ?? 0, JSON.stringify([...states])).toBeGreaterThan(RUNS / 10);
  expect(states.get('BYPASS') ?? 0, JSON.stringify([...states])).toBeGreaterThan(RUNS / 10);
}, 60_000);
