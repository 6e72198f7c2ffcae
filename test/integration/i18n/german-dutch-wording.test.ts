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
    expect(html).toContain('Vraag naar Enterprise');
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

/** Visible text and labels, entities undone, without JSON-LD. */
const textOf = async (tenant: string, path: string) =>
  (await readable(tenant, path))
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

describe('German as a native editor publishes it: journeys, trust centre, pricing, trial and contact', () => {
  it('journeys: Glacier-Nationalpark, the quoted Mother Road, the live map’s caption, Street-View-Ansicht', async () => {
    expect(await textOf('default', '/de/challenges/journeys')).toContain('bis zum Glacier-Nationalpark.');
    const html = await textOf('default', '/de/challenges/journeys/us-route-66');
    for (const words of [
      'Die „Mother Road“, virtuell.',
      'Beispielteams – so zeigt die Live-Karte jedes Team während einer Challenge:',
      'Für wen sich die Reise eignet',
      'Hoch gelegene Kiefernwälder',
      'einer Street-View-Ansicht',
    ])
      expect(html).toContain(words);
    for (const words of ['so wie die Live-Karte', 'Für wen sie passt', 'Kiefernwald in der Höhe', 'einer Street View '])
      expect(html).not.toContain(words);
    const cofi = await textOf('cofi', '/de/product/benefits/maps-virtual-journeys');
    expect(cofi).toContain('Street-View-Ansichten');
    expect(cofi).not.toContain('Street Views');
  });

  it.each([
    ['default', '/de/solutions/security-privacy'],
    ['cofi', '/de/product/benefits/security-data-privacy'],
  ])('%s %s: Einschränkungen, a web interface, Trainingseinheiten throughout', async (tenant, path) => {
    const html = await textOf(tenant, path);
    expect(html).toContain('und den Einschränkungen.');
    expect(html).toContain('Apple Health bietet keine Web-Schnittstelle.');
    expect(html).toContain('Trainingseinheiten aus Ihrem COROS-Konto');
    expect(html).not.toMatch(/Workouts aus|und Workouts|den Grenzen|Web-Verbindung/);
  });

  it('cofi’s trust centre: single sign-on as German says it, and a German demo to close', async () => {
    const html = await textOf('cofi', '/de/product/benefits/security-data-privacy');
    expect(html).toMatch(/Mit <a [^>]*>Single Sign-On<\/a> melden sich Mitarbeitende mit ihrem Arbeitskonto an;/);
    expect(html).not.toContain('lässt Mitarbeitende');
    expect(html).toMatch(/<a [^>]*href="\/de\/contact\?topic=demo"[^>]*>Demo buchen</);
    // The page's own closing actions (the footer keeps its menu).
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(main).toMatch(/<a [^>]*href="\/de\/go"[^>]*>Termin vereinbaren</);
    expect(main).not.toContain('auf Englisch');
  });

  it('pricing: a plan not bookable as one event, the retention calculator’s months', async () => {
    const html = await textOf('default', '/de/pricing');
    expect(html).toContain('Nicht als Einzel-Event buchbar:');
    expect(html).toContain('>Monate Datenaufbewahrung<');
    expect(html).toMatch(/0,25\s€ pro teilnehmende Person und Monat/);
    expect(html).not.toContain('Kein einmaliges Event');
  });

  it('/de/start-trial: Gratis testen as in the header, 14 Tage, COROS', async () => {
    const html = await textOf('default', '/de/start-trial');
    expect(html).toContain('TeamTrek 14 Tage gratis testen');
    expect(html).toContain('Gratis testen: Schritt-Challenge');
    expect(html).toContain('14 Tage mit Tageszielen');
    expect(html).toContain('COROS');
    expect(html).not.toMatch(/kostenlos testen|Vierzehn Tage/i);
    expect(html).not.toMatch(/Coros\b/);
  });

  it('Slack, contact and the menu: Botschafter, Administrator, the event’s organising team, keine Demo, one name for security', async () => {
    const slack = await textOf('default', '/de/product/integrations/slack');
    expect(slack).toContain('eines lokalen Botschafters.');
    expect(slack).toContain('Ein Administrator Ihres Slack-Workspaces');
    const contact = await textOf('default', '/de/contact');
    expect(contact).toContain('die schnellste Antwort oft vom Organisationsteam ihres Events.');
    expect(contact).toContain('Sicherheit und Datenschutz');
    expect(contact).not.toContain('Sicherheit & Datenschutz');
    const cofi = await textOf('cofi', '/de/contact');
    expect(cofi).toContain('Sie möchten keine Demo?');
    expect(cofi).not.toContain('Sicherheit & Datenschutz');
  });
});

describe('the meeting page in German and Dutch: every “Termin vereinbaren” leads to a page in the language', () => {
  it.each([
    ['default', '/de/go', 'Was im Gespräch passiert'],
    ['cofi', '/de/go', 'Region des Rechenzentrums'],
    ['default', '/nl/go', 'Wat er in het gesprek gebeurt'],
  ])('%s %s is translated and indexable', async (tenant, path, words) => {
    const html = await textOf(tenant, path);
    expect(html).toContain(words);
    expect(html).not.toContain('data-testid="untranslated-note"');
    expect(html).not.toContain('What happens in the call');
  });

  it('cofi /de/solutions/insurance-providers: its meeting button is no longer marked English', async () => {
    const html = await pageHtmlOf('cofi', '/de/solutions/insurance-providers');
    expect(html).toContain('<a href="/de/go">Termin vereinbaren</a>');
    expect(html).not.toMatch(/href="\/de\/go"[^>]*hreflang="en"|hreflang="en"[^>]*href="\/de\/go"/);
  });
});
