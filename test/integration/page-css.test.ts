import { env } from 'cloudflare:test';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { componentCss, componentRules } from '../../common/styles.ts';
import { BRAND_FONTS, FONT_FACES } from '../../worker/generated/fonts.ts';
// The page frame first, then the entry: the order compiler/steps/build-component-stylesheet.ts loads them in
// (the worker imports the frame on a page's first request).
import '../../worker/render/render-page.tsx';
import '../../worker/index.ts';
import { COMPONENT_STYLESHEET, PAGE_STYLESHEETS } from '../../worker/generated/component-stylesheet.ts';
import { PAGE_MODULES } from '../../worker/generated/page-modules.ts';
import { get, HOSTS, TENANT_IDS } from './helpers.ts';
import { BRANDS } from '../../common/brands.ts';
import { TENANTS } from '../../worker/tenants/registry.ts';

/**
 * Home's size budget in bytes (raw and gzip -9). Was the peer framework's home page, 29 KB and 6 KB;
 * the product illustrations home draws inline raise it to 40 KB and 9 KB. The languages
 * add 50 B gzip: once home.<locale>.json reaches the pages the home is translated, so it names
 * its five translations and x-default (hreflang), their og:locale:alternate and the language
 * suggestion's script (about 900 B raw, 90 B gzip on the general brand, which offers six
 * languages). The raw budget holds: the participation picture gave back 150 B (no `<!-- -->`
 * between joined numbers), the illustrations rendered once are stored compact (about 700 B:
 * worker/ui/compact-markup.ts), and the footer's store badges are no longer preloaded (lazy).
 * Raised to 41,000 / 9,250 for the brands' own typefaces: the first screen's two font files
 * preloaded (about 250 B raw; with `font-display: optional` a face not preloaded is not shown on a
 * first visit, docs/decisions/0016-brand-typefaces.md), the header's action and sign-in at every
 * width and the footer's foldable groups (40,679 / 9,184 B on the general brand).
 */
const HOME_BUDGET = { raw: 41_000, gzip: 9_250 };
/**
 * The home's linked sheet, gzip -9 (the peers' measure: 3.7 and 3.9 KB), on either brand: 6,786 B
 * and 6,808 B when every frame rule was in it; 6,091 and 6,110 B once the rules only an opened
 * island draws moved to `islands.css`; 6,338 and 6,360 B once every global rule was kept
 * (docs/decisions/0037); 6,510 and 6,532 B with the outlined hero action, high contrast's borders on
 * drawn cards and the footer's rule (docs/decisions/0040). Lower it as the sheet shrinks.
 */
const HOME_SHEET_GZIP = 6_600;

// Every page module, in the build's order (compiler/steps/build-component-stylesheet.ts), before any
// request loads one: page modules are lazy, so their rules join the sheet when first loaded.
for (const load of Object.values(PAGE_MODULES)) await load();
// After the pages: importing it first would declare its rules before theirs.
const { estimatorBox, segmented } = await import('../../client/islands/parts/pricing-estimator-styles.ts');

const assets = (env as unknown as { ASSETS: Fetcher }).ASSETS;
const stylesheetLinks = (html: string) =>
  [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!);
