import { MENU_ITEM_TYPES } from '../../../common/menu/menu-item.ts';

/**
 * The one place where Strapi's answers become the site's shapes, before the site's own checks
 * (menu schema and rules, page schema, links landing) run on the result. Strapi adds fields the
 * site does not use: each is dropped by name, and any other field is refused with its path, so a
 * changed content model shows up as a warning instead of being ignored. Answers handled:
 *
 * - `GET /api/navigation/render/<key>?type=TREE` (strapi-plugin-navigation 3.3.7): items with
 *   `documentId`, `audience`, a generated `slug`, the site's own fields inside `additionalFields`
 *   (lifted to the item), an EXTERNAL item's URL in `path`, a WRAPPER's made-up path, and an
 *   INTERNAL path built from its ancestors' (`/solutions//workplace`, `/challenges/.`: normalised);
 *   `related` is the whole page (`id`, `title`, `body`…, `createdAt`, `locale`, `__type`), or only
 *   `{ __type, documentId }` when that page is not published; or a read-only Site page (`path`,
 *   `shown_on`: a page the CMS does not edit), which maps to no related page, as in a menu file.
 * - `GET /api/pages?filters[path][$eq]=<path>&populate[0]=cta&populate[1]=picture` (Strapi 5 REST,
 *   flat, no `attributes`): `data` with `id`, `documentId`, timestamps, `locale`, nulls for unset
 *   fields, `cta` items with their component `id`, `picture` as the media library's whole file
 *   (the schema keeps its address, alternative text and size); `meta.pagination`.
 */

type Problem = { path: (string | number)[]; message: string };
export type Mapped = { ok: true; value: unknown } | { ok: false; problem: string };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const describe = (problems: Problem[]) =>
  problems
    .slice(0, 3)
    .map((p) => `${p.path.join('.')}: ${p.message}`)
    .join('; ') + (problems.length > 3 ? ` (and ${problems.length - 3} more)` : '');

/** Fields Strapi adds to every entry; the site keys entries by path, never by Strapi's ids. */
const ENTRY_EXTRAS = ['id', 'documentId', 'createdAt', 'updatedAt', 'publishedAt', 'locale'] as const;

/** TREE item fields the site keeps as they are. */
const ITEM_FIELDS = ['id', 'title', 'menuAttached', 'order', 'type', 'uiRouterKey', 'slug', 'collapsed'] as const;
/** TREE item fields Strapi adds and the site drops. */
const ITEM_EXTRAS = [
  'documentId',
  'audience',
  'autoSync',
  'externalPath',
  'parent',
  'master',
  'createdAt',
  'updatedAt',
  'publishedAt',
  'locale',
];
/** The site's own item fields, which live in the plugin's `additionalFields` (cms/config/plugins.ts). */
const SITE_ITEM_FIELDS = {
  divider_above: 'boolean',
  multi_column: 'boolean',
  show_in_drawer: 'boolean',
  markdown: 'string',
} as const;

/** The fields of a page `related` keeps (common/menu/menu-item.ts RelatedPage), and the page fields it drops. */
// The private `translated_from` and `shown_on` too: the plugin renders the related entry unsanitized.
const RELATED_EXTRAS = [
  ...ENTRY_EXTRAS,
  '__type',
  'title',
  'description',
  'image',
  'picture',
  'body',
  'cta',
  'translated_from',
  'shown_on',
];
const RELATED_FIELDS = ['template', 'post_content_section', 'icon', 'path', 'hide_contact_banner', 'rtg_challenges'];
const PAGE_TYPE = 'api::page.page';
/** The CMS's read-only entries of the site's other pages (cms/src/site-pages.ts): a link target only. */
const SITE_PAGE_TYPE = 'api::site-page.site-page';
const SITE_PAGE_FIELDS = [...ENTRY_EXTRAS, '__type', 'path', 'shown_on'];

/**
 * The site path of an INTERNAL TREE item: the plugin joins each item's path to its parent's, so the
 * seed stores paths relative to the parent and a WRAPPER stores "/" (scripts/cms/seed-content.ts).
 * Repeated slashes collapse, `.` segments resolve, and a trailing slash goes; the query stays.
 *
 * @example
 * treePath('/solutions//workplace') // '/solutions/workplace'
 * treePath('/challenges/.') // '/challenges'
 */
