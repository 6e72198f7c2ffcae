// The site's own rules, for the CMS: bundled by esbuild into cms/dist/src/site-rules.js when the
// CMS is compiled (compileCms in strapi-process.ts), so Strapi refuses at Save what the site would
// refuse (the same zod schemas and menu rules, imported from worker/, not copied), builds each
// page's preview link on the brand that owns the page, and knows the pages a menu may link.
// cms/src/site-rules.d.ts declares this module's exports for the CMS's tsc.
import { BRANDS, type Brand } from '../../common/brands.ts';
import { CONTENT, PAGE_EXISTS } from '../../worker/content/built-content.ts';
import { matchPage } from '../../worker/routes/routes.ts';
import { fieldPath, marketerMessage } from './marketer-words.ts';
import { menuMarketerMessage } from './menu-words.ts';
import { isPageOf, ownHostLinkMessage, ownHostLinkProblems } from './own-host-links.ts';
import { pictureProblems } from './picture-rules.ts';
import { cmsPageProblems } from '../../worker/content/cms/cms-page-source.ts';
import { mapMenu, pageFromStrapi } from '../../worker/content/cms/strapi-answers.ts';
import { menuProblems } from '../../worker/content/menus/menu-source.ts';
import { SITE_DATA } from '../../worker/generated/site-data.ts';
import { sitemapPaths } from '../../worker/render/sitemap.ts';
import { DEFAULT_LOCALE, LOCALE_NAMES, PAGE_LOCALES, localePath, type PageLocale } from '../../common/i18n/locales.ts';

/** A refused field: its path in the entry (`title`, `cta.0.href`) or in the menu (`Solutions › Education › related`), and the rule. */
export interface SiteProblem {
  path: string;
  message: string;
}

const brandTenant = (brand: Brand) => SITE_DATA.tenants[brand]!;

/** A brand's name as its visitors and marketers know it ("Corporate Fitness"). */
export const brandName = (brand: Brand): string => brandTenant(brand).name;

/** The brands that show a content-managed page (its file's `brands`), or null when the site has no such page. */
export function pageBrands(path: string): Brand[] | null {
  return CONTENT.cms[path]?.brands.slice() ?? null;
}

/**
 * Where a brand's site answers: locally (`SITE_URL` on localhost or 127.0.0.1, as `npm start`) its
 * `<brand>.localhost` host on SITE_URL's port, since `localhost` alone serves one brand only;
 * elsewhere the brand's canonical host (`homeUrl` in tenants/<brand>.json).
 *
 * @example
 * brandOrigin('cofi', 'http://localhost:8787') // 'http://cofi.localhost:8787'
 * brandOrigin('cofi', 'https://www.teamtrek.example') // 'https://www.corporatefitness.example'
 */
export function brandOrigin(brand: Brand, siteUrl: string): string {
  const site = new URL(siteUrl);
  if (/(^|\.)localhost$|^127\.0\.0\.1$/.test(site.hostname))
    return `${site.protocol}//${brand}.localhost${site.port ? `:${site.port}` : ''}`;
  return new URL(brandTenant(brand).homeUrl).origin;
}

/** Every brand's origin: the origins Strapi's preview panel may frame (its `frame-src`). */
export const brandOrigins = (siteUrl: string): string[] => BRANDS.map((b) => brandOrigin(b, siteUrl));

/**
 * The site's languages as Strapi's i18n locales: English the default, each
 * named in itself as the site's language switcher names it. cms/src/locales.ts adds them at start.
 */
export function siteLocales(): { code: PageLocale; name: string; isDefault: boolean }[] {
  return PAGE_LOCALES.map((code) => ({ code, name: LOCALE_NAMES[code], isDefault: code === DEFAULT_LOCALE }));
}

/** A page's path on the site in a locale (`/de/solutions/workplace`); English and unknown locales unprefixed. */
export function sitePath(path: string, locale: string | undefined): string {
  return locale && (PAGE_LOCALES as readonly string[]).includes(locale) ? localePath(path, locale as PageLocale) : path;
}

/** The origin a page's preview opens on: the first brand that shows it (its only brand for most pages). */
export function previewOrigin(path: string, siteUrl: string): string | null {
  const brands = pageBrands(path);
  return brands?.length ? brandOrigin(brands[0]!, siteUrl) : null;
}

/**
 * What the site would refuse in a page entry (a Strapi document with its `cta` populated): the
 * same mapping (strapi-answers.ts) and checks (cms-page-source.ts) as the worker's, per field.
 */
export function checkPage(entry: Record<string, unknown>): SiteProblem[] {
  const path = typeof entry.path === 'string' ? entry.path : '';
  const brands = pageBrands(path);
  if (!brands)
    return [
      {
        path: 'path',
        message: `The path: the site has no page at ${JSON.stringify(path)}. Keep the page's own path; the CMS edits the pages in its list and cannot move one.`,
      },
    ];
  return copyProblems(entry, { data: [entry] }, path, brands);
}

/**
 * The copy of an entry (a page, or a landing page as a page: landing-rules.ts) as the site checks
 * it: its mapping, schema and links, each problem on its field in a marketer's words.
 */
