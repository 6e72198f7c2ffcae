import { ANY_PAGE, matchPage, type PageExists } from '../../routes/routes.ts';
import type { ConfigProblem } from '../../config-error.ts';
import type { Tenant } from '../../tenants/schema.ts';
import { MenuSchema, type MenuItem } from './menu-schema.ts';

export const MENU_DIR = 'content/menus';
export const menuFile = (key: string) => `${MENU_DIR}/${key}.json`;

/**
 * Tenant fields that must name an existing menu: the top menu, the footer, and the solutions menu
 * whose entries take the place of the top menu's entry with the same path (the Solutions dropdown).
 */
export const REQUIRED_MENU_KEYS = ['cmsMenuKey', 'footerNavKey', 'solutionsMenuKey'] as const;
/** Every tenant field that names a menu; a menu file no tenant names is reported. */
const MENU_KEY_FIELDS = REQUIRED_MENU_KEYS;

/** What loadMenus needs of a tenant: which menus it names and which pages and legacy host it has. */
export type MenuTenant = Pick<Tenant, (typeof MENU_KEY_FIELDS)[number] | 'routeSet' | 'legacy'>;

export interface LoadedMenus {
  /** Menu key (the file name) → its validated items, defaults filled in. */
  menus: Record<string, MenuItem[]>;
  problems: ConfigProblem[];
}

const KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every item of a menu tree, depth first, with its field path inside the file (`2.items.0`). */
export function* walk(items: readonly MenuItem[], at = ''): Generator<[MenuItem, string]> {
  for (const [i, item] of items.entries()) {
    const here = at ? `${at}.items.${i}` : String(i);
    yield [item, here];
    yield* walk(item.items, here);
  }
}

/**
 * Where menu links go, for each route set and legacy host that uses the menu: an INTERNAL path
 * must be one of the route set's pages, and an EXTERNAL site path (`/blog` on cofi) must not be
 * one, and needs a legacy host to answer it.
 */
function routeProblems(
  file: string,
  items: readonly MenuItem[],
  users: { routeSet: Tenant['routeSet']; hasLegacy: boolean; ids: string[] }[],
  exists: PageExists,
): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  for (const { routeSet, hasLegacy, ids } of users) {
    const who = `tenant${ids.length > 1 ? 's' : ''} ${ids.join(', ')}`;
    for (const [item, at] of walk(items)) {
      if (!item.path?.startsWith('/')) continue;
      const page = matchPage(routeSet, item.path.split(/[?#]/)[0]!, exists);
      if (item.type === 'INTERNAL' && !page) {
        problems.push({
          file,
          path: `${at}.path`,
          message: `"${item.path}" is not a page of the ${routeSet} route set (used by ${who}); link an existing page${hasLegacy ? ', or make it EXTERNAL if the legacy host serves it' : ''}`,
        });
      }
      if (item.type === 'EXTERNAL' && page) {
        problems.push({
          file,
          path: `${at}.type`,
          message: `"${item.path}" is a page of the ${routeSet} route set (used by ${who}); make it INTERNAL`,
        });
      } else if (item.type === 'EXTERNAL' && !hasLegacy) {
        problems.push({
          file,
          path: `${at}.path`,
          message: `"${item.path}" is an EXTERNAL site path, which only a legacy host can serve, and ${who} ha${ids.length > 1 ? 've' : 's'} none; use an https:// URL or an INTERNAL page`,
        });
      }
    }
  }
  return problems;
}

/**
 * Validates menu files (`content/menus/<key>.json`, each an array of top-level items) and checks
 * them against the tenants that name them: every `cmsMenuKey` and `footerNavKey` must exist, every
 * file must be named by some tenant, and links must reach a page (see `routeProblems`).
 * Collects every problem with its file and field path instead of stopping at the first.
 *
 * @example
 * loadMenus({ 'content/menus/footer.json': [...] }, tenants).problems
 * // [{ file: 'content/menus/footer.json', path: '2.items.0.path', message: '...' }]
 */
export function loadMenus(
  files: Record<string, unknown>,
  tenants: Record<string, MenuTenant> = {},
  exists: PageExists = ANY_PAGE,
): LoadedMenus {
  const problems: ConfigProblem[] = [];
  const menus: Record<string, MenuItem[]> = {};
  const fileOf = new Map<string, string>();
  for (const [file, json] of Object.entries(files)) {
    const key = file.replace(/^.*\//, '').replace(/\.json$/, '');
    if (!KEY.test(key)) {
      problems.push({
        file,
        path: '(file)',
        message: `"${key}" is not a menu key; name the file with lower-case letters, digits and dashes, such as main-menu.json`,
      });
      continue;
    }
    fileOf.set(key, file);
    // scripts/site-sources.ts stands in `{ __jsonError }` for a file that is not JSON.
    if (isObject(json) && typeof json.__jsonError === 'string') {
      problems.push({ file, path: '(file)', message: `not valid JSON: ${json.__jsonError}` });
      continue;
    }
    const result = MenuSchema.safeParse(json);
    if (!result.success) {
      problems.push(
        ...result.error.issues.map((issue) => ({
          file,
          path: issue.path.join('.') || '(file)',
          message: issue.message,
        })),
      );
      continue;
    }
    menus[key] = result.data;
  }

  const namedBy = new Map<string, { id: string; field: string; tenant: MenuTenant }[]>();
  for (const [id, tenant] of Object.entries(tenants)) {
    for (const field of MENU_KEY_FIELDS) {
      const list = namedBy.get(tenant[field]) ?? [];
      list.push({ id, field, tenant });
      namedBy.set(tenant[field], list);
    }
  }
  for (const [key, names] of namedBy) {
    const required = names.filter((n) => (REQUIRED_MENU_KEYS as readonly string[]).includes(n.field));
    if (required.length && !fileOf.has(key)) {
      problems.push({
        file: menuFile(key),
        path: '(file)',
        message: `missing; named by ${required.map((n) => `${n.id} (${n.field})`).join(', ')}; create it or change the key`,
      });
    }
  }
  if (Object.keys(tenants).length) {
    for (const [key, file] of fileOf) {
      if (!namedBy.has(key))
        problems.push({
          file,
          path: '(file)',
          message: `no tenant names menu "${key}" in ${MENU_KEY_FIELDS.join(', ')}; rename the file to a tenant's key or delete it`,
        });
    }
  }

  for (const [key, items] of Object.entries(menus)) {
    const users = new Map<string, { routeSet: Tenant['routeSet']; hasLegacy: boolean; ids: string[] }>();
    for (const { id, tenant } of namedBy.get(key) ?? []) {
      const group = `${tenant.routeSet}:${tenant.legacy !== null}`;
      const user = users.get(group) ?? { routeSet: tenant.routeSet, hasLegacy: tenant.legacy !== null, ids: [] };
      if (!user.ids.includes(id)) user.ids.push(id);
      users.set(group, user);
    }
    problems.push(...routeProblems(fileOf.get(key)!, items, [...users.values()], exists));
  }
  return { menus, problems };
}
