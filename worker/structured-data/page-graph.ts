import type { Graph, Thing } from 'schema-dts';
import type { Tenant } from '../tenants/schema.ts';
import type { Crumb } from '../ui/layout/breadcrumb-trail.ts';
import { breadcrumbListOf } from './breadcrumb-list.ts';
import { organizationOf, webSiteOf } from './site-entities.ts';

/**
 * A page's JSON-LD: the tenant's `Organization` and `WebSite` on every page, the page's own things
 * (its module's `structuredData`), and a `BreadcrumbList` when the page shows a breadcrumb. One
 * `@graph`, so the page's things refer to the organisation by `@id` instead of repeating it.
 */
export function pageGraph(tenant: Tenant, pageThings: readonly Thing[], trail: readonly Crumb[]): Graph {
  return {
    '@context': 'https://schema.org',
    '@graph': [
      organizationOf(tenant),
      webSiteOf(tenant),
      ...pageThings,
      ...(trail.length ? [breadcrumbListOf(trail, tenant.homeUrl)] : []),
    ],
  };
}
