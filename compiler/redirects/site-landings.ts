import { collectionOf, contentPageExists } from '../../worker/content/route-copy.ts';
import { walk } from '../../worker/content/menus/load-menus.ts';
import type { SiteContent } from '../../worker/content/site-content-types.ts';
import { PAGE_ROUTES } from '../../worker/routes/routes.ts';
import type { SiteData } from '../content/build-site-data.ts';
import type { CheckProblem } from './redirect-checker.ts';
import { checkTenantLandings, mergeTenantProblems } from './redirect-landings.ts';

/**
 * Paths the product names (its route list, cofi's mapping) that this repository may not hold as a page, menu link or rule source:
 * the corporate-fitness menu's integration pages (custom-app-platform in the singular, as the
 * spec's menu spells it) and the mapping table's `/solutions/integrations/custom-app-platforms`.
 */
export const SPEC_PATHS = [
  '/product/integrations/fitness-trackers',
  '/product/integrations/microsoft-teams',
  '/product/integrations/slack',
  '/product/integrations/single-sign-on',
  '/product/integrations/custom-app-platform',
  '/solutions/integrations/custom-app-platforms',
  '/integrations/zapier',
  '/integrations/fitness',
] as const;

/**
 * Every site path the site knows, for every brand: static page routes, content entries of
 * parameterised routes, content-managed paths, menu links, the sources and site destinations of
 * every redirect table, and the spec's paths. Splat and placeholder rules are expanded over these.
 */
export function knownSitePaths(data: Pick<SiteData, 'redirects' | 'menus'>, content: SiteContent): Set<string> {
  const paths = new Set<string>(SPEC_PATHS);
  const sitePath = (p: string | null | undefined) => {
    if (p?.startsWith('/') && !p.startsWith('//')) paths.add(p.split(/[?#]/)[0]!);
  };
  for (const route of PAGE_ROUTES) {
    const collection = collectionOf(route);
    if (collection) for (const id of Object.keys(content[collection])) sitePath(route.pattern.replace(':id', id));
    else if (!/[:*]/.test(route.pattern)) sitePath(route.pattern);
  }
  for (const page of Object.values(content.cms)) sitePath(page.path);
  for (const items of Object.values(data.menus)) for (const [item] of walk(items)) sitePath(item.path);
  for (const rules of Object.values(data.redirects)) {
    for (const rule of rules) {
      if (!/[:*]/.test(rule.source)) sitePath(rule.source);
      if (!/:[A-Za-z]/.test(rule.destination)) sitePath(rule.destination);
    }
  }
  return paths;
}

/**
 * `npm run check`: for every tenant, every redirect with a site destination, splat and placeholder
 * rules expanded over the known paths, must land on a page the tenant renders (see
 * `checkTenantLandings`). A shared rule failing for several tenants is reported once.
 *
 * @example
 * const { data, content } = loadSite();
 * redirectLandingProblems(data, content) // [{ file: 'redirects/shared.redirects', line: 17, … }]
 */
export function redirectLandingProblems(
  data: Pick<SiteData, 'tenants' | 'redirects' | 'menus'>,
  content: SiteContent,
): CheckProblem[] {
  const known = knownSitePaths(data, content);
  const exists = contentPageExists(content);
  const problems = Object.entries(data.tenants).flatMap(([id, tenant]) =>
    checkTenantLandings(
      { tenantId: id, scope: tenant, hasLegacy: tenant.legacy !== null, rules: data.redirects[id] ?? [] },
      known,
      exists,
    ),
  );
  return mergeTenantProblems(problems);
}
