import type { Graph, Thing } from 'schema-dts';
import type { Tenant } from '../tenants/schema.ts';
import type { Crumb } from '../ui/layout/breadcrumb-trail.ts';
import { breadcrumbListOf } from './breadcrumb-list.ts';
import { organizationOf, webSiteOf } from './site-entities.ts';

/** schema.org types of the site's documents that take `inLanguage` (CreativeWorks); others (Organization, Offer, Trip) do not. */
const DOCUMENT_TYPES = new Set([
  'WebPage',
  'AboutPage',
  'ContactPage',
  'FAQPage',
  'CollectionPage',
  'ItemPage',
  'Article',
  'BlogPosting',
]);

function withLanguage(thing: Thing, inLanguage: string): Thing {
  const type = typeof thing === 'object' && thing !== null ? (thing as { '@type'?: unknown })['@type'] : undefined;
  return typeof type === 'string' && DOCUMENT_TYPES.has(type) ? ({ ...(thing as object), inLanguage } as Thing) : thing;
}

/**
 * A page's JSON-LD: the tenant's `Organization` and `WebSite` on every page, the page's own things
 * (its module's `structuredData`), and a `BreadcrumbList` when the page shows a breadcrumb. One
 * `@graph`, so the page's things refer to the organisation by `@id` instead of repeating it.
 */
export function pageGraph(
  tenant: Tenant,
  pageThings: readonly Thing[],
  trail: readonly Crumb[],
  inLanguage = 'en',
): Graph {
  return {
    '@context': 'https://schema.org',
    '@graph': [
      organizationOf(tenant),
      // The site is in every language the tenant offers; each document in the language it is written in.
      { ...webSiteOf(tenant), inLanguage: [...tenant.locales] } as Thing,
      ...pageThings.map((thing) => withLanguage(thing, inLanguage)),
      ...(trail.length ? [breadcrumbListOf(trail, tenant.homeUrl)] : []),
    ],
  };
}
