import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { MenuItem } from '../../common/menu/menu-item.ts';
import {
  readTranslatedFrom,
  sourceHash,
  sourceOf,
  translationLocale,
} from '../../compiler/content/build-translations.ts';
import { markdownToBlocks, type SeedBlock } from './markdown-to-blocks.ts';

// What the CMS is seeded with: the repository's own content (content/cms/*.md, content/menus/*.json)
// in Strapi's shapes. Pure functions over the files; scripts/cms/seed.ts sends them.

/** A `page` entry as `POST /api/pages` takes it (cms/src/api/page/content-types/page/schema.json). */
export interface SeedPage {
  path: string;
  title: string;
  description: string;
  template: 'INDEX' | 'HERO_IMAGE' | null;
  image: string | null;
  hide_contact_banner: boolean;
  post_content_section: 'CUSTOMERS' | 'DEVICES' | null;
  rtg_challenges: string | null;
  icon: string | null;
  cta: { label: string; href: string }[];
  body: SeedBlock[];
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? markdownFiles(join(dir, entry.name))
      : entry.name.endsWith('.md')
        ? [join(dir, entry.name)]
        : [],
  );
}

/** A `content/cms` file's site path: the file's path, `index.md` is the folder's page. */
const sitePathOf = (dir: string, file: string) =>
  `/${relative(dir, file).replace(/(\.[a-z]{2})?\.md$/, '')}`.replace(/\/index$/, '');

/** A page file's front matter and body blocks, with the file named in any error. */
function readPageFile(root: string, file: string): { front: Record<string, unknown>; body: SeedBlock[] } {
  const text = readFileSync(file, 'utf8');
  const match = FRONT_MATTER.exec(text);
  if (!match) throw new Error(`${relative(root, file)}: no front matter`);
  const front = parseYaml(match[1]!) as Record<string, unknown>;
  try {
    return { front, body: markdownToBlocks(text.slice(match[0].length)) };
  } catch (error) {
    throw new Error(`${relative(root, file)}: ${(error as Error).message}`);
  }
}

/** Every English `content/cms` page as a Strapi entry (the default locale's). */
export function seedPages(root: string): SeedPage[] {
  const dir = join(root, 'content/cms');
  return markdownFiles(dir)
    .filter((file) => translationLocale(file) === null)
    .sort()
    .map((file) => {
      const { front, body } = readPageFile(root, file);
      return {
        path: sitePathOf(dir, file),
        title: front.title as string,
        description: front.description as string,
        template: (front.template as SeedPage['template']) ?? null,
        image: (front.image as string) ?? null,
        hide_contact_banner: front.hide_contact_banner === true,
        post_content_section: (front.post_content_section as SeedPage['post_content_section']) ?? null,
        rtg_challenges: (front.rtg_challenges as string) ?? null,
        icon: null,
        cta: (front.cta as SeedPage['cta']) ?? [],
        body,
      };
    });
}

/**
 * A page's localization as `PUT /api/pages/:documentId?locale=<locale>` takes it: the localized
 * fields only (cms/src/api/page/…/schema.json; Strapi copies the shared ones from English).
 */
export interface SeedLocalization {
  path: string;
  locale: string;
  /** The translation file, for messages. */
  file: string;
  title: string;
  description: string;
  cta: { label: string; href: string }[];
  body: SeedBlock[];
  /** The `translatedFrom` the file records (`sha256:<16 hex>` of the English file it was made from). */
  translated_from: string;
  /** True when the English file changed since (`npm run check` lists it too): seeded, and reported. */
  stale: boolean;
}

/**
 * Every translation under `content/cms` (`workplace.de.md` → the `de` localization of
 * /solutions/workplace), with its `translatedFrom` kept (a private field of the entry, shown in the
 * admin) and checked against the English file as the build does (compiler/content/build-translations.ts).
 */
