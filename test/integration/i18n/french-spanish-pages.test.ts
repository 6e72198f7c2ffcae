/**
 * What French and Spanish buyers read on the general brand's solutions, its trust centre and the
 * Spanish integration and legal pages: every solution card in the page's language (none marked
 * English), the trust centre translated without the untranslated-page note, and French typography
 * in what a screen reader hears (a narrow no-break space before ";", a status that starts its own
 * sentence instead of a capitalised "Jour" mid-sentence).
 */
import { describe, expect, it } from 'vitest';
import { get } from '../helpers.ts';
import { urlOf } from '../../tenant-hosts.ts';
import { h1Of as h1 } from '../../page-markup.ts';

const htmlOf = async (path: string, tenant = 'default') => {
  const res = await get(urlOf(tenant, path));
  expect(res.status, path).toBe(200);
  return (await res.text()).replace(/<!-- -->/g, '');
};
const mainOf = (html: string) => html.match(/<main[\s\S]*?<\/main>/)?.[0] ?? '';
/** Elements marked English (`lang="en"`, not the switcher's `hreflang="en"`). */
const englishMarks = (html: string) => [...html.matchAll(/<[^>]*\slang="en"[^>]*>[^<]{0,60}/g)].map((m) => m[0]);
const ariaLabels = (html: string) => [...html.matchAll(/aria-label="([^"]*)"/g)].map((m) => m[1]!);

describe('the solutions index in French and Spanish', () => {
  for (const [locale, english] of [
    ['fr', 'Running challenges for clubs'],
    ['es', 'Running challenges for clubs'],
  ] as const)
    it(`/${locale}/solutions: every card in ${locale}, no element of main marked English`, async () => {
      const main = mainOf(await htmlOf(`/${locale}/solutions`));
      const cards = [...main.matchAll(/<li[^>]*><h2><a href="([^"]*)"[^>]*>([^<]*)<\/a><\/h2>/g)];
      expect(cards.length).toBeGreaterThanOrEqual(13);
      expect(englishMarks(main)).toEqual([]);
      expect(main).not.toContain(english);
      for (const [, href] of cards) expect(href, 'cards link within the locale').toMatch(new RegExp(`^/${locale}/`));
    });

  it('a translated solution page reads in its language, indexable', async () => {
    const french = await htmlOf('/fr/solutions/hybrid-events');
    expect(h1(french)).toBe(
      'Événements hybrides\u202f: une seule course, sur la ligne de départ et partout dans le monde',
    );
    const spanish = await htmlOf('/es/solutions/relay-races');
    expect(h1(spanish)).toBe(
      'Carreras de relevos: relevos virtuales por equipos, por franjas horarias o por distancia',
    );
    for (const html of [french, spanish]) {
      expect(html).not.toContain('data-testid="untranslated-note"');
      expect(html).not.toContain('noindex');
    }
  });
});

describe('the general brand’s trust centre in French and Spanish', () => {
  for (const [locale, role, level, purpose] of [
    ['fr', 'Accès complet', 'Privé (vous uniquement)', 'Mesure l’audience et les erreurs de ce site'],
    ['es', 'Acceso completo', 'Privado (solo usted)', 'Cuenta las visitas a las páginas'],
  ] as const)
    it(`/${locale}/solutions/security-privacy: translated in full, without the untranslated note`, async () => {
      const html = await htmlOf(`/${locale}/solutions/security-privacy`);
      expect(html).toContain(`<html lang="${locale}"`);
      expect(html).not.toContain('data-testid="untranslated-note"');
      expect(html).not.toContain('noindex');
      expect(html).toContain(`<th scope="row">${role}<span class="spec">`);
      expect(html).toContain(`<h3 id="privacy-PRIVATE">${level}</h3>`);
      expect(html).toContain(purpose);
      const main = mainOf(html);
      for (const english of ['Full access', 'Counts page views', 'Contracts and add-ons', 'Where your data lives'])
        expect(main, english).not.toContain(english);
      expect(englishMarks(main)).toEqual([]);
    });

  it('the English trust centre keeps its English words', async () => {
    const html = await htmlOf('/solutions/security-privacy');
    expect(html).toContain('Contracts and add-ons');
    expect(html).not.toContain('Accès complet');
  });
});

describe('French typography in what a screen reader hears, and the status as its own sentence', () => {
  it('a journey map separates its teams with a narrow no-break space before ";"', async () => {
    const labels = ariaLabels(await htmlOf('/fr/challenges/journeys/camino-de-santiago'));
    const map = labels.find((l) => l.includes('dernière étape franchie'));
    expect(map).toBeDefined();
    expect(map).toContain('\u202f; ');
    expect(map).not.toMatch(/[^\u202f];/);
  });

  it('the leaderboard picture’s status starts a sentence: “Jour 12”, never “, Jour 12”', async () => {
    const labels = ariaLabels(await htmlOf('/fr/solutions'));
    const leaderboard = labels.find((l) => l.startsWith('Le classement des équipes'));
    expect(leaderboard).toContain('». Jour 12 sur 28');
    for (const label of labels) expect(label).not.toMatch(/, Jour \d/);
  });

  it('in Spanish too: “Día 12” starts its sentence', async () => {
    const labels = ariaLabels(await htmlOf('/es/'));
    const leaderboard = labels.find((l) => l.startsWith('La clasificación de equipos'));
    expect(leaderboard).toContain('». Día 12 de 28');
    for (const label of labels) expect(label).not.toMatch(/, Día \d/);
  });
});

describe('Spanish integration and legal pages', () => {
  it('/es/product/integrations/microsoft-teams and its parent: Spanish, no English breadcrumb', async () => {
    const html = await htmlOf('/es/product/integrations/microsoft-teams');
    expect(h1(html)).toBe('Integración con Microsoft Teams: el reto allí donde trabaja su gente');
    expect(html).not.toContain('data-testid="untranslated-note"');
    expect(englishMarks(mainOf(html))).toEqual([]);
    expect(html).not.toContain('Integrations: fit challenges');
  });

  it('the footer links the Slack and Teams pages in Spanish, unmarked, on /es/', async () => {
    const html = await htmlOf('/es/');
    const footer = html.match(/<footer[\s\S]*?<\/footer>/)?.[0] ?? '';
    expect(footer).toContain('<a href="/es/product/integrations/slack">Integración con Slack</a>');
    expect(footer).toContain('<a href="/es/product/integrations/microsoft-teams">Integración con Microsoft Teams</a>');
  });
});
