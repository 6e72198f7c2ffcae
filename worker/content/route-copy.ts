import { PAGE_ROUTES, type Brand, type CollectionName, type PageExists, type PageRoute } from '../routes/routes.ts';
import type { CompiledPage } from './compiled-page.ts';
import type { CmsPage, SiteContent } from './site-content-types.ts';

/** The collection a route's `:id` names an entry of (its page module's `collection`), for a collection route. */
export function collectionOf(route: PageRoute): CollectionName | undefined {
  return route.content === 'collection' ? route.collection : undefined;
}

/** The content-managed page at a path, if the brand shows it. */
export function cmsPageFor(content: SiteContent, brand: Brand, path: string): CmsPage | undefined {
  const page = content.cms[path];
  return page && page.brands.includes(brand) ? page : undefined;
}

/** Which parameterised pages exist: a route's `:id` must name an entry, a cms path must have a file for the brand. */
export function contentPageExists(content: SiteContent): PageExists {
  return (route, params, path, brand) => {
    if (route.pattern.endsWith('*')) return cmsPageFor(content, brand, path) !== undefined;
    // The repository has no landing pages: only the CMS knows them (routing asks it: worker/routing/decide.ts).
    if (route.content === 'landing') return false;
    if (route.content === 'package') {
      return content.readyToGo[params.id!]?.packages.some((p) => p.id === params.packageId) ?? false;
    }
    const collection = collectionOf(route);
    return collection ? Object.hasOwn(content[collection], params.id!) : true;
  };
}

/**
 * The copy of a named route for a tenant: its own file (`about.wmm.md`), its base tenant's
 * (`about.cofi.md` for mzg), else the shared one (`about.md`).
 */
export function routeCopy(
  content: SiteContent,
  name: string,
  tenantId: string,
  baseId: string,
): (CompiledPage & { noindex?: boolean }) | undefined {
  return content.pages[`${name}.${tenantId}`] ?? content.pages[`${name}.${baseId}`] ?? content.pages[name];
}

/** Build check: every static route has its copy for every brand that shows it. */
export function missingRouteCopy(content: SiteContent): { route: PageRoute; brand: Brand; expected: string }[] {
  const missing: { route: PageRoute; brand: Brand; expected: string }[] = [];
  for (const route of PAGE_ROUTES) {
    // Data pages (home) and collection entries have no content file; a `*` route has no path of its own.
    if ((route.content !== 'copy' && route.content !== 'cms') || route.pattern.endsWith('*')) continue;
    for (const brand of route.brands) {
      if (route.content === 'cms') {
        if (!cmsPageFor(content, brand, route.pattern))
          missing.push({
            route,
            brand,
            expected: `content/cms${route.pattern}.md (or ${route.pattern.slice(1)}/index.md) with brands including ${brand}`,
          });
      } else if (!routeCopy(content, route.name, brand, brand)) {
        missing.push({ route, brand, expected: `content/pages/${route.name}.md` });
      }
    }
  }
  return missing;
}
