import { hiddenByFlags, type RouteScope } from '../pages/routes.ts';
import type { MenuItem } from './menu-schema.ts';

/**
 * A menu as one tenant shows it: entries linking a page the tenant's flags switch off
 * (`showFeatures: false` hides /features) are dropped, with their children, and a heading left
 * without children goes too. Menus are shared by a brand's tenants, so this happens per tenant.
 *
 * @example
 * withoutHiddenPages(SITE_DATA.menus['main-menu'], TENANTS.minimal) // no "Features" entry
 */
export function withoutHiddenPages(items: readonly MenuItem[], scope: RouteScope): MenuItem[] {
  const out: MenuItem[] = [];
  for (const item of items) {
    if (item.path && hiddenByFlags(scope, item.path)) continue;
    const children = withoutHiddenPages(item.items, scope);
    if (item.items.length > 0 && children.length === 0 && !item.path) continue;
    out.push(children.length === item.items.length ? item : { ...item, items: children });
  }
  return out;
}
