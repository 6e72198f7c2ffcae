import { describe, expect, it } from 'vitest';
import { SITE_DATA } from '../../generated/site-data.ts';
import { walk } from './load-menus.ts';
import { embeddedMenus } from './menu-source.ts';
import { MenuSchema } from './menu-schema.ts';
import { withoutHiddenPages, withSolutionsMenu } from './tenant-menus.ts';

const menu = MenuSchema.parse([
  { id: 1, title: 'Features', order: 1, type: 'INTERNAL', path: '/features' },
  {
    id: 2,
    title: 'Product',
    order: 2,
    type: 'WRAPPER',
    path: null,
    items: [
      { id: 21, title: 'Feature list', order: 1, type: 'INTERNAL', path: '/features?tab=badges' },
      { id: 22, title: 'Pricing', order: 2, type: 'INTERNAL', path: '/pricing' },
    ],
  },
  {
    id: 3,
    title: 'Reference',
    order: 3,
    type: 'WRAPPER',
    path: null,
    items: [{ id: 31, title: 'Catalogues', order: 1, type: 'INTERNAL', path: '/features' }],
  },
]);
const paths = (items: ReturnType<typeof withoutHiddenPages>): string[] =>
  items.flatMap((i) => [i.path ?? `(${i.title})`, ...paths(i.items)]);

describe('withoutHiddenPages', () => {
  it('keeps every entry for a tenant with the flag on, and for a brand-wide check', () => {
    expect(withoutHiddenPages(menu, { routeSet: 'default', showFeatures: true })).toEqual(menu);
    expect(withoutHiddenPages(menu, 'default')).toEqual(menu);
  });

  it('drops entries of switched-off pages at any depth, query or not, and headings left empty', () => {
    expect(paths(withoutHiddenPages(menu, { routeSet: 'default', showFeatures: false }))).toEqual([
      '(Product)',
      '/pricing',
    ]);
  });
});

describe('withSolutionsMenu (solutionsMenuKey)', () => {
  const main = MenuSchema.parse([
    { id: 1, title: 'Pricing', order: 1, type: 'INTERNAL', path: '/pricing' },
    { id: 2, title: 'Solutions', order: 2, type: 'INTERNAL', path: '/solutions' },
  ]);
  const solutions = MenuSchema.parse([
    {
      id: 9,
      title: 'Solutions',
      order: 1,
      type: 'INTERNAL',
      path: '/solutions',
      items: [{ id: 91, title: 'Workplace', order: 1, type: 'INTERNAL', path: '/solutions/workplace' }],
    },
  ]);

  it("puts the solutions menu's /solutions entry in place of the main menu's, keeping its position", () => {
    expect(paths(withSolutionsMenu(main, solutions))).toEqual(['/pricing', '/solutions', '/solutions/workplace']);
    expect(withSolutionsMenu(main, solutions)[1]!.order).toBe(2);
  });

  it('leaves the main menu as it is without a solutions menu or a /solutions entry in it', () => {
    expect(withSolutionsMenu(main, undefined)).toEqual(main);
    expect(withSolutionsMenu(main, [main[0]!])).toEqual(main);
  });

  it('the key selects the menu: a tenant naming another solutions menu gets that one', () => {
    const cofi = SITE_DATA.tenants.cofi!;
    const shown = (key: string) =>
      [...walk(embeddedMenus({ ...cofi, solutionsMenuKey: key }).main)].map(([i]) => i.path);
    expect(shown('solutions-cofi')).toContain('/solutions/workplace');
    expect(shown('solutions-cofi')).not.toContain('/solutions/corporate-challenges');
    expect(shown('solutions')).toContain('/solutions/corporate-challenges');
    expect(shown('solutions')).not.toContain('/solutions/workplace');
  });
});
