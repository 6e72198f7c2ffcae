import * as z from '../../../common/zod-mini.ts';
import { parseInlineMarkdown } from '../../../common/inline-markdown.ts';
import { GRID_UNITS, MAX_MENU_DEPTH, MAX_MENU_ORDER } from '../../../common/menu/menu-limits.ts';
import { MENU_ITEM_TYPES, type MenuItem, type MenuItemType, type RelatedPage } from '../../../common/menu/menu-item.ts';

export { MENU_ITEM_TYPES, type MenuItem, type MenuItemType, type RelatedPage };

/**
 * A navigation menu as the CMS exports it (its menu item format): `content/menus/<key>.json` holds
 * the top-level items as an array; tenants name menus by key (`cmsMenuKey`, `footerNavKey`).
 *
 * How `type` and `path` fit together:
 * - `INTERNAL`: a page this worker renders; `path` is a site path (`/pricing`, `/contact?topic=demo`).
 * - `EXTERNAL`: a page this worker does not render. Either an `https://` URL (another site, opened
 *   in a new tab) or a site path the worker hands to the tenant's legacy host: cofi's `/blog`,
 *   `/get` and `/challenges`, which the spec calls "external" because they live on the old site.
 *   Those are same-origin, so they render like internal links (same tab, `buildHref` keeps the
 *   preview parameters and `gclid`); `loadMenus` checks that every tenant using the menu has a
 *   legacy host and that the path is not one of its pages.
 * - `WRAPPER`: a heading that only groups items; it has no `path`.
 * So an `https://` path is always `EXTERNAL` (the spec's rendering rule: https:// means external)
 * and an `EXTERNAL` path is `https://` or, for legacy pages, `/…`.
 *
 * Fields the renderers do not use (`menuAttached`, `uiRouterKey`, `slug`, `collapsed`,
 * `additionalFields`, `icon`, `related`) are kept as CMS data.
 */

const HTTPS = /^https:\/\//;
const SITE_PATH = /^\/(?!\/)/;

// Schemas are built on first use, not when the module loads (common/zod-mini.ts).
export const RelatedPageSchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    documentId: z.string().check(z.minLength(1)),
    slug: z.string().check(z.minLength(1)),
    template: z.nullable(z.enum(['INDEX', 'HERO_IMAGE'])),
    post_content_section: z._default(z.nullable(z.enum(['CUSTOMERS', 'DEVICES'])), null),
    icon: z._default(z.nullable(z.string()), null),
    path: z.string().check(z.regex(SITE_PATH, 'must be a site path starting with /')),
    hide_contact_banner: z._default(z.boolean(), false),
    rtg_challenges: z._default(z.array(z.enum(['STEP_BASED', 'ACTIVITY_BASED', 'WELLBEING', 'TEAMS', 'NONE'])), []),
  }),
);
// The renderers (common/menu/) hold the item's type without zod; the schema must give exactly that shape.
type SchemaRelatedPage = z.output<typeof RelatedPageSchema>;
const relatedPageShapesAgree: [SchemaRelatedPage, RelatedPage] extends [RelatedPage, SchemaRelatedPage] ? true : never =
  true;
void relatedPageShapesAgree;

const markdown = /* @__PURE__ */ z.lazy(() =>
  z.string().check(
    z.superRefine((value, ctx) => {
      const parsed = parseInlineMarkdown(value);
      if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.error });
    }),
  ),
);

export const MenuItemSchema: z.ZodMiniType<MenuItem, unknown> = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    id: z.number().check(z.int(), z.positive()),
    title: z.string().check(z.trim(), z.minLength(1, 'needs a title')),
    menuAttached: z._default(z.boolean(), true),
    order: z
      .number()
      .check(
        z.int(),
        z.gte(1, `must be a whole number from 1 to ${MAX_MENU_ORDER}`),
        z.lte(MAX_MENU_ORDER, `must be a whole number from 1 to ${MAX_MENU_ORDER}`),
      ),
    path: z.nullable(
      z
        .string()
        .check(z.regex(/^(?:https:\/\/|\/(?!\/))\S*$/, 'must be a site path starting with / or an https:// URL')),
    ),
    type: z.enum(MENU_ITEM_TYPES),
    uiRouterKey: z.optional(z.string().check(z.regex(/^[a-z0-9-]+$/, 'must be lower-case letters, digits and dashes'))),
    slug: z.optional(z.string().check(z.regex(/^[a-z0-9-]+$/, 'must be lower-case letters, digits and dashes'))),
    related: z._default(z.nullable(RelatedPageSchema), null),
    get items() {
      return z._default(z.array(MenuItemSchema), []);
    },
    collapsed: z._default(z.boolean(), false),
    additionalFields: z._default(z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])), {}),
    icon: z._default(z.nullable(z.string()), null),
    divider_above: z._default(z.boolean(), false),
    multi_column: z._default(z.boolean(), false),
    markdown: z._default(z.nullable(markdown), null),
    show_in_drawer: z._default(z.boolean(), false),
  }),
);

