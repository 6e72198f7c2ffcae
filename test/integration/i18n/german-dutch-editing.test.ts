/**
 * What a native editor corrected on the rendered German and Dutch pages of both brands: one
 * grammatical reading per sentence, one name per department and role, team names in the language,
 * no calques ("runnen", "Ihre Leute"), one button text for the trial, and the trust centre's
 * quoted role names and table cells as a screen reader reads them.
 */
import { describe, expect, it } from 'vitest';
import { labelsOf, pageHtmlOf, textOf } from '../helpers.ts';

/** What a reader sees of a tenant's page: the text without tags, scripts or JSON-LD, spaces collapsed. */
const pageTextOf = async (tenant: string, path: string) => textOf(await pageHtmlOf(tenant, path));

describe('Corporate Fitness in German', () => {
  it.each(['/de/solutions/workplace', '/de/solutions/brokers-resellers-consultants', '/de/product/benefits'])(
    '%s: hosting "wahlweise", never "die Wahl zwischen … rollenbasierter"',
    async (path) => {
      const text = await pageTextOf('cofi', path);
      expect(text).toMatch(/Daten-Hosting wahlweise in den USA, der EU oder im Vereinigten Königreich/);
      expect(text).toContain('rollenbasierter Administratorzugriff');
      expect(text).not.toMatch(/Wahl zwischen|Admin-Zugriff/);
    },
  );

  it('/de/solutions/workplace and its card: challenges for everyone, teams that bring sites together', async () => {
    const page = await pageTextOf('cofi', '/de/solutions/workplace');
    expect(page).toContain('bringen Abteilungen und Standorte zusammen');
    for (const text of [page, await pageTextOf('cofi', '/de/solutions')]) {
      expect(text).toContain('Schichten: Challenges für alle, Teamgeist');
      expect(text).not.toMatch(/inklusive Challenges|mischen/);
    }
  });

  it('/de/: one department name (Technik), the sign-in label in German word order, the report captioned as the organiser’s', async () => {
    const html = await pageHtmlOf('cofi', '/de/');
    const labels = labelsOf(html).join('\n');
    // Corporate Fitness's own sample counts production sites; TeamTrek's names its engineers Technik.
    expect(labelsOf(await pageHtmlOf('default', '/de/')).join('\n')).toMatch(/Technik 74\s%/);
    expect(labels).toMatch(/Kundenservice 72\s%/);
    expect(labels).toContain('Anmeldung bei Corporate Fitness mit Ihrem Arbeitskonto: weiter mit ');
    expect(html).toContain('>Organisatoransicht</text>');
    expect(html).not.toContain('Rolle „Berichte“');
    expect(html).not.toMatch(/Entwicklung|Bei Corporate Fitness anmelden mit/);
    expect(html).toContain('Es bildeten sich Teams über Standorte und Schichten hinweg.');
    expect(html).not.toContain('gemischt');
  });

  it('/de/product/benefits/full-customization: "Ihre Texte", not "Ihre Worte"', async () => {
    const text = await pageTextOf('cofi', '/de/product/benefits/full-customization');
    expect(text).toContain('Ihre Marke, Ihre Texte, Ihre Regeln');
    expect(text).not.toContain('Ihre Worte');
  });

  it('/de/product/challenges/distance-challenges: no Sync, Pace or Kletter-Challenge', async () => {
    const text = await pageTextOf('cofi', '/de/product/challenges/distance-challenges');
    expect(text).toContain('Schwimmtempo pro 100 m');
    expect(text).toContain('Ergänzen Sie eine Wertung nach Höhenmetern');
    expect(text).not.toMatch(/Sync |Pace|Kletter-Challenge/);
  });
});

