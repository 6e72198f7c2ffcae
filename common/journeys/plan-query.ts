import * as z from '../zod-mini.ts';
import { CONVERTIBLE_ACTIVITY_TYPES, type ActivityType } from '../converter/conversion-table-schema.ts';

/**
 * The planner's inputs as the URL keeps them (`?people=30&daily=8000&unit=steps&start=2027-01-04`
 * `&activity=CYCLING&minutes=20`): read with zod, every value clamped to a sensible range or set to
 * its default, never refused, so a hand-edited or stale link still shows a plan.
 */
export const PLAN_PARAMS = ['people', 'daily', 'unit', 'start', 'activity', 'minutes'] as const;

export const PLAN_LIMITS = Object.freeze({
  people: { min: 1, max: 100_000, default: 30 },
  steps: { min: 500, max: 50_000, default: 8000 },
  km: { min: 0.5, max: 100, default: 6 },
  minutes: { min: 0, max: 240 },
  /** Extra activities in the mix. */
  activities: 2,
});

export interface PlanMixEntry {
  activity: ActivityType;
  minutes: number;
}

export interface PlanQuery {
  people: number;
  daily: number;
  unit: 'steps' | 'km';
  /** YYYY-MM-DD, or undefined when none was chosen (or it was not a real date). */
  start?: string;
  mix: PlanMixEntry[];
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));
const numberOr = (fallback: number) => z.catch(z.pipe(z.coerce.number(), z.number()), fallback);

// Schemas are built on first use, not when the module loads (common/zod-mini.ts).
const IsoDate = /* @__PURE__ */ z.lazy(() =>
  z.string().check(
    z.regex(/^20\d\d-\d\d-\d\d$/),
    z.refine((s) => {
      // A real calendar day: 2027-02-30 rolls over to March, so it is not one.
      const d = new Date(`${s}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
    }),
  ),
);

const QuerySchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    people: z.pipe(
      numberOr(PLAN_LIMITS.people.default),
      z.transform((n) => clamp(Math.round(n), PLAN_LIMITS.people.min, PLAN_LIMITS.people.max)),
    ),
    unit: z.catch(z.enum(['steps', 'km']), 'steps'),
    daily: z.catch(z.optional(z.pipe(z.coerce.number(), z.number())), undefined),
    start: z.catch(z.optional(IsoDate), undefined),
    activity: z.catch(z.array(z.string().check(z.maxLength(40))).check(z.maxLength(8)), []),
    minutes: z.catch(z.array(z.string().check(z.maxLength(10))).check(z.maxLength(8)), []),
  }),
);

/**
 * The plan a query asks for, every value clamped (people 1–100,000; 500–50,000 steps or 0.5–100 km a
 * day; up to two activities of 0–240 minutes; a real start date or none).
 *
 * @example
 * readPlanQuery(new URLSearchParams('people=0&daily=abc')) // { people: 1, daily: 8000, unit: 'steps', mix: [] }
 */
export function readPlanQuery(query: URLSearchParams): PlanQuery {
  const raw = QuerySchema.parse({
    people: query.get('people') ?? undefined,
    unit: query.get('unit') ?? undefined,
    daily: query.get('daily') || undefined,
    start: query.get('start') || undefined,
    activity: query.getAll('activity'),
    minutes: query.getAll('minutes'),
  });
  const range = PLAN_LIMITS[raw.unit];
  const daily =
    raw.daily === undefined
      ? range.default
      : clamp(raw.unit === 'steps' ? Math.round(raw.daily) : Math.round(raw.daily * 10) / 10, range.min, range.max);
  const mix: PlanMixEntry[] = [];
  raw.activity.forEach((activity, i) => {
    const minutes = clamp(Math.round(Number(raw.minutes[i]) || 0), PLAN_LIMITS.minutes.min, PLAN_LIMITS.minutes.max);
    if (!(CONVERTIBLE_ACTIVITY_TYPES as readonly string[]).includes(activity) || minutes === 0) return;
    if (mix.length < PLAN_LIMITS.activities) mix.push({ activity: activity as ActivityType, minutes });
  });
  return { people: raw.people, daily, unit: raw.unit, ...(raw.start ? { start: raw.start } : {}), mix };
}

/** The plan as a canonical query string (fixed order, no defaults dropped): links, the URL bar, the contact form. */
export function planToQuery(plan: PlanQuery): string {
  const q = new URLSearchParams({ people: String(plan.people), daily: String(plan.daily), unit: plan.unit });
  if (plan.start) q.set('start', plan.start);
  for (const m of plan.mix) {
    q.append('activity', m.activity);
    q.append('minutes', String(m.minutes));
  }
  return q.toString();
}

/** Whether a query names any planner input (the page then renders fresh, outside the HTML cache). */
export const hasPlanParams = (query: URLSearchParams) => PLAN_PARAMS.some((k) => query.has(k));

/** What the plan needs from the step-conversion table: the walking factor and each activity's steps per minute. */
export interface PlanTable {
  stepsPerKm: number;
  stepsPerMinute: Partial<Record<ActivityType, number>>;
}

/** The planner input for a journey of `distanceKm` from a read query (planJourney's argument). */
export function planInputOf(plan: PlanQuery, distanceKm: number, table: PlanTable) {
  return {
    distanceKm,
    people: plan.people,
    daily: plan.daily,
    unit: plan.unit,
    stepsPerKm: table.stepsPerKm,
    mix: plan.mix.map((m) => ({ minutes: m.minutes, stepsPerMinute: table.stepsPerMinute[m.activity] ?? 0 })),
    ...(plan.start ? { start: plan.start } : {}),
  };
}

/** A journey's slug as a plan names it (content/challenges/journeys/<slug>.md). */
const JOURNEY_SLUG = /^[a-z0-9][a-z0-9-]{0,79}$/;

/**
 * A plan as the contact form stores it: `journey=<slug>&` and the canonical inputs, or undefined
 * when the text names no journey.
 *
 * @example
 * canonicalPlan('people=40&journey=us-route-66&daily=x') // 'journey=us-route-66&people=40&daily=8000&unit=steps'
 */
export function canonicalPlan(text: string): string | undefined {
  const query = new URLSearchParams(text);
  const journey = query.get('journey') ?? '';
  if (!JOURNEY_SLUG.test(journey)) return undefined;
  return `journey=${journey}&${planToQuery(readPlanQuery(query))}`;
}
