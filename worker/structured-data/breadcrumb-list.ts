import type { BreadcrumbList } from 'schema-dts';
import type { Crumb } from '../ui/layout/breadcrumb-trail.ts';

/**
 * The visible breadcrumb as a `BreadcrumbList`: the same crumbs, in order, each on the tenant's
 * home URL. Google asks for `position` and `name`, and `item` on every crumb but the last; we give
 * the last one its URL too, as schema.org allows.
 */
export function breadcrumbListOf(trail: readonly Crumb[], homeUrl: string): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: `${homeUrl}${crumb.path}`,
    })),
  };
}
