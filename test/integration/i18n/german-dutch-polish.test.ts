/**
 * The last words a native reader of German and Dutch corrected on the pages a buyer reads first:
 * cofi's German pricing and contact, the brand's app as one compound (die Corporate-Fitness-App,
 * also in the trust centre), and Dutch plans named as plans ("abonnement" only for recurring billing).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { preloadPageModules } from '../../preload-page-modules.ts';
import { pageHtmlOf } from '../helpers.ts';

beforeAll(preloadPageModules, 120_000);

describe('German: cofi’s sales pages and the brand’s app', () => {
  it('/de/pricing and /de/contact on cofi: no self-start trial, the price for the expected participants', async () => {
    const pricing = await pageHtmlOf('cofi', '/de/pricing');
    expect(pricing).toContain('Eine Testphase zum Selbsteinrichten bieten wir bei Corporate Fitness nicht an.');
    expect(pricing).toContain('für die erwartete Zahl der Teilnehmenden');
    expect(pricing).not.toContain('die Sie erwarten');
    expect(pricing).toContain('die Spalte mit den Funktionen bleibt stehen');
    const contact = await pageHtmlOf('cofi', '/de/contact');
    expect(contact).toContain('Den Preis für Ihre erwartete Teilnehmerzahl und den Bestellweg.');
  });

  it('the app is a compound of the brand’s name: Corporate-Fitness-App, TeamTrek-App; never „die App von“', async () => {
    const cofi = await pageHtmlOf('cofi', '/de/product/integrations/slack');
    expect(cofi).toContain('Die Corporate-Fitness-App für Slack');
    expect(cofi).not.toMatch(/die App von/i);
    expect(cofi).not.toContain('Corporate Fitness-App');
    const teamtrek = await pageHtmlOf('default', '/de/product/integrations/slack');
    expect(teamtrek).toContain('Die TeamTrek-App für Slack');
    const trust = await pageHtmlOf('cofi', '/de/product/benefits/security-data-privacy');
    expect(trust).toContain('Wettkampfergebnisse');
    expect(trust).not.toContain('Rennergebnisse');
  });
});

describe('Dutch: the tier is a plan', () => {
  it('/nl/pricing: Prijsplannen and Vergelijk de plannen; no Abonnementen heading, no “bij elk abonnement”', async () => {
    const html = await pageHtmlOf('default', '/nl/pricing');
    expect(html).toContain('Prijsplannen');
    expect(html).toContain('Vergelijk de plannen');
    expect(html).toContain('de kolom met functies blijft staan');
    expect(html).not.toMatch(/>Abonnementen</);
    expect(html).not.toContain('Abonnementen vergelijken');
    expect(html).not.toContain('bij elk abonnement');
  });

  it('/nl/start-trial and /nl/trial/team-wellbeing: compare the plans, choose a plan', async () => {
    expect(await pageHtmlOf('default', '/nl/start-trial')).toContain('Vergelijk de plannen');
    const trial = await pageHtmlOf('default', '/nl/trial/team-wellbeing');
    expect(trial).toContain('kies een plan op de');
    expect(trial).not.toMatch(/abonnement/i);
  });
});

/** What a reader reads: text and `aria-label`s, entities undone. */
const readerText = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

const TRUST = [
  ['default', '/de/solutions/security-privacy'],
  ['cofi', '/de/product/benefits/security-data-privacy'],
] as const;

describe('German: no grammar error on the home page and the trust centre', () => {
  it('cofi’s own app is one compound in the sync picture and its label (die Corporate-Fitness-App); English keeps the name', async () => {
    for (const path of ['/de/', '/de/product', '/de/product/challenges/walking-challenges']) {
      const html = readerText(await pageHtmlOf('cofi', path));
      expect(html, path).toContain('die Corporate-Fitness-App');
      expect(html, path).not.toContain('Corporate Fitness-App');
    }
    expect(await pageHtmlOf('cofi', '/')).toContain('the Corporate Fitness app');
  });

  it.each(TRUST)(
    '%s %s: the roles table’s caption, Single Sign-On, a locked page without profile',
    async (tenant, path) => {
      const html = readerText(await pageHtmlOf(tenant, path));
      const caption =
        'Administratorrollen: was jede Rolle lesen, ändern und exportieren darf und wen sie einladen kann';
      expect(html).toMatch(new RegExp(`<caption[^>]*>${caption}</caption>`));
      expect(html).toContain(`aria-label="${caption}"`);
      expect(html).not.toContain('was jede lesen');
      expect(html).toContain('>Single Sign-On<');
      expect(html).not.toContain('Single Sign-on');
      // TeamTrek's privacy screens; Corporate Fitness compares the levels in a table instead.
      if (tenant === 'default')
        expect(html).toContain('Das sehen andere: eine gesperrte Seite ohne Profil und Aktivitäten.');
      expect(html).not.toContain('gesperrte Seite: kein Profil');
    },
  );
});

