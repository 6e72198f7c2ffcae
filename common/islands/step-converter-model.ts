import type { ActivityType, ConversionRow, ConversionTable } from '../converter/conversion-table-schema.ts';
import {
  convertByDistance,
  convertByDuration,
  convertByStairs,
  formatPace,
  LIMITS,
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
import { fillMessage } from '../i18n/fill-message.ts';
import type { ConverterLabels, ConverterWord } from './step-converter-labels.ts';

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

/**
 * A number typed in the visitor's language ("1.234,5" in German); empty or garbage is NaN. The
 * mark that is not the language's decimal groups thousands only where it is the language's group
 * and stands before groups of three digits ("2.500" in German); anywhere else it is a decimal
 * typed the other way: "2.5" is 2.5 in French (which groups with spaces) and in German too, never 25.
 */
export function parseNumber(text: string, lang: string): number {
  const parts = new Intl.NumberFormat(lang).formatToParts(12345.6);
  const decimal = parts.find((p) => p.type === 'decimal')?.value ?? '.';
  const group = parts.find((p) => p.type === 'group')?.value ?? ',';
  const other = decimal === ',' ? '.' : ',';
  let clean = text.replace(/\s/g, '');
  if (clean === '') return Number.NaN;
  const thousands = new RegExp(`^[+-]?\\d{1,3}(\\${other}\\d{3})+(\\${decimal}\\d*)?$`);
  if (group === other && thousands.test(clean)) clean = clean.replaceAll(other, '');
  else if (clean.includes(other)) {
    // A decimal typed the other way: one mark, and none of the language's own beside it.
    if (clean.includes(decimal) || clean.split(other).length > 2) return Number.NaN;
    clean = clean.replace(other, decimal);
  }
  return Number(clean.replace(decimal, '.'));
}

export interface Outcome {
  result: Result<Conversion>;
  note: string;
  pace: string | null;
}

/** A converter word filled with its arguments in the labels' language. */
export const say = (labels: ConverterLabels, word: ConverterWord, args?: Record<string, string | number>): string =>
  fillMessage(labels.words[word], labels.language, args);

/**
 * The conversion the values ask for, with a sentence on how it was made and the pace where one
 * applies, in the labels' words. Numbers in the sentences are formatted here (0 to 2 decimals in
 * `lang`, as the table shows them) and given to the messages as text. The activity's name stands
 * in the middle of the sentence ("steps per minute of cycling"), so it is lower-cased there,
 * except in German, which writes its nouns with a capital ("Radfahren").
 */
export function convertValues(
  rows: ConverterRow[],
  v: ConverterValues,
  lang: string,
  labels: ConverterLabels,
  activityName: string = ACTIVITY_LABELS[v.activity],
): Outcome {
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
      ? say(labels, 'note.stairs', {
          rate: fmt(rate),
          perMinute: fmt(stairsPerMinute(rate)),
          minutes: fmt(result.value.minutes ?? 0),
          stepsPerMinute: fmt(row?.stepsPerMinute ?? 0),
        })
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
    const pace = ref.ok ? say(labels, `pace.${ref.value.unit.id}`, { pace: formatPace(ref.value.seconds) }) : null;
    const note = minutes?.ok ? say(labels, 'note.distance', { minutes: fmt(minutes.value) }) : '';
    return { result, note, pace };
  }
  const result = convertByDuration(
    { activity: v.activity, minutes: num(v.minutes), pointsPer1000Steps: points },
    table,
  );
  return {
    result,
    note: result.ok
      ? say(labels, 'note.duration', {
          stepsPerMinute: fmt(row?.stepsPerMinute ?? 0),
          activity: /^de\b/.test(labels.language) ? activityName : activityName.toLocaleLowerCase(labels.language),
        })
      : '',
    pace: null,
  };
}

/** The fields whose errors name them (`converter.noun.*`); convert.ts's `unit` is the distance's. */
const NOUN_OF: Record<string, ConverterWord> = {
  minutes: 'noun.minutes',
  distance: 'noun.distance',
  unit: 'noun.distance',
  stairs: 'noun.stairs',
  stairsPerHour: 'noun.stairsPerHour',
  pointsPer1000Steps: 'noun.pointsPer1000Steps',
  activity: 'noun.activity',
};
/** Each field's upper limit, and its sentence (`converter.error.tooLarge.*`). */
const LIMIT_OF: Record<string, [ConverterWord, number]> = {
  minutes: ['error.tooLarge.minutes', LIMITS.minutes],
  distance: ['error.tooLarge.distance', LIMITS.km],
  stairs: ['error.tooLarge.stairs', LIMITS.stairs],
  stairsPerHour: ['error.tooLarge.stairsPerHour', LIMITS.stairsPerHour],
  pointsPer1000Steps: ['error.tooLarge.pointsPer1000Steps', LIMITS.pointsPer1000Steps],
};
const plainNumbers = new Map<string, Intl.NumberFormat>();

/**
 * convert.ts's error in the words of the form, a sentence from its first letter. A limit is
 * written without grouping ("1440 minutes"), as the form writes "1000" in "Points per 1000 steps".
 */
export function errorText(e: ConvertError, labels: ConverterLabels, lang: string): string {
  const noun = NOUN_OF[e.field] ? say(labels, NOUN_OF[e.field]!) : e.field;
  const limit = LIMIT_OF[e.field];
  let format = plainNumbers.get(lang);
  if (!format) plainNumbers.set(lang, (format = new Intl.NumberFormat(lang, { useGrouping: false })));
  const text =
    e.code === 'INVALID_NUMBER'
      ? say(labels, 'error.number', { noun })
      : e.code === 'NEGATIVE'
        ? say(labels, 'error.negative', { noun })
        : e.code === 'ZERO'
          ? say(labels, 'error.zero', { noun })
          : e.code === 'TOO_LARGE' && limit
            ? // Stairs at a slow rate fail on the time they take, not on their own limit.
              e.field === 'stairs' && !e.message.startsWith(e.field)
              ? say(labels, 'error.tooLong', { max: format.format(LIMITS.minutes) })
              : say(labels, limit[0], { max: format.format(limit[1]) })
            : say(labels, 'error.other', { noun });
  return text.charAt(0).toLocaleUpperCase(lang) + text.slice(1);
}

/**
 * A result message with its number apart, so the island can mark the number up: the text before
 * it, the number as the message wrote it, the text after it (all the text in the middle if the
 * language's form for that count writes no number).
 */
export function aroundNumber(labels: ConverterLabels, word: ConverterWord, name: string, value: number) {
  const text = say(labels, word, { [name]: value });
  const number = fillMessage(`{#${name}}`, labels.language, { [name]: value });
  const at = text.indexOf(number);
  return at < 0 ? (['', text, ''] as const) : ([text.slice(0, at), number, text.slice(at + number.length)] as const);
}
