import type { Settings } from '../../env-schema.ts';
import { SITE_DATA } from '../../generated/site-data.ts';
import type { Tenant } from '../../tenants/schema.ts';
import { CONTENT, PAGE_EXISTS } from '../built-content.ts';
import { loadMenus, menuFile, type MenuTenant } from './load-menus.ts';
import type { MenuItem } from './menu-schema.ts';
import { createCmsCache, FETCHED_AT_HEADER } from '../cms/cms-cache.ts';
import { withoutHiddenPages, withSolutionsMenu } from './tenant-menus.ts';
import { menuFromStrapi } from '../cms/strapi-answers.ts';
import { DEFAULT_LOCALE, type PageLocale } from '../../../common/i18n/locales.ts';

/**
 * A tenant's two menus: the top menu (`cmsMenuKey`, with the Solutions entry from the menu named
 * by `solutionsMenuKey`) and the footer menu (`footerNavKey`).
 */
export interface TenantMenus {
  main: MenuItem[];
  footer: MenuItem[];
}
/** What a menu source needs of a tenant: the keys it names, and the route set and flags that hide entries. */
export type MenuKeys = Pick<Tenant, 'cmsMenuKey' | 'footerNavKey' | 'solutionsMenuKey' | 'routeSet' | 'showFeatures'>;

/** Where a page gets its menus: the embedded content, or the CMS in front of it. */
export interface MenuSource {
  /** `locale`: the URL's; the CMS has a navigation per locale, the embedded menus a file per locale. */
  menus(tenant: MenuKeys, locale?: PageLocale): Promise<TenantMenus>;
}

/** The page waits at most this long for the CMS on a cache miss, then shows the embedded menu. */
export const CMS_MENU_TIMEOUT_MS = 300;
/** A cached menu younger than this is served as is; an older one is served and refreshed in the background. */
export const CMS_MENU_FRESH_MS = 60_000;
/** A cached menu older than this is not served (the Cache API drops it too: `max-age`). */
export const CMS_MENU_MAX_AGE_S = 86_400;
/** A fetch the page no longer waits for (a refresh, or a miss past its deadline) gives up after this. */
export const CMS_MENU_BACKGROUND_TIMEOUT_MS = 5_000;
/** Cache API namespace of the CMS menus (`caches.open`). */
export const CMS_MENU_CACHE = 'cms-menus';
export { FETCHED_AT_HEADER };

// Structural, not the runtime's ExecutionContext: the CMS bundles these modules for Node (scripts/cms/site-rules.ts).
type WaitUntil = { waitUntil(promise: Promise<unknown>): void };

export interface MenuSourceOptions {
  /** Injectable for tests; defaults to the runtime's fetch. */
  fetch?: typeof fetch;
  /** Defaults to the CMS_MENU_CACHE namespace. */
  cache?: Cache;
  /** Clock for the age of cached menus (epoch ms). */
  now?: () => number;
  timeoutMs?: number;
  backgroundTimeoutMs?: number;
  /** The CMS content version (worker/content/cms/content-version.ts), part of the cache keys. */
  version?: number;
  /** Told when a menu falls back to the embedded one (served-version.ts: the page is not stored in the HTML cache). */
  onFallback?: (what: string) => void;
}

/**
 * The menus as the tenant shows them: its solutions menu in the main menu, and entries of pages its
 * flags switch off dropped.
 */
export function forTenant(menus: TenantMenus & { solutions: MenuItem[] }, tenant: MenuKeys): TenantMenus {
  return {
    main: withoutHiddenPages(withSolutionsMenu(menus.main, menus.solutions), tenant),
    footer: withoutHiddenPages(menus.footer, tenant),
  };
}

/** One embedded menu's translation in `locale` (`<key>.<locale>.json`), undefined in English or without one. */
const embeddedTranslation = (key: string, locale: PageLocale): MenuItem[] | undefined =>
  locale === DEFAULT_LOCALE ? undefined : CONTENT[`menus:${locale as Exclude<PageLocale, 'en'>}`]?.[key];

/** One embedded menu in `locale`: its translation where there is one, else English. */
function embeddedMenu(key: string, locale: PageLocale): MenuItem[] {
  return embeddedTranslation(key, locale) ?? CONTENT.menus[key] ?? [];
}

