import { PLAN_LIMITS } from './plan-query.ts';

/**
 * The planner's field rules, the same on the server (a GET without JavaScript) and in the island:
 * what a typed value means when the unit changes, and which values the planner refuses rather
 * than quietly planning something else (0 people planned as 1 told the visitor a wrong answer).
 */

export type PlanUnit = 'steps' | 'km';

/**
 * The daily figure in the other unit, by the step-conversion table's walking factor, rounded to
 * the field's own step (100 steps, 0.1 km) so a switch back and forth returns the same figure.
 *
 * @example
 * convertDaily(8000, 'steps', 'km', 1250) // 6.4
 * convertDaily(6.4, 'km', 'steps', 1250) // 8000
 */
export function convertDaily(value: number, from: PlanUnit, to: PlanUnit, stepsPerKm: number): number {
  if (from === to) return value;
  if (to === 'km') return Math.round((value / stepsPerKm) * 10) / 10;
  return Math.round((value * stepsPerKm) / 100) * 100;
}

/** Why a field was refused: not a whole or decimal number, or outside the planner's range. */
export type FieldProblem = 'number' | 'range';

export interface PlanFieldErrors {
  people?: FieldProblem;
  daily?: FieldProblem;
}

/** A typed value as a number, or NaN for an empty or non-numeric field ("", "abc", "1e"). */
const numberOf = (raw: string | null): number => (raw === null || raw.trim() === '' ? NaN : Number(raw));

/**
 * The fields the planner refuses, as typed: people a whole number of 1–100,000; the daily figure
 * within its unit's range (500–50,000 steps, 0.5–100 km). An empty daily figure is not refused:
 * it means the default. A refused field gets a message beside it and no plan is shown for it.
 *
 * @example
 * planFieldErrors(new URLSearchParams('people=0&daily=-5&unit=km')) // { people: 'range', daily: 'range' }
 */
export function planFieldErrors(query: URLSearchParams): PlanFieldErrors {
  const errors: PlanFieldErrors = {};
  const unit: PlanUnit = query.get('unit') === 'km' ? 'km' : 'steps';
  if (query.has('people')) {
    const people = numberOf(query.get('people'));
    if (Number.isNaN(people)) errors.people = 'number';
    else if (!Number.isInteger(people) || people < PLAN_LIMITS.people.min || people > PLAN_LIMITS.people.max)
      errors.people = 'range';
  }
  const rawDaily = query.get('daily');
  if (rawDaily !== null && rawDaily.trim() !== '') {
    const daily = numberOf(rawDaily);
    const range = PLAN_LIMITS[unit];
    if (Number.isNaN(daily)) errors.daily = 'number';
    else if (daily < range.min || daily > range.max) errors.daily = 'range';
  }
  return errors;
}

export const hasFieldErrors = (errors: PlanFieldErrors) => Boolean(errors.people || errors.daily);

/**
 * The query with the daily figure in the unit the visitor now counts in. Without JavaScript the
 * form carries the figure as it was shown and its unit (`from=steps:8000`): a GET that switched
 * the unit and left that figure as it was converts it (8,000 steps become 6.4 km, not 8,000 km);
 * a figure typed anew is read in the unit chosen with it. Returns a new query without `from`.
 *
 * @example
 * withDailyInUnit(new URLSearchParams('daily=8000&unit=km&from=steps:8000'), 1250).get('daily') // '6.4'
 * withDailyInUnit(new URLSearchParams('daily=9.5&unit=km&from=steps:8000'), 1250).get('daily') // '9.5'
 */
export function withDailyInUnit(query: URLSearchParams, stepsPerKm: number): URLSearchParams {
  const out = new URLSearchParams(query);
  const [from, shown] = (out.get('from') ?? '').split(':');
  out.delete('from');
  const unit: PlanUnit = out.get('unit') === 'km' ? 'km' : 'steps';
  const typed = out.get('daily') ?? '';
  const daily = numberOf(typed);
  if ((from === 'steps' || from === 'km') && from !== unit && typed.trim() === shown && daily > 0)
    out.set('daily', String(convertDaily(daily, from, unit, stepsPerKm)));
  return out;
}

/** The `from` field's value: the daily figure as the form shows it and the unit it is in. */
export const shownDaily = (unit: PlanUnit, daily: string | number) => `${unit}:${daily}`;
