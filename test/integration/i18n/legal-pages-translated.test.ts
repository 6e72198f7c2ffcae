/**
 * The privacy policy, terms and cookie policy in German and French for both brands, and in Spanish
 * for the general brand (Corporate Fitness offers no Spanish): where a works
 * council or a data protection reviewer stops. Each is indexable (no noindex, in its locale's
 * sitemap), in its language (lang, headings, no untranslated-page note) and says that the English
 * version is binding.
 */
import { describe, expect, it } from 'vitest';
import { get } from '../helpers.ts';
import { urlOf } from '../../tenant-hosts.ts';

const htmlOf = async (url: string) => {
  const res = await get(url);
  expect(res.status, url).toBe(200);
  return (await res.text()).replace(/<!-- -->/g, '');
};

/** Each page's heading and a sentence of its body per language, and the words that say which version binds. */
const PAGES = {
  de: {
    binding: 'rechtlich maßgeblich ist die englische Fassung dieser Seite',
    privacypolicy: ['<h1', 'Datenschutzerklärung', 'Wer verantwortlich ist'],
    termsofservice: ['<h1', 'Nutzungsbedingungen', 'Tarife, Zahlungen und Testphasen'],
    cookiepolicy: ['<h1', 'Cookie-Richtlinie', 'Webanalyse ohne Cookies'],
  },
  fr: {
    binding: 'seule la version anglaise de cette page fait foi',
    privacypolicy: ['<h1', 'Politique de confidentialité', 'Qui est responsable'],
    termsofservice: ['<h1', 'Conditions d’utilisation', 'Formules, paiements et essais'],
    cookiepolicy: ['<h1', 'Politique relative aux cookies', 'Une mesure d’audience sans cookies'],
  },
  es: {
    binding: 'solo la versión en inglés de esta página es vinculante',
    privacypolicy: ['<h1', 'Política de privacidad', 'Quién es el responsable'],
    termsofservice: ['<h1', 'Condiciones del servicio', 'Licencias, pagos y pruebas'],
    cookiepolicy: ['<h1', 'Política de cookies', 'Analítica sin cookies'],
  },
} as const;
const ENGLISH_HEADINGS = ['Who is responsible', 'Licences, payments and trials', 'Analytics without cookies'];

/** The general brand offers Spanish too; Corporate Fitness offers German and French only. */
const LOCALES_OF = { default: ['de', 'fr', 'es'], cofi: ['de', 'fr'] } as const;

describe('legal pages in German, French and Spanish, indexable, for both brands', () => {
  for (const tenant of ['default', 'cofi'] as const)
    for (const locale of LOCALES_OF[tenant])
      it(`${tenant} /${locale}/: privacy policy, terms and cookie policy`, async () => {
        const sitemap = await (await get(urlOf(tenant, `/${locale}/sitemap.xml`))).text();
        for (const page of ['privacypolicy', 'termsofservice', 'cookiepolicy'] as const) {
          const path = `/${locale}/${page}`;
          const html = await htmlOf(urlOf(tenant, path));
          expect(html).toContain(`<html lang="${locale}"`);
          expect(html, path).not.toContain('noindex');
          expect(html).not.toContain('data-testid="untranslated-note"');
          for (const words of PAGES[locale][page]) expect(html, `${path}: ${words}`).toContain(words);
          expect(html).toContain(PAGES[locale].binding);
          for (const english of ENGLISH_HEADINGS) expect(html, path).not.toContain(english);
          expect(sitemap, `${tenant} ${locale} sitemap`).toContain(`<loc>${urlOf(tenant, path)}</loc>`);
        }
      });

  it('the English pages stay English and are not marked as translations of themselves', async () => {
    const html = await htmlOf(urlOf('default', '/privacypolicy'));
    expect(html).toContain('Who is responsible');
    expect(html).not.toContain('maßgeblich');
  });
});
