import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { embeddedHomeData } from '../../../worker/live-data/embedded-content.ts';
import {
  LIVE_DATA_CACHE,
  LIVE_DATA_TIMEOUT_MS,
  LIVE_ENDPOINTS,
  liveCacheKey,
} from '../../../worker/live-data/live-data.ts';
import { CONTENT } from '../../../worker/content/built-content.ts';
import { CMS_MENU_CACHE, CMS_MENU_TIMEOUT_MS, cmsMenuUrl } from '../../../worker/content/menus/menu-source.ts';
import { CMS_PAGE_CACHE, CMS_PAGE_TIMEOUT_MS, cmsPageUrl } from '../../../worker/content/cms/cms-page-source.ts';
import { SITE_DATA } from '../../../worker/generated/site-data.ts';
import worker from '../../../worker/index.ts';
import { HOSTS } from '../helpers.ts';
import { BRANDS } from '../../../common/brands.ts';

/**
 * Fault matrix, content sources: the CMS (menus and content-managed pages) and the backend API
 * (home page live data) down, slow or answering something invalid, alone and together. Every row
 * must give what docs/content.md promises: the page with status 200, complete, with the
 * embedded content in place of what failed, one warning per failed part naming it and the
 * problem, no error, and nothing invalid cached. The stubs (test/upstream-stub.ts) are keyed on
 * host: cms-down.test / api-down.test answer 503, cms-slow.test / api-slow.test 3 s late,
 * cms-invalid.test a javascript: link, api-invalid.test valid stats, a javascript: customer link
 * and a 500 for testimonials. The healthy answers are covered by cms-menus, cms-pages and
 * live-data.test.ts.
 */

const RELAY = '/solutions/relay-races';

async function page(tenant: string, path: string, vars: { CMS_ORIGIN?: string; API_ORIGIN?: string }) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`https://${HOSTS[tenant]}${path}`, { headers: { 'accept-language': 'en' } }),
    { ...env, CMS_ORIGIN: '', API_ORIGIN: '', ...vars },
    ctx,
  );
  const html = (await res.text()).replace(/<!-- -->/g, '');
  // A slow CMS keeps filling the cache in the background: let it end inside this test.
  await waitOnExecutionContext(ctx);
  return { res, html };
}

const topMenu = (html: string) => /<nav[^>]*aria-label="Main"[^>]*>.*?<\/nav>/s.exec(html)?.[0] ?? '';
const embeddedMenuTitles = (tenant: string) =>
  CONTENT.menus[SITE_DATA.tenants[tenant]!.cmsMenuKey]!.map((item) => item.title);
const menuKeys = (tenant: string) => [
  SITE_DATA.tenants[tenant]!.cmsMenuKey,
  SITE_DATA.tenants[tenant]!.footerNavKey,
  SITE_DATA.tenants[tenant]!.solutionsMenuKey,
];

/** What the home page shows from the embedded live data: the stats line and the first logo and quote author. */
function embeddedHomeMarkers(tenant: string) {
  const { stats, customers, testimonials } = embeddedHomeData(tenant);
  return [
    // Corporate Fitness's home leads with its customers' results, not platform totals (home-story.test.ts).
    ...(tenant === 'default'
      ? [
          `${stats.total_orgs.toLocaleString('en')} organisations have run ${stats.total_events.toLocaleString('en')} events`,
        ]
      : []),
    customers[0]!.name,
    testimonials[0]!.name,
  ];
}

const menuWarnings = (tenant: string, reason: string) =>
  menuKeys(tenant).map((key) => `cms menu ${key}: ${reason}; showing the embedded menu`);
const liveWarning = (tenant: string, part: keyof typeof LIVE_ENDPOINTS, reason: string) =>
  `live data ${tenant} ${LIVE_ENDPOINTS[part]}: ${reason}; showing embedded content`;
const liveWarnings = (tenant: string, reason: (path: string) => string) =>
  (Object.keys(LIVE_ENDPOINTS) as (keyof typeof LIVE_ENDPOINTS)[]).map((part) =>
    liveWarning(tenant, part, reason(LIVE_ENDPOINTS[part])),
  );

let warnings: string[] = [];
let errors: unknown[][] = [];
/**
 * In order: each request to a slow source (`asked <url>`) and each part given up (`gave up
 * <warning>`). Sources asked in parallel are all asked before the first is given up; asked in turn,
 * the next would be asked only after the one before ran out of time.
 */
