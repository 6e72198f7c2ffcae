import { describe, expect, it } from 'vitest';
import { pageHtmlOf } from '../helpers.ts';

/** The page's <main>, where the copy is. */
const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));

describe('English inside a page of another language says it is English', () => {
  it('/de/ untranslated page: the English body is marked lang="en", the note above it stays German', async () => {
    const main = mainOf(await pageHtmlOf('default', '/de/about'));
    const block = main.indexOf('<div lang="en" data-english-copy="">');
    expect(block).toBeGreaterThan(0);
    // The English copy is inside the block; the German note is before it, in the page's language.
    expect(main.indexOf('What we do')).toBeGreaterThan(block);
    const note = main.indexOf('data-testid="untranslated-note"');
    expect(note).toBeGreaterThan(0);
    expect(note).toBeLessThan(block);
    expect(main).toContain('Der Text dieser Seite liegt noch nicht auf Deutsch vor; Sie lesen ihn unten auf Englisch.');
  });

  it('/ar/ untranslated page: the English body is marked lang="en" and runs left to right', async () => {
    const html = await pageHtmlOf('default', '/ar/about');
    expect(html).toContain('<html lang="ar" dir="rtl"');
    const main = mainOf(html);
    const block = main.indexOf('<div lang="en" dir="ltr" data-english-copy="">');
    expect(block).toBeGreaterThan(0);
    expect(main.indexOf('What we do')).toBeGreaterThan(block);
  });

  it('a translated page has no English block; an English page is not wrapped', async () => {
    expect(await pageHtmlOf('default', '/de/contact')).not.toContain('data-english-copy');
    expect(await pageHtmlOf('default', '/about')).not.toContain('data-english-copy');
  });
});
