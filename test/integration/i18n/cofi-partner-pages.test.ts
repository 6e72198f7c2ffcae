/**
 * The corporate-fitness brand's last untranslated pages, its partner solutions
 * (brokers, insurers, integration partners) and /product/integrations with its five pages, in
 * German and French. Their cards on the index pages speak the index's language, the pages carry
 * the language signals of a translated page, and English is as it was.
 */
import { describe, expect, it } from 'vitest';
import { get, pageHtmlOf as htmlOf } from '../helpers.ts';
import { urlOf } from '../../tenant-hosts.ts';
import { alternatesOf as alternates, h1Of as h1 } from '../../page-markup.ts';

describe('cofi’s partner solutions and integrations in German and French', () => {
  it('/de/solutions shows the brokers, insurers and integration partners cards in German', async () => {
    const html = await htmlOf('cofi', '/de/solutions');
    expect(html).toContain('Für Makler, Reseller und Beratungen: Challenges für Ihr Angebot');
    expect(html).toContain('Versicherer: gesunde Gewohnheiten für Ihre Mitglieder');
    expect(html).toContain('Integrationspartner: Bewegung und Challenges in Ihre Plattform bringen');
    expect(html).not.toContain('For brokers, resellers');
    expect(html).not.toContain('Insurance providers: help members');
    const english = await htmlOf('cofi', '/solutions');
    expect(english).toContain('For brokers, resellers &amp; consultants: add challenges to your offer');
    expect(english).not.toContain('Für Makler');
  });

  it('/de/solutions/insurance-providers is the German page, indexable, every number and name kept', async () => {
    const html = await htmlOf('cofi', '/de/solutions/insurance-providers');
    expect(h1(html)).toBe('Versicherer: gesunde Gewohnheiten für Ihre Mitglieder');
    expect(html).not.toContain('data-testid="untranslated-note"');
    expect(html).not.toContain('noindex');
    expect(html).toContain(
      'Garmin, Fitbit, Apple Watch, Samsung Health, Google Health Connect, Strava, Polar, COROS, Suunto',
    );
    expect(await htmlOf('cofi', '/de/solutions/integration-partners')).toContain('2.149 Events für 814 Organisationen');
  });

  it('/fr/product/integrations answers in French with its alternates, its cards in French', async () => {
    const html = await htmlOf('cofi', '/fr/product/integrations');
    expect(html).toContain('<html lang="fr" dir="ltr"');
    expect(h1(html)).toBe('Intégrations\u202f: les défis dans les outils que chacun utilise déjà');
    expect(html).not.toContain('data-testid="untranslated-note"');
    expect(html).not.toContain('noindex');
    expect(html).toContain(`<link rel="canonical" href="${urlOf('cofi', '/fr/product/integrations')}"/>`);
    expect(alternates(html)).toEqual([
      `en ${urlOf('cofi', '/product/integrations')}`,
      `de ${urlOf('cofi', '/de/product/integrations')}`,
      `fr ${urlOf('cofi', '/fr/product/integrations')}`,
      `x-default ${urlOf('cofi', '/product/integrations')}`,
    ]);
    // The five integration pages' cards, each in French.
    expect(html).toContain('Intégration Slack\u202f: classements et résultats dans vos canaux');
    expect(html).toContain('Authentification unique\u202f: se connecter avec son compte professionnel');
    expect(html).not.toContain('Slack integration: leaderboards');
    expect(html).not.toContain('Fitness trackers: sync the device');
  });

  it('the French sitemap lists /fr/product/integrations and its pages; /product/integrations is English as before', async () => {
    const sitemap = await (await get(urlOf('cofi', '/fr/sitemap.xml'))).text();
    for (const path of [
      '',
      '/slack',
      '/microsoft-teams',
      '/single-sign-on',
      '/fitness-trackers',
      '/custom-app-platforms',
    ])
      expect(sitemap).toContain(`<loc>${urlOf('cofi', `/fr/product/integrations${path}`)}</loc>`);
    expect(sitemap).toContain(`<loc>${urlOf('cofi', '/fr/solutions/brokers-resellers-consultants')}</loc>`);
    const english = await htmlOf('cofi', '/product/integrations');
    expect(h1(english)).toBe('Integrations: fit challenges into the tools people already use');
    expect(english).toContain('Slack integration: leaderboards and results in your channels');
    expect(alternates(english)).toContain(`fr ${urlOf('cofi', '/fr/product/integrations')}`);
  });

  it('the pages’ offers speak the page’s language: Slack install box, sign-on providers, sign-in accounts', async () => {
    expect(await htmlOf('cofi', '/fr/product/integrations/slack')).toContain('>Ajouter à Slack</a>');
    expect(await htmlOf('cofi', '/de/product/integrations/fitness-trackers')).toContain(
      'Mit dem Konto anmelden, das Sie schon haben',
    );
    expect(await htmlOf('cofi', '/product/integrations/slack')).toContain('>Add to Slack</a>');
  });

  it('the general brand shares the integrations index and three of its pages: German and Spanish there too, Arabic not yet', async () => {
    const german = await htmlOf('default', '/de/product/integrations/slack');
    expect(h1(german)).toBe('Slack-Integration: Ranglisten und Ergebnisse in Ihren Kanälen');
    expect(german).not.toContain('data-testid="untranslated-note"');
    const spanish = await htmlOf('default', '/es/product/integrations/slack');
    expect(h1(spanish)).toBe('Integración con Slack: clasificaciones y resultados en sus canales');
    expect(spanish).not.toContain('data-testid="untranslated-note"');
    expect(await htmlOf('default', '/ar/product/integrations')).toContain('data-testid="untranslated-note"');
  });
});
