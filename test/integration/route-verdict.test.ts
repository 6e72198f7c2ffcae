import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { preloadPageModules } from '../preload-page-modules.ts';
import { SITE_DATA } from '../../worker/generated/site-data.ts';
import { TENANTS } from '../../worker/tenants/registry.ts';
import type { Env } from '../../worker/env.ts';
import { routeVerdict, type Outcome } from '../../scripts/route-verdict.ts';
import { get, HOSTS, TENANT_IDS } from './helpers.ts';
import { pageJsonLdProblems } from './structured-data-rules.ts';

/**
 * `npm run route` says what the worker does with a URL (scripts/route-verdict.ts, through the
 * worker's own request decision); here every verdict is held to the worker's real answer
 * (SELF.fetch on the tenant's host, the early answer and the pipeline as a visitor meets them):
 * every path of every tenant's sitemap in every locale it offers, and a URL for every rule of
 * every tenant's redirect table. The verdict and the answer are compared as a visitor sees them:
 * status and `Location` (resolved against the URL), or for a proxy the URL the upstream received.
 * The same answers of English's sitemap pages then have their JSON-LD checked
 * (structured-data-rules.ts): each page is rendered once for both.
 */

let tag = 0;

/** The worker's answer to a URL: in the verdict's terms, and its body. */
interface Answer {
  url: string;
  expected: Outcome;
  actual: Outcome;
  status: number;
  body: string;
}

/** What the worker did with `url`, in the verdict's terms, beside what `npm run route` says it does. */
async function answerOf(url: string): Promise<Answer> {
  const expected = expectedOf(url);
  const logTag = `route-verdict-${++tag}`;
  const res = await get(url, { headers: { 'x-upstream-log': logTag } });
  const body = await res.text(); // read to the end: a cancelled stream logs a lost connection
  const answer = { url, expected, status: res.status, body };
  if (expected.proxiedTo) {
    const received = (await (await fetch(`https://upstream-log.test/${logTag}`)).json()) as {
      host: string;
      path: string;
    }[];
    const first = received[0];
    const actual = first
      ? { proxiedTo: `${new URL(expected.proxiedTo).protocol}//${first.host}${first.path}` }
      : { status: res.status };
    return { ...answer, actual };
  }
  const location = res.headers.get('location');
  const actual = location ? { status: res.status, location: new URL(location, url).href } : { status: res.status };
  return { ...answer, actual };
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

function expectAgreement(answers: readonly Answer[]): void {
  const disagreements = answers
    .filter(({ expected, actual }) => JSON.stringify(actual) !== JSON.stringify(expected))
    .map(
      ({ url, expected, actual }) =>
        `${url}: npm run route says ${JSON.stringify(expected)}, the worker ${JSON.stringify(actual)}`,
    );
  expect(disagreements).toEqual([]);
}

/** A page of a tenant's sitemaps, as the worker answered it; `english` when it is in English's sitemap. */
type SitemapPage = Answer & { english: boolean };

/**
 * Every path of a tenant's sitemaps, English's and each offered locale's, answered once: the
 * verdicts and the JSON-LD below read the same answers (rendering the pages is most of this
 * file's time).
 */
async function walkSitemaps(tenantId: string): Promise<SitemapPage[]> {
  const origin = `https://${HOSTS[tenantId]}`;
  const pages: SitemapPage[] = [];
  for (const locale of TENANTS[tenantId]!.locales) {
    const prefix = locale === 'en' ? '' : `/${locale}`;
    const res = await get(`${origin}${prefix}/sitemap.xml`);
    expect(res.status, `${origin}${prefix}/sitemap.xml`).toBe(200);
    const xml = await res.text();
    for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g))
      pages.push({ ...(await answerOf(loc!)), english: locale === 'en' });
  }
  return pages;
}

const walks = new Map<string, Promise<SitemapPage[]>>();
const sitemapPages = (tenantId: string): Promise<SitemapPage[]> => {
  if (!walks.has(tenantId)) walks.set(tenantId, walkSitemaps(tenantId));
  return walks.get(tenantId)!;
};

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
    expectAgreement([await answerOf(url)]);
  });

  it.each(TENANT_IDS)(
    '%s: every path of its sitemaps, in every locale it offers',
    async (tenantId) => {
      const pages = await sitemapPages(tenantId);
      expect(pages.length).toBeGreaterThan(10);
      expectAgreement(pages);
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
      const answers: Answer[] = [];
      for (const url of [...urls, ...prefixed]) answers.push(await answerOf(url));
      expectAgreement(answers);
    },
    300_000,
  );
});

const checked = { tenants: 0, pages: 0 };

describe.each(TENANT_IDS)('JSON-LD on every sitemap page of %s', (tenantId) => {
  it('is valid, names this tenant, and carries the types its page kind needs', { timeout: 300_000 }, async () => {
    const english = (await sitemapPages(tenantId)).filter((page) => page.english);
    expect(english.length).toBeGreaterThan(10);
    const problems: string[] = [];
    for (const { url, status, body } of english) {
      const path = new URL(url).pathname;
      expect(status, path).toBe(200);
      problems.push(...pageJsonLdProblems(path, body, TENANTS[tenantId]!));
    }
    expect(problems).toEqual([]);
    checked.tenants++;
    checked.pages += english.length;
  });
});

describe('the JSON-LD walk', () => {
  it('covered every tenant', () => {
    console.log(`structured data: ${checked.pages} sitemap pages of ${checked.tenants} tenants checked`);
    expect(checked.tenants).toBe(TENANT_IDS.length);
  });
});
