import { describe, expect, it } from 'vitest';
import { loadMenus, type MenuTenant } from './load-menus.ts';

const item = (id: number, order: number, extra: Record<string, unknown> = {}) => ({
  id,
  title: `Item ${id}`,
  order,
  type: 'INTERNAL',
  path: '/pricing',
  ...extra,
});

const general: MenuTenant = {
  cmsMenuKey: 'main-menu',
  footerNavKey: 'footer',
  solutionsMenuKey: 'solutions',
  routeSet: 'default',
  legacy: null,
};
const cofi: MenuTenant = {
  cmsMenuKey: 'main-menu-cofi',
  footerNavKey: 'footer-cofi',
  solutionsMenuKey: 'solutions-cofi',
  routeSet: 'cofi',
  legacy: { origin: 'https://legacy.example', mode: 'proxy' },
};
const lines = (problems: { file: string; path: string; message: string }[]) =>
  problems.map((p) => `${p.file}: ${p.path}: ${p.message}`);

describe('loadMenus', () => {
  it('keys menus by file name and fills the defaults', () => {
    const { menus, problems } = loadMenus({ 'content/menus/footer.json': [item(1, 1)] });
    expect(problems).toEqual([]);
    expect(menus.footer![0]).toMatchObject({ id: 1, items: [], show_in_drawer: false });
  });

  it('reports every problem of every file with file and field path', () => {
    const { menus, problems } = loadMenus({
      'content/menus/main-menu.json': [item(1, 1), item(2, 2, { items: [item(3, 1, { path: 'https://x.example' })] })],
      'content/menus/main-menu-cofi.json': [
        item(1, 1),
        item(2, 2),
        item(3, 3, { items: [item(4, 1, { path: 'blog' })] }),
      ],
    });
    expect(lines(problems)).toEqual([
      'content/menus/main-menu.json: 1.items.0.path: "https://x.example" is a link to another site; set type to EXTERNAL',
      'content/menus/main-menu-cofi.json: 2.items.0.path: must be a site path starting with / or an https:// URL',
    ]);
    expect(menus).toEqual({});
  });

  it('reports a file that is not JSON and a file name that is not a key', () => {
    const { problems } = loadMenus({
      'content/menus/footer.json': { __jsonError: 'Unexpected token } in JSON at position 9' },
      'content/menus/Main Menu.json': [],
    });
    expect(lines(problems)).toEqual([
      'content/menus/footer.json: (file): not valid JSON: Unexpected token } in JSON at position 9',
      'content/menus/Main Menu.json: (file): "Main Menu" is not a menu key; name the file with lower-case letters, digits and dashes, such as main-menu.json',
    ]);
  });

  it('reports a menu a tenant names but nobody wrote, once, naming every tenant', () => {
    const { problems } = loadMenus(
      { 'content/menus/main-menu.json': [item(1, 1)], 'content/menus/solutions.json': [item(1, 1)] },
      { default: general, fitmap: general },
    );
    expect(lines(problems)).toEqual([
      'content/menus/footer.json: (file): missing; named by default (footerNavKey), fitmap (footerNavKey); create it or change the key',
    ]);
  });

  it("requires the solutions menu a tenant names (it provides the top menu's Solutions entry)", () => {
    const files = { 'content/menus/main-menu.json': [item(1, 1)], 'content/menus/footer.json': [item(1, 1)] };
    expect(lines(loadMenus(files, { default: general }).problems)).toEqual([
      'content/menus/solutions.json: (file): missing; named by default (solutionsMenuKey); create it or change the key',
    ]);
    expect(
      loadMenus({ ...files, 'content/menus/solutions.json': [item(1, 1)] }, { default: general }).problems,
    ).toEqual([]);
  });

  it('reports a menu file no tenant names', () => {
    const { problems } = loadMenus(
      {
        'content/menus/main-menu.json': [item(1, 1)],
        'content/menus/footer.json': [item(1, 1)],
        'content/menus/solutions.json': [item(1, 1)],
        'content/menus/mainmenu.json': [item(1, 1)],
      },
      { default: general },
    );
    expect(lines(problems)).toEqual([
      'content/menus/mainmenu.json: (file): no tenant names menu "mainmenu" in cmsMenuKey, footerNavKey, solutionsMenuKey; rename the file to a tenant\'s key or delete it',
    ]);
  });

  it('checks links against the pages of every route set that uses the menu', () => {
    const shared = [
      item(1, 1, { path: '/about' }),
      item(2, 2, { type: 'EXTERNAL', path: '/webinars' }),
      item(3, 3, { type: 'EXTERNAL', path: '/pricing' }),
      item(4, 4, { path: '/contact?topic=demo' }),
      item(5, 5, { type: 'EXTERNAL', path: 'https://support.example' }),
      item(6, 6, { path: '/product/anything/below' }),
    ];
    const files = {
      'content/menus/main-menu.json': shared,
      'content/menus/footer.json': [item(1, 1)],
      'content/menus/footer-cofi.json': [item(1, 1)],
      'content/menus/solutions.json': [item(1, 1)],
      'content/menus/solutions-cofi.json': [item(1, 1)],
    };
    const { problems } = loadMenus(files, {
      default: general,
      cofi: { ...cofi, cmsMenuKey: 'main-menu' },
      mzg: { ...cofi, cmsMenuKey: 'main-menu' },
    });
    expect(lines(problems)).toEqual([
      'content/menus/main-menu.json: 1.path: "/webinars" is an EXTERNAL site path, which only a legacy host can serve, and tenant default has none; use an https:// URL or an INTERNAL page',
      'content/menus/main-menu.json: 2.type: "/pricing" is a page of the default route set (used by tenant default); make it INTERNAL',
      'content/menus/main-menu.json: 0.path: "/about" is not a page of the cofi route set (used by tenants cofi, mzg); link an existing page, or make it EXTERNAL if the legacy host serves it',
      'content/menus/main-menu.json: 2.type: "/pricing" is a page of the cofi route set (used by tenants cofi, mzg); make it INTERNAL',
    ]);
  });
});
