import { describe, expect, it } from 'vitest';
import { get } from '../helpers.ts';
import { translatedLocalesOf, urlOf } from '../../tenant-hosts.ts';
import { alternatesOf as alternates } from '../../page-markup.ts';

const htmlOf = async (url: string) => (await (await get(url)).text()).replace(/<!-- -->/g, '');

// content/pages/contact.<locale>.md translates the general brand's contact page in every locale it
// offers; /about has no translation in any locale.
describe('language signals', () => {
  it('a translated page: lang, its own canonical, alternates for each translated locale plus x-default, og:locale, indexable', async () => {
    const html = await htmlOf(urlOf('default', '/de/contact'));
    expect(html).toContain('<html lang="de" dir="ltr"');
    expect(html).toContain(`<link rel="canonical" href="${urlOf('default', '/de/contact')}"/>`);
    expect(alternates(html)).toEqual([
      `en ${urlOf('default', '/contact')}`,
      ...translatedLocalesOf('default').map((locale) => `${locale} ${urlOf('default', `/${locale}/contact`)}`),
      `x-default ${urlOf('default', '/contact')}`,
    ]);
    expect(html).toContain('<meta property="og:locale" content="de_DE"/>');
    expect(html).toContain('<meta property="og:locale:alternate" content="en_US"/>');
    expect(html).not.toContain('noindex');
    expect(html).toContain('Erzählen Sie uns, was Sie planen');
    expect(html).not.toContain('data-testid="untranslated-note"');
    expect(html).toContain(`"inLanguage":${JSON.stringify(['en', ...translatedLocalesOf('default')])}`);
  });

  it('the English page lists the German one as its alternate', async () => {
    const html = await htmlOf(urlOf('default', '/contact'));
    expect(alternates(html)).toContain(`de ${urlOf('default', '/de/contact')}`);
    expect(html).toContain('<meta property="og:locale" content="en_US"/>');
  });

  it('an untranslated page under a prefix: English copy, a note in the visitor’s language, noindex, no alternates', async () => {
    const html = await htmlOf(urlOf('default', '/fr/about'));
    expect(html).toContain('<html lang="fr"');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain(
      'Le texte de cette page n’est pas encore disponible en français\u202f; vous le lisez ci-dessous en anglais.',
    );
    expect(html).toContain('What we do');
    expect(alternates(html)).toEqual([]);
    const cofi = await htmlOf(urlOf('cofi', '/de/pricing/essentials-plan'));
    expect(cofi).toContain('data-testid="untranslated-note"');
    expect(cofi).toContain('noindex');
  });

  it('each locale’s sitemap lists exactly its translated pages; robots.txt names every sitemap', async () => {
    const german = await (await get(urlOf('default', '/de/sitemap.xml'))).text();
    const locs = [...german.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs).toContain(urlOf('default', '/de/contact'));
    expect(locs).not.toContain(urlOf('default', '/de/about'));
    expect(
      locs.every((loc) => loc.startsWith(urlOf('default', '/de/'))),
      locs.join(' '),
    ).toBe(true);
    const french = await (await get(urlOf('default', '/fr/sitemap.xml'))).text();
    expect(french).toContain(`<loc>${urlOf('default', '/fr/contact')}</loc>`);
    expect(french).not.toContain('/fr/about');
    const english = await (await get(urlOf('default', '/sitemap.xml'))).text();
    expect(english).toContain(`<loc>${urlOf('default', '/contact')}</loc>`);
    expect(english).not.toContain('/de/');
    const robots = await (await get(urlOf('cofi', '/robots.txt'))).text();
    expect(robots).toContain(`Sitemap: ${urlOf('cofi', '/de/sitemap.xml')}`);
    expect(robots).toContain(`Sitemap: ${urlOf('cofi', '/fr/sitemap.xml')}`);
    expect(robots).not.toContain('/ar/sitemap.xml');
  });
});
