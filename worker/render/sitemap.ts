import { collectionOf, routeCopy } from '../content/route-copy.ts';
import { CONTENT } from '../content/built-content.ts';
import type { SiteContent } from '../content/site-content-types.ts';
import { baseTenantOf } from '../tenants/registry.ts';
import { PAGE_ROUTES, routeShown, type RouteScope } from '../routes/routes.ts';

/**
 * Every page a tenant shows, as site paths: its brand's static routes (less the pages whose copy
 * says `noindex`), its content-managed pages, and each entry of the collections its routes show.
 * The same content decides what renders (`contentPageExists`), so the list cannot drift from the site.
 * Given a tenant (not just its brand), pages its flags switch off (`showFeatures`) are left out.
 */
export function sitemapPaths(scope: RouteScope, tenantId: string, content: SiteContent = CONTENT): string[] {
  const brand = typeof scope === 'string' ? scope : scope.routeSet;
  const baseId = baseTenantOf(tenantId);
  const paths = new Set<string>();
  for (const route of PAGE_ROUTES) {
    if (!routeShown(scope, route)) continue;
    // Content-managed subtrees are listed from their files below; landing pages from the CMS (landingSitemapPaths).
    if (route.pattern.endsWith('*') || route.content === 'landing') continue;
    const collection = collectionOf(route);
    if (collection) {
      for (const id of Object.keys(content[collection])) paths.add(route.pattern.replace(':id', id));
    } else if (route.content === 'package') {
      for (const c of Object.values(content.readyToGo))
        for (const p of c.packages) paths.add(`/challenges/${c.slug}/packages/${p.id}`);
    } else if (route.content === 'cms' || !routeCopy(content, route.name, tenantId, baseId)?.noindex) {
      paths.add(route.pattern);
    }
  }
  for (const page of Object.values(content.cms)) if (page.brands.includes(brand)) paths.add(page.path);
  return [...paths].sort();
}

const xmlEscape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** sitemap.xml of a tenant: its pages on its own home URL. */
export function sitemapXml(homeUrl: string, paths: readonly string[]): string {
  const urls = paths.map((p) => `  <url><loc>${xmlEscape(`${homeUrl}${p === '/' ? '/' : p}`)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
