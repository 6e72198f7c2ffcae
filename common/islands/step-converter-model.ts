import type { ActivityType, ConversionRow, ConversionTable } from '../converter/conversion-table-schema.ts';
import {
  convertByDistance,
  convertByDuration,
  convertByStairs,
  formatPace,
  minutesAtPace,
  paceOf,
  stairsPerMinute,
  type Conversion,
  type ConvertError,
  type DistanceUnit,
  type Result,
  type UnitSystem,
} from '../converter/convert-core.ts';
import { formatNumber } from '../format.ts';

/*
 * The step converter's model: its form values, their parsing and the conversion they ask for.
 * The island (client/islands/step-converter.tsx) and the no-JavaScript page
 * (worker/pages/convert-steps-page.tsx) both run it, so the page and the hydrated island agree.
 */

/** What the island needs of a table row: convert.ts reads only these fields. */
export type ConverterRow = Pick<ConversionRow, 'activity' | 'stepsPerMinute' | 'distance'>;
export type Mode = 'duration' | 'distance' | 'stairs';
/**
 * The form's values as typed (strings), named like the fields convert.ts reports errors on. `mode`
 * is the visitor's choice, kept while they pass activities without it; `distance` is in km or miles,
 * `shortDistance` in metres or yards (rowing, swimming), so neither is lost on the way.
 */
export interface ConverterValues {
  activity: ActivityType;
  mode: Mode;
  units: UnitSystem;
  minutes: string;
  distance: string;
  shortDistance: string;
  stairs: string;
  stairsPerHour: string;
  pointsPer1000Steps: string;
}

export const ACTIVITY_LABELS: Record<ActivityType, string> = {
  RUNNING: 'Running',
  CYCLING: 'Cycling',
  WALKING: 'Walking',
  SWIMMING: 'Swimming',
  HIKING: 'Hiking',
  ROWING: 'Rowing',
  KAYAKING: 'Kayaking',
  CANOEING: 'Canoeing',
  SURFING: 'Surfing',
  PADDLEBOARDING: 'Stand-up paddleboarding',
  SNOWBOARDING: 'Snowboarding',
  ALPINE_SKIING: 'Alpine skiing',
  NORDIC_SKIING: 'Cross-country skiing',
  BACKCOUNTRY_SKIING: 'Backcountry skiing',
  INDOOR_CYCLING: 'Indoor cycling',
  INDOOR_RUNNING: 'Indoor running (treadmill)',
  ELLIPTICAL: 'Elliptical trainer',
  MIND_BODY: 'Mind and body (tai chi, qigong)',
  YOGA: 'Yoga',
  MARTIAL_ARTS: 'Martial arts',
  PILATES: 'Pilates',
  DANCING: 'Dancing',
  WEIGHT_LIFTING: 'Weight lifting',
  INDOOR_CARDIO: 'Indoor cardio',
  TENNIS: 'Tennis',
  TEAM_SPORTS: 'Team sports',
  HORSEBACK_RIDING: 'Horseback riding',
  ICE_SKATING: 'Ice skating',
  INLINE_SKATING: 'Inline skating',
  GOLF: 'Golf',
  STAIR_CLIMBING: 'Stair climbing',
  WHEELCHAIR: 'Wheelchair',
  MULTI_SPORT: 'Multisport',
  OTHER: 'Other activity',
};
/** Alphabetical by label, "Other activity" last: the order of the select and the table. */
export const byLabel = (a: { activity: ActivityType }, b: { activity: ActivityType }) =>
  byLabelIn(ACTIVITY_LABELS, 'en')(a, b);

/** The same order for labels in another language (`activity.*` messages), as that language sorts. */
export const byLabelIn =
  (labels: Record<ActivityType, string>, lang: string) =>
  (a: { activity: ActivityType }, b: { activity: ActivityType }) =>
    Number(a.activity === 'OTHER') - Number(b.activity === 'OTHER') ||
    labels[a.activity].localeCompare(labels[b.activity], lang);

export const DEFAULT_VALUES: ConverterValues = {
  activity: 'CYCLING',
  mode: 'duration',
  units: 'metric',
  minutes: '30',
  distance: '5',
  shortDistance: '1000',
  stairs: '300',
  stairsPerHour: '1800',
  pointsPer1000Steps: '',
};
export const MODES: readonly Mode[] = ['duration', 'distance', 'stairs'];
/** Unit names as the form writes them. */
export const UNIT_NAMES: Record<DistanceUnit, string> = { km: 'km', mi: 'miles', m: 'metres', yd: 'yards' };

/** Rowing in metres, swimming in metres or yards, everything else in km or miles. */
export const distanceUnit = (activity: ActivityType, units: UnitSystem): DistanceUnit =>
  activity === 'ROWING'
    ? 'm'
    : activity === 'SWIMMING'
      ? units === 'metric'
        ? 'm'
        : 'yd'
      : units === 'metric'
        ? 'km'
        : 'mi';
/** Which of the two distance values the activity's unit uses. */
export const distanceKey = (unit: DistanceUnit): 'distance' | 'shortDistance' =>
  unit === 'km' || unit === 'mi' ? 'distance' : 'shortDistance';
