import { describe, expect, it } from 'vitest';
import { pageHtmlOf } from '../helpers.ts';

/** A part's links as href, attributes and text as read. */
const linksOf = (html: string) =>
  [...html.matchAll(/<a ([^>]*)>(.*?)<\/a>/g)].map((m) => ({
    href: m[1]!.match(/href="([^"]*)"/)?.[1] ?? '',
    attributes: m[1]!,
    text: m[2]!.replace(/<[^>]+>/g, ''),
  }));
const footerOf = (html: string) => html.slice(html.indexOf('<footer'), html.indexOf('</footer>'));
const linkTo = (html: string, href: string) => linksOf(footerOf(html)).find((l) => l.href === href)!;

describe('links that lead to a page still in English say so in the visitor’s language', () => {
  it('/de/: a footer link to an English-only page says "(auf Englisch)" and hreflang="en"; one to a German page does not', async () => {
    const html = await pageHtmlOf('default', '/de/');
    const about = linkTo(html, '/de/about');
    expect(about.attributes).toContain('hreflang="en"');
    expect(about.text).toBe('Über uns (auf Englisch)');
    const contact = linkTo(html, '/de/contact');
    expect(contact.attributes).not.toContain('hreflang');
    expect(contact.text).toBe('Kontakt aufnehmen');
    // Every footer link to a site page either leads to German or says it does not.
    for (const link of linksOf(footerOf(html)).filter((l) => l.href.startsWith('/de/')))
      expect(link.attributes.includes('hreflang="en"'), link.href).toBe(link.text.endsWith('(auf Englisch)'));
  });

  it('/ar/: the marker in Arabic', async () => {
    const html = await pageHtmlOf('default', '/ar/');
    expect(linkTo(html, '/ar/about').text).toMatch(/ \(بالإنجليزية\)$/);
  });

  it('links in the copy get hreflang only (the sentence keeps its words); English pages are untouched', async () => {
    const german = await pageHtmlOf('default', '/de/about');
    expect(german).toMatch(/<main[\s\S]*<a [^>]*hreflang="en"/);
    const english = await pageHtmlOf('default', '/');
    expect(english).not.toContain('hreflang="en"');
    expect(english).not.toContain('(in English)');
  });
});
