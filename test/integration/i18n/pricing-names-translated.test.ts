/**
 * Everything a buyer reads on a translated pricing page is in its language: the add-ons, the
 * support plans and the quarter extension are labels, not brand names, so they are translated
 * there (the four plan names Essentials, Starter, Pro and Enterprise stay names), in the visible
 * text and in the structured data alike.
 */
import { describe, expect, it } from 'vitest';
import { pageHtmlOf } from '../helpers.ts';
import { translatedLocalesOf } from '../../tenant-hosts.ts';
import type { TranslatedLocale } from '../../../common/i18n/locales.ts';

/** The price list's English labels; "Single Sign-On" is the word German and Dutch buyers use too. */
const ENGLISH_NAMES = [
  'Badge Pack',
  'Self-service',
  'Setup-service',
  'Full-service',
  '(1Q)',
  'Extended duration',
  'Data retention subscription',
  'Custom DPA',
  'One-time event',
  'Ready-to-go',
];
const SSO_TRANSLATED = ['fr', 'es', 'ar'];

/** What a reader meets: the page's text and its JSON-LD, without the markup and island data around them. */
function readable(html: string): string {
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) => m[1]);
  const text = html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');
  return `${text}\n${jsonLd.join('\n')}`;
}

/** Each language's names for what the English page calls Setup-service and "Pro, monthly" (an offer in the JSON-LD). */
const OWN_WORDS: Record<TranslatedLocale, { support: string; offer: string }> = {
  de: { support: 'Einrichtungsservice', offer: 'Pro, monatlich' },
  fr: { support: 'Mise en place', offer: 'Pro, au mois' },
  es: { support: 'Configuración asistida', offer: 'Pro, mensual' },
  nl: { support: 'Inrichtingsservice', offer: 'Pro, maandelijks' },
  ar: { support: 'خدمة الإعداد', offer: 'Pro، شهريًا' },
};

const PAGES = [
  ...['default', 'cofi'].flatMap((tenant) => translatedLocalesOf(tenant).map((locale) => ({ tenant, locale }))),
];

describe('no English add-on, support-plan or extension name on a translated pricing page', () => {
  for (const { tenant, locale } of PAGES)
    it(`${tenant} /${locale}/pricing, with the one-time estimate that lists an extension`, async () => {
      for (const query of ['', '?billing=one-time&plan=pro&participants=250&months=3&support=FULL_SERVICE']) {
        const page = readable(await pageHtmlOf(tenant, `/${locale}/pricing${query}`));
        const names = SSO_TRANSLATED.includes(locale)
          ? [...ENGLISH_NAMES, 'Single Sign-On', 'Single sign-on']
          : ENGLISH_NAMES;
        const found = names.filter((name) => page.includes(name));
        expect(found, `${tenant} /${locale}/pricing${query}`).toEqual([]);
        // The plan names stay names; the labels are the language's own.
        for (const plan of ['Starter', 'Pro', 'Enterprise']) expect(page).toContain(plan);
        expect(page).toContain(OWN_WORDS[locale as TranslatedLocale].support);
        expect(page).toContain(`"name":"${OWN_WORDS[locale as TranslatedLocale].offer}"`);
      }
    });

  it('English keeps the price list’s names (the test reads the page the way it reads the others)', async () => {
    const page = readable(await pageHtmlOf('default', '/pricing'));
    for (const name of ['Badge Pack', 'Self-service', 'Setup-service', 'Full-service']) expect(page).toContain(name);
  });
});
