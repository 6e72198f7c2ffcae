import { describe, expect, it } from 'vitest';
import { BlocksSchema } from '../../worker/content/cms/cms-blocks.ts';
import { ROOT } from '../site-sources.ts';
import { markdownToBlocks } from './markdown-to-blocks.ts';
import { relativePath, seedLocalizations, seedNavigationItems, seedPages } from './seed-content.ts';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { TRANSLATED_INFIX } from '../../common/i18n/locales.ts';

describe('the CMS seed', () => {
  it('turns every content/cms page into blocks the site accepts', () => {
    const pages = seedPages(ROOT);
    expect(pages.length).toBeGreaterThan(40);
    for (const page of pages) expect(BlocksSchema.safeParse(page.body).success, page.path).toBe(true);
    expect(pages.map((p) => p.path)).toContain('/solutions/workplace');
    expect(pages.map((p) => p.path)).toContain('/product');
  });

  it('seeds the English pages only: a translation (workplace.de.md) is no page of its own', () => {
    const paths = seedPages(ROOT).map((p) => p.path);
    expect(paths.filter((path) => /\.[a-z]{2}$/.test(path))).toEqual([]);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('seeds each translation file as the localization of its English page, with its translatedFrom', () => {
    const localizations = seedLocalizations(ROOT);
    const english = new Set(seedPages(ROOT).map((p) => p.path));
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory()
          ? files(join(dir, e.name))
          : new RegExp(`\\.${TRANSLATED_INFIX}\\.md$`).test(e.name)
            ? [e.name]
            : [],
      );
    expect(localizations.length).toBe(files(join(ROOT, 'content/cms')).length);
    for (const l of localizations) {
      expect(english.has(l.path), l.file).toBe(true);
      expect(l.translated_from, l.file).toMatch(/^sha256:[0-9a-f]{16}$/);
      expect(BlocksSchema.safeParse(l.body).success, l.file).toBe(true);
    }
    const workplace = localizations.find((l) => l.file === 'content/cms/solutions/workplace.de.md')!;
    expect(workplace).toMatchObject({ path: '/solutions/workplace', locale: 'de', stale: false });
    expect(workplace.title).toMatch(/^Wellbeing-Challenges am Arbeitsplatz/);
    expect(workplace.cta[0]).toEqual({ label: 'Demo buchen', href: '/contact?topic=demo' });
  });

  it('converts the Markdown subset and refuses what blocks cannot hold', () => {
    expect(markdownToBlocks('## Why\n\n- **A** [b](/c)\n\n> q')).toEqual([
      { type: 'heading', level: 2, children: [{ type: 'text', text: 'Why' }] },
      {
        type: 'list',
        format: 'unordered',
        children: [
          {
            type: 'list-item',
            children: [
              { type: 'text', text: 'A', bold: true },
              { type: 'text', text: ' ' },
              { type: 'link', url: '/c', children: [{ type: 'text', text: 'b' }] },
            ],
          },
        ],
      },
      { type: 'quote', children: [{ type: 'text', text: 'q' }] },
    ]);
    expect(() => markdownToBlocks('![x](/x.png)')).toThrow(/image/);
  });

  it('stores menu paths relative to the parent, as the navigation plugin composes them', () => {
    expect(relativePath('/solutions/workplace', '/solutions')).toBe('workplace');
    expect(relativePath('/solutions', '/solutions')).toBe('.');
    expect(relativePath('/contact?topic=demo', '')).toBe('contact?topic=demo');
    expect(() => relativePath('/pricing', '/solutions')).toThrow(/not under/);
    const [solutions, pricing] = seedNavigationItems(
      [
        {
          id: 1,
          title: 'Solutions',
          order: 1,
          type: 'INTERNAL',
          path: '/solutions',
          items: [
            {
              id: 2,
              title: 'Group',
              order: 1,
              type: 'WRAPPER',
              path: null,
              multi_column: true,
              items: [{ id: 3, title: 'Workplace', order: 1, type: 'INTERNAL', path: '/solutions/workplace' }],
            },
          ],
        },
        { id: 4, title: 'See pricing', order: 2, type: 'INTERNAL', path: '/pricing?currency=EUR' },
      ] as never,
      new Map([['/solutions/workplace', 'doc-1']]),
      '',
      new Map([['/pricing', 'site-1']]),
    );
    expect(solutions!.path).toBe('solutions');
    // A page the CMS does not edit: its read-only Site page; no item reads its title from the related entry.
    expect(pricing).toMatchObject({
      path: 'pricing?currency=EUR',
      autoSync: false,
      related: { __type: 'api::site-page.site-page', documentId: 'site-1' },
    });
    expect(solutions!.items[0]).toMatchObject({
      type: 'WRAPPER',
      path: '/',
      additionalFields: { multi_column: 'true' },
    });
    expect(solutions!.items[0]!.items[0]).toMatchObject({
      path: 'workplace',
      related: { __type: 'api::page.page', documentId: 'doc-1' },
    });
  });
});
