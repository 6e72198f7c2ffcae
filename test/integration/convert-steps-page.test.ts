import { describe, expect, it } from 'vitest';
import type { StepConverterProps } from '../../client/islands/step-converter.tsx';
import { ACTIVITY_LABELS, type ConverterRow } from '../../common/islands/step-converter-model.ts';
import { CONVERTIBLE_ACTIVITY_TYPES } from '../../common/converter/conversion-table-schema.ts';
import {
  STEP_TABLE,
  convertByDistance,
  convertByDuration,
  formatNumber,
  formatPace,
  paceOf,
} from '../../worker/converter/convert.ts';
import { get } from './helpers.ts';
import { hostOf } from '../tenant-hosts.ts';
import { islandProps } from '../island-props.ts';

const HOSTS = { default: hostOf('default'), cofi: hostOf('cofi') };
// The page's language: the tenant's on an English URL, whatever the visitor's Accept-Language says.
const LANG = 'en';

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
};
/** Text as a reader sees it: entities decoded, React's text separators removed. */
const decode = (html: string) =>
  html.replace(/<!-- -->/g, '').replace(/&(amp|lt|gt|quot|#x27|#39);/g, (e) => ENTITIES[e]!);

async function page(tenant: keyof typeof HOSTS, query = '') {
  const res = await get(`https://${HOSTS[tenant]}/resources/convert-steps${query}`, {
    headers: { 'accept-language': 'en-GB' },
  });
  return { status: res.status, html: await res.text() };
}
const converterProps = (html: string) => islandProps<StepConverterProps>(html, 'step-converter');
const testId = (html: string, id: string) => decode(new RegExp(`data-testid="${id}">([^<]*)<`).exec(html)?.[1] ?? '');
const fmt = (n: number) => formatNumber(n, LANG);
const steps = (r: ReturnType<typeof convertByDuration>) => (r.ok ? fmt(r.value.steps) : `error ${r.error.code}`);

describe.each(Object.keys(HOSTS) as (keyof typeof HOSTS)[])('/resources/convert-steps on %s', (tenant) => {
  it('lists every convertible activity with its MET, steps per minute and steps per km', async () => {
    const { status, html } = await page(tenant);
    expect(status).toBe(200);
    const rows = [...html.matchAll(/<tr data-activity="([A-Z_]+)">(.*?)<\/tr>/g)];
    expect(rows.map((m) => m[1]).sort()).toEqual([...CONVERTIBLE_ACTIVITY_TYPES].sort());
    for (const [, activity, cells] of rows) {
      const row = STEP_TABLE.activities.find((r) => r.activity === activity)!;
      const text = decode(cells!);
      expect(text).toContain(`<th scope="row">${ACTIVITY_LABELS[row.activity]}</th>`);
      expect(text).toContain(`<td class="num">${fmt(row.met)}</td><td class="num">${fmt(row.stepsPerMinute)}</td>`);
      if (row.distance) expect(text).toContain(`<td class="num">${fmt(row.distance.stepsPerKm)}</td>`);
      else expect(text).toContain('not converted by distance');
      expect(text).toContain(row.basis);
    }
  });

  it('documents the method and the sources from the table file', async () => {
    const text = decode((await page(tenant)).html);
    for (const paragraph of STEP_TABLE.method) expect(text).toContain(`<p>${paragraph}</p>`);
    for (const source of STEP_TABLE.sources)
      expect(text).toContain(`${source.name}${source.url ? '</a>' : ''}: ${source.use}.`);
  });

  it('has the island marker with trimmed rows, the language and the default values as props', async () => {
    const props = converterProps((await page(tenant)).html);
    const trimmed: ConverterRow[] = STEP_TABLE.activities.map(({ activity, stepsPerMinute, distance }) => ({
      activity,
      stepsPerMinute,
      distance,
    }));
    expect(props.rows).toEqual(trimmed);
    expect(props.lang).toBe(LANG);
    expect(props.initial).toMatchObject({
      activity: 'CYCLING',
      mode: 'duration',
      units: 'metric',
      minutes: '30',
      pointsPer1000Steps: '',
    });
    expect(props.hidden).toEqual([]);
  });

  it('renders the default result on the server: 30 minutes of cycling', async () => {
    const { html } = await page(tenant);
    const at = (marker: string) => html.indexOf(marker);
    expect(at('<h1>')).toBeGreaterThan(0);
    expect(at('<h1>')).toBeLessThan(at('<tt-island data-island="step-converter"'));
    expect(at('<tt-island data-island="step-converter"')).toBeLessThan(at('data-testid="conversion-table"'));
    expect(testId(html, 'steps')).toBe(steps(convertByDuration({ activity: 'CYCLING', minutes: 30 })));
    expect(html).toMatch(/<div class="[^"]*result[^"]*" aria-live="polite"/);
    expect(html).toMatch(
      /<select id="sc-activity" name="activity">.*<option value="CYCLING" selected="">Cycling<\/option>/s,
    );
  });
});

describe('the form sent without JavaScript (GET) is converted on the server', () => {
  it('rowing 2000 m by distance, with the pace per 500 m and points', async () => {
    const { html } = await page('default', '?activity=ROWING&mode=distance&distance=2000&pointsPer1000Steps=5');
    const expected = convertByDistance({
      activity: 'ROWING',
      distance: { value: 2000, unit: 'm' },
      pointsPer1000Steps: 5,
    });
    expect(testId(html, 'steps')).toBe(steps(expected));
    expect(testId(html, 'points')).toBe(fmt(expected.ok ? expected.value.points! : Number.NaN));
    const pace = paceOf('ROWING', 'metric', { value: 1, unit: 'km' }, 60 / 12);
    expect(testId(html, 'pace')).toBe(`${formatPace(pace.ok ? pace.value.seconds : 0)} /500 m`);
  });

  it('swimming in yards shows the pace per 100 yd', async () => {
    const { html } = await page('cofi', '?activity=SWIMMING&mode=distance&units=imperial&distance=1650');
    expect(testId(html, 'steps')).toBe(
      steps(convertByDistance({ activity: 'SWIMMING', distance: { value: 1650, unit: 'yd' } })),
    );
    expect(testId(html, 'pace')).toMatch(/^\d+:\d\d \/100 yd$/);
    expect(html).toContain('<label for="sc-distance">Distance in yards</label>');
  });

  it('an invalid value comes back with the inline error tied to its field', async () => {
    const { html } = await page('cofi', '?activity=WALKING&minutes=-5&theme=highcontrast');
    const input = /<input[^>]* id="sc-minutes"[^>]*>/.exec(html)?.[0] ?? '';
    for (const attr of ['value="-5"', 'aria-invalid="true"', 'aria-describedby="sc-minutes-error"'])
      expect(input).toContain(attr);
    expect(html).toContain('<p class="error" id="sc-minutes-error">The duration cannot be negative.</p>');
    expect(html).not.toContain('data-testid="steps"');
    expect(converterProps(html).hidden).toEqual([['theme', 'highcontrast']]);
    expect(html).toContain('<input type="hidden" name="theme" value="highcontrast"/>');
  });

  it('an unknown activity falls back to cycling, by duration when cycling has not the mode asked for', async () => {
    const { html } = await page('default', '?activity=SKYDIVING&mode=stairs&minutes=45');
    expect(converterProps(html).initial).toMatchObject({ activity: 'CYCLING', minutes: '45' });
    expect(html).toContain('id="sc-minutes"');
    expect(html).not.toContain('id="sc-stairs"');
    expect(testId(html, 'steps')).toBe(steps(convertByDuration({ activity: 'CYCLING', minutes: 45 })));
  });
});

describe('/de/resources/convert-steps and /ar/…: the activity names in the page language', () => {
  const localized = async (prefix: string) => {
    const res = await get(`https://${HOSTS.default}${prefix}/resources/convert-steps`);
    expect(res.status).toBe(200);
    const raw = await res.text();
    return { html: decode(raw), props: converterProps(raw) };
  };
  it('names the table rows and the select options in German, sorted as German sorts, "Andere Aktivität" last', async () => {
    const { html, props } = await localized('/de');
    expect(html).toContain('<tr data-activity="CYCLING"><th scope="row">Radfahren</th>');
    const labels = props?.activityLabels;
    expect(labels).toMatchObject({ CYCLING: 'Radfahren', WALKING: 'Gehen', OTHER: 'Andere Aktivität' });
    const rows = [...html.matchAll(/<tr data-activity="[A-Z_]+"><th scope="row">([^<]*)<\/th>/g)].map((m) => m[1]!);
    expect(rows.at(-1)).toBe('Andere Aktivität');
    const sorted = [...rows.slice(0, -1)].sort((a, b) => a.localeCompare(b, 'de'));
    expect(rows.slice(0, -1)).toEqual(sorted);
    expect(html).toMatch(/<option value="CYCLING"[^>]*>Radfahren<\/option>/);
  });

  it('in Arabic on /ar; the English page keeps its English names and props without labels', async () => {
    expect((await localized('/ar')).html).toContain('<tr data-activity="CYCLING"><th scope="row">ركوب الدراجات</th>');
    const english = await localized('');
    expect(english.html).toContain('<tr data-activity="CYCLING"><th scope="row">Cycling</th>');
    expect(english.props).not.toHaveProperty('activityLabels');
  });
});
