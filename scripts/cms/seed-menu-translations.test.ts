import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../../common/menu/menu-item.ts';
import { ROOT } from '../site-sources.ts';
import { seedNavigationItems } from './seed-content.ts';
import { seedMenuTranslations } from './seed-menu-translations.ts';

const englishMenus = (root: string) =>
  new Map(
    readdirSync(join(root, 'content/menus'))
      .filter((f) => /^[^.]+\.json$/.test(f))
      .map((f) => [
        f.replace('.json', ''),
        JSON.parse(readFileSync(join(root, 'content/menus', f), 'utf8')) as MenuItem[],
      ]),
  );

/** Each item as [id, path, order, type] at any depth: what must not differ between locales. */
const shape = (items: readonly MenuItem[]): unknown[] =>
  items.map((i) => [i.id, i.path, i.order, i.type, i.divider_above, shape(i.items ?? [])]);
const titles = (items: readonly MenuItem[]): string[] => items.flatMap((i) => [i.title, ...titles(i.items ?? [])]);

/** A repository root with one English menu and the given translation files. */
function fixtureRoot(files: Record<string, unknown>): string {
  const root = mkdtempSync(join(tmpdir(), 'menu-translations-'));
  mkdirSync(join(root, 'content/menus'), { recursive: true });
  for (const [name, json] of Object.entries(files))
    writeFileSync(join(root, 'content/menus', name), JSON.stringify(json));
  return root;
}
// As a menu file has it (the build's schema fills the other fields).
const MENU = [
  { id: 1, title: 'Pricing', order: 1, type: 'INTERNAL', path: '/pricing', items: [] },
  {
    id: 2,
    title: 'Solutions',
    order: 2,
    type: 'INTERNAL',
    path: '/solutions',
    items: [{ id: 3, title: 'Workplace', order: 1, type: 'INTERNAL', path: '/solutions/workplace', items: [] }],
  },
] as unknown as MenuItem[];

describe('menu translations for the CMS seed', () => {
  it("gives every content/menus/<key>.<locale>.json as its locale's items: English's shape, the file's labels", () => {
    const menus = englishMenus(ROOT);
    const translations = seedMenuTranslations(ROOT, menus);
    const files = readdirSync(join(ROOT, 'content/menus')).filter((f) => /\.[a-z]{2}\.json$/.test(f));
    expect(translations.map((t) => t.file.replace('content/menus/', '')).sort()).toEqual(files.sort());
    const cofiDe = translations.find((t) => t.key === 'main-menu-cofi' && t.locale === 'de')!;
    expect(shape(cofiDe.items)).toEqual(shape(menus.get('main-menu-cofi')!));
    expect(titles(cofiDe.items)).toContain('Preise');
    expect(titles(cofiDe.items)).not.toContain('Pricing');
  });

  it('takes the words by id, not by position, and keeps English paths even where the file differs', () => {
    const root = fixtureRoot({
      'main.json': MENU,
      'main.de.json': {
        translatedFrom: 'sha256:0000000000000000',
        items: [
          { id: 2, title: 'Lösungen', path: '/loesungen', items: [{ id: 3, title: 'Arbeitsplatz' }] },
          { id: 1, title: 'Preise' },
        ],
      },
    });
    const [de] = seedMenuTranslations(root, englishMenus(root));
    expect(de).toMatchObject({ key: 'main', locale: 'de', file: 'content/menus/main.de.json' });
    expect(titles(de!.items)).toEqual(['Preise', 'Lösungen', 'Arbeitsplatz']);
    expect(shape(de!.items)).toEqual(shape(MENU));
    // As navigation items: the same relative paths and related pages as the English navigation.
    const pages = new Map([['/solutions/workplace', 'doc-workplace']]);
    const seeded = seedNavigationItems(de!.items, pages);
    const english = seedNavigationItems(MENU, pages);
    expect(seeded.map((i) => i.path)).toEqual(english.map((i) => i.path));
    expect(seeded[1]!.items[0]).toMatchObject({
      title: 'Arbeitsplatz',
      path: 'workplace',
      related: { documentId: 'doc-workplace' },
    });
  });

  it('a locale without a file gets nothing (its navigation stays empty: English on its pages)', () => {
    const root = fixtureRoot({
      'main.json': MENU,
      'main.fr.json': {
        items: [
          { id: 1, title: 'Tarifs' },
          { id: 2, title: 'Solutions' },
          { id: 3, title: 'Lieu de travail' },
        ],
      },
    });
    expect(seedMenuTranslations(root, englishMenus(root)).map((t) => t.locale)).toEqual(['fr']);
  });

  it('refuses a translation the build refuses, naming the file and the missing ids', () => {
    const root = fixtureRoot({ 'main.json': MENU, 'main.de.json': { items: [{ id: 1, title: 'Preise' }] } });
    expect(() => seedMenuTranslations(root, englishMenus(root))).toThrow(
      /content\/menus\/main\.de\.json: items: has no title for the items with id 2, 3/,
    );
  });
});
