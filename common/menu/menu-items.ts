import type { MenuItem } from './menu-item.ts';

/** A top-menu panel with columns is this wide (px); others keep their natural width. */
export const MULTI_COLUMN_PANEL_WIDTH = 600;
/** WCAG 2.5.5: drawer entries are at least this tall (px). */
export const MIN_TOUCH_TARGET = 44;

/** Menu items in their `order` (the CMS keeps them in edit order). */
export function byOrder<T extends Pick<MenuItem, 'order'>>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.order - b.order);
}

/**
 * Splits an ordered list where an item asks for a separator above it; each run after the first
 * (or the first, when its first item asks) is drawn after a separator.
 *
 * @example
 * splitAtDividers([a, b, cWithDivider]) // [{ divider: false, items: [a, b] }, { divider: true, items: [c] }]
 */
export function splitAtDividers(items: readonly MenuItem[]): { divider: boolean; items: MenuItem[] }[] {
  const runs: { divider: boolean; items: MenuItem[] }[] = [];
  for (const item of items) {
    const last = runs[runs.length - 1];
    if (!last || item.divider_above) runs.push({ divider: item.divider_above, items: [item] });
    else last.items.push(item);
  }
  return runs;
}