/**
 * The menus compiled from `content/menus/` at build time, in `locale` where the menu is translated
 * (`<key>.<locale>.json`, a part of the content asset read on the locale's first page); no I/O.
 */
export function embeddedMenus(tenant: MenuKeys, locale: PageLocale = DEFAULT_LOCALE): TenantMenus {
  const menu = (key: string) => embeddedMenu(key, locale);
  return forTenant(
    { main: menu(tenant.cmsMenuKey), footer: menu(tenant.footerNavKey), solutions: menu(tenant.solutionsMenuKey) },
    tenant,
  );
}

export const EMBEDDED_MENU_SOURCE: MenuSource = { menus: async (tenant, locale) => embeddedMenus(tenant, locale) };

/**
 * Strapi navigation plugin: one menu as a tree, in one locale (the plugin keeps a navigation per
 * locale). The URL is also the Cache API key: it names the CMS, the menu key and the locale and
 * nothing else, because the request carries nothing about the visitor or the tenant, so the
 * answer cannot depend on them (see createMenuSource).
 */
export const cmsMenuUrl = (baseUrl: string, key: string, locale: PageLocale = DEFAULT_LOCALE) =>
  `${baseUrl}/api/navigation/render/${encodeURIComponent(key)}?type=TREE&locale=${locale}`;

export type MenuCheck = { ok: true; items: MenuItem[] } | { ok: false; problem: string };

/**
 * The build's rules for a menu file, applied to a CMS answer: the item schema, the tree rules, and
 * the links checked against the pages of every tenant that names the key (`loadMenus`).
 */
export function checkMenu(
  key: string,
  json: unknown,
  tenants: Record<string, MenuTenant> = SITE_DATA.tenants,
): MenuCheck {
  const { items, problems } = menuProblems(key, json, tenants);
  if (problems.length || !items)
    return {
      ok: false,
      problem:
        problems
          .slice(0, 3)
          .map((p) => `${p.path}: ${p.message}`)
          .join('; ') + (problems.length > 3 ? ` (and ${problems.length - 3} more)` : ''),
    };
  return { ok: true, items };
}

/**
 * The problems of a menu under `key` (every rule of `npm run check`), each with its path in the
 * menu (`0.items.2.related.path`): what checkMenu joins into one line, and what the CMS shows
 * field by field when it refuses a save (scripts/cms/site-rules.ts).
 */
export function menuProblems(
  key: string,
  json: unknown,
  tenants: Record<string, MenuTenant> = SITE_DATA.tenants,
): { items: MenuItem[] | undefined; problems: { path: string; message: string }[] } {
  const file = menuFile(key);
  const users = Object.entries(tenants).filter(([, t]) =>
    [t.cmsMenuKey, t.footerNavKey, t.solutionsMenuKey].includes(key),
  );
  const { menus, problems } = loadMenus({ [file]: json }, Object.fromEntries(users), PAGE_EXISTS);
  // Only this file's problems: loadMenus also reports the users' other menus missing from `files`.
  const own = problems.filter((p) => p.file === file).map((p) => ({ path: p.path, message: p.message }));
  return { items: menus[key], problems: own };
}

/**
 * The menu source for this deploy: the embedded menus when `CMS_ORIGIN` is empty (no I/O at all),
 * else the CMS (`GET ${CMS_ORIGIN}/api/navigation/render/<key>?type=TREE`, Strapi navigation plugin)
 * behind the Cache API with stale-while-revalidate:
 * - a cached menu younger than CMS_MENU_FRESH_MS is served; an older one (up to CMS_MENU_MAX_AGE_S)
 *   is served too, and refreshed in the background (`waitUntil`);
 * - on a miss the page waits at most CMS_MENU_TIMEOUT_MS; the fetch goes on in the background
 *   (up to CMS_MENU_BACKGROUND_TIMEOUT_MS) and a late valid answer is cached for the next page;
 * - a CMS that fails, times out or sends a menu that breaks the build's rules (`checkMenu`) gives
 *   the embedded menu for that key, with a warning naming the key and the problem; nothing
 *   invalid is cached, and a failed refresh keeps the cached copy.
 *
 * The cache key is the CMS URL: CMS origin and menu key, no tenant. That cannot leak a menu across
 * tenants because a tenant reaches a menu only through its own `cmsMenuKey`/`footerNavKey`, and
 * the CMS request carries nothing else (no tenant header, cookie or host), so every tenant naming a
 * key would get the same answer anyway, exactly as they share `content/menus/<key>.json`. Each
 * brand has its own keys (`main-menu` vs `main-menu-cofi`), so brands never share an entry; the
 * links are checked against the pages of every tenant that names the key.
 *
 * @example
 * const menus = await createMenuSource(settingsOf(env), executionCtx).menus(resolved.tenant); // loadPageContext passes them to createPageContext
 */
