/**
 * The step converter's data file in every language. The method paragraphs, what
 * each source is used for and the 34 Compendium entries come from `content/step-conversion.<locale>.json`
 * (the data-translation mechanism, part `data:<locale>:stepTable`); only a source's published title
 * stays English, marked `lang="en"`. English pages render the English file, unmarked.
 */
import { describe, expect, it } from 'vitest';
import { get, pageHtmlOf as html } from '../helpers.ts';
import { CONTENT } from '../../../worker/content/built-content.ts';
import { TRANSLATED_LOCALES } from '../../../common/i18n/locales.ts';

const PATH = '/resources/convert-steps';
/** The method and table section, where the data file's words are. */
const table = (page: string) => /data-testid="conversion-table">([\s\S]*?)<\/section>/.exec(page)![1]!;
/** A table row's Compendium entry cell. */
const basis = (section: string, activity: string) =>
  new RegExp(`data-activity="${activity}">[\\s\\S]*?<td class="basis"([^>]*)>([^<]*)</td>`).exec(section)!;
const ENGLISH = CONTENT['data:stepTable'];

describe('the step table in the page’s language', () => {
  it('/de shows the German method, sources and Compendium entries; a title left English is marked', async () => {
    const section = table(await html('default', `/de${PATH}`));
    expect(section).toContain('<p>Jede Aktivität wird über ihren Energieverbrauch in Schrittäquivalente umgerechnet.');
    expect(section).toContain('Eine MET-Minute ist also 100 / 3,5 (etwa 28,6) Schritte wert');
    const [, attributes, text] = basis(section, 'SWIMMING');
    expect(attributes).toBe('');
    expect(text).toBe('Bahnenschwimmen, Freistil, leichte oder mittlere Belastung (etwa 3:00 pro 100 m, 2 km/h)');
    // Our words around a published title are German; the title alone, left as published, is marked English.
    expect(section).toContain(
      '<li><a href="https://pacompendium.com/">Compendium of Physical Activities (Ainsworth u. a., Aktualisierung 2011, sowie Adult Compendium 2024)</a>: MET-Wert jeder Zeile der Tabelle.</li>',
    );
    expect(section).toContain(
      '<li><a href="https://pacompendium.com/" lang="en" dir="ltr">Wheelchair Compendium of Physical Activities (2024)</a>',
    );
    expect(section).toContain(
      '<li>Studien zur Gehkadenz von Tudor-Locke u. a. (CADENCE-Adults-Studie): Etwa 100 Schritte pro Minute',
    );
    // Nothing else of the file is English there.
    expect(section.match(/lang="en"/g)).toHaveLength(1);
    expect(section).not.toContain('et al.');
    expect(section).not.toContain('and colleagues');
    for (const paragraph of ENGLISH.method) expect(section).not.toContain(paragraph);
  });

  it('/ar shows Arabic method and entries, right to left, the titles left to right', async () => {
    const page = await html('default', `/ar${PATH}`);
    expect(page).toContain('<html lang="ar" dir="rtl"');
    const section = table(page);
    expect(section).toContain('<p>يُحوَّل كل نشاط إلى خطوات مكافئة بحسب ما يستهلكه من طاقة.');
    expect(basis(section, 'WALKING')[2]).toBe('المشي على أرض مستوية وصلبة بوتيرة معتدلة (نحو 3 ميل/س أو 4.8 كم/س)');
    expect(basis(section, 'WALKING')[1]).toBe('');
    expect(section).toContain('lang="en" dir="ltr">Wheelchair Compendium of Physical Activities (2024)</a>');
  });

  it('cofi /fr shows the French entries', async () => {
    const section = table(await html('cofi', `/fr${PATH}`));
    expect(section).toContain('<p>Chaque activité est convertie en équivalents en pas d’après sa dépense énergétique.');
    expect(basis(section, 'STAIR_CLIMBING')[2]).toBe('Montée d’escaliers, allure lente');
  });

  it('English is the English file, with no language marks', async () => {
    const section = table(await html('default', PATH));
    for (const paragraph of ENGLISH.method) expect(section).toContain(`<p>${paragraph.replace(/'/g, '&#x27;')}</p>`);
    expect(basis(section, 'SWIMMING')[2]).toBe(
      'Swimming laps, freestyle, light or moderate effort (about 3:00 per 100 m, 2 km/h)',
    );
    expect(section).not.toContain('lang="en"');
    expect(section).toContain(
      '<li>Walking-cadence research by Tudor-Locke and colleagues (CADENCE-Adults study): About 100 steps per minute',
    );
  });

  it('the pseudo-locale accents the file’s words, so the strict walk holds them (not skipped as English)', async () => {
    const res = await get(`http://default.localhost:8787/en-XA${PATH}`);
    const section = table((await res.text()).replace(/<!-- -->/g, ''));
    expect(section).not.toContain(ENGLISH.method[0]);
    // The sources' names are words too: accented, none left as the English file writes it.
    expect(section).not.toContain('lang="en"');
    expect(basis(section, 'TENNIS')[1]).toBe('');
    expect(basis(section, 'TENNIS')[2]).not.toBe('Tennis, general');
  });

  it('every translation says the numbers of the English text, in its own decimal notation', () => {
    for (const locale of TRANSLATED_LOCALES) {
      const translation = CONTENT[`data:${locale}:stepTable`];
      expect(translation, locale).toBeDefined();
      const english = texts(ENGLISH);
      texts(translation!).forEach((text, i) =>
        expect(figuresSaid(english[i]!, text), `${locale}: ${text}`).toEqual({ missing: [], extra: [] }),
      );
    }
  });

  it('a figure may be rounded for the reader, or given in km/h beside its mph, but not changed', () => {
    const english = 'RUNNING: Running, about 6 mph (10 min per mile, 9.66 km/h)';
    expect(figuresSaid(english, 'RUNNING: Course, environ 9,7 km/h (6 mph, 10 min par mile)')).toEqual({
      missing: [],
      extra: [],
    });
    expect(figuresSaid('X: about 6 mph', 'X: environ 9,7 km/h (6 mph)')).toEqual({ missing: [], extra: [] });
    expect(figuresSaid(english, 'RUNNING: Course, environ 9,8 km/h (6 mph, 10 min par mile)')).toEqual({
      missing: ['9.66'],
      extra: ['9.8'],
    });
    expect(figuresSaid(english, 'RUNNING: Course, environ 10 km/h (6 mph, 10 min par mile)').missing).toEqual(['9.66']);
    expect(figuresSaid('X: about 6 mph', 'X: environ 9,7 km/h (7 mph)')).toEqual({ missing: ['6'], extra: ['7'] });
    expect(figuresSaid('X: about 6 mph', 'X: environ 9,5 km/h (6 mph)').extra).toEqual(['9.5']);
  });
});