let events: string[] = [];
beforeEach(async () => {
  warnings = [];
  errors = [];
  events = [];
  vi.spyOn(console, 'warn').mockImplementation((message: string) => {
    warnings.push(message);
    if (/^(cms|live data) /.test(message)) events.push(`gave up ${message}`);
  });
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.hostname.endsWith('-slow.test')) events.push(`asked ${url.hostname}${url.pathname}`);
    return realFetch(input, init);
  });
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args));
  // A healthy answer cached by an earlier slow row would hide the next row's fault.
  const menus = await caches.open(CMS_MENU_CACHE);
  const pages = await caches.open(CMS_PAGE_CACHE);
  for (const origin of ['https://cms-slow.test', 'https://cms-invalid.test', 'https://cms-down.test']) {
    for (const tenant of BRANDS) for (const key of menuKeys(tenant)) await menus.delete(cmsMenuUrl(origin, key));
    await pages.delete(cmsPageUrl(origin, RELAY));
  }
});
afterEach(() => vi.restoreAllMocks());

/**
 * The slow sources of `hosts` were each asked (`parts` requests in all) before any part was given
 * up: the page waited one budget, not one per part nor their sum. The warnings name the timeouts.
 */
function expectAskedTogether(hosts: string[], parts: number) {
  const asked = events.filter((e) => e.startsWith('asked '));
  expect(asked).toHaveLength(parts);
  for (const host of hosts)
    expect(
      asked.some((e) => e.startsWith(`asked ${host}/`)),
      host,
    ).toBe(true);
  expect(events.slice(0, parts)).toEqual(asked);
  expect(events.filter((e) => e.startsWith('gave up '))).toHaveLength(parts);
}

/** Every row: a complete 200 page, no error logged. */
function expectWholePage(res: Response, html: string) {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  expect(html.trimEnd()).toMatch(/<\/html>$/);
  expect(errors).toEqual([]);
}

describe('CMS faults: menus and a content-managed page fall back to the embedded copy', () => {
  it.each(BRANDS)('%s: CMS down (503) → 200, the embedded menus, and a warning per menu key', async (tenant) => {
    const { res, html } = await page(tenant, '/pricing', { CMS_ORIGIN: 'https://cms-down.test' });
    expectWholePage(res, html);
    for (const title of embeddedMenuTitles(tenant)) expect(topMenu(html)).toContain(title);
    expect(html).not.toContain('CMS pricing');
    expect(warnings.sort()).toEqual(menuWarnings(tenant, 'status 503').sort());
  });

  it('CMS down on a content-managed page → 200 with the embedded page and menus: a warning per part', async () => {
    const { res, html } = await page('default', RELAY, { CMS_ORIGIN: 'https://cms-down.test' });
    expectWholePage(res, html);
    expect(html).toContain(`<h1>${CONTENT.cms[RELAY]!.title}</h1>`);
    expect(warnings.sort()).toEqual(
      [...menuWarnings('default', 'status 503'), `cms page ${RELAY}: status 503; showing the embedded page`].sort(),
    );
  });

  it('CMS answers invalid menus and page (javascript: links) → 200 with the embedded copy; nothing invalid shown or cached', async () => {
    const { res, html } = await page('default', RELAY, { CMS_ORIGIN: 'https://cms-invalid.test' });
    expectWholePage(res, html);
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('CMS pricing');
    expect(html).toContain(`<h1>${CONTENT.cms[RELAY]!.title}</h1>`);
    for (const title of embeddedMenuTitles('default')) expect(topMenu(html)).toContain(title);
    expect(warnings).toContainEqual(
      expect.stringMatching(
        /^cms menu main-menu: invalid menu \(1\.path: must be a site path starting with \/ or an https:\/\/ URL\); showing the embedded menu$/,
      ),
    );
    expect(warnings).toContain(
      `cms page ${RELAY}: invalid page (data.0.body.1.children.1.url: a site path starting with "/" or an https:// URL); showing the embedded page`,
    );
    expect(
      await (await caches.open(CMS_MENU_CACHE)).match(cmsMenuUrl('https://cms-invalid.test', 'main-menu')),
    ).toBeUndefined();
    expect(
      await (await caches.open(CMS_PAGE_CACHE)).match(cmsPageUrl('https://cms-invalid.test', RELAY)),
    ).toBeUndefined();
  });

  it('CMS slower than its budget → 200 with the embedded page and menus after one budget, not one per part', async () => {
    const slow = await page('default', RELAY, { CMS_ORIGIN: 'https://cms-slow.test' });
    expectWholePage(slow.res, slow.html);
    expect(slow.html).toContain(`<h1>${CONTENT.cms[RELAY]!.title}</h1>`);
    for (const title of embeddedMenuTitles('default')) expect(topMenu(slow.html)).toContain(title);
    expectAskedTogether(['cms-slow.test'], menuKeys('default').length + 1);
    expect(warnings).toEqual(
      expect.arrayContaining([
        ...menuWarnings('default', `no answer within ${CMS_MENU_TIMEOUT_MS} ms`),
        `cms page ${RELAY}: no answer within ${CMS_PAGE_TIMEOUT_MS} ms; showing the embedded page`,
      ]),
    );
  });
});