describe('Dutch: no grammar error on the trust centre and the contact page', () => {
  it('/nl/solutions/security-privacy: the caption, a colleague’s view in one sentence, curly apostrophes', async () => {
    const html = readerText(await pageHtmlOf('default', '/nl/solutions/security-privacy'));
    const caption =
      'Beheerdersrollen: wat elke rol kan lezen, wijzigen en exporteren, en of die rol anderen kan uitnodigen';
    expect(html).toMatch(new RegExp(`<caption[^>]*>${caption}</caption>`));
    expect(html).toContain('Een collega ziet een afgeschermde pagina zonder profiel en activiteiten.');
    expect(html).not.toContain('Een collega ziet:');
    expect(html).toContain('datacenterregio’s');
    expect(html).toContain('middag: regio’s,');
    expect(html).not.toMatch(/\p{L}'s\b/u);
  });

  it('/nl/contact: who asks for help during a challenge, in a plain question', async () => {
    const html = await pageHtmlOf('default', '/nl/contact');
    expect(html).toContain('Organiseert u al een challenge of doet u er een mee? Gebruik dan het');
    expect(html).not.toContain('Loopt uw challenge al');
  });
});

describe('Dutch as a native editor publishes it: journeys, pricing, home, solutions and one trial button', () => {
  it('journeys: Glacier National Park, the quoted Mother Road, Kijk hoe ver', async () => {
    const index = readerText(await pageHtmlOf('default', '/nl/challenges/journeys'));
    expect(index).toContain('tot Glacier National Park.');
    expect(index).toContain('Kijk hoe ver u al bent gekomen');
    const route = readerText(await pageHtmlOf('default', '/nl/challenges/journeys/us-route-66'));
    expect(route).toContain('De ‘Mother Road’, virtueel.');
    expect(route).not.toContain('Gratis proefperiode starten');
  });

  it('/nl/pricing: not as a one-time event, the months of retention, no brackets in brackets, Gratis proberen on every button', async () => {
    const html = readerText(await pageHtmlOf('default', '/nl/pricing'));
    expect(html).toContain('Niet als eenmalig evenement:');
    expect(html).toContain('Maanden gegevensbewaring');
    expect(html).toMatch(
      /betaalde periode; zie de <a [^>]*>servicevoorwaarden<\/a><span[^>]*> \(in het Engels\)<\/span>\./,
    );
    expect(html).not.toContain('Geen eenmalig evenement');
    expect(html).toContain('Essentials gratis proberen');
    expect(html).not.toMatch(/Probeer gratis|>Start een gratis proefperiode</);
  });

  it('/nl/ and /nl/solutions: no calques, one word for a club, trainingen from trackers', async () => {
    const home = readerText(await pageHtmlOf('default', '/nl/'));
    expect(home).toContain('vanuit de apparaten en apps van deelnemers in de challenge terecht');
    const solutions = readerText(await pageHtmlOf('default', '/nl/solutions'));
    expect(solutions).toContain('Zie het in actie met uw eigen teams');
    expect(solutions).toContain('Uw vertrouwde tools.');
    expect(solutions).toContain('bedrijven, verenigingen, scholen');
    expect(solutions).not.toMatch(/\bclubs?\b/);
    const running = readerText(await pageHtmlOf('default', '/nl/solutions/running-challenges'));
    expect(running).not.toMatch(/\bclub(s|leden|seizoenen)?\b/);
    expect(readerText(await pageHtmlOf('default', '/nl/solutions/white-label'))).toContain(
      'Bespreek white-label met ons',
    );
    const engine = readerText(await pageHtmlOf('default', '/nl/solutions/fitness-engine'));
    expect(engine).toContain('neem dan contact op met ons team');
    expect(engine).toContain('opgeschoonde, consistente activiteitsgegevens');
    const trust = readerText(await pageHtmlOf('default', '/nl/solutions/security-privacy'));
    expect(trust).toContain('Trainingen uit uw COROS-account');
    expect(trust).not.toMatch(/[Ww]orkouts uit|en workouts/);
  });

  it('/nl/start-trial and /nl/contact: 14 dagen gratis on the cards, the sub-processor notice as a topic', async () => {
    const trial = readerText(await pageHtmlOf('default', '/nl/start-trial'));
    expect(trial).toContain('>14 dagen gratis<');
    expect(trial).not.toMatch(/gratis proberen<|Veertien dagen|Coros\b/);
    const contact = readerText(await pageHtmlOf('default', '/nl/contact'));
    expect(contact).toContain('Melding bij wijziging van subverwerkers');
    expect(contact).not.toContain('Laat het me weten als subverwerkers');
  });
});