const texts = (t: typeof ENGLISH) => [
  ...t.method,
  ...t.sources.map((s) => s.use),
  ...t.activities.map((a) => `${a.activity}: ${a.basis}`),
];

// A pace on the clock ("3:00 per 100 m") reads "3 min" in words: its zero seconds are not a number said.
const figuresOf = (text: string) =>
  (text.replace(/\b(\d+):00\b/g, '$1').match(/\d+(?:[.,]\d+)?/g) ?? []).map((n) => n.replace(',', '.'));
const decimalsOf = (figure: string) => figure.split('.')[1]?.length ?? 0;
const rounded = (value: number, decimals: number) => Number(value.toFixed(decimals));
/** "9.7" says "9.66" to fewer decimals (never to a whole number, which would read as another figure). */
const roundsTo = (exact: string, said: string) =>
  decimalsOf(said) >= 1 &&
  decimalsOf(said) < decimalsOf(exact) &&
  rounded(Number(exact), decimalsOf(said)) === Number(said);

/**
 * The English text's figures the translation does not say (`missing`), and the figures it adds
 * (`extra`): each English figure as written or rounded to one decimal or more; an added figure only
 * as the km/h of an mph figure of the English text, which a metric reader needs.
 */
function figuresSaid(english: string, translation: string) {
  const left = figuresOf(translation);
  const missing: string[] = [];
  const unmatched = figuresOf(english).filter((e) => {
    const i = left.findIndex((t) => Number(t) === Number(e));
    if (i >= 0) left.splice(i, 1);
    return i < 0;
  });
  for (const e of unmatched) {
    const i = left.findIndex((t) => roundsTo(e, t));
    if (i >= 0) left.splice(i, 1);
    else missing.push(e);
  }
  const mph = [...english.matchAll(/(\d+(?:\.\d+)?) mph/g)].map((m) => Number(m[1]));
  const kmh = new Set([...translation.matchAll(/(\d+(?:,\d+)?)\s?km\/h/g)].map((m) => m[1]!.replace(',', '.')));
  const extra = left.filter(
    (t) => !(kmh.has(t) && mph.some((m) => rounded(m * 1.609344, decimalsOf(t)) === Number(t))),
  );
  return { missing, extra };
}
