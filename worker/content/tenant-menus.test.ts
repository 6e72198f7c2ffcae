import { describe, expect, it } from 'vitest';
import { MenuSchema } from './menu-schema.ts';
import { withoutHiddenPages } from './tenant-menus.ts';

const menu = MenuSchema.parse([
  { id: 1, title: 'Features', order: 1, type: 'INTERNAL', path: '/features' },
  { id: 2, title: 'Product', order: 2, type: 'WRAPPER', path: null, items: [
    { id: 21, title: 'Feature list', order: 1, type: 'INTERNAL', path: '/features?tab=badges' },
    { id: 22, title: 'Pricing', order: 2, type: 'INTERNAL', path: '/pricing' },
  ] },
  { id: 3, title: 'Reference', order: 3, type: 'WRAPPER', path: null, items: [{ id: 31, title: 'Catalogues', order: 1, type: 'INTERNAL', path: '/features' }] },
]);
const paths = (items: ReturnType<typeof withoutHiddenPages>): string[] => items.flatMap((i) => [i.path ?? `(${i.title})`, ...paths(i.items)]);

describe('withoutHiddenPages', () => {
  it('keeps every entry for a tenant with the flag on, and for a brand-wide check', () => {
    expect(withoutHiddenPages(menu, { routeSet: 'default', showFeatures: true })).toEqual(menu);
    expect(withoutHiddenPages(menu, 'default')).toEqual(menu);
  });

  it('drops entries of switched-off pages at any depth, query or not, and headings left empty', () => {
    expect(paths(withoutHiddenPages(menu, { routeSet: 'default', showFeatures: false }))).toEqual(['(Product)', '/pricing']);
  });
});
