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
