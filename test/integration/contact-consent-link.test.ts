/**
 * The contact form's consent says "as the privacy policy explains" and its error asks the visitor
 * to agree to that policy: the words that name it are a link to it, the footer's own legal link
 * (same host, the page's language), in every language of both brands. Where the policy is English
 * only, the link says so to the browser as the footer's does (`hreflang="en"`).
 */
import { describe, expect, it } from 'vitest';
import { pageHtmlOf } from './helpers.ts';

const WORDS = {
  '': 'privacy policy',
  '/de': 'Datenschutzerklärung',
  '/fr': 'politique de confidentialité',
  '/es': 'política de privacidad',
  '/nl': 'privacybeleid',
  '/ar': 'سياسة الخصوصية',
} as const;
type Prefix = keyof typeof WORDS;

const PAGES: [tenant: string, prefix: Prefix][] = [
  ...(['', '/de', '/fr', '/es', '/nl', '/ar'] as const).map((p) => ['default', p] as [string, Prefix]),
  ...(['', '/de', '/fr'] as const).map((p) => ['cofi', p] as [string, Prefix]),
];

describe('the consent links the privacy policy', () => {
  it.each(PAGES)('%s %s/contact', async (tenant, prefix) => {
    const html = await pageHtmlOf(tenant, `${prefix}/contact`);
    const consent = /<label class="check">([\s\S]*?)<\/label>/.exec(html)?.[1] ?? '';
    const link = /<a href="([^"]+)"([^>]*)>([^<]*)<\/a>/.exec(consent);
    expect(link, consent).not.toBeNull();
    const [, href, attributes = '', words] = link!;
    expect(words).toBe(WORDS[prefix]);
    expect(href).toBe(`${prefix}/privacypolicy`);
    // The footer's legal link to the same page, English only in the same languages.
    const footerLink = new RegExp(`<a href="${href}"([^>]*)>`).exec(html.slice(html.lastIndexOf('<footer')));
    expect(footerLink, 'the footer links the same page').not.toBeNull();
    expect(attributes.includes('hreflang="en"')).toBe(footerLink![1]!.includes('hreflang="en"'));
  });

  it('the Arabic policy is English only: its link says so, the German one does not', async () => {
    expect(await pageHtmlOf('default', '/ar/contact')).toMatch(
      /<a href="\/ar\/privacypolicy" hreflang="en">سياسة الخصوصية<\/a>/,
    );
    expect(await pageHtmlOf('default', '/de/contact')).toMatch(
      /<a href="\/de\/privacypolicy">Datenschutzerklärung<\/a>/,
    );
  });
});
