/**
 * The phone drawer says which entries lead to English-only pages, as the desktop header and
 * footer do: its props mark those entries (`en`) and carry the marker in the visitor's language;
 * the drawer renders "(auf Englisch)" and `hreflang="en"` after them, and English pages send neither.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DrawerMenu, type DrawerItem } from '../../../common/menu/drawer-menu.tsx';
import { islandProps } from '../../island-props.ts';
import { pageHtmlOf } from '../helpers.ts';

interface DrawerProps {
  items: DrawerItem[];
  labels: { inEnglish?: string };
}
const drawerOf = async (path: string) => islandProps(await pageHtmlOf('default', path), 'drawer') as DrawerProps;
const flat = (items: readonly DrawerItem[]): DrawerItem[] => items.flatMap((i) => [i, ...flat(i.items ?? [])]);

describe('the drawer marks entries that lead to pages still in English', () => {
  it('/de/: English-only targets are marked and the marker is German; translated targets are not marked', async () => {
    const { items, labels } = await drawerOf('/de/');
    expect(labels.inEnglish).toBe('(auf Englisch)');
    const entries = flat(items).filter((i) => i.path?.startsWith('/de/'));
    const byPath = (path: string) => entries.find((i) => i.path === path);
    expect(byPath('/de/pricing')?.en).toBeUndefined();
    const marked = entries.filter((i) => i.en);
    expect(marked.length).toBeGreaterThan(0);
    // The same verdict as the footer's: a marked entry's page says noindex (English copy), an unmarked one is German.
    for (const entry of [marked[0]!, byPath('/de/pricing')!]) {
      const page = await pageHtmlOf('default', entry.path!);
      expect(page.includes('data-english-copy'), entry.path).toBe(entry.en === true);
    }
  });

  it('/ar/: the marker in Arabic', async () => {
    expect((await drawerOf('/ar/')).labels.inEnglish).toMatch(/^\(بالإنجليزية\)$/);
  });

  it('English pages send no marks and no marker', async () => {
    const { items, labels } = await drawerOf('/');
    expect(labels.inEnglish).toBeUndefined();
    expect(flat(items).some((i) => i.en)).toBe(false);
  });

  it('the drawer renders the marker and hreflang="en" after a marked entry only', () => {
    const html = renderToString(
      <DrawerMenu
        items={[
          { title: 'Über uns', path: '/de/about', en: true },
          { title: 'Preise', path: '/de/pricing' },
        ]}
        search=""
        showTrialButton={false}
        inEnglish="(auf Englisch)"
      />,
    ).replace(/<!-- -->/g, '');
    expect(html).toMatch(
      /<a [^>]*href="\/de\/about" hrefLang="en"[^>]*><span>Über uns<span class="tt-in-english"> \(auf Englisch\)<\/span><\/span><\/a>/i,
    );
    expect(html).toMatch(/<a [^>]*href="\/de\/pricing">Preise<\/a>/);
  });
});
