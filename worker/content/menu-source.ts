import { apiBaseUrl } from '../api/live-data.ts';
import type { Env } from '../env.ts';
import { SITE_DATA } from '../generated/site-data.ts';
import type { Tenant } from '../tenants/schema.ts';
import { PAGE_EXISTS } from './content.ts';
import { loadMenus, menuFile, type MenuTenant } from './load-menus.ts';
import type { MenuItem } from './menu-schema.ts';
import { beforeDeadline } from '../http/deadline.ts';

/** A tenant's two menus: the top menu (`cmsMenuKey`) and the footer menu (`footerNavKey`). */
export interface TenantMenus {
  main: MenuItem[];
  footer: MenuItem[];
}
export type MenuKeys = Pick<Tenant, 'cmsMenuKey' | 'footerNavKey'>;

/** Where a page gets its menus: the embedded content, or the CMS in front of it. */
export interface MenuSource {
  menus(tenant: MenuKeys): Promise<TenantMenus>;
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
/** Header of a cached menu: when the worker fetched it (epoch ms). */
export const FETCHED_AT_HEADER = 'x-cms-fetched-at';

type WaitUntil = Pick<ExecutionContext, 'waitUntil'>;

export interface MenuSourceOptions {
  /** Injectable for tests; defaults to the runtime's fetch. */
  fetch?: typeof fetch;
  /** Defaults to the CMS_MENU_CACHE namespace. */
  cache?: Cache;
  /** Clock for the age of cached menus (epoch ms). */
  now?: () => number;
  timeoutMs?: number;
  backgroundTimeoutMs?: number;
}

/** The menus compiled from `content/menus/` at build time; no I/O. */
export function embeddedMenus(tenant: MenuKeys): TenantMenus {
  return { main: SITE_DATA.menus[tenant.cmsMenuKey] ?? [], footer: SITE_DATA.menus[tenant.footerNavKey] ?? [] };
}

export const EMBEDDED_MENU_SOURCE: MenuSource = { menus: async (tenant) => embeddedMenus(tenant) };

/** `CMS_ORIGIN` as a base address, or null when empty; anything else is a config bug and throws. */
export function cmsBaseUrl(value: string | undefined): string | null {
  try {
    return apiBaseUrl(value);
  } catch {
    throw new Error(`CMS_ORIGIN must be an http(s) base address without query or credentials, got ${JSON.stringify(value)}`);
  }
}

/**
 * Strapi navigation plugin: one menu as a tree. The URL is also the Cache API key: it names the
 * CMS and the menu key and nothing else, because the request carries nothing about the visitor or
 * the tenant, so the answer cannot depend on them (see createMenuSource).
 */
export const cmsMenuUrl = (baseUrl: string, key: string) => `${baseUrl}/api/navigation/render/${encodeURIComponent(key)}?type=TREE`;

export type MenuCheck = { ok: true; items: MenuItem[] } | { ok: false; problem: string };

/**
 * The build's rules for a menu file, applied to a CMS answer: the item schema, the tree rules, and
 * the links checked against the pages of every tenant that names the key (`loadMenus`).
 */
export function checkMenu(key: string, json: unknown, tenants: Record<string, MenuTenant> = SITE_DATA.tenants): MenuCheck {
  const file = menuFile(key);
  const users = Object.entries(tenants).filter(([, t]) => [t.cmsMenuKey, t.footerNavKey, t.solutionsMenuKey].includes(key));
  const { menus, problems } = loadMenus({ [file]: json }, Object.fromEntries(users), PAGE_EXISTS);
  // Only this file's problems: loadMenus also reports the users' other menus missing from `files`.
  const own = problems.filter((p) => p.file === file);
  const items = menus[key];
  if (own.length || !items) return { ok: false, problem: own.slice(0, 3).map((p) => `${p.path}: ${p.message}`).join('; ') + (own.length > 3 ? ` (and ${own.length - 3} more)` : '') };
  return { ok: true, items };
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function fetchMenu(send: (request: Request) => Promise<Response>, url: string, key: string, signal: AbortSignal): Promise<MenuItem[]> {
  const res = await send(new Request(url, { headers: { accept: 'application/json' }, signal }));
  if (!res.ok) {
    await res.body?.cancel();
    throw new Error(`status ${res.status}`);
  }
  const json: unknown = await res.json().catch((error: unknown) => {
    throw signal.aborted ? error : new Error('the answer is not JSON');
  });
  const check = checkMenu(key, json);
  if (!check.ok) throw new Error(`invalid menu (${check.problem})`);
  return check.items;
}

function cacheEntry(items: MenuItem[], fetchedAt: number): Response {
  const headers = { 'content-type': 'application/json', 'cache-control': `max-age=${CMS_MENU_MAX_AGE_S}`, [FETCHED_AT_HEADER]: String(fetchedAt) };
  return new Response(JSON.stringify(items), { headers });
}

async function readCached(cache: Cache, url: string, key: string): Promise<{ items: MenuItem[]; fetchedAt: number } | null> {
  const hit = await cache.match(url);
  if (!hit) return null;
  // Re-checked: an entry written by an older deploy may break today's rules (a page removed since).
  const check = checkMenu(key, await hit.json().catch(() => null));
  return check.ok ? { items: check.items, fetchedAt: Number(hit.headers.get(FETCHED_AT_HEADER)) } : null;
}

/**
 * Per isolate: when a background refresh of a menu URL started, so that a burst of stale hits
 * starts one refresh, not one each. Times, not promises: a promise must not be awaited across requests.
 */
const refreshStarted = new Map<string, number>();

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
 * pageCtx.menus = await createMenuSource(env, executionCtx).menus(resolved.tenant);
 */
export function createMenuSource(env: Pick<Env, 'CMS_ORIGIN'>, ctx?: WaitUntil, options: MenuSourceOptions = {}): MenuSource {
  const configured = cmsBaseUrl(env.CMS_ORIGIN);
  if (!configured) return EMBEDDED_MENU_SOURCE;
  const baseUrl = configured;
  const send = options.fetch ?? ((request: Request) => fetch(request));
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? CMS_MENU_TIMEOUT_MS;
  const backgroundMs = options.backgroundTimeoutMs ?? CMS_MENU_BACKGROUND_TIMEOUT_MS;
  const keep = (work: Promise<unknown>) => ctx?.waitUntil(work);
  let opened: Promise<Cache> | undefined;
  const openCache = () => (opened ??= options.cache ? Promise.resolve(options.cache) : caches.open(CMS_MENU_CACHE));

  /** Fetches and checks a menu within backgroundMs, then stores it past the response; rejects with the reason. */
  function fetchAndStore(key: string, url: string): Promise<MenuItem[]> {
    const signal = AbortSignal.timeout(backgroundMs);
    const items = beforeDeadline(fetchMenu(send, url, key, signal), signal).catch((error: unknown) => {
      throw new Error(signal.aborted ? `no answer within ${backgroundMs} ms` : messageOf(error));
    });
    const store = async (fresh: MenuItem[]) => (await openCache()).put(url, cacheEntry(fresh, now()));
    keep(items.then(store, () => {}).catch((error: unknown) => console.warn(`cms menu ${key}: cache put failed: ${messageOf(error)}`)));
    return items;
  }

  function refresh(key: string, url: string) {
    const started = refreshStarted.get(url);
    if (started !== undefined && now() - started < backgroundMs) return;
    refreshStarted.set(url, now());
    fetchAndStore(key, url)
      .catch((error: unknown) => console.warn(`cms menu ${key}: refresh failed (${messageOf(error)}); serving the cached copy`))
      .finally(() => refreshStarted.delete(url));
  }

  async function menu(key: string): Promise<MenuItem[]> {
    const url = cmsMenuUrl(baseUrl, key);
    const cached = await readCached(await openCache(), url, key);
    const age = cached ? now() - cached.fetchedAt : NaN;
    if (cached && age <= CMS_MENU_MAX_AGE_S * 1000) {
      if (age > CMS_MENU_FRESH_MS) refresh(key, url);
      return cached.items;
    }
    const deadline = AbortSignal.timeout(timeoutMs);
    const fetching = fetchAndStore(key, url);
    try {
      return await beforeDeadline(fetching, deadline);
    } catch (error) {
      if (error !== deadline.reason) throw error;
      fetching.catch((late: unknown) => console.warn(`cms menu ${key}: ${messageOf(late)} (after the page went on); nothing cached`));
      throw new Error(`no answer within ${timeoutMs} ms`);
    }
  }

  /** One menu from the CMS or the cache, else the embedded one. */
  async function menuOrEmbedded(key: string, embedded: MenuItem[]): Promise<MenuItem[]> {
    try {
      return await menu(key);
    } catch (error) {
      console.warn(`cms menu ${key}: ${messageOf(error)}; showing the embedded menu`);
      return embedded;
    }
  }

  return {
    menus: async function cmsMenus(tenant) {
      const embedded = embeddedMenus(tenant);
      const [main, footer] = await Promise.all([menuOrEmbedded(tenant.cmsMenuKey, embedded.main), menuOrEmbedded(tenant.footerNavKey, embedded.footer)]);
      return { main, footer };
    },
  };
}
