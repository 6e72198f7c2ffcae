/**
 * The journey planner's arithmetic: one pure function that the journey page,
 * the planner island and the journey's JSON-LD all call, so the days a buyer reads never disagree.
 *
 * The daily average is **per person**: the group covers `people × (daily distance per person)` a day.
 * Steps become km with the step-conversion table's own walking factor (content/step-conversion.json,
 * WALKING `stepsPerKm`, 1,250: moderate walking at 100 steps a minute and 4.8 km/h), never a second
 * constant; extra activities become steps with the table's `stepsPerMinute`, then km the same way.
 */

/** One extra activity an average person does each day, converted by the table's steps per minute. */
export interface PlanActivity {
  stepsPerMinute: number;
  minutes: number;
}

export interface PlanInput {
  /** The journey's length, km. */
  distanceKm: number;
  people: number;
  /** The average per person per day, in `unit`. */
  daily: number;
  unit: 'steps' | 'km';
  /** Extra activity minutes per person per day (the optional mix). */
  mix?: readonly PlanActivity[];
  /** Steps per km of the table's WALKING row: how steps count on the map. */
  stepsPerKm: number;
  /** ISO date (YYYY-MM-DD) of the first day; omitted, the plan counts days only. */
  start?: string;
}

export interface PlanWeek {
  week: number;
  /** Distance covered by the end of that week (capped at the journey's length), km. */
  km: number;
}

export interface JourneyPlan {
  /** One person's daily distance, walking and the mix together, km. */
  personKmPerDay: number;
  /** The group's daily distance: people × personKmPerDay, km. */
  groupKmPerDay: number;
  /** ceil(distance / group daily distance). */
  days: number;
  /** The last day (start + days − 1, the start counting as day 1), ISO date; null without a start. */
  finish: string | null;
  /** Where the group stands at the end of each week until it finishes (the last week ends at the finish). */
  weeks: PlanWeek[];
}

/** The most weeks a plan lists (and the map marks): past a year, the plan is not a challenge. */
export const MAX_PLAN_WEEKS = 52;

/** Float noise (0.1 × 3) must not add a day: ratios are cut to 9 decimals before rounding up. */
const ceilClean = (x: number) => Math.ceil(Number(x.toFixed(9)));

/**
 * Days to finish, finish date and weekly positions for a group on a journey.
 *
 * @example
 * planJourney({ distanceKm: 3440, people: 30, daily: 8000, unit: 'steps', stepsPerKm: 1250 }).days // 18 (3440 km / 192 km a day)
 */
export function planJourney(input: PlanInput): JourneyPlan {
  const walkedKm = input.unit === 'km' ? input.daily : input.daily / input.stepsPerKm;
  const mixSteps = (input.mix ?? []).reduce((sum, a) => sum + a.minutes * a.stepsPerMinute, 0);
  const personKmPerDay = walkedKm + mixSteps / input.stepsPerKm;
  const groupKmPerDay = input.people * personKmPerDay;
  const days = groupKmPerDay > 0 ? Math.max(1, ceilClean(input.distanceKm / groupKmPerDay)) : Infinity;
  const weekCount = Math.min(MAX_PLAN_WEEKS, Number.isFinite(days) ? Math.ceil(days / 7) : 0);
  const weeks = Array.from({ length: weekCount }, (_, i) => ({
    week: i + 1,
    km: round1(Math.min(input.distanceKm, groupKmPerDay * 7 * (i + 1))),
  }));
  const finish = input.start && Number.isFinite(days) ? addDays(input.start, days - 1) : null;
  return { personKmPerDay: round2(personKmPerDay), groupKmPerDay: round2(groupKmPerDay), days, finish, weeks };
}

/** An ISO date `n` days after another (UTC calendar days, so no time zone moves a date). */
export function addDays(isoDate: string, n: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;
