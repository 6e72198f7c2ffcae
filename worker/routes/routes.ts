import { TrieRouter } from 'hono/router/trie-router';
import { BRANDS, type Brand } from '../../common/brands.ts';
import { matchKey } from './paths.ts';

/** Which brand's route set a page belongs to: the general brand (default) or corporate fitness (cofi). */
export type { Brand };

/**
 * Where a route's words come from: `copy` its content file (content/pages/), `collection` the
 * collection entry its `:id` names, `package` a package of the challenge its `:id` names, `cms` the
 * content-managed page of its path (/solutions, /product), `data` the tenant's own title and live
 * data (the home page: no content file).
 */
export type ContentKind = 'copy' | 'collection' | 'package' | 'cms' | 'data';

/** Tenant fields that switch pages off (a tenant's `showFeatures` flag). */
export type RouteFlag = 'showFeatures';

const BOTH = BRANDS;
const GENERAL = ['default'] as const satisfies readonly Brand[];

export const SOLUTION_CHILDREN = [
  'corporate-challenges',
  'year-round-trails',
  'white-label',
  'race-results',
  'hybrid-events',
  'fitness-engine',
  'security-privacy',
  'relay-races',
  'walking-challenges',
  'running-challenges',
  'step-challenges',
  'fitness-challenges',
  'challenge-ideas',
] as const;

const solutionChild = <C extends (typeof SOLUTION_CHILDREN)[number]>(child: C) =>
  ({ pattern: `/solutions/${child}`, name: `solutions-${child}`, brands: GENERAL, content: 'cms' }) as const;

/**
 * Every page the site renders. The general brand has the full set; cofi has a reduced set and
 * sends everything else to its legacy host. Static routes come before patterns.
 */
const ROUTE_TABLE = [
  { pattern: '/', name: 'home', brands: BOTH, content: 'data' },
  { pattern: '/about', name: 'about', brands: GENERAL, content: 'copy' },
  { pattern: '/contact', name: 'contact', brands: BOTH, content: 'copy' },
  { pattern: '/start-now', name: 'start-now', brands: GENERAL, content: 'copy' },
  { pattern: '/start-trial', name: 'start-trial', brands: GENERAL, content: 'copy' },
  { pattern: '/start-assessment', name: 'start-assessment', brands: GENERAL, content: 'copy' },
  { pattern: '/go', name: 'go', brands: BOTH, content: 'copy' },
  { pattern: '/thankyou', name: 'thankyou', brands: BOTH, content: 'copy' },
  { pattern: '/privacypolicy', name: 'privacypolicy', brands: BOTH, content: 'copy' },
  { pattern: '/cookiepolicy', name: 'cookiepolicy', brands: BOTH, content: 'copy' },
  { pattern: '/termsofservice', name: 'termsofservice', brands: BOTH, content: 'copy' },
  { pattern: '/virtual-event', name: 'virtual-event', brands: GENERAL, content: 'copy' },
  { pattern: '/features', name: 'features', brands: GENERAL, content: 'copy', flag: 'showFeatures' },
  { pattern: '/get', name: 'get', brands: GENERAL, content: 'copy' },
  { pattern: '/get/apk', name: 'get-apk', brands: GENERAL, content: 'copy' },
  { pattern: '/product/integrations/slack', name: 'integration-slack', brands: BOTH, content: 'cms' },
  {
    pattern: '/product/integrations/microsoft-teams',
    name: 'integration-microsoft-teams',
    brands: BOTH,
    content: 'cms',
  },
  { pattern: '/integrations/zapier', name: 'integration-zapier', brands: GENERAL, content: 'copy' },
  { pattern: '/integrations/fitness', name: 'integration-fitness', brands: GENERAL, content: 'copy' },
  { pattern: '/resources/convert-steps', name: 'convert-steps', brands: BOTH, content: 'copy' },
  { pattern: '/resources/case-studies', name: 'case-studies', brands: BOTH, content: 'copy' },
  { pattern: '/pricing', name: 'pricing', brands: BOTH, content: 'copy' },
  { pattern: '/pricing-2024', name: 'pricing-2024', brands: GENERAL, content: 'copy' },
  { pattern: '/pricing/support-plans', name: 'support-plans', brands: BOTH, content: 'copy' },
  { pattern: '/pricing/essentials-plan', name: 'essentials-plan', brands: BOTH, content: 'copy' },
  { pattern: '/blog', name: 'blog', brands: GENERAL, content: 'copy' },
  { pattern: '/tmp/import', name: 'tmp-import', brands: GENERAL, content: 'copy' },
  { pattern: '/test/theme', name: 'test-theme', brands: BOTH, content: 'copy' },
  { pattern: '/challenges', name: 'challenges', brands: GENERAL, content: 'copy' },
  { pattern: '/challenges/journeys', name: 'journeys', brands: GENERAL, content: 'copy' },
  { pattern: '/challenges/wellbeing-packs', name: 'wellbeing-packs', brands: GENERAL, content: 'copy' },
  { pattern: '/challenges/workout-videos', name: 'workout-videos', brands: GENERAL, content: 'copy' },
  { pattern: '/solutions', name: 'solutions', brands: BOTH, content: 'cms' },
  ...SOLUTION_CHILDREN.map(solutionChild),
  { pattern: '/trial/:id', name: 'trial', brands: GENERAL, content: 'collection' },
  { pattern: '/assessment/:id', name: 'assessment', brands: GENERAL, content: 'collection' },
  { pattern: '/articles/:id', name: 'article', brands: GENERAL, content: 'collection' },
  { pattern: '/blog/:id', name: 'blog-post', brands: GENERAL, content: 'collection' },
  { pattern: '/challenges/journeys/:id', name: 'journey', brands: GENERAL, content: 'collection' },
  { pattern: '/challenges/wellbeing-packs/:id', name: 'wellbeing-pack', brands: GENERAL, content: 'collection' },
  { pattern: '/challenges/workout-videos/:id', name: 'workout-video', brands: GENERAL, content: 'collection' },
  { pattern: '/challenges/:id', name: 'challenge', brands: GENERAL, content: 'collection' },
  { pattern: '/challenges/:id/packages/:packageId', name: 'challenge-package', brands: GENERAL, content: 'package' },
  { pattern: '/solutions/*', name: 'content-solutions', brands: BOTH, content: 'cms' },
  { pattern: '/product/*', name: 'content-product', brands: BOTH, content: 'cms' },
] as const satisfies readonly RouteEntry[];

