import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { preloadPageModules } from '../preload-page-modules.ts';
import { SITE_DATA } from '../../worker/generated/site-data.ts';
import { TENANTS } from '../../worker/tenants/registry.ts';
import type { Env } from '../../worker/env.ts';
import { routeVerdict, type Outcome } from '../../scripts/route-verdict.ts';
import { get, HOSTS, TENANT_IDS } from './helpers.ts';

/**
 * `npm run route` says what the worker does with a URL (scripts/route-verdict.ts, through the
 * worker's own request decision); here every verdict is held to the worker's real answer
 * (SELF.fetch on the tenant's host, the early answer and the pipeline as a visitor meets them):
 * every path of every tenant's sitemap in every locale it offers, and a URL for every rule of
 * every tenant's redirect table. The verdict and the answer are compared as a visitor sees them:
 * status and `Location` (resolved against the URL), or for a proxy the URL the upstream received.
 */

let tag = 0;

/** What the worker did with `url`, in the verdict's terms. */
async function answerOf(url: string, outcome: Outcome): Promise<Outcome> {
  const logTag = `route-verdict-${++tag}`;
  const res = await get(url, { headers: { 'x-upstream-log': logTag } });
  await res.arrayBuffer(); // read to the end: a cancelled stream logs a lost connection
  if (outcome.proxiedTo) {
    const received = (await (await fetch(`https://upstream-log.test/${logTag}`)).json()) as {
      host: string;
      path: string;
    }[];
    const first = received[0];
    return first
      ? { proxiedTo: `${new URL(outcome.proxiedTo).protocol}//${first.host}${first.path}` }
      : { status: res.status };
  }
  const location = res.headers.get('location');
  return location ? { status: res.status, location: new URL(location, url).href } : { status: res.status };
}

/** The verdict for `url`, with a Location resolved as a browser would, and a proxy's upstream without its query. */
function expectedOf(url: string): Outcome {
  const { outcome } = routeVerdict(new URL(url), env as unknown as Env);
  if (outcome.location) return { ...outcome, location: new URL(outcome.location, url).href };
  if (outcome.proxiedTo) {
    const upstream = new URL(outcome.proxiedTo);
    return { proxiedTo: `${upstream.protocol}//${upstream.host}${upstream.pathname}` };
  }
  return outcome;
}

async function expectAgreement(urls: readonly string[]): Promise<void> {
  const disagreements: string[] = [];
  for (const url of urls) {
    const expected = expectedOf(url);
    const actual = await answerOf(url, expected);
    if (JSON.stringify(actual) !== JSON.stringify(expected))
      disagreements.push(
        `${url}: npm run route says ${JSON.stringify(expected)}, the worker ${JSON.stringify(actual)}`,
      );
  }
  expect(disagreements).toEqual([]);
}

/** Every path of a tenant's sitemaps: English's and each offered locale's. */
async function sitemapUrls(tenantId: string): Promise<string[]> {
  const origin = `https://${HOSTS[tenantId]}`;
  const prefixes = TENANTS[tenantId]!.locales.map((locale) => (locale === 'en' ? '' : `/${locale}`));
  const urls: string[] = [];
  for (const prefix of prefixes) {
    const res = await get(`${origin}${prefix}/sitemap.xml`);
    expect(res.status, `${origin}${prefix}/sitemap.xml`).toBe(200);
    const xml = await res.text();
    urls.push(...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc!));
  }
  return urls;
}

/** A URL each rule of a tenant's table is written for: placeholders and splats filled in. */
const ruleUrls = (tenantId: string): string[] =>
  (SITE_DATA.redirects[tenantId] ?? []).map(
    (rule) => `https://${HOSTS[tenantId]}${rule.source.replace(/:[A-Za-z][A-Za-z0-9_]*/g, 'x1').replace(/\*$/, 'x2')}`,
  );

beforeAll(preloadPageModules, 120_000);

describe('npm run route agrees with the worker', () => {
  it('on the URL it once got wrong: /de/pricing is the German page', async () => {
    const url = `https://${HOSTS.default}/de/pricing`;
    expect(routeVerdict(new URL(url), env as unknown as Env).text).toContain('page "pricing"');
    await expectAgreement([url]);
  });

  it.each(TENANT_IDS)(
    '%s: every path of its sitemaps, in every locale it offers',
    async (tenantId) => {
      const urls = await sitemapUrls(tenantId);
      expect(urls.length).toBeGreaterThan(10);
      await expectAgreement(urls);
    },
    300_000,
  );

  it.each(TENANT_IDS)(
    '%s: every rule of its redirect table, and each under a locale prefix it offers',
    async (tenantId) => {
      const urls = ruleUrls(tenantId);
      expect(urls.length).toBeGreaterThan(0);
      const locale = TENANTS[tenantId]!.locales.find((l) => l !== 'en');
      const prefixed = locale ? urls.map((u) => u.replace(/^(https:\/\/[^/]+)/, `$1/${locale}`)) : [];
      await expectAgreement([...urls, ...prefixed]);
    },
    300_000,
  );
});
