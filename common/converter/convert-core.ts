import type { ActivityType, ConversionRow, ConversionTable } from './conversion-table-schema.ts';

/**
 * The step converter's arithmetic (miles of 1.609344 km, 0 to 2 decimals): an activity by duration, by
 * distance (metric or imperial) or, for stair climbing, by stairs at a per-hour rate, into whole
 * steps and optionally points. Pure functions; bad input comes back as an error value, never a throw.
 */

// The table is an argument: this module ships in the converter island, which must not carry zod
// or the whole table (convert.ts binds the parsed table for the server and the tests).

/** Imperial multiplier 1.609344 (a mile is 1609.344 m). */
export const IMPERIAL_MULTIPLIER = 1.609344;
export const METRES_PER_MILE = 1609.344;
export const METRES_PER_YARD = 0.9144;

/** Upper bounds past which input is treated as a typo, not an activity. */
export const LIMITS = Object.freeze({
  minutes: 24 * 60,
  km: 1000,
  stairs: 100_000,
  stairsPerHour: 10_000,
  pointsPer1000Steps: 10_000,
});

export type UnitSystem = 'metric' | 'imperial';
export type DistanceUnit = 'km' | 'mi' | 'm' | 'yd';
export interface Distance {
  value: number;
  unit: DistanceUnit;
}

export type ConvertErrorCode =
  | 'UNKNOWN_ACTIVITY'
  | 'NOT_DISTANCE_BASED'
  | 'NOT_STAIR_CLIMBING'
  | 'INVALID_NUMBER'
  | 'NEGATIVE'
  | 'ZERO'
  | 'TOO_LARGE'
  | 'UNKNOWN_UNIT';
export interface ConvertError {
  code: ConvertErrorCode;
  /** The input field at fault. */
  field: string;
  message: string;
}
export type Result<T> = { ok: true; value: T } | { ok: false; error: ConvertError };

export interface Conversion {
  activity: ActivityType;
  steps: number;
  /** Null when no points factor was given. */
  points: number | null;
  /** The duration converted, or the one the stairs took; null for a distance conversion. */
  minutes: number | null;
  /** The distance converted, in km; null for a duration conversion. */
  km: number | null;
}

const fail = (code: ConvertErrorCode, field: string, message: string): { ok: false; error: ConvertError } => ({
  ok: false,
  error: { code, field, message },
});

/** Rounds to whole units after cutting float noise (0.1 × 3 style), so x.5 rounds up as written. */
const roundWhole = (x: number): number => Math.round(Number(x.toFixed(6)));
/** Numbers show 0 to 2 decimals. */
export const round2 = (x: number): number => Math.round(Number((x * 100).toFixed(6))) / 100;

/** Numbers with 0 to 2 decimals in the visitor's language: the site's one number formatter. */
export { formatNumber } from '../format.ts';

function checkNumber(value: unknown, field: string, max: number, allowZero = true): ConvertError | null {
  if (typeof value !== 'number' || !Number.isFinite(value))
    return { code: 'INVALID_NUMBER', field, message: `${field} must be a number` };
  if (value < 0) return { code: 'NEGATIVE', field, message: `${field} cannot be negative` };
  if (!allowZero && value === 0) return { code: 'ZERO', field, message: `${field} must be more than 0` };
  if (value > max) return { code: 'TOO_LARGE', field, message: `${field} cannot be more than ${max}` };
  return null;
}

export function findRow(activity: unknown, table: ConversionTable): Result<ConversionRow> {
  const row = typeof activity === 'string' ? table.activities.find((r) => r.activity === activity) : undefined;
  return row
    ? { ok: true, value: row }
    : fail('UNKNOWN_ACTIVITY', 'activity', `unknown activity type: ${String(activity)}`);
}

