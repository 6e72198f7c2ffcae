/**
 * The step converter in every language. Its form words, hints, errors and result
 * sentence are messages (`converter.*`), its page copy is translated (content/pages/convert-steps.*),
 * so the translated page is in its locale's sitemap; the no-JavaScript form answers in the language.
 */
import { describe, expect, it } from 'vitest';
import { get, pageHtmlOf as html } from '../helpers.ts';
import { translatedLocalesOf, urlOf } from '../../tenant-hosts.ts';
import { CONTENT } from '../../../worker/content/built-content.ts';
import { PAGE_LOCALES } from '../../../common/i18n/locales.ts';
import en from '../../../messages/en.json';
import fr from '../../../messages/fr.json';
import { CONVERTER_ISLAND_KEYS } from '../../../worker/pages/convert-steps-labels.ts';
import { convertByDuration, convertByStairs } from '../../../worker/converter/convert.ts';
import { islandProps } from '../../island-props.ts';
import type { StepConverterProps } from '../../../client/islands/step-converter.tsx';

const PATH = '/resources/convert-steps';
const text = async (tenant: string, path: string) => {
  const res = await get(urlOf(tenant, path));
  expect(res.status, path).toBe(200);
  return res.text();
};
/** The result panel's text, tags dropped. */
const result = (page: string) =>
  /data-testid="step-result">([\s\S]*?)<\/div>/
    .exec(page)![1]!
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const steps = (r: ReturnType<typeof convertByDuration>) => (r.ok ? r.value.steps : Number.NaN);