describe('backend API faults: the home page falls back to the embedded live data', () => {
  it.each(BRANDS)(
    '%s: API down (503) → 200 with the embedded stats, logos and quotes, and a warning per part',
    async (tenant) => {
      const { res, html } = await page(tenant, '/', { API_ORIGIN: 'https://api-down.test' });
      expectWholePage(res, html);
      for (const marker of embeddedHomeMarkers(tenant)) expect(html).toContain(marker);
      expect(warnings.sort()).toEqual(
        liveWarnings(tenant, (path) => `GET https://api-down.test${path}: status 503`).sort(),
      );
    },
  );

  it('API slower than its budget → 200 with the embedded live data after the budget', async () => {
    const slow = await page('cofi', '/', { API_ORIGIN: 'https://api-slow.test' });
    expectWholePage(slow.res, slow.html);
    for (const marker of embeddedHomeMarkers('cofi')) expect(slow.html).toContain(marker);
    expectAskedTogether(['api-slow.test'], Object.keys(LIVE_ENDPOINTS).length);
    expect(warnings.sort()).toEqual(liveWarnings('cofi', () => `no answer within ${LIVE_DATA_TIMEOUT_MS} ms`).sort());
  });

  it('API answers partly invalid → the valid part shown, each invalid part embedded with its warning, nothing invalid cached', async () => {
    const { res, html } = await page('default', '/', { API_ORIGIN: 'https://api-invalid.test' });
    expectWholePage(res, html);
    const [, customer, quoteAuthor] = embeddedHomeMarkers('default');
    expect(html).toContain('1,234 organisations have run 5,678 events');
    expect(html).toContain(customer);
    expect(html).toContain(quoteAuthor);
    expect(html).not.toContain('javascript:');
    expect(warnings).toHaveLength(2);
    expect(warnings).toContainEqual(
      expect.stringMatching(
        /^live data default \/public\/customers: invalid answer \(0\.url: [^)]+\); showing embedded content$/,
      ),
    );
    expect(warnings).toContain(
      liveWarning('default', 'testimonials', `GET https://api-invalid.test${LIVE_ENDPOINTS.testimonials}: status 500`),
    );
    const cache = await caches.open(LIVE_DATA_CACHE);
    expect(
      await cache.match(liveCacheKey(`https://api-invalid.test${LIVE_ENDPOINTS.customers}`, 'default')),
    ).toBeUndefined();
  });
});

describe('CMS and API failing together on the home page', () => {
  it('both down → 200 with embedded menus and live data, a warning per part, no error', async () => {
    const { res, html } = await page('default', '/', {
      CMS_ORIGIN: 'https://cms-down.test',
      API_ORIGIN: 'https://api-down.test',
    });
    expectWholePage(res, html);
    for (const title of embeddedMenuTitles('default')) expect(topMenu(html)).toContain(title);
    for (const marker of embeddedHomeMarkers('default')) expect(html).toContain(marker);
    expect(warnings).toHaveLength(menuKeys('default').length + Object.keys(LIVE_ENDPOINTS).length);
  });

  it('both slow → the page waits one budget, not the sum: menus and live data are asked for in parallel', async () => {
    const slow = await page('default', '/', {
      CMS_ORIGIN: 'https://cms-slow.test',
      API_ORIGIN: 'https://api-slow.test',
    });
    expectWholePage(slow.res, slow.html);
    for (const marker of embeddedHomeMarkers('default')) expect(slow.html).toContain(marker);
    expectAskedTogether(
      ['cms-slow.test', 'api-slow.test'],
      menuKeys('default').length + Object.keys(LIVE_ENDPOINTS).length,
    );
    expect(warnings.sort()).toEqual(
      [
        ...menuWarnings('default', `no answer within ${CMS_MENU_TIMEOUT_MS} ms`),
        ...liveWarnings('default', () => `no answer within ${LIVE_DATA_TIMEOUT_MS} ms`),
      ].sort(),
    );
  });
});