export function seedLocalizations(root: string): SeedLocalization[] {
  const dir = join(root, 'content/cms');
  return markdownFiles(dir)
    .map((file) => ({ file, locale: translationLocale(file) }))
    .filter((f): f is { file: string; locale: NonNullable<typeof f.locale> } => f.locale !== null)
    .sort((a, b) => a.file.localeCompare(b.file))
    .map(({ file, locale }) => {
      const { hash } = readTranslatedFrom(readFileSync(file, 'utf8'));
      if (!hash) throw new Error(`${relative(root, file)}: no translatedFrom (the build refuses it too)`);
      const { front, body } = readPageFile(root, file);
      return {
        path: sitePathOf(dir, file),
        locale,
        file: relative(root, file),
        title: front.title as string,
        description: front.description as string,
        cta: (front.cta as SeedLocalization['cta']) ?? [],
        body,
        translated_from: hash,
        stale: hash !== sourceHash(readFileSync(sourceOf(file), 'utf8')),
      };
    });
}

/** What an INTERNAL item links: a Page the CMS edits, or a read-only Site page (cms/src/site-pages.ts). */
export interface SeedRelated {
  __type: 'api::page.page' | 'api::site-page.site-page';
  documentId: string;
}

/** A navigation item as the plugin's `PUT /navigation/:documentId` takes it (new items: no ids). */
export interface SeedNavigationItem {
  title: string;
  type: 'INTERNAL' | 'EXTERNAL' | 'WRAPPER';
  path: string;
  externalPath: string | null;
  uiRouterKey: string;
  menuAttached: boolean;
  /** Off: the item's title is the menu's label, not read from the related page ("Read fields from related" in the plugin). */
  autoSync: false;
  order: number;
  collapsed: boolean;
  related: SeedRelated | null;
  additionalFields: Record<string, string>;
  items: SeedNavigationItem[];
}

/**
 * The plugin's TREE answer builds an INTERNAL item's path from its ancestors' (`<parent>/<own>`),
 * so each item stores its site path relative to the nearest ancestor with a path; a WRAPPER stores
 * "/" and is transparent, and an "overview" link to the parent's own page stores ".". The site
 * maps the answer back (worker/content/cms/strapi-answers.ts: `//` → `/`, `.` segments resolved,
 * no trailing `/`).
 */
export function relativePath(sitePath: string, base: string): string {
  if (!base) return sitePath.slice(1);
  // "." and not "": the plugin stores an empty path as null, which its TREE spells "null".
  if (sitePath === base) return '.';
  if (sitePath.startsWith(`${base}/`)) return sitePath.slice(base.length + 1);
  throw new Error(`${sitePath} is not under ${base}: the navigation plugin builds paths from the parent's`);
}

const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * A site menu (content/menus/<key>.json) as navigation items; `pages` maps a page path to its
 * Page documentId, `sitePages` a path of the site's other pages to its Site page documentId. Every
 * INTERNAL item links one of them, so the plugin's edit window can save it, and none reads its
 * title from the related entry: what the seed leaves is a state the admin UI can make.
 */
export function seedNavigationItems(
  items: readonly MenuItem[],
  pages: ReadonlyMap<string, string>,
  base = '',
  sitePages: ReadonlyMap<string, string> = new Map(),
): SeedNavigationItem[] {
  return items.map((item) => {
    const internal = item.type === 'INTERNAL';
    const path = internal ? relativePath(item.path!, base) : '/';
    const childBase = internal ? item.path!.split('?')[0]! : item.type === 'WRAPPER' ? base : '';
    const target = internal ? item.path!.split('?')[0]! : '';
    const page = pages.get(target);
    const sitePage = sitePages.get(target);
    const related: SeedRelated | null = !internal
      ? null
      : page
        ? { __type: 'api::page.page', documentId: page }
        : sitePage
          ? { __type: 'api::site-page.site-page', documentId: sitePage }
          : null;
    const flags = {
      divider_above: item.divider_above,
      multi_column: item.multi_column,
      show_in_drawer: item.show_in_drawer,
    };
    return {
      title: item.title,
      type: item.type,
      path,
      externalPath: item.type === 'EXTERNAL' ? item.path : null,
      uiRouterKey: item.uiRouterKey ?? (slugOf(item.title) || `item-${item.id}`),
      menuAttached: item.menuAttached ?? true,
      autoSync: false,
      order: item.order,
      collapsed: item.collapsed ?? false,
      related,
      additionalFields: {
        ...Object.fromEntries(Object.entries(flags).map(([name, on]) => [name, on ? 'true' : 'false'])),
        ...(item.markdown ? { markdown: item.markdown } : {}),
      },
      items: seedNavigationItems(item.items ?? [], pages, childBase, sitePages),
    };
  });
}
