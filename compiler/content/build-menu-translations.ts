// Build-time only: the menus' translations (`content/menus/main-menu.de.json`). A menu is
// a list, which has no field for `translatedFrom`, so its translation wraps the same list as
// `items` (the parity check holds ids, paths and order to English's). The build takes only the
// words from it, by item id, onto the English menu: a translation can rename an entry, never move
// or add one. One content-asset part per locale (`menus:de`), read on the locale's first page.
import { PAGE_LOCALES, type AuthoredLocale } from '../../common/i18n/locales.ts';
import type { MenuItem } from '../../worker/content/menus/menu-schema.ts';
import type { ContentProblem } from './build-content.ts';

type OtherLocale = Exclude<AuthoredLocale, 'en'>;
const OTHER_LOCALES = PAGE_LOCALES.filter((l): l is OtherLocale => l !== 'en');

type Words = Map<number, { title: string; markdown?: string }>;

/** Each item's words by id, at any depth. */
function wordsOf(items: readonly unknown[], into: Words = new Map()): Words {
  for (const item of items) {
    if (!item || typeof item !== 'object') continue;
    const { id, title, markdown, items: children } = item as Partial<MenuItem>;
    if (typeof id === 'number' && typeof title === 'string' && title.trim())
      into.set(id, { title, ...(typeof markdown === 'string' && { markdown }) });
    if (Array.isArray(children)) wordsOf(children, into);
  }
  return into;
}

/** The English menu with each item's words from the translation; the ids it lacks are reported. */
function withWords(items: readonly MenuItem[], words: Words, missing: number[]): MenuItem[] {
  return items.map((item) => {
    const own = words.get(item.id);
    if (!own) missing.push(item.id);
    return {
      ...item,
      title: own?.title ?? item.title,
      markdown: item.markdown ? (own?.markdown ?? item.markdown) : item.markdown,
      items: withWords(item.items, words, missing),
    };
  });
}

/**
 * The translated menus per locale (`menus:<locale>` → key → items) from `content/menus/<key>.<locale>.json`
 * among `files` (repository path → text). A locale without a file shows the English menu.
 */
export function buildMenuTranslations(
  menus: Record<string, MenuItem[]>,
  files: Record<string, string>,
): { parts: Partial<Record<`menus:${OtherLocale}`, Record<string, MenuItem[]>>>; problems: ContentProblem[] } {
  const parts: Partial<Record<`menus:${OtherLocale}`, Record<string, MenuItem[]>>> = {};
  const problems: ContentProblem[] = [];
  for (const locale of OTHER_LOCALES)
    for (const [key, english] of Object.entries(menus)) {
      const file = `content/menus/${key}.${locale}.json`;
      const text = files[file];
      if (text === undefined) continue;
      let items: unknown;
      try {
        items = (JSON.parse(text) as { items?: unknown }).items;
      } catch (error) {
        problems.push({ file, path: '(file)', message: `not JSON: ${(error as Error).message}` });
        continue;
      }
      if (!Array.isArray(items)) {
        problems.push({ file, path: 'items', message: `must be the list of content/menus/${key}.json, translated` });
        continue;
      }
      const missing: number[] = [];
      const translated = withWords(english, wordsOf(items), missing);
      if (missing.length) {
        problems.push({
          file,
          path: 'items',
          message: `has no title for the items with id ${missing.join(', ')} of content/menus/${key}.json; add them`,
        });
        continue;
      }
      (parts[`menus:${locale}`] ??= {})[key] = translated;
    }
  return { parts, problems };
}