export function copyProblems(
  entry: Record<string, unknown>,
  answer: unknown,
  path: string,
  brands: readonly Brand[],
): SiteProblem[] {
  // A picture without its alternative text, said as such (the schema would only say the copy is invalid).
  const pictures = pictureProblems(entry);
  if (pictures.length) return pictures;
  const mapped = pageFromStrapi(answer, path);
  if (!mapped.ok) return [{ path: '', message: mapped.problem }];
  const names = Object.fromEntries(BRANDS.map((b) => [b, brandTenant(b).name])) as Record<Brand, string>;
  const brandsWithPage = (href: string) => BRANDS.filter((b) => matchPage(b, href, PAGE_EXISTS));
  const problems = cmsPageProblems(mapped.value, brands).problems.map((p) => {
    const field = p.path.replace(/^data\.0\.?/, '');
    return {
      path: fieldPath(field).join('.'),
      message: marketerMessage({ ...p, path: field }, names, brandsWithPage),
    };
  });
  return [...problems, ...ownHostLinkProblems(entry)];
}

/** Whether a navigation's name is a menu key the site reads (tenants' cmsMenuKey, solutionsMenuKey, footerNavKey). */
export function isSiteMenu(key: string): boolean {
  return Object.values(SITE_DATA.tenants).some((t) => [t.cmsMenuKey, t.solutionsMenuKey, t.footerNavKey].includes(key));
}

/** `0.items.2.related.path` as the marketer sees it: the titles `Solutions`, `Education` and the field `related.path`. */
function itemTrail(tree: unknown, path: string): { titles: string[]; field?: string } {
  const parts = path.split('.');
  const titles: string[] = [];
  let items: unknown = tree;
  while (parts.length && /^\d+$/.test(parts[0]!)) {
    const item = Array.isArray(items)
      ? (items[Number(parts.shift())] as Record<string, unknown> | undefined)
      : undefined;
    if (!item) break;
    titles.push(String(item.title ?? '?'));
    if (parts[0] !== 'items') break;
    parts.shift();
    items = item.items;
  }
  return { titles, ...(parts.length && { field: parts.join('.') }) };
}

/**
 * What the site would refuse in a menu: the navigation plugin's TREE of it (`render`, as the
 * site asks for it) through the worker's own mapping and menu rules, each problem in a marketer's
 * words (menu-words.ts; its `path` is empty: the message names the item by its titles). An empty
 * list for a navigation the site does not read.
 */
export function checkMenuTree(key: string, tree: unknown, locale?: string): SiteProblem[] {
  if (!isSiteMenu(key)) return [];
  // Another locale's navigation: empty until translated (the site shows English), and its links to
  // pages without that localization are fine (strapi-answers.ts).
  const localized = locale !== undefined && locale !== DEFAULT_LOCALE;
  if (localized && Array.isArray(tree) && tree.length === 0) return [];
  const mapped = mapMenu(tree, { localized });
  const problems = mapped.problems.length
    ? mapped.problems.map((p) => ({ path: p.path.join('.'), message: p.message }))
    : menuProblems(key, mapped.value).problems;
  const routeSetName = (id: string) => SITE_DATA.tenants[id]?.name ?? id;
  return [
    ...problems.map((p) => ({
      path: '',
      message: menuMarketerMessage({ ...itemTrail(tree, p.path), message: p.message }, routeSetName),
    })),
    ...ownHostMenuLinks(tree),
  ];
}

/** External items whose address is on a brand's own site but lands on no page there, by their titles. */
function ownHostMenuLinks(tree: unknown, titles: string[] = []): SiteProblem[] {
  if (!Array.isArray(tree)) return [];
  return tree.flatMap((item: { title?: unknown; type?: unknown; path?: unknown; items?: unknown }) => {
    const trail = [...titles, String(item?.title ?? '?')];
    const message =
      item?.type === 'EXTERNAL' && typeof item.path === 'string'
        ? ownHostLinkMessage(item.path, `${trail.join(' › ')}: its address`)
        : null;
    return [...(message ? [{ path: '', message }] : []), ...ownHostMenuLinks(item?.items, trail)];
  });
}

/** The brands whose sites read the menu `key` (every tenant naming it, by its route set). */
export function menuBrands(key: string): Brand[] {
  const tenants = Object.values(SITE_DATA.tenants).filter((t) =>
    [t.cmsMenuKey, t.solutionsMenuKey, t.footerNavKey].includes(key),
  );
  return BRANDS.filter((b) => tenants.some((t) => t.routeSet === b));
}

/**
 * Whether the page picker of the menu `key` offers the page at `path`: a page of a brand that
 * reads the menu (a Corporate Fitness menu offers no TeamTrek page); every page for a navigation
 * the site does not read.
 */
export function offeredInMenu(key: string, path: string): boolean {
  const brands = menuBrands(key);
  return !brands.length || brands.some((b) => isPageOf(b, path));
}

/**
 * Pages a menu may link that the CMS does not edit (/pricing, /contact, the blog…), with the
 * brands that show each: the CMS keeps a read-only "Site page" entry of each (src/site-pages.ts),
 * so a menu item linking one is an ordinary INTERNAL item with a related entry, which the
 * navigation plugin's edit window can save.
 */
export function sitePages(): { path: string; shown_on: string }[] {
  const shownOn = new Map<string, string[]>();
  for (const brand of BRANDS)
    for (const path of sitemapPaths(brand, brand))
      if (!CONTENT.cms[path]) shownOn.set(path, [...(shownOn.get(path) ?? []), brandTenant(brand).name]);
  return [...shownOn]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([path, names]) => ({ path, shown_on: names.join(', ') }));
}

export { checkLandingPage, landingPreviewPath } from './landing-rules.ts';
