import { hiddenByFlags, type RouteScope } from '../../routes/routes.ts';
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

/** The top-level path whose entry the solutions menu (`solutionsMenuKey`) provides. */
export const SOLUTIONS_PATH = '/solutions';

/**
 * The main menu with the tenant's solutions menu in place: the solutions menu's `/solutions` entry
 * (title, link and dropdown) takes the place, and the position, of the main menu's `/solutions`
 * entry, so the Solutions dropdown is edited, and can differ per tenant, on its own. Without one,
 * the main menu's own entry stays.
 *
 * @example
 * withSolutionsMenu(menus['main-menu'], menus.solutions) // the Solutions entry now has its columns
 */
export function withSolutionsMenu(main: readonly MenuItem[], solutions: readonly MenuItem[] | undefined): MenuItem[] {
  const own = solutions?.find((s) => s.path === SOLUTIONS_PATH);
  return main.map((item) => (own && item.path === SOLUTIONS_PATH ? { ...own, order: item.order } : item));
}
