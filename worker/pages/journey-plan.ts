/**
 * The journey planner's server side: the step-conversion table's numbers the plan needs, and the
 * plan a journey page (or the contact form it leads to) reads from its URL. The arithmetic itself
 * is common/journeys/plan-journey.ts, shared with the island and the JSON-LD.
 */
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

/** The plan a URL asks for (clamped, defaults filled in) and its result for a journey of `distanceKm`. */
export function planFromQuery(query: URLSearchParams, distanceKm: number): { query: PlanQuery; plan: JourneyPlan } {
  const read = readPlanQuery(query);
  return { query: read, plan: planJourney(planInputOf(read, distanceKm, PLAN_TABLE)) };
}