/** Length in km of a distance in any supported unit. */
export function toKm(distance: Distance): Result<number> {
  switch (distance.unit) {
    case 'km':
      return { ok: true, value: distance.value };
    case 'm':
      return { ok: true, value: distance.value / 1000 };
    case 'mi':
      return { ok: true, value: distance.value * IMPERIAL_MULTIPLIER };
    case 'yd':
      return { ok: true, value: (distance.value * METRES_PER_YARD) / 1000 };
    default:
      return fail('UNKNOWN_UNIT', 'unit', `unknown distance unit: ${String((distance as { unit: unknown }).unit)}`);
  }
}

function withPoints(steps: number, pointsPer1000Steps: number | undefined): Result<number | null> {
  if (pointsPer1000Steps === undefined) return { ok: true, value: null };
  const bad = checkNumber(pointsPer1000Steps, 'pointsPer1000Steps', LIMITS.pointsPer1000Steps);
  if (bad) return { ok: false, error: bad };
  return { ok: true, value: round2((steps / 1000) * pointsPer1000Steps) };
}

export interface DurationInput {
  activity: string;
  minutes: number;
  pointsPer1000Steps?: number;
}

/** Steps for a duration: minutes × the row's steps per minute, rounded to whole steps. */
export function convertByDuration(input: DurationInput, table: ConversionTable): Result<Conversion> {
  const row = findRow(input.activity, table);
  if (!row.ok) return row;
  const bad = checkNumber(input.minutes, 'minutes', LIMITS.minutes);
  if (bad) return { ok: false, error: bad };
  const steps = roundWhole(input.minutes * row.value.stepsPerMinute);
  const points = withPoints(steps, input.pointsPer1000Steps);
  if (!points.ok) return points;
  return {
    ok: true,
    value: { activity: row.value.activity, steps, points: points.value, minutes: input.minutes, km: null },
  };
}

export interface DistanceInput {
  activity: string;
  distance: Distance;
  pointsPer1000Steps?: number;
}

/** Steps for a distance (km, mi, m or yd): km × the row's steps per km, rounded to whole steps. */
export function convertByDistance(input: DistanceInput, table: ConversionTable): Result<Conversion> {
  const row = findRow(input.activity, table);
  if (!row.ok) return row;
  const perKm = row.value.distance?.stepsPerKm;
  if (perKm === undefined)
    return fail('NOT_DISTANCE_BASED', 'activity', `${row.value.activity} is converted by duration, not distance`);
  const bad = checkNumber(input.distance.value, 'distance', Number.MAX_VALUE);
  if (bad) return { ok: false, error: bad };
  const km = toKm(input.distance);
  if (!km.ok) return km;
  if (km.value > LIMITS.km) return fail('TOO_LARGE', 'distance', `distance cannot be more than ${LIMITS.km} km`);
  const steps = roundWhole(km.value * perKm);
  const points = withPoints(steps, input.pointsPer1000Steps);
  if (!points.ok) return points;
  return {
    ok: true,
    value: { activity: row.value.activity, steps, points: points.value, minutes: null, km: km.value },
  };
}

/** Stair-climbing speed is given per hour and converted to per minute. */
export const stairsPerMinute = (stairsPerHour: number): number => stairsPerHour / 60;

export interface StairsInput {
  stairs: number;
  stairsPerHour: number;
  pointsPer1000Steps?: number;
}

/** Stair climbing by stairs climbed at a per-hour rate: the minutes it took, converted by duration. */
export function convertByStairs(input: StairsInput, table: ConversionTable): Result<Conversion> {
  const badStairs = checkNumber(input.stairs, 'stairs', LIMITS.stairs);
  if (badStairs) return { ok: false, error: badStairs };
  const badRate = checkNumber(input.stairsPerHour, 'stairsPerHour', LIMITS.stairsPerHour, false);
  if (badRate) return { ok: false, error: badRate };
  const minutes = input.stairs / stairsPerMinute(input.stairsPerHour);
  if (minutes > LIMITS.minutes)
    return fail('TOO_LARGE', 'stairs', `that many stairs at that rate take more than ${LIMITS.minutes} minutes`);
  const byDuration = convertByDuration(
    { activity: 'STAIR_CLIMBING', minutes, pointsPer1000Steps: input.pointsPer1000Steps },
    table,
  );
  if (!byDuration.ok) return byDuration;
  return { ok: true, value: { ...byDuration.value, minutes: round2(minutes) } };
}