export function createMenuSource(
  settings: Pick<Settings, 'cmsOrigin'> & Partial<Pick<Settings, 'cmsToken'>>,
  ctx?: WaitUntil,
  options: MenuSourceOptions = {},
): MenuSource {
  const configured = settings.cmsOrigin;
  if (!configured) return EMBEDDED_MENU_SOURCE;
  const baseUrl = configured;
  const cms = createCmsCache(
    {
      cacheName: CMS_MENU_CACHE,
      noun: 'menu',
      timeoutMs: options.timeoutMs ?? CMS_MENU_TIMEOUT_MS,
      freshMs: CMS_MENU_FRESH_MS,
      maxAgeS: CMS_MENU_MAX_AGE_S,
      backgroundTimeoutMs: options.backgroundTimeoutMs ?? CMS_MENU_BACKGROUND_TIMEOUT_MS,
      ...(options.fetch && { fetch: options.fetch }),
      ...(options.cache && { cache: options.cache }),
      ...(options.now && { now: options.now }),
      ...(options.version && { version: options.version }),
      token: settings.cmsToken,
    },
    ctx,
  );

  /** One menu in one locale from the CMS or the cache: Strapi's TREE → the site's items (extra fields dropped by name), then the build's rules. */
  const cmsMenu = (key: string, locale: PageLocale) =>
    cms.get(cmsMenuUrl(baseUrl, key, locale), locale === DEFAULT_LOCALE ? key : `${key} (${locale})`, (json) => {
      const mapped = menuFromStrapi(json, { localized: locale !== DEFAULT_LOCALE });
      if (!mapped.ok) return mapped;
      // Another locale's navigation with no items is not translated yet: valid, and English stands in.
      if (locale !== DEFAULT_LOCALE && Array.isArray(mapped.value) && mapped.value.length === 0)
        return { ok: true, value: [] as MenuItem[] };
      const check = checkMenu(key, mapped.value);
      return check.ok ? { ok: true, value: check.items } : check;
    });

  /**
   * One menu from the CMS or the cache, else the embedded one. In another locale: that locale's
   * navigation, or the English one while it has no items (a locale without a translation file is
   * seeded empty, and a marketer fills it: "copy from English"). When that locale's navigation
   * fails (outage, refused, over its budget) and the repository translates the menu, the embedded
   * translation stands in, as the seed made the navigation from it: a German page keeps German labels.
   */
  async function menuOrEmbedded(key: string, embedded: MenuItem[], locale: PageLocale): Promise<MenuItem[]> {
    const problem = (error: unknown) => (error instanceof Error ? error.message : String(error));
    try {
      // Asked for together: the page's budget holds once for both, not one after the other.
      const english = cmsMenu(key, DEFAULT_LOCALE);
      if (locale !== DEFAULT_LOCALE) {
        english.catch(() => {});
        const translated = embeddedTranslation(key, locale);
        const own = await cmsMenu(key, locale).catch((error: unknown) => {
          const instead = translated ? `the embedded ${locale} menu` : 'the English menu';
          console.warn(`cms menu ${key} (${locale}): ${problem(error)}; showing ${instead}`);
          options.onFallback?.(`menu ${key} (${locale})`);
          return translated ?? [];
        });
        if (own.length) return own;
      }
      return await english;
    } catch (error) {
      console.warn(`cms menu ${key}: ${problem(error)}; showing the embedded menu`);
      options.onFallback?.(`menu ${key}`);
      return embedded;
    }
  }

  return {
    menus: async function cmsMenus(tenant, locale = DEFAULT_LOCALE) {
      const embedded = (key: string) => embeddedMenu(key, locale);
      const [main, footer, solutions] = await Promise.all(
        [tenant.cmsMenuKey, tenant.footerNavKey, tenant.solutionsMenuKey].map((key) =>
          menuOrEmbedded(key, embedded(key), locale),
        ),
      );
      return forTenant({ main: main!, footer: footer!, solutions: solutions! }, tenant);
    },
  };
}