/** One rule broken, with the field path inside the menu file (`2.items.0.path`). */
export interface MenuIssue {
  path: (string | number)[];
  message: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isType = (v: unknown): v is MenuItemType => (MENU_ITEM_TYPES as readonly unknown[]).includes(v);

/** Why an item's `type` and `path` disagree, or null when they fit (see the module comment). */
function typePathIssue(type: MenuItemType, path: string | null, hasItems: boolean): MenuIssue | null {
  const at = (message: string, field = 'path'): MenuIssue => ({ path: [field], message });
  if (type === 'WRAPPER') {
    if (path !== null) return at('a WRAPPER only groups items and has no link; set path to null or make it INTERNAL');
    if (!hasItems) return at('a WRAPPER groups items; give it items or remove it', 'items');
    return null;
  }
  if (path === null) return at(`an ${type} item needs a path`);
  if (type === 'INTERNAL' && HTTPS.test(path)) return at(`"${path}" is a link to another site; set type to EXTERNAL`);
  if (HTTPS.test(path) && !URL.canParse(path)) return at(`"${path}" is not a valid URL`);
  return null;
}

/**
 * Rules that span fields, siblings or depth. Written against unknown input so that they still
 * run, and report, when other parts of the file fail their shape checks.
 */
export function menuTreeIssues(items: unknown, depth = 0, at: (string | number)[] = []): MenuIssue[] {
  if (!Array.isArray(items)) return [];
  const issues: MenuIssue[] = [];
  const orders = new Map<number, number>();
  let columns = 0;
  items.forEach((item, index) => {
    if (!isRecord(item)) return;
    const here = [...at, index];
    const children = Array.isArray(item.items) ? item.items : [];
    if (isType(item.type) && (typeof item.path === 'string' || item.path === null)) {
      const issue = typePathIssue(item.type, item.path, children.length > 0);
      if (issue) issues.push({ path: [...here, ...issue.path], message: issue.message });
    }
    if (typeof item.order === 'number') {
      const first = orders.get(item.order);
      if (first !== undefined)
        issues.push({
          path: [...here, 'order'],
          message: `order ${item.order} is already used by its sibling ${[...at, first].join('.')}; siblings need distinct orders`,
        });
      else orders.set(item.order, index);
    }
    if (isRecord(item.related)) {
      if (item.type !== 'INTERNAL')
        issues.push({ path: [...here, 'related'], message: 'only an INTERNAL item can point at a related page' });
      else if (
        typeof item.related.path === 'string' &&
        typeof item.path === 'string' &&
        item.related.path !== item.path.split(/[?#]/)[0]
      ) {
        issues.push({
          path: [...here, 'related', 'path'],
          message: `the related page is ${item.related.path} but the item links to ${item.path}; make them agree`,
        });
      }
    }
    if (item.multi_column === true) {
      columns += 1;
      if (depth !== 1)
        issues.push({
          path: [...here, 'multi_column'],
          message: 'only a direct child of a top-level entry can be a column of its dropdown',
        });
      else if (!children.length)
        issues.push({
          path: [...here, 'multi_column'],
          message: 'a column lists its items; give it items or unset multi_column',
        });
    }
    if (children.length && depth + 1 >= MAX_MENU_DEPTH) {
      issues.push({
        path: [...here, 'items'],
        message: `menus nest ${MAX_MENU_DEPTH} levels deep at most (entry → group → link); these items would never be shown`,
      });
    } else {
      issues.push(...menuTreeIssues(children, depth + 1, [...here, 'items']));
    }
  });
  if (depth === 1 && columns > 0 && GRID_UNITS % columns !== 0) {
    issues.push({
      path: at,
      message: `${columns} multi_column groups cannot share ${GRID_UNITS} grid units equally; use 1, 2, 3, 4 or 6 groups`,
    });
  }
  return issues;
}

/** A whole menu file: its top-level items. Every rule runs, even when some items fail their shape. */
export const MenuSchema = /* @__PURE__ */ z.lazy(() =>
  z.array(MenuItemSchema).check(
    z.superRefine(
      (items, ctx) => {
        for (const issue of menuTreeIssues(items))
          ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      },
      { when: () => true },
    ),
  ),
);