interface RouteEntry {
  /** Hono path pattern: `:id` is one segment, a final `*` is a content-managed subtree. */
  pattern: string;
  name: string;
  brands: readonly Brand[];
  content: ContentKind;
  /** A tenant flag the page needs: a tenant with the flag off has no such page (404, no menu entry, no link). */
  flag?: RouteFlag;
}

/** The name of a page: a typo in a table keyed by route does not compile. */
export type RouteName = (typeof ROUTE_TABLE)[number]['name'];

/** Names of the routes whose `:id` names an entry of a content collection. */
export type CollectionRouteName = Extract<(typeof ROUTE_TABLE)[number], { content: 'collection' }>['name'];

export interface PageRoute extends RouteEntry {
  name: RouteName;
}

/**
 * Whose pages: a brand's whole route set, or one tenant's (its route set less the pages its flags
 * switch off). Build checks of shared files (menus of a brand) pass the brand; requests pass the tenant.
 */
export type RouteScope = Brand | ({ routeSet: Brand } & Record<RouteFlag, boolean>);

export interface PageMatch {
  route: PageRoute;
  params: Record<string, string>;
}

/** The route table, in match order. */
export const PAGE_ROUTES: readonly PageRoute[] = ROUTE_TABLE;

function buildRouter(brand: Brand): TrieRouter<PageRoute> {
  const router = new TrieRouter<PageRoute>();
  for (const route of PAGE_ROUTES) if (route.brands.includes(brand)) router.add('GET', route.pattern, route);
  return router;
}

const ROUTERS: Record<Brand, TrieRouter<PageRoute>> = { default: buildRouter('default'), cofi: buildRouter('cofi') };

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
  const [matches] = ROUTERS[brand].match('GET', key) as unknown as [[PageRoute, Record<string, string>][]];
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
  const key = matchKey(path.split(/[?#]/)[0]!);
  const [matches] = ROUTERS[scope.routeSet].match('GET', key) as unknown as [[PageRoute, Record<string, string>][]];
  return matches.some(([route]) => route.flag !== undefined && !scope[route.flag]);
}

/** Static page paths of a brand (no placeholders): what a redirect must never hide. */
export function staticPagePaths(brand: Brand): string[] {
  return PAGE_ROUTES.filter((r) => r.brands.includes(brand) && !/[:*]/.test(r.pattern)).map((r) => r.pattern);
}
