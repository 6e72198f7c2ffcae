import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildMenuTranslations } from '../../compiler/content/build-menu-translations.ts';
import type { MenuItem } from '../../common/menu/menu-item.ts';

/** One menu's words in one locale, as the English menu's items with the translated titles (and markdown). */
export interface SeedMenuTranslation {
  /** The menu key, which is the navigation's name in Strapi (`main-menu-cofi`). */
  key: string;
  locale: string;
  /** The translation file, for messages (`content/menus/main-menu-cofi.de.json`). */
  file: string;
  items: MenuItem[];
}

/** Menu files leave `items` out on leaves; the build's schema defaults it, and so does this. */
const withItemLists = (items: readonly MenuItem[]): MenuItem[] =>
  items.map((item) => ({ ...item, items: withItemLists(item.items ?? []) }));

/**
 * Every `content/menus/<key>.<locale>.json` as its locale's navigation items: the same merge the
 * build makes for the embedded menus (compiler/content/build-menu-translations.ts: the words by item
 * id onto the English menu), so ids, paths, order and flags are English's and only the labels
 * differ. A translation the build would refuse stops the seed with the build's message.
 */
export function seedMenuTranslations(root: string, menus: ReadonlyMap<string, MenuItem[]>): SeedMenuTranslation[] {
  const dir = join(root, 'content/menus');
  const files = Object.fromEntries(
    readdirSync(dir)
      .filter((f) => /^[^.]+\.[a-z]{2}\.json$/.test(f))
      .map((f) => [`content/menus/${f}`, readFileSync(join(dir, f), 'utf8')]),
  );
  const english = Object.fromEntries([...menus].map(([key, items]) => [key, withItemLists(items)]));
  const { parts, problems } = buildMenuTranslations(english, files);
  if (problems.length) throw new Error(problems.map((p) => `${p.file}: ${p.path}: ${p.message}`).join('\n'));
  return Object.entries(parts)
    .flatMap(([part, byKey]) =>
      Object.entries(byKey ?? {}).map(([key, items]) => {
        const locale = part.slice('menus:'.length);
        return { key, locale, file: `content/menus/${key}.${locale}.json`, items };
      }),
    )
    .sort((a, b) => a.file.localeCompare(b.file));
}
