import type { Brand, PageRoute } from '../routes/routes.ts';
import { matchKey } from '../routes/paths.ts';
import { baseTenantOf } from '../tenants/registry.ts';
import type { CompiledPage } from './compiled-page.ts';
import { cmsPageFor, collectionOf, routeCopy } from './route-copy.ts';
import { CONTENT } from './built-content.ts';
import type { SiteContent } from './site-content-types.ts';

export interface PageLookup {
  route: PageRoute | null;
  params: Record<string, string>;
  /** The request path without a trailing slash. */
  path: string;
  brand: Brand;
  tenantId: string;
}

/**
 * The content a route renders: a content-managed page for /solutions and /product paths, the
 * collection entry named by `:id`, else the route's copy for the tenant. Undefined when the
 * content is missing, which the build and the tests refuse, so a page never renders without it.
 */
export function pageContentFor(lookup: PageLookup, content: SiteContent = CONTENT): CompiledPage | undefined {
  const { route, params, brand, tenantId } = lookup;
  if (!route) return routeCopy(content, 'not-found', tenantId, baseTenantOf(tenantId));
  const path = matchKey(lookup.path);
  if (route.content === 'cms') return cmsPageFor(content, brand, path);
  if (route.content === 'package') {
    const challenge = content.readyToGo[params.id!];
    const pkg = challenge?.packages.find((p) => p.id === params.packageId);
    return challenge && pkg
      ? { title: `${challenge.title}: ${pkg.name}`, description: pkg.description, html: '', cta: challenge.cta }
      : undefined;
  }
  const collection = collectionOf(route);
  if (collection) return (content[collection] as Record<string, CompiledPage>)[params.id!];
  return routeCopy(content, route.name, tenantId, baseTenantOf(tenantId));
}