export const modesOf = (row: ConverterRow | undefined): Mode[] => [
  'duration',
  ...(row?.distance ? ['distance' as const] : []),
  ...(row?.activity === 'STAIR_CLIMBING' ? ['stairs' as const] : []),
];
/** The mode shown: the visitor's choice where the activity has it, else by duration. */
export const modeFor = (rows: ConverterRow[], v: ConverterValues): Mode =>
  modesOf(rows.find((r) => r.activity === v.activity)).includes(v.mode) ? v.mode : 'duration';

/** Values from outside (a URL) made safe: a known activity, a known mode and unit system. */
export function settle(rows: ConverterRow[], v: ConverterValues): ConverterValues {
  const activity = rows.some((r) => r.activity === v.activity) ? v.activity : DEFAULT_VALUES.activity;
  return {
    ...v,
    activity,
    mode: MODES.includes(v.mode) ? v.mode : 'duration',
    units: v.units === 'imperial' ? 'imperial' : 'metric',
  };
}

/** A number typed in the visitor's language ("1.234,5" in German); empty or garbage is NaN. */
export function parseNumber(text: string, lang: string): number {
  const decimal = new Intl.NumberFormat(lang).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
  const clean = text
    .replace(/\s/g, '')
    .replaceAll(decimal === ',' ? '.' : ',', '')
    .replace(decimal, '.');
  return clean === '' ? Number.NaN : Number(clean);
}

export interface Outcome {
  result: Result<Conversion>;
  note: string;
  pace: string | null;
}

/** The conversion the values ask for, with a sentence on how it was made and the pace where one applies. */
export function convertValues(rows: ConverterRow[], v: ConverterValues, lang: string): Outcome {
  const table = {
    method: [],
    stepsPerMetMinute: '100 / 3.5',
    sources: [],
    activities: rows,
  } as unknown as ConversionTable;
  const num = (text: string) => parseNumber(text, lang);
  const fmt = (n: number) => formatNumber(n, lang);
  const points = v.pointsPer1000Steps.trim() === '' ? undefined : num(v.pointsPer1000Steps);
  const row = rows.find((r) => r.activity === v.activity);
  const mode = modeFor(rows, v);
  if (mode === 'stairs') {
    const rate = num(v.stairsPerHour);
    const result = convertByStairs({ stairs: num(v.stairs), stairsPerHour: rate, pointsPer1000Steps: points }, table);
    const note = result.ok
      ? `${fmt(rate)} stairs per hour is ${fmt(stairsPerMinute(rate))} stairs per minute: ${fmt(result.value.minutes ?? 0)} minutes of climbing at ${fmt(row?.stepsPerMinute ?? 0)} steps per minute.`
      : '';
    return { result, note, pace: null };
  }
  if (mode === 'distance' && row?.distance) {
    const unit = distanceUnit(v.activity, v.units);
    const distance = { value: num(v[distanceKey(unit)]), unit };
    const result = convertByDistance({ activity: v.activity, distance, pointsPer1000Steps: points }, table);
    const ref = paceOf(v.activity, v.units, { value: 1, unit: 'km' }, 60 / row.distance.referenceSpeedKmh, table);
    const minutes =
      ref.ok && result.ok && distance.value > 0
        ? minutesAtPace(v.activity, v.units, distance, ref.value.seconds, table)
        : null;
    const pace = ref.ok ? `${formatPace(ref.value.seconds)} ${ref.value.unit.label}` : null;
    const note = minutes?.ok ? `Counted as ${fmt(minutes.value)} minutes at the table's reference pace.` : '';
    return { result, note, pace };
  }
  const result = convertByDuration(
    { activity: v.activity, minutes: num(v.minutes), pointsPer1000Steps: points },
    table,
  );
  return {
    result,
    note: result.ok
      ? `${fmt(row?.stepsPerMinute ?? 0)} steps per minute of ${ACTIVITY_LABELS[v.activity].toLowerCase()}.`
      : '',
    pace: null,
  };
}

const NOUNS: Record<string, string> = {
  minutes: 'the duration',
  distance: 'the distance',
  stairs: 'the number of stairs',
  stairsPerHour: 'the climbing rate',
  pointsPer1000Steps: 'the points per 1000 steps',
  activity: 'the activity',
};
const LIMIT_UNITS: Record<string, string> = {
  minutes: ' minutes',
  stairs: ' stairs',
  stairsPerHour: ' stairs per hour',
};
const sentence = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}.`;

/** convert.ts's error in the words of the form. */
export function errorText(e: ConvertError): string {
  const noun = NOUNS[e.field] ?? e.field;
  if (e.code === 'INVALID_NUMBER') return sentence(`enter ${noun} as a number`);
  if (e.code === 'NEGATIVE') return sentence(`${noun} cannot be negative`);
  if (e.code === 'ZERO') return sentence(`${noun} must be more than 0`);
  const text = e.message.startsWith(e.field) ? noun + e.message.slice(e.field.length) : e.message;
  return sentence(/\d$/.test(text) ? text + (LIMIT_UNITS[e.field] ?? '') : text);
}
