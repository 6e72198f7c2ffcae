import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { PAGE_LOCALES, TRANSLATED_LOCALES } from '../../../common/i18n/locales.ts';
import { CONTENT, loadContent } from '../../../worker/content/built-content.ts';
import { dataIn, dataTranslatedIn } from '../../../worker/content/localized-data.ts';
import { localizedPageContent } from '../../../worker/content/page-content-for.ts';
import type { SiteContent } from '../../../worker/content/site-content-types.ts';
import { PAGE_ROUTES } from '../../../worker/routes/routes.ts';
import { get, readerTextOf as textOf } from '../helpers.ts';
import { urlOf } from '../../tenant-hosts.ts';

/** Whether a content part has been parsed in this isolate (the getter replaces itself with the value). */
const parsed = (key: string) => Object.getOwnPropertyDescriptor(CONTENT, key)?.get === undefined;

// The JSON data files' translations (content/home.<locale>.json, pricing/plans.<locale>.json,
// features/catalogues.<locale>.json) reach the pages from the content asset.
describe('translated data files', () => {
  // First in the file: nothing else has read a translation yet.
  it('are parts of the content asset, parsed on the first page in their locale only', async () => {
    expect((await get(urlOf('default', '/'))).status).toBe(200);
    expect((await get(urlOf('default', '/pricing'))).status).toBe(200);
    for (const locale of TRANSLATED_LOCALES)
      for (const name of ['home', 'planContent', 'catalogues'])
        expect(parsed(`data:${locale}:${name}`), `data:${locale}:${name} after English pages`).toBe(false);
    expect(parsed('data:home')).toBe(true);
    // The English pages' alternates asked every locale whether the page is translated: their
    // outlines answered, and no other locale's copy was parsed.
    for (const locale of TRANSLATED_LOCALES) {
      expect(parsed(`translations:${locale}`), `translations:${locale} after English pages`).toBe(false);
      expect(parsed(`outline:${locale}`), `outline:${locale} after English pages`).toBe(true);
    }
    expect((await get(urlOf('default', '/de/'))).status).toBe(200);
    expect(parsed('data:de:home')).toBe(true);
    expect(parsed('data:fr:home')).toBe(false);
    expect(parsed('data:de:planContent')).toBe(false);
  });

  it('the German home shows home.de.json: rows, picture words, sample challenge; indexable', async () => {
    const html = await textOf(urlOf('default', '/de/'));
    expect(html).toContain('Alle bringen das Team voran');
    expect(html).toContain('Badges für jeden Meilenstein');
    expect(html).toContain('Nachteulen'); // a sample team in the leaderboard picture
    expect(html).not.toContain('Everyone moves the team forward');
    expect(html).not.toContain('data-testid="untranslated-note"');
    expect(html).not.toContain('noindex');
    expect(html).toContain(`<link rel="alternate" hrefLang="ar" href="${urlOf('default', '/ar/')}"/>`);
  });

  it('cofi’s German home shows its own brand’s German rows and pitch', async () => {
    const html = await textOf(urlOf('cofi', '/de/'));
    expect(html).toContain('Ihre Daten bleiben in der Region Ihrer Wahl');
    expect(html).toContain('Vereinigte Staaten'); // the data-centre picture
    expect(html).not.toContain('Your data stays in the region you choose');
    expect(html).not.toContain('noindex');
  });

  it('/fr/pricing shows French plans, feature matrix and FAQ (also in its JSON-LD)', async () => {
    const html = await textOf(urlOf('default', '/fr/pricing'));
    expect(html).toContain('Un défi de pas, de temps ou de distance simple à suivre, prêt en un après-midi.');
    expect(html).toContain('Classements individuels et par équipe en direct');
    expect(html).toContain('Qu’est-ce qui compte comme participant\u202f?');
    expect(html).toContain('"name":"Pouvons-nous payer sur facture ou avec un bon de commande\u202f?"');
    expect(html).not.toContain('What counts as a participant?');
    expect(html).not.toContain('noindex');
  });

  it('/de/pricing in after-trial mode shows the German after-trial copy (pricing-after-trial.de.md)', async () => {
    const html = await textOf(urlOf('default', '/de/pricing?mode=afterTrial'));
    expect(html).toContain('Ihre kostenlose Testphase ist beendet: Führen Sie Ihre Challenge weiter');
    expect(html).not.toContain('Your free trial has ended');
  });

  it('/es/features shows the Spanish catalogues', async () => {
    const html = await textOf(urlOf('default', '/es/features'));
    expect(html).toContain('Tipos de actividad');
    expect(html).toContain('Resumen diario');
    expect(html).not.toContain('>Activity types<');
  });

  it('English pages keep their English data', async () => {
    const html = await textOf(urlOf('default', '/'));
    expect(html).toContain('Everyone moves the team forward');
    expect(await textOf(urlOf('default', '/pricing'))).toContain('What counts as a participant?');
  });

  it('a locale without a file’s translation falls back to English, and its pages count as untranslated', async () => {
    // Copies of the content below read every locale's parts: this fresh isolate fetches their files first.
    for (const locale of PAGE_LOCALES) await loadContent((env as unknown as { ASSETS: Fetcher }).ASSETS, locale);
    const withoutDutchHome = { ...CONTENT } as SiteContent & Record<string, unknown>;
    delete withoutDutchHome['data:nl:home'];
    expect(dataIn('home', 'nl', withoutDutchHome)).toBe(CONTENT['data:home']);
    expect(dataIn('home', 'nl').brands.default.rows[0]!.title).toBe('Iedereen brengt het team verder');
    expect(dataTranslatedIn('home', 'nl', withoutDutchHome)).toBe(false);
    const home = PAGE_ROUTES.find((r) => r.name === 'home')!;
    const lookup = { route: home, params: {}, path: '/', brand: 'default' as const, tenantId: 'default' };
    expect(localizedPageContent(lookup, 'nl').translated).toBe(true);
    expect(localizedPageContent(lookup, 'nl', withoutDutchHome).translated).toBe(false);
    // A Markdown-backed page with a data file: pricing.nl.md exists, plans.nl.json taken away.
    const withoutDutchPlans = { ...CONTENT } as SiteContent & Record<string, unknown>;
    delete withoutDutchPlans['data:nl:planContent'];
    const pricing = PAGE_ROUTES.find((r) => r.name === 'pricing')!;
    const pricingLookup = { ...lookup, route: pricing, path: '/pricing' };
    expect(localizedPageContent(pricingLookup, 'nl').translated).toBe(true);
    const fallback = localizedPageContent(pricingLookup, 'nl', withoutDutchPlans);
    expect(fallback.translated).toBe(false);
    expect(fallback.page?.title).toBe(CONTENT.pages.pricing!.title);
  });

  it('the sitemaps list the home, pricing and features in each locale', async () => {
    const german = await textOf(urlOf('default', '/de/sitemap.xml'));
    for (const path of ['/de/', '/de/pricing', '/de/features'])
      expect(german).toContain(`<loc>${urlOf('default', path)}</loc>`);
    const cofi = await textOf(urlOf('cofi', '/fr/sitemap.xml'));
    expect(cofi).toContain(`<loc>${urlOf('cofi', '/fr/')}</loc>`);
  });
});
