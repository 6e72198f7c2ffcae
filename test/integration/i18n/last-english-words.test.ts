/**
 * The last English words on translated pages (the pseudo-locale walk found
 * them): the hidden new-tab hint, the breadcrumb's parents, the pictures' words (the app's tabs and
 * status line, units, sample departments and badges), the trial cards and the trial page's words.
 * Each in the page's language, through the worker on real hosts, English unchanged.
 */
import { describe, expect, it } from 'vitest';
import { pageHtmlOf as html } from '../helpers.ts';

/** The breadcrumb's names, in order. */
const crumbs = (page: string) => {
  const trail = page.match(/data-testid="breadcrumb"[\s\S]*?<\/nav>/)?.[0] ?? '';
  return [...trail.matchAll(/>([^<>]+)<\/(?:a|span)>/g)].map((m) => m[1]!.trim()).filter(Boolean);
};

describe('the last English words, in the page’s language', () => {
  it('the hint after a link to another site: German on /de/, English on /', async () => {
    // cofi's /solutions/workplace links its customers' sites.
    const german = await html('cofi', '/de/solutions/workplace');
    expect(german).toContain('> (öffnet in einem neuen Tab)</span>');
    expect(german).not.toContain('(opens in a new tab)');
    // The customers' logos, named for screen readers in German as well.
    expect(german).toContain('aria-label="Organisationen, die Corporate Fitness nutzen"');
    expect(await html('cofi', '/solutions/workplace')).toContain('> (opens in a new tab)</span>');
  });

  it('the breadcrumb: home and parent labels as the page’s own menu names them', async () => {
    const german = crumbs(await html('cofi', '/de/product/benefits/insights'));
    expect(german.slice(0, 3)).toEqual(['Startseite', 'Produkt', 'Vorteile']);
    const english = crumbs(await html('cofi', '/product/benefits/insights'));
    expect(english.slice(0, 3)).toEqual(['Home', 'Product', 'Benefits']);
    expect(crumbs(await html('default', '/ar/solutions/step-challenges'))[0]).toBe('الرئيسية');
  });

  it('the app picture: tabs, status line and units in German and Arabic; English as before', async () => {
    const german = await html('default', '/de/solutions/step-challenges');
    expect(german).toContain('>Rangliste<');
    expect(german).toMatch(/Tag 12 von 28 · \d+ Teams/);
    expect(german).toMatch(/[\d.]+ Schritte</);
    expect(german).toContain('>Punkte<');
    expect(german).not.toMatch(/>(Leaderboard|points)</);
    // What a screen reader hears for the picture, too.
    expect(german).toMatch(
      /aria-label="Die Team-Rangliste in der App für „[^"]+“, [^"]+: 1\. [^"]+ Punkte, [\d.]+ Schritte; 2\./,
    );
    expect(german).not.toContain('team leaderboard for');
    const arabic = await html('default', '/ar/solutions/step-challenges');
    expect(arabic).toContain('>الترتيب<');
    expect(arabic).toContain('>نقطة<');
    const english = await html('default', '/solutions/step-challenges');
    expect(english).toContain('>Leaderboard<');
    expect(english).toMatch(/Day 12 of 28 · \d+ teams/);
    expect(english).toMatch(/[\d,]+ steps</);
  });

  it('/fr/features: the departments, groups, goal and badges in French', async () => {
    const page = await html('default', '/fr/features');
    // A badge's name over 12 characters takes two lines of its cell (badge-wall.tsx).
    for (const word of ['Toute l’organisation · Rome', 'Ingénierie', 'Bureau', '>Semi-</tspan>', '>Venise</tspan>'])
      expect(page).toContain(word);
    expect(page).not.toMatch(/>(Engineering|Women|Half)</);
    const english = await html('default', '/features');
    for (const word of [
      'Whole organisation · Rome, 3,440 km',
      '>Engineering<',
      '>Half</tspan><tspan x="32" dy="14">marathon<',
    ])
      expect(english).toContain(word);
    expect(english).toContain('aria-label="A badge wall: 5 of 8 badges earned (First 10,000, 7-day streak');
    expect(page).toContain('aria-label="Un mur de badges\u202f: 5 badges obtenus sur 8 (10\u202f000 pas, 7');
  });

  it('cofi /de/: the report, the sign-in screen and the trackers’ hub in German', async () => {
    const page = await html('cofi', '/de/');
    expect(page).toContain('Berichte · ');
    expect(page).toContain('machen mit, nach Abteilung');
    expect(page).toContain('Bei Corporate Fitness anmelden');
    expect(page).not.toMatch(/>Sign in to/);
    expect(page).toContain('aria-label="Der Bericht des Organisators für „Schrittmonat im Unternehmen“, Tag 9 von 30');
    expect(page).toMatch(/aria-label="Anmeldung bei Corporate Fitness mit Ihrem Arbeitskonto: weiter mit /);
    expect(page).not.toMatch(/aria-label="(The organiser|Sign in to|Activity from)/);
    expect(await html('cofi', '/')).toContain('Sign in to Corporate Fitness');
  });

  it('/de/start-trial and /de/trial/…: the cards’ titles and the trial’s words in German', async () => {
    const start = await html('default', '/de/start-trial');
    const german = (await import('../../../content/trials/step-challenge.de.md?raw')).default;
    const title = german.match(/^title: "?(.+?)"?$/m)![1]!;
    expect(start).toContain(title);
    const english = (await import('../../../content/trials/step-challenge.md?raw')).default;
    expect(start).not.toContain(english.match(/^title: "?(.+?)"?$/m)![1]!);
    const trial = await html('default', '/de/trial/step-challenge');
    expect(trial).toContain('14-tägigen Test starten');
    expect(trial).toContain('Tage kostenlos');
    expect(trial).not.toContain('days free');
    const englishTrial = await html('default', '/trial/step-challenge');
    expect(englishTrial).toContain('Start the 14-day trial');
    expect(englishTrial).toContain('days free');
  });
});

describe('the menus in the page’s language', () => {
  it('/de/ and /ar/: the top menu and the footer menu from their translation files; English as before', async () => {
    const german = await html('default', '/de/');
    expect(german).toMatch(/<summary[^>]*>Lösungen</);
    expect(german).toMatch(/>Datenschutzerklärung(<span class="tt-in-english"> \(auf Englisch\)<\/span>)?<\/a>/);
    // The page it leads to is still English: the link says so (worker/i18n/localize-links.ts).
    expect(german).toContain(
      '<a href="/de/blog" hreflang="en">Blog<span class="tt-in-english"> (auf Englisch)</span></a>',
    );
    // A translated page it leads to: no mark.
    expect(german).toContain('<a href="/de/solutions/hybrid-events">Hybride Events</a>');
    expect(german).not.toMatch(/>(Privacy policy|Case studies)</);
    const arabic = await html('default', '/ar/');
    expect(arabic).toContain('>الأسعار</a>');
    const english = await html('default', '/');
    expect(english).toMatch(/<summary[^>]*>Solutions</);
    expect(english).toContain('>Privacy policy</a>');
  });

  it('cofi /fr/: its own menus in French, the drawer’s too; a subtenant inherits them', async () => {
    const french = await html('cofi', '/fr/');
    expect(french).toContain('>Atouts</a>');
    expect(french).toContain('&quot;title&quot;:&quot;Atouts&quot;');
    expect(french).not.toContain('&quot;title&quot;:&quot;Benefits&quot;');
    expect(await html('cofi', '/product')).toContain('>Benefits</a>');
  });
});
