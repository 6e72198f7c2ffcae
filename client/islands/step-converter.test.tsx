import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  STEP_TABLE,
  convertByDistance,
  convertByDuration,
  formatNumber,
  type ConvertError,
} from '../../worker/converter/convert.ts';
import {
  DEFAULT_VALUES,
  convertValues,
  distanceUnit,
  errorText,
  modeFor,
  parseNumber,
  settle,
  type ConverterRow,
  type ConverterValues,
} from '../../common/islands/step-converter-model.ts';
import StepConverter from './step-converter.tsx';
import { ENGLISH_CONVERTER_LABELS as EN } from '../../test/converter-labels.ts';

const ROWS: ConverterRow[] = STEP_TABLE.activities.map(({ activity, stepsPerMinute, distance }) => ({
  activity,
  stepsPerMinute,
  distance,
}));
const values = (patch: Partial<ConverterValues>): ConverterValues => ({ ...DEFAULT_VALUES, ...patch });
const expected = (r: ReturnType<typeof convertByDuration>) => (r.ok ? r.value.steps : r.error.code);
const stepsOf = (v: ConverterValues) => {
  const { result } = convertValues(ROWS, v, 'en-US', EN);
  return result.ok ? result.value.steps : result.error.code;
};

describe("parseNumber: numbers as typed in the visitor's language", () => {
  it.each([
    ['1,500', 'en-US', 1500],
    ['1.5', 'en-US', 1.5],
    ['1,5', 'de-DE', 1.5],
    ['1.500', 'de-DE', 1500],
    [' 42 ', 'en-US', 42],
    ['1.234,5', 'de-DE', 1234.5],
    ['1,234.5', 'en-US', 1234.5],
    // A decimal typed with the other mark is still a decimal, never ten times the value.
    ['2.5', 'fr-FR', 2.5],
    ['2,5', 'fr-FR', 2.5],
    ['1 000', 'fr-FR', 1000],
    ['2.5', 'de-DE', 2.5],
    ['2.5', 'es-ES', 2.5],
    ['2,5', 'en-US', 2.5],
  ])('%s in %s is %s', (text, lang, expected) => expect(parseNumber(text, lang)).toBe(expected));

  it.each(['', 'abc', '1..2', '1,2.5', '1.2.3'])('%j is not a number', (text) =>
    expect(parseNumber(text, 'en-US')).toBeNaN(),
  );
});

describe('convertValues uses convert.ts with the island rows', () => {
  it('by duration, by distance in the unit the activity and system give, with the pace unit', () => {
    expect(stepsOf(values({ activity: 'YOGA', minutes: '60', pointsPer1000Steps: '2.5' }))).toBe(
      expected(convertByDuration({ activity: 'YOGA', minutes: 60 })),
    );
    const rowing = convertValues(
      ROWS,
      values({ activity: 'ROWING', mode: 'distance', units: 'imperial', shortDistance: '2000' }),
      'en-US',
      EN,
    );
    expect(rowing.result).toEqual(convertByDistance({ activity: 'ROWING', distance: { value: 2000, unit: 'm' } }));
    expect(rowing.pace).toBe('2:30 /500 m');
    expect(distanceUnit('SWIMMING', 'imperial')).toBe('yd');
    expect(distanceUnit('RUNNING', 'imperial')).toBe('mi');
  });

  it('keeps the chosen mode for activities that have it, and converts by duration for the others', () => {
    expect(modeFor(ROWS, values({ activity: 'YOGA', mode: 'distance' }))).toBe('duration');
    expect(modeFor(ROWS, values({ activity: 'HIKING', mode: 'distance' }))).toBe('distance');
    expect(modeFor(ROWS, values({ activity: 'HIKING', mode: 'stairs' }))).toBe('duration');
    expect(modeFor(ROWS, values({ activity: 'STAIR_CLIMBING', mode: 'stairs' }))).toBe('stairs');
  });

  it('settles values from a URL on known ones', () => {
    expect(settle(ROWS, values({ activity: 'NOPE' as never, mode: 'x' as never, units: 'y' as never }))).toMatchObject({
      activity: 'CYCLING',
      mode: 'duration',
      units: 'metric',
    });
  });
});

describe('errorText: convert.ts errors in the words of the form', () => {
  it.each<[ConvertError, string]>([
    [
      { code: 'NEGATIVE', field: 'distance', message: 'distance cannot be negative' },
      'The distance cannot be negative.',
    ],
    [
      { code: 'INVALID_NUMBER', field: 'minutes', message: 'minutes must be a number' },
      'Enter the duration as a number.',
    ],
    [
      { code: 'ZERO', field: 'stairsPerHour', message: 'stairsPerHour must be more than 0' },
      'The climbing rate must be more than 0.',
    ],
    [
      { code: 'TOO_LARGE', field: 'minutes', message: 'minutes cannot be more than 1440' },
      'The duration cannot be more than 1440 minutes.',
    ],
    [
      { code: 'TOO_LARGE', field: 'distance', message: 'distance cannot be more than 1000 km' },
      'The distance cannot be more than 1000 km.',
    ],
  ])('%o', (error, text) => expect(errorText(error, EN, 'en-US')).toBe(text));
});

describe('StepConverter (server HTML)', () => {
  it('shows the default result in a polite live region, with labelled native controls', () => {
    const html = renderToString(
      <StepConverter rows={ROWS} lang="en-US" initial={DEFAULT_VALUES} hidden={[]} labels={EN} />,
    );
    expect(html).toContain('<label for="sc-activity">Activity</label>');
    expect(html).toContain('<label for="sc-minutes">Duration in minutes</label>');
    expect(html).toMatch(/aria-live="polite"/);
    const steps = expected(convertByDuration({ activity: 'CYCLING', minutes: 30 }));
    expect(html).toContain(`data-testid="steps">${formatNumber(Number(steps), 'en-US')}</span>`);
  });
});
