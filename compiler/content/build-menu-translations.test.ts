import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../../worker/content/menus/menu-schema.ts';
import { buildMenuTranslations } from './build-menu-translations.ts';

const item = (id: number, title: string, path: string, items: MenuItem[] = []): MenuItem =>
  ({ id, title, path, type: 'INTERNAL', order: 1, items, markdown: null }) as unknown as MenuItem;
const ENGLISH = {
  'main-menu': [item(1, 'Solutions', '/solutions', [item(2, 'Relay races', '/solutions/relay-races')])],
};
const file = (items: object[]) => JSON.stringify({ translatedFrom: 'sha256:0123456789abcdef', items });

describe('menu translations', () => {
  it('takes the words by id onto the English menu: paths, order and structure stay English', () => {
    const { parts, problems } = buildMenuTranslations(ENGLISH, {
      'content/menus/main-menu.de.json': file([
        { id: 1, title: 'Lösungen', path: '/elsewhere', items: [{ id: 2, title: 'Staffelläufe' }] },
      ]),
    });
    expect(problems).toEqual([]);
    const [solutions] = parts['menus:de']!['main-menu']!;
    expect([solutions!.title, solutions!.path, solutions!.items[0]!.title]).toEqual([
      'Lösungen',
      '/solutions',
      'Staffelläufe',
    ]);
    expect(parts['menus:fr']).toBeUndefined();
  });

  it('refuses a translation that leaves an entry without a title, naming the file and the ids', () => {
    const { parts, problems } = buildMenuTranslations(ENGLISH, {
      'content/menus/main-menu.fr.json': file([{ id: 1, title: 'Solutions', items: [] }]),
    });
    expect(parts['menus:fr']).toBeUndefined();
    expect(problems).toEqual([
      {
        file: 'content/menus/main-menu.fr.json',
        path: 'items',
        message: 'has no title for the items with id 2 of content/menus/main-menu.json; add them',
      },
    ]);
  });
});
