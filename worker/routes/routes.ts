import { TrieRouter } from 'hono/router/trie-router';
import { PAGE_DECLARATIONS } from '../generated/page-routes.ts';
import type { Brand, RouteDeclaration, RouteFlag } from './page-route.ts';
import { matchKey } from './paths.ts';

export type { Brand, CollectionName, ContentKind, RouteFlag, RouteMeta } from './page-route.ts';

/** The name of a page: a typo in a table keyed by route does not compile. */
export type RouteName = (typeof PAGE_DECLARATIONS)[number]['name'];

/** Names of the routes whose `:id` names an entry of a content collection. */
export type CollectionRouteName = Extract<(typeof PAGE_DECLARATIONS)[number], { content: 'collection' }>['name'];

/** One path of a page module: what the router matches (a module with several paths gives several). */
export interface PageRoute extends Omit<RouteDeclaration, 'paths'> {
  name: RouteName;
  /** Hono path pattern: `:id` is one segment, a final `*` is a content-managed subtree. */
  pattern: string;
}

/** Static segments before `:param`s before a final `*`: the most specific pattern of a path wins. */
const segmentRank = (segment: string) => (segment === '*' ? 2 : segment.startsWith(':') ? 1 : 0);
function bySpecificity(a: PageRoute, b: PageRoute): number {
  const as = a.pattern.split('/');
  const bs = b.pattern.split('/');
  for (let i = 0; i < Math.min(as.length, bs.length); i++) {
    const rank = segmentRank(as[i]!) - segmentRank(bs[i]!);
    if (rank) return rank;
  }
  return as.length - bs.length;
}

/** Every page the site renders, one entry per path, the most specific first (worker/pages/**\/*.page.tsx). */
export const PAGE_ROUTES: readonly PageRoute[] = (PAGE_DECLARATIONS as readonly RouteDeclaration[])
  .flatMap(({ paths, ...route }) => paths.map((pattern) => ({ ...route, pattern }) as PageRoute))
  .sort(bySpecificity);

/**
 * Whose pages: a brand's whole route set, or one tenant's (its route set less the pages its flags
 * switch off). Build checks of shared files (menus of a brand) pass the brand; requests pass the tenant.
 */
export type RouteScope = Brand | ({ routeSet: Brand } & Record<RouteFlag, boolean>);

export interface PageMatch {
  route: PageRoute;
  params: Record<string, string>;
}

/** The routes a tenant flag can switch off. */
const FLAGGED_ROUTES = PAGE_ROUTES.filter((route) => route.flag !== undefined);

function buildRouter(brand: Brand): TrieRouter<PageRoute> {
  const router = new TrieRouter<PageRoute>();
  for (const route of PAGE_ROUTES) if (route.brands.includes(brand)) router.add('GET', route.pattern, route);
  return router;
}

/** Built on a brand's first request, not at module scope: an isolate mostly serves one brand. */
const ROUTERS = new Map<Brand, TrieRouter<PageRoute>>();
function routerOf(brand: Brand): TrieRouter<PageRoute> {
  let router = ROUTERS.get(brand);
  if (!router) ROUTERS.set(brand, (router = buildRouter(brand)));
  return router;
}

/**
 * Whether a matched route has a page for these parameters: a blog post that exists, a
 * content-managed path with a file for the brand. Static routes always exist (the build checks
 * each has its content). The worker passes the embedded content's answer (`contentPageExists`).
 */
export type PageExists = (route: PageRoute, params: Record<string, string>, path: string, brand: Brand) => boolean;
export const ANY_PAGE: PageExists = () => true;

const brandOf = (scope: RouteScope): Brand => (typeof scope === 'string' ? scope : scope.routeSet);

/** Whether the scope has the route: its brand has it, and a tenant scope has the flag it needs on. */
export function routeShown(scope: RouteScope, route: PageRoute): boolean {
  if (!route.brands.includes(brandOf(scope))) return false;
  return typeof scope === 'string' || !route.flag || scope[route.flag];
}

/** The page a path renders for a brand or tenant, the most specific existing route first, or null. */
export function matchPage(scope: RouteScope, path: string, exists: PageExists = ANY_PAGE): PageMatch | null {
  const brand = brandOf(scope);
  const key = matchKey(path);
  const [matches] = routerOf(brand).match('GET', key) as unknown as [[PageRoute, Record<string, string>][]];
  if (!matches.length) return null;
  const order = (r: PageRoute) => PAGE_ROUTES.indexOf(r);
  const found = [...matches]
    .sort((a, b) => order(a[0]) - order(b[0]))
    .find(([route, params]) => routeShown(scope, route) && exists(route, params, key, brand));
  return found ? { route: found[0], params: found[1] } : null;
}

/**
 * Whether a tenant's flags switch off the page at a site path (`/features` when `showFeatures` is
 * false): menus drop its entries, content drops its links, the sitemap leaves it out.
 */
export function hiddenByFlags(scope: RouteScope, path: string): boolean {
  if (typeof scope === 'string' || path.startsWith('https://')) return false;
  // Most tenants switch nothing off, and menus and prose ask this of every link they show.
  if (!FLAGGED_ROUTES.some((route) => !scope[route.flag!] && route.brands.includes(scope.routeSet))) return false;
  const key = matchKey(path.split(/[?#]/)[0]!);
  const [matches] = routerOf(scope.routeSet).match('GET', key) as unknown as [[PageRoute, Record<string, string>][]];
  return matches.some(([route]) => route.flag !== undefined && !scope[route.flag]);
}

/** Static page paths of a brand (no placeholders): what a redirect must never hide. */
export function staticPagePaths(brand: Brand): string[] {
  return PAGE_ROUTES.filter((r) => r.brands.includes(brand) && !/[:*]/.test(r.pattern)).map((r) => r.pattern);
}