describe('German, both brands', () => {
  it('/de/challenges/journeys/new-zealand-te-araroa-trail: Die Bergwanderer in the list and the map', async () => {
    const html = await pageHtmlOf('default', '/de/challenges/journeys/new-zealand-te-araroa-trail');
    expect(html).toContain('Die Bergwanderer');
    expect(labelsOf(html).some((l) => l.includes('Die Bergwanderer'))).toBe(true);
    expect(html).not.toContain('Tramper');
  });

  it('/de/challenges/journeys: the planner link and the map label join the title with a dash', async () => {
    const html = await pageHtmlOf('default', '/de/challenges/journeys');
    expect(html).toContain('Dauer für Ihre Gruppe planen – Neuseeland: der Te-Araroa-Trail');
    expect(labelsOf(html)).toContain('Karte – Neuseeland: der Te-Araroa-Trail');
    expect(html).not.toMatch(/planen: |Karte: Neuseeland/);
  });

  it('/de/: the header offers the trial as "Gratis testen", and the body leaves it to the header', async () => {
    const html = await pageHtmlOf('default', '/de/');
    expect(html).toMatch(/data-testid="primary-action"[^>]*>Gratis testen</);
    expect(html.slice(html.indexOf('</header>'), html.indexOf('<footer'))).not.toContain('href="/de/start-trial"');
    expect(html).not.toContain('>Kostenlos testen<');
  });

  // Each brand answers in its own words (cofi's for employers), each in one sentence.
  it.each([
    ['default', 'Teilnehmende sind Personen, die sich für Ihr Event anmelden, Aktivitäten synchronisieren'],
    ['cofi', 'Mitarbeitende oder eingeladene Gäste, die sich für Ihre Challenge anmelden, Aktivitäten synchronisieren'],
  ])('%s /de/pricing: who counts as a participant, in one sentence', async (tenant, sentence) => {
    const text = await pageTextOf(tenant, '/de/pricing');
    expect(text).toContain(sentence);
    expect(text).not.toContain('die an Ihrem Event teilnehmen');
  });

  it('/de/ trust centre: role names in quotes, "Ja." before a capitalised cell, Drittanbieter with purpose and place', async () => {
    const text = await pageTextOf('default', '/de/solutions/security-privacy');
    expect(text).toContain('mit der Rolle „Vollzugriff“ oder „Nutzerdaten“');
    expect(text).not.toMatch(/Rolle Vollzugriff|Ja: /);
    expect(text).toContain('Ja. Alle Daten der Organisation oder des Events');
    expect(text).toContain('Drittanbieter, die an diese Website gesendete oder über sie übertragene Daten verarbeiten');
  });
  it('/de/features: administrator roles by one name, never Admin-', async () => {
    const text = await pageTextOf('default', '/de/features');
    expect(text).toContain('Administratorrollen');
    expect(text).toContain('Vom Organisator vergeben');
    expect(text).not.toMatch(/Admin-|Vom Admin/);
  });
});

describe('Dutch', () => {
  it('/nl/pricing: no "runnen", one wording for the one-off charge', async () => {
    const text = await pageTextOf('default', '/nl/pricing');
    expect(text).toContain('We zetten het hele evenement op, begeleiden het en beantwoorden');
    expect(text).toContain('Wordt eenmalig per bestelling in rekening gebracht.');
    expect(text).not.toMatch(/\brun(nen|t)\b|Eenmalig per bestelling betaald/);
  });

  it('/nl/: Dutch department names in the picture and its label; no "uw mensen"', async () => {
    const html = await pageHtmlOf('default', '/nl/');
    expect(labelsOf(html).join('\n')).toContain('Bedrijfsvoering 84% (118 van 140)');
    expect(html).toContain('Techniek');
    expect(html).not.toMatch(/Operations|Engineering|uw mensen/);
  });

  it('/nl/solutions/relay-races: tijdvak throughout, never slot', async () => {
    const text = await pageTextOf('default', '/nl/solutions/relay-races');
    expect(text).toContain('in tijdvakken van een uur');
    expect(text).not.toMatch(/\bslots?\b/);
  });

  it.each([
    ['new-zealand-te-araroa-trail', 'De Bergwandelaars', 'Trampers'],
    ['camino-de-santiago', 'De Salarispelgrims', 'Payroll'],
    ['us-west-coast', 'Team Stille Oceaan', 'Team Pacific'],
  ])('/nl/challenges/journeys/%s: the team is %s', async (journey, team, english) => {
    const html = await pageHtmlOf('default', `/nl/challenges/journeys/${journey}`);
    expect(html).toContain(team);
    expect(html.replace(/<script type="application\/ld\+json">[\s\S]*?<\/script>/g, '')).not.toContain(english);
  });

  it('/nl/product/integrations/single-sign-on: the price page by its name, the tools before the places', async () => {
    const text = await pageTextOf('default', '/nl/product/integrations/single-sign-on');
    expect(text).toContain('Elke extra stap bij het aanmelden kost u deelnemers.');
    expect(text).toContain('staat op de prijspagina');
    expect(text).toContain('Breng de challenge met Microsoft Teams en Slack naar de plekken');
    expect(text).not.toMatch(/pagina prijzen|Praat met ons/);
  });

  it('/nl/ trust centre: quoted role names and a sentence the server sends', async () => {
    const text = await pageTextOf('default', '/nl/solutions/security-privacy');
    expect(text).toContain('met de rol ‘Volledige toegang’ of ‘Gebruikersgegevens’');
    expect(text).toContain('de gegevens verstuurt onze server, zonder cookies');
    expect(text).toContain('Ja. Alle gegevens van de organisatie');
    expect(text).not.toContain('Ja: ');
  });
});