const goNames = (text: string) => new Set(text.match(/\bgo\d+\b/g));
/** The classes the tenant's theme sheet (inline, per request) styles: not component classes. */
const themeClasses = (html: string) => goNames(/<style id="tt-theme">([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '');
const sheetText = async (href: string) => {
  const response = await assets.fetch(`https://${HOSTS.default}${href}`);
  expect(response.status, href).toBe(200);
  expect(response.headers.get('content-type'), href).toMatch(/^text\/css/);
  return response.text();
};
/** The page sheet a page links (after the Arabic faces' on a right-to-left page), and its text. */
const linkedSheet = async (tenant: string, path: string) => {
  const html = await (await get(`https://${HOSTS[tenant]}${path}`)).text();
  const links = stylesheetLinks(html);
  const rtl = /<html[^>]* dir="rtl"/.test(html);
  expect(links.slice(0, -1), `${tenant} ${path}`).toEqual(rtl ? [`${PAGE_STYLESHEETS}/arabic.css`] : []);
  return { html, href: links.at(-1)!, sheet: await sheetText(links.at(-1)!) };
};
const brandOf = (tenant: string) => TENANTS[tenant]!.routeSet;

/**
 * Pages whose components differ most: the home sections, the pricing table, the form, the
 * calculator, a right-to-left page, and on the general brand the blog and the 404 (cofi's unknown
 * paths and blog are on its legacy host).
 */
const pagesOf = (tenant: string) => [
  '/',
  '/pricing',
  '/contact',
  '/resources/convert-steps',
  ...(tenant === 'cofi' ? ['/solutions'] : ['/ar/', '/blog', '/no-such-page', '/challenges/journeys/no-such-journey']),
];

describe('component CSS: each page links the rules of its brand and modules', () => {
  it.each(TENANT_IDS)('%s: home links its brand’s home sheet once and inlines no component rules', async (tenant) => {
    const html = await (await get(`https://${HOSTS[tenant]}/`)).text();
    expect(stylesheetLinks(html)).toEqual([`${PAGE_STYLESHEETS}/${brandOf(tenant)}-home.css`]);
    expect(PAGE_STYLESHEETS).toMatch(/^\/assets\/css-[0-9a-f]{10}$/);
    expect(html).not.toContain('<style id="_goober"');
  });

  it('the file with every rule holds every rule the worker has: the same rules in the same order (no stale build)', async () => {
    // The brands' @font-face rules (worker/generated/fonts.ts), then the components' rules.
    expect(await sheetText(COMPONENT_STYLESHEET)).toBe(`${FONT_FACES}\n${componentCss()}`);
  });

  it.each(['default', 'cofi', 'minimal'])(
    '%s: every class a page names has its rules in the sheet it links',
    async (tenant) => {
      for (const path of pagesOf(tenant)) {
        const { html, sheet } = await linkedSheet(tenant, path);
        const styled = new Set([...sheet.matchAll(/\.(go\d+)/g)].map((m) => m[1]!));
        const theme = themeClasses(html);
        expect(theme.size, `${tenant} ${path}: theme class`).toBe(1);
        const unstyled = [...goNames(html)].filter((name) => !styled.has(name) && !theme.has(name));
        expect(unstyled, `${tenant} ${path}`).toEqual([]);
      }
    },
  );

  it.each([
    ['default', '/'],
    ['cofi', '/'],
    ['default', '/ar/'],
  ])('%s %s: the home sheet leaves out other pages’ rules and the other brand’s typefaces', async (tenant, path) => {
    const { sheet } = await linkedSheet(tenant, path);
    const { sheet: pricing } = await linkedSheet(tenant, '/pricing');
    // The pricing estimator's rules are in the pricing page's sheet only.
    for (const name of [segmented, estimatorBox]) {
      expect(pricing).toContain(`.${name}{`);
      expect(sheet).not.toContain(`.${name}`);
    }
    expect(sheet.length).toBeLessThan(pricing.length);
    // Only the faces the brand's font stacks name, and every one of them but the Arabic face,
    // which right-to-left pages link in a sheet of its own.
    const familiesOf = (text: string) =>
      new Set([...text.matchAll(/@font-face\{font-family:'([^']+)'/g)].map((m) => m[1]!));
    const families = familiesOf(sheet);
    const { heading, body } = BRAND_FONTS[brandOf(tenant)]!;
    for (const family of families) expect(`${heading} ${body}`, family).toContain(`'${family}'`);
    for (const quoted of `${heading}, ${body}`.match(/'[^']+'/g)!) {
      const family = quoted.slice(1, -1);
      expect(families.has(family), family).toBe(!family.endsWith(' Arabic'));
    }
    expect([...familiesOf(await sheetText(`${PAGE_STYLESHEETS}/arabic.css`))]).toEqual(['IBM Plex Sans Arabic']);
  });

  it('a page sheet is the brand’s faces, then whole rules in the order of the sheet with every rule', async () => {
    // The order decides which of two rules of equal specificity wins: the same as on every other page.
    const rules = componentRules().filter((rule) => rule.text);
    for (const [tenant, path] of [
      ['default', '/'],
      ['cofi', '/contact'],
      ['default', '/pricing'],
      ['default', '/no-such-page'],
    ] as const) {
      const { href, sheet } = await linkedSheet(tenant, path);
      const faces = FONT_FACES.split('\n').filter((face) => sheet.includes(face));
      const own = rules.filter((rule) => sheet.includes(rule.text)).map((rule) => rule.text);
      expect(own.length, href).toBeGreaterThan(20);
      expect(sheet, href).toBe(`${faces.join('\n')}\n${own.join('')}`);
      // The frame's base rules come first, as in the sheet with every rule.
      expect(sheet.indexOf(own[0]!), href).toBe(sheet.indexOf('*, *::before, *::after{box-sizing:border-box;}'));
    }
    // A 404, on an unknown path or a route's unknown entry, links the frame's sheet: the 404 page's rules are there only.
    for (const path of ['/no-such-page', '/challenges/journeys/no-such-journey']) {
      const { html, href } = await linkedSheet('default', path);
      expect(html, path).toContain('<meta name="robots" content="noindex"/>');
      expect(href, path).toBe(`${PAGE_STYLESHEETS}/default-frame.css`);
    }
  });

  it.each(BRANDS)(`%s: the home's sheet is at most ${HOME_SHEET_GZIP} B gzip -9`, async (tenant) => {
    const { sheet } = await linkedSheet(tenant, '/');
    const gzip = gzipSync(new TextEncoder().encode(sheet), { level: 9 }).length;
    console.log(`${tenant} home sheet: ${sheet.length} B raw, ${gzip} B gzip -9`);
    expect(gzip).toBeLessThanOrEqual(HOME_SHEET_GZIP);
  });

  it('the rules only an opened island draws are in the islands’ sheet, not in the pages’', async () => {
    const islands = await sheetText(`${PAGE_STYLESHEETS}/islands.css`);
    const rules = componentRules().filter((rule) => rule.text && islands.includes(rule.text));
    // The drawer's panel, scrim and close button and its menu; the video dialog and player; the
    // account menu's list; the snackbar's bar.
    expect(rules.length).toBeGreaterThanOrEqual(14);
    expect(islands).toBe(rules.map((rule) => rule.text).join(''));
    for (const [tenant, path] of [
      ['default', '/'],
      ['cofi', '/'],
      ['default', '/ar/'],
      ['default', '/pricing'],
      ['default', '/no-such-page'],
    ] as const) {
      const { html, sheet } = await linkedSheet(tenant, path);
      for (const rule of rules) {
        expect(sheet, `${tenant} ${path}: ${rule.name}`).not.toContain(`.${rule.name}`);
        // Nothing the server draws needs them: the islands add their classes once opened.
        expect(html, `${tenant} ${path}: ${rule.name}`).not.toContain(rule.name);
      }
    }
  });

  it(`home stays within ${HOME_BUDGET.raw} bytes raw and ${HOME_BUDGET.gzip} gzip`, async () => {
    for (const tenant of BRANDS) {
      const bytes = new Uint8Array(await (await get(`https://${HOSTS[tenant]}/`)).arrayBuffer());
      const size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
      console.log(`${tenant} home: ${size.raw} B raw, ${size.gzip} B gzip -9`);
      expect(size.raw, tenant).toBeLessThanOrEqual(HOME_BUDGET.raw);
      expect(size.gzip, tenant).toBeLessThanOrEqual(HOME_BUDGET.gzip);
    }
  });
});
