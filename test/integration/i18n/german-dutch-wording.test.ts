/**
 * Words a native reader of German or Dutch corrected on the rendered pages: planet names in the
 * language (also in the drawings' labels), one term per concept (Walking-Challenge, Reseller, the
 * admin roles, Saturnus, tijdvak), the trust centre's sentences and the Dutch menu and quotes.
 */
import { describe, expect, it } from 'vitest';
import { labelsOf, pageHtmlOf } from '../helpers.ts';

/** What a reader sees: the page without its JSON-LD, which still names the stages from the English file. */
const readable = async (tenant: string, path: string) =>
  (await pageHtmlOf(tenant, path)).replace(/<script type="application\/ld\+json">[\s\S]*?<\/script>/g, '');

describe('German and Dutch planet names on the solar-system journey', () => {
  it('/de/: Neptun in the stage list, the drawing and its label; no English Neptune', async () => {
    const html = await readable('default', '/de/challenges/journeys/solar-system');
    expect(html).toMatch(/>Neptun</);
    expect(labelsOf(html).some((l) => l.includes('Neptun'))).toBe(true);
    expect(html).not.toContain('Neptune');
    expect(html).toContain('Eine astronomische Einheit');
    expect(html).toContain('genau der Sinn der Sache');
    const index = await readable('default', '/de/challenges/journeys');
    expect(index).not.toContain('Neptune');
    expect(labelsOf(index).join('\n')).not.toContain('passiert: Die Sonne');
  });

  it('/nl/: Saturnus in the stage list, the drawing and its label; never the English Saturn', async () => {
    const html = await readable('default', '/nl/challenges/journeys/solar-system');
    expect(html).toMatch(/>Saturnus</);
    expect(labelsOf(html).some((l) => l.includes('Saturnus'))).toBe(true);
    expect(html).not.toMatch(/Saturn(?!us)/);
    expect(html).toContain('De Satellieten');
    expect(labelsOf(await pageHtmlOf('default', '/nl/challenges/journeys')).join('\n')).not.toContain(
      'gepasseerd: De zon',
    );
  });

  it('/nl/ Route 66: Dutch place and team names', async () => {
    const html = await readable('default', '/nl/challenges/journeys/us-route-66');
    expect(html).toContain('Barstow, Californië');
    expect(html).toContain('De Route 66-lopers');
    expect(html).not.toContain('Mother Road Movers');
    expect(html).not.toContain('Barstow, California');
  });
});

describe('one German term per concept', () => {
  it('/de/solutions and its walking page say Walking-Challenge, never Geh-Challenge', async () => {
    for (const path of ['/de/solutions', '/de/solutions/walking-challenges']) {
      const html = await pageHtmlOf('default', path);
      expect(html, path).toContain('Walking-Challenges');
      expect(html, path).not.toContain('Geh-Challenge');
    }
    const page = await pageHtmlOf('default', '/de/solutions/walking-challenges');
    expect(page).toContain('ganzjährige Routen');
    expect(page).toContain('Ihre erste Walking-Challenge');
  });

  it('Corporate Fitness /de/solutions: Reseller in the menu as in the page titles', async () => {
    const html = await pageHtmlOf('cofi', '/de/solutions');
    expect(html).toContain('Makler, Reseller &amp; Beratungen');
    expect(html).not.toContain('Wiederverkäufer');
  });

  it.each(['default', 'cofi'])('%s /de/pricing names the roles as the trust centre does', async (tenant) => {
    const html = await pageHtmlOf(tenant, '/de/pricing');
    expect(html).toContain('Organisator-Rollen: Konfiguration, Inhalte, Nutzerdaten, Berichte');
    expect(html).not.toContain('Teilnehmerdaten');
  });

  it('/de/ trust centre: the role table and the contact route in plain German', async () => {
    const html = await pageHtmlOf('default', '/de/solutions/security-privacy');
    expect(html).toContain('Die Tabelle zeigt für jede Rolle, was sie lesen, ändern und exportieren darf');
    expect(html).toContain('Personen einladen');
    expect(html).toContain('dann landet Ihre Anfrage direkt bei den Zuständigen');
    expect(html).toContain('Dieselben Schutzmaßnahmen gelten');
    expect(html).not.toContain('Die Matrix folgt');
    expect(html).not.toContain('Nutzer einladen');
  });
});

describe('Dutch terms, menu and quotes', () => {
  it('/nl/: the resources menu is the Kennisbank', async () => {
    const html = await pageHtmlOf('default', '/nl/');
    expect(html).toContain('Kennisbank');
    expect(html).not.toMatch(/<summary[^>]*>Bronnen/);
  });

  it('/nl/pricing: single quotes round add-on names, one word for the user-data role', async () => {
    const html = await pageHtmlOf('default', '/nl/pricing');
    expect(html).toContain('‘Single sign-on’');
    expect(html).not.toContain('„');
    expect(html).toContain('gebruikersgegevens');
    expect(html).not.toContain('deelnemersgegevens');
    expect(html).toContain('Neem contact op met ons salesteam');
  });

  it('/nl/ trust centre: the role table and the contact route in plain Dutch', async () => {
    const html = (await pageHtmlOf('default', '/nl/solutions/security-privacy')).replace(/&#x27;/g, "'");
    expect(html).toContain('De tabel toont per rol wat die kan lezen, wijzigen en exporteren');
    expect(html).toContain('dan komt uw verzoek direct bij de juiste collega’s');
    expect(html).toContain('Dezelfde beveiligingsmaatregelen gelden');
    expect(html).not.toContain('De matrix volgt');
  });

  it('/nl/solutions/relay-races: tijdvak, not tijdslot', async () => {
    const html = await pageHtmlOf('default', '/nl/solutions/relay-races');
    expect(html).toContain('tijdvak');
    expect(html).not.toMatch(/tijdslot/i);
  });
});