export interface PaceUnit {
  /** Which unit, for the words that name it in a page's language (`converter.pace.<id>`). */
  id: 'm500' | 'm100' | 'yd100' | 'km' | 'mi';
  /** Metres the pace is given per. */
  metres: number;
  /** Shown after the pace: "/500 m", "/100 yd", "/km", "/mi". */
  label: string;
}

/** Pace units: rowing per 500 m, swimming per 100 m or 100 yd, others per km or per mile. */
export function paceUnit(activity: ActivityType, system: UnitSystem): PaceUnit {
  if (activity === 'ROWING') return { id: 'm500', metres: 500, label: '/500 m' };
  if (activity === 'SWIMMING')
    return system === 'metric'
      ? { id: 'm100', metres: 100, label: '/100 m' }
      : { id: 'yd100', metres: 100 * METRES_PER_YARD, label: '/100 yd' };
  return system === 'metric'
    ? { id: 'km', metres: 1000, label: '/km' }
    : { id: 'mi', metres: METRES_PER_MILE, label: '/mi' };
}

export interface Pace {
  /** Seconds per pace unit, 0 to 2 decimals. */
  seconds: number;
  unit: PaceUnit;
}

/** The pace of a distance covered in some minutes, in the activity's pace unit. */
export function paceOf(
  activity: string,
  system: UnitSystem,
  distance: Distance,
  minutes: number,
  table: ConversionTable,
): Result<Pace> {
  const row = findRow(activity, table);
  if (!row.ok) return row;
  if (row.value.distance === null) return fail('NOT_DISTANCE_BASED', 'activity', `${row.value.activity} has no pace`);
  const badD = checkNumber(distance.value, 'distance', Number.MAX_VALUE, false);
  if (badD) return { ok: false, error: badD };
  const km = toKm(distance);
  if (!km.ok) return km;
  if (km.value > LIMITS.km) return fail('TOO_LARGE', 'distance', `distance cannot be more than ${LIMITS.km} km`);
  const badM = checkNumber(minutes, 'minutes', LIMITS.minutes, false);
  if (badM) return { ok: false, error: badM };
  const unit = paceUnit(row.value.activity, system);
  return { ok: true, value: { seconds: round2((minutes * 60 * unit.metres) / (km.value * 1000)), unit } };
}

/** Minutes a distance takes at a pace given in seconds per the activity's pace unit. */
export function minutesAtPace(
  activity: string,
  system: UnitSystem,
  distance: Distance,
  paceSeconds: number,
  table: ConversionTable,
): Result<number> {
  const row = findRow(activity, table);
  if (!row.ok) return row;
  if (row.value.distance === null) return fail('NOT_DISTANCE_BASED', 'activity', `${row.value.activity} has no pace`);
  const badD = checkNumber(distance.value, 'distance', Number.MAX_VALUE);
  if (badD) return { ok: false, error: badD };
  const km = toKm(distance);
  if (!km.ok) return km;
  if (km.value > LIMITS.km) return fail('TOO_LARGE', 'distance', `distance cannot be more than ${LIMITS.km} km`);
  const badP = checkNumber(paceSeconds, 'pace', 24 * 3600, false);
  if (badP) return { ok: false, error: badP };
  const unit = paceUnit(row.value.activity, system);
  return { ok: true, value: round2((km.value * 1000 * paceSeconds) / unit.metres / 60) };
}

/** A pace in seconds as m:ss ("2:30"). */
export function formatPace(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