describe('the step converter in German, French and Arabic', () => {
  it('/de answers in German: copy, form, result sentence with German numbers, table headings', async () => {
    const page = await html('default', `/de${PATH}?minutes=45`);
    expect(page).toContain('<html lang="de"');
    expect(page).not.toContain('noindex');
    expect(page).toContain('Schrittumrechner: jede Aktivität in Schritte umrechnen');
    expect(page).toContain('<label for="sc-activity">Aktivität</label>');
    expect(page).toContain('<label for="sc-minutes">Dauer in Minuten</label>');
    expect(page).toContain('aria-label="Schrittumrechner"');
    expect(page).toContain('>Umrechnen</button>');
    expect(page).toContain('Leer lassen, um nur die Schritte zu sehen.');
    const cycling = new Intl.NumberFormat('de').format(steps(convertByDuration({ activity: 'CYCLING', minutes: 45 })));
    expect(cycling).toContain('.');
    expect(result(page)).toBe(`${cycling} Schritte 229 Schritte pro Minute (Radfahren).`);
    for (const heading of ['Wie aus Aktivitäten Schritte werden', 'Quellen', 'Schritte pro Minute', 'Schritte pro km'])
      expect(page).toContain(heading);
    // The data file's method and Compendium entries are German now (step-table-translations.test.ts).
    expect(page).toContain('<td class="basis">Radfahren, 12 bis 13,9 mph');
  });

  it('cofi /fr answers in French, and the island gets the words it fills, as text', async () => {
    const page = await html('cofi', `/fr${PATH}`);
    expect(page).toContain('<html lang="fr"');
    expect(page).toContain('Convertisseur de pas\u202f: un classement équitable pour tous les salariés');
    expect(page).toContain('<label for="sc-activity">Activité</label>');
    expect(page).toContain('Comment les activités deviennent des pas');
    const props = islandProps<StepConverterProps>(page, 'step-converter');
    expect(props.labels.language).toBe('fr');
    expect(props.labels.words['field.minutes']).toBe('Durée en minutes');
    expect(props.labels.words['result.points']).toEqual({
      plural: 'points',
      one: '{#points} point',
      other: '{#points} points',
    });
    expect(Object.keys(props.labels.words)).toHaveLength(CONVERTER_ISLAND_KEYS.length);
  });

  it('without JavaScript, the German form answers with a German error, and a German result with points', async () => {
    const error = await html('default', `/de${PATH}?activity=CYCLING&mode=duration&minutes=abc`);
    expect(error).toContain('Geben Sie die Dauer als Zahl ein.');
    expect(error).toContain('Korrigieren Sie das markierte Feld, um die Schritte zu sehen.');
    const tooMany = await html('default', `/de${PATH}?minutes=2000`);
    expect(tooMany).toContain('Die Dauer darf höchstens 1440 Minuten betragen.');
    const stairs = await html(
      'default',
      `/de${PATH}?activity=STAIR_CLIMBING&mode=stairs&stairs=600&stairsPerHour=1800&pointsPer1000Steps=2,5`,
    );
    const expected = convertByStairs({ stairs: 600, stairsPerHour: 1800, pointsPer1000Steps: 2.5 });
    if (!expected.ok) throw new Error(expected.error.message);
    const de = new Intl.NumberFormat('de');
    expect(result(stairs)).toContain(`${de.format(expected.value.steps)} Schritte`);
    expect(result(stairs)).toContain(`${de.format(expected.value.points!)} Punkte`);
    expect(result(stairs)).toContain('1.800 Stufen pro Stunde sind 30 Stufen pro Minute: 20 Minuten Treppensteigen');
  });

  it('/ar: the pace names its unit in Arabic, and the picture’s step counts agree with their noun', async () => {
    const running = await html('default', `/ar${PATH}?activity=RUNNING&mode=distance&distance=5`);
    expect(running).toMatch(/data-testid="pace">\d+:\d\d لكل كم<\/span>/);
    const rowing = await html('default', `/ar${PATH}?activity=ROWING&mode=distance&distance=2`);
    expect(rowing).toMatch(/data-testid="pace">\d+:\d\d لكل 500 م<\/span>/);
    expect(await html('default', `${PATH}?activity=RUNNING&mode=distance&distance=5`)).toMatch(
      /data-testid="pace">\d+:\d\d \/km<\/span>/,
    );
    // The sample picture: 45 minutes of cycling are 10,305 steps (ends in 5: the plural), 30 of swimming 4,980.
    const page = await html('default', `/ar${PATH}`);
    expect(page).toContain('تعادل 10,305 خطوات');
    expect(page).toContain('تعادل 4,980 خطوةً');
    expect(page).toMatch(/10,305 <tspan[^>]*>خطوات<\/tspan>/);
  });

  it('/ar answers right to left in Arabic', async () => {
    const page = await html('default', `/ar${PATH}`);
    expect(page).toContain('dir="rtl"');
    expect(page).toContain('<label for="sc-activity">النشاط</label>');
    expect(result(page)).toContain('خطوة');
    // The picture's text alternative separates its rows with the Arabic semicolon.
    const labels = [...page.matchAll(/aria-label="([^"]*خطوة[^"]*)"/g)].map((m) => m[1]!);
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels) {
      expect(label).toContain('\u061b ');
      expect(label).not.toContain('; ');
    }
  });

  it('the sources name their use after the colon each language writes', async () => {
    /** The items of the list under the sources heading, tags dropped. */
    const sources = (page: string, heading: string) =>
      [
        ...page
          .slice(page.indexOf(`<h3>${heading}</h3>`))
          .split('</ul>')[0]!
          .matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g),
      ].map((m) => m[1]!.replace(/<[^>]+>/g, ''));
    const french = sources(await html('default', `/fr${PATH}`), fr['converter.table.sources']);
    expect(french.length).toBeGreaterThan(2);
    for (const item of french) expect(item).toMatch(/\S\u202f: \S/);
    const english = sources(await html('default', PATH), en['converter.table.sources']);
    expect(english.length).toBe(french.length);
    for (const item of english) expect(item).toMatch(/\S: \S/);
  });

  it('the translated page is in each locale’s sitemap, with its alternates', async () => {
    for (const locale of translatedLocalesOf('default'))
      expect(await text('default', `/${locale}/sitemap.xml`)).toContain(
        `<loc>${urlOf('default', `/${locale}${PATH}`)}</loc>`,
      );
    for (const locale of translatedLocalesOf('cofi'))
      expect(await text('cofi', `/${locale}/sitemap.xml`)).toContain(
        `<loc>${urlOf('cofi', `/${locale}${PATH}`)}</loc>`,
      );
    const page = await html('default', PATH);
    for (const locale of translatedLocalesOf('default'))
      expect(page).toContain(`hrefLang="${locale}" href="${urlOf('default', `/${locale}${PATH}`)}"`);
  });

  it('English stays as it was', async () => {
    const page = await html('default', `${PATH}?minutes=abc`);
    expect(page).toContain('<label for="sc-minutes">Duration in minutes</label>');
    expect(page).toContain('Enter the duration as a number.');
    expect(page).toContain('How activities become steps');
    expect(page).not.toContain('lang="en">');
    expect(result(await html('default', PATH))).toMatch(/^6,870 steps 229 steps per minute of cycling\.$/);
  });

  it('the messages the island fills are text in every language, not compiled functions', () => {
    for (const locale of PAGE_LOCALES)
      for (const key of CONVERTER_ISLAND_KEYS)
        expect(CONTENT[`messages:${locale}`]?.[key], `${locale} ${key}`).toBeDefined();
  });
});