export function treePath(path: string): string {
  // Only a site path is normalised; anything else stays as sent, for the menu schema to refuse.
  if (!path.startsWith('/')) return path;
  const [pathname = '', ...query] = path.split('?');
  const segments: string[] = [];
  for (const segment of pathname.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}${query.length ? `?${query.join('?')}` : ''}`;
}

function unknownFields(value: Record<string, unknown>, known: readonly string[], at: (string | number)[]): Problem[] {
  return Object.keys(value)
    .filter((key) => !known.includes(key))
    .map((key) => ({
      path: [...at, key],
      message:
        'a field the site does not know; add it to worker/content/cms/strapi-answers.ts or remove it from the CMS',
    }));
}

/** How a menu is read: in the CMS's default locale (English), or in another one. */
export interface MenuReading {
  /** True for a navigation of another locale than English: its related pages may have no localization. */
  localized?: boolean;
}

function relatedPage(
  related: unknown,
  at: (string | number)[],
  problems: Problem[],
  itemPath: unknown,
  reading: MenuReading,
): unknown {
  if (related === undefined || related === null) return null;
  if (!isRecord(related)) return related;
  if (related.__type === SITE_PAGE_TYPE) {
    // A page the CMS does not edit: the item links it by its own path, as a menu file's item does.
    problems.push(...unknownFields(related, SITE_PAGE_FIELDS, at));
    const linked = typeof itemPath === 'string' ? itemPath.split('?')[0] : undefined;
    if (typeof related.path === 'string' && linked !== undefined && related.path !== linked)
      problems.push({
        path: [...at, 'path'],
        message: `the related site page is ${related.path} but the item links to ${linked}; make them agree`,
      });
    return null;
  }
  if (related.__type !== PAGE_TYPE) {
    problems.push({
      path: [...at, '__type'],
      message: `links a ${String(related.__type)}; menu items link pages (${PAGE_TYPE}, ${SITE_PAGE_TYPE}) only`,
    });
    return null;
  }
  if (typeof related.path !== 'string') {
    // The plugin resolves a related page in the menu's own locale: a German menu's link to a page
    // without a German localization comes as `{ __type, documentId }`. The page still exists (the
    // site shows it in English with a note), so the item keeps its link and only loses the related
    // copy, which the site does not render (per-field fallback). In English this means unpublished.
    if (reading.localized) return null;
    problems.push({
      path: [...at, 'path'],
      message: `the related page ${String(related.documentId)} is not published`,
    });
    return null;
  }
  problems.push(...unknownFields(related, [...RELATED_EXTRAS, ...RELATED_FIELDS], at));
  const rtg = related.rtg_challenges;
  return {
    documentId: related.documentId,
    // The page's last path segment: what the spec's `slug` names (Strapi's page has no slug field).
    slug: related.path.split('/').filter(Boolean).pop() ?? 'home',
    template: related.template ?? null,
    post_content_section: related.post_content_section ?? null,
    icon: related.icon ?? null,
    path: related.path,
    hide_contact_banner: related.hide_contact_banner ?? false,
    rtg_challenges: rtg === null || rtg === undefined ? [] : [rtg],
  };
}

function menuItem(item: unknown, at: (string | number)[], problems: Problem[], reading: MenuReading): unknown {
  if (!isRecord(item)) return item;
  if (!(MENU_ITEM_TYPES as readonly unknown[]).includes(item.type)) {
    problems.push({
      path: [...at, 'type'],
      message: `unknown item type ${JSON.stringify(item.type)}; the site knows ${MENU_ITEM_TYPES.join(', ')}`,
    });
    return item;
  }
  problems.push(
    ...unknownFields(item, [...ITEM_FIELDS, ...ITEM_EXTRAS, 'path', 'related', 'items', 'additionalFields'], at),
  );
  const extra = isRecord(item.additionalFields) ? item.additionalFields : {};
  const own: Record<string, unknown> = {};
  const others: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(extra)) {
    if (name in SITE_ITEM_FIELDS) {
      // Unset custom fields come as undefined or null (or "" for a cleared text).
      if (value !== undefined && value !== null && value !== '') own[name] = value;
    } else others[name] = value;
  }
  const path =
    item.type === 'WRAPPER'
      ? null
      : item.type === 'INTERNAL' && typeof item.path === 'string'
        ? treePath(item.path)
        : item.path;
  const mapped: Record<string, unknown> = {
    ...Object.fromEntries(ITEM_FIELDS.filter((f) => item[f] !== undefined).map((f) => [f, item[f]])),
    path,
    related: relatedPage(item.related, [...at, 'related'], problems, path, reading),
    items: Array.isArray(item.items)
      ? item.items.map((child, i) => menuItem(child, [...at, 'items', i], problems, reading))
      : [],
    additionalFields: others,
    ...own,
  };
  return mapped;
}

/**
 * A navigation TREE as the site's menu items (common/menu/menu-item.ts), for `checkMenu`.
 *
 * @example
 * menuFromStrapi([{ id: 1, documentId: 'x', title: 'Solutions', type: 'INTERNAL', path: '/solutions', order: 1, menuAttached: true, uiRouterKey: 'solutions', slug: 'solutions', collapsed: false, items: [], additionalFields: {} }])
 * // { ok: true, value: [{ id: 1, title: 'Solutions', …, path: '/solutions', related: null, items: [], additionalFields: {} }] }
 */
export function menuFromStrapi(json: unknown, reading: MenuReading = {}): Mapped {
  const { value, problems } = mapMenu(json, reading);
  return problems.length ? { ok: false, problem: describe(problems) } : { ok: true, value };
}

/** menuFromStrapi's mapping with each problem apart (the CMS names them field by field at Save: scripts/cms/site-rules.ts). */
export function mapMenu(json: unknown, reading: MenuReading = {}): { value: unknown; problems: Problem[] } {
  // Not a list: the menu schema names the problem as for a menu file.
  if (!Array.isArray(json)) return { value: json, problems: [] };
  const problems: Problem[] = [];
  const value = json.map((item, i) => menuItem(item, [i], problems, reading));
  return { value, problems };
}

/** Page fields the site reads (worker/content/content-schema.ts CmsPageFrontMatter), and those it drops. */
const PAGE_FIELDS = [
  'title',
  'description',
  'template',
  'image',
  'picture',
  'hide_contact_banner',
  'post_content_section',
  'rtg_challenges',
  'cta',
  'body',
];
// `translated_from` (the English file a seeded translation was made from) and `shown_on` (the brands
// that show the page, for the admin's list) are private: Strapi's REST leaves them out, its document
// service (the checks at Save) does not.
const PAGE_EXTRAS = [...ENTRY_EXTRAS, 'icon', 'path', 'translated_from', 'shown_on', 'localizations'];

/**
 * The pages answer for one path as `{ data: [fields] }` (cms-page-source.ts CmsPageAnswer): nulls
 * dropped (the site's optional fields are absent, not null), `cta` without component ids, and the
 * entry's `path` required to be the asked path.
 */
export function pageFromStrapi(json: unknown, path: string): Mapped {
  if (!isRecord(json) || !Array.isArray(json.data)) return { ok: false, problem: 'data: not a list of pages' };
  const problems: Problem[] = [];
  const data = json.data.map((entry, i) => {
    if (!isRecord(entry)) return entry;
    problems.push(...unknownFields(entry, [...PAGE_FIELDS, ...PAGE_EXTRAS], ['data', i]));
    if (entry.path !== path)
      problems.push({
        path: ['data', i, 'path'],
        message: `is ${JSON.stringify(entry.path)}, but the page asked for is ${path}`,
      });
    const fields: Record<string, unknown> = {};
    for (const field of PAGE_FIELDS)
      if (entry[field] !== null && entry[field] !== undefined) fields[field] = entry[field];
    if (Array.isArray(fields.cta))
      fields.cta = fields.cta.length
        ? fields.cta.map((c: unknown) => (isRecord(c) ? { label: c.label, href: c.href } : c))
        : undefined;
    if (fields.cta === undefined) delete fields.cta;
    fields.body ??= [];
    // Which version this is: the site reports it (worker/content/cms/served-version.ts).
    if (typeof entry.publishedAt === 'string') fields.publishedAt = entry.publishedAt;
    return fields;
  });
  return problems.length ? { ok: false, problem: describe(problems) } : { ok: true, value: { data } };
}
