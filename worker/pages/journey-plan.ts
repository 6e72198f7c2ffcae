/**
 * The journey planner's server side: the step-conversion table's numbers the plan needs, and the
 * plan a journey page (or the contact form it leads to) reads from its URL. The arithmetic itself
 * is common/journeys/plan-journey.ts, shared with the island and the JSON-LD.
 */
import { planFieldErrors, withDailyInUnit, type PlanFieldErrors } from '../../common/journeys/plan-fields.ts';
import { planJourney, type JourneyPlan } from '../../common/journeys/plan-journey.ts';
import { planInputOf, readPlanQuery, type PlanQuery, type PlanTable } from '../../common/journeys/plan-query.ts';
import { STEP_TABLE } from '../converter/convert.ts';
import type { Translate } from '../i18n/messages.ts';

const walking = STEP_TABLE.activities.find((r) => r.activity === 'WALKING');
if (!walking?.distance) throw new Error('content/step-conversion.json: the planner needs WALKING with stepsPerKm');

/** Steps per km (the WALKING row) and every activity's steps per minute, from the site's one table. */
export const PLAN_TABLE: PlanTable = {
  stepsPerKm: walking.distance.stepsPerKm,
  stepsPerMinute: Object.fromEntries(STEP_TABLE.activities.map((r) => [r.activity, r.stepsPerMinute])),
};

/**
 * The activities a plan's mix can add (walking is the daily average itself), named in the page's
 * language (`activity.*` messages) and in its alphabetical order, "Other activity" last, as the
 * select lists them.
 */
export function mixActivities(t: Translate, pageLocale: string): [string, string][] {
  return STEP_TABLE.activities
    .filter((r) => r.activity !== 'WALKING')
    .map((r): [string, string] => [r.activity, t(`activity.${r.activity}`)])
    .sort(
      ([a, aLabel], [b, bLabel]) =>
        Number(a === 'OTHER') - Number(b === 'OTHER') || aLabel.localeCompare(bLabel, pageLocale),
    );
}

/** What the planner's form shows for a URL: the plan, and the fields it refuses as typed. */
export interface PlanFromQuery {
  /** The plan (clamped, defaults filled in): links and JSON-LD carry it whatever was typed. */
  query: PlanQuery;
  plan: JourneyPlan;
  /** Fields refused as typed (0 people, a negative daily figure): the form says why and shows no result. */
  errors: PlanFieldErrors;
  /** The refused fields' values as typed, so the form shows what the visitor wrote, not a replacement. */
  typed: { people?: string; daily?: string };
}

/**
 * The plan a URL asks for and its result for a journey of `distanceKm`. A GET that switched the
 * unit (`from` names the unit its figure was written in) reads the figure converted.
 */
export function planFromQuery(url: URLSearchParams, distanceKm: number): PlanFromQuery {
  const query = withDailyInUnit(url, PLAN_TABLE.stepsPerKm);
  const read = readPlanQuery(query);
  const errors = planFieldErrors(query);
  const typed = Object.fromEntries(
    (['people', 'daily'] as const).filter((k) => errors[k]).map((k) => [k, query.get(k) ?? '']),
  );
  return { query: read, plan: planJourney(planInputOf(read, distanceKm, PLAN_TABLE)), errors, typed };
}
