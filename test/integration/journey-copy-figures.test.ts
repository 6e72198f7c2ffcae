/**
 * A journey page's copy agrees with its planner: Route 66's "who it suits" figures, in every
 * language, are the planner's own for its default daily average (8,000 steps, 6.4 km at 1,250
 * steps per km), not another pace.
 */
import { describe, expect, it } from 'vitest';
import { planJourney } from '../../common/journeys/plan-journey.ts';
import { planInputOf, readPlanQuery } from '../../common/journeys/plan-query.ts';
import { PLAN_TABLE } from '../../worker/pages/journey-plan.ts';
import { pageHtmlOf } from './helpers.ts';

const days = (people: number) =>
  planJourney(planInputOf(readPlanQuery(new URLSearchParams(`people=${people}`)), 3940, PLAN_TABLE)).days;

/** The "who it suits" paragraph's figures as each language writes them: 6.4 km, 16 days, 62 days. */
const FIGURES: Record<string, RegExp[]> = {
  '': [/8,000 steps \(6\.4 km\) a day/, new RegExp(`in ${days(40)} days`), new RegExp(`takes ${days(10)} days`)],
  '/de': [/8\.000 Schritte \(6,4 km\)/, new RegExp(`in ${days(40)} Tagen`), new RegExp(`braucht ${days(10)} Tage`)],
  '/es': [/8000 pasos \(6,4 km\)/, new RegExp(`en ${days(40)} días`), new RegExp(`tarda ${days(10)} días`)],
  '/fr': [/8\u202f000 pas \(6,4 km\)/, new RegExp(`en ${days(40)} jours`), new RegExp(`met ${days(10)} jours`)],
  '/nl': [/8\.000 stappen \(6,4 km\)/, new RegExp(`in ${days(40)} dagen`), new RegExp(`doet er ${days(10)} dagen`)],
  '/ar': [/8,000 خطوة \(6\.4 كم\)/, new RegExp(`في ${days(40)} يومًا`), new RegExp(`إلى ${days(10)} يومًا`)],
};

describe('Route 66’s copy agrees with the planner’s default of 8,000 steps a day', () => {
  it('the planner’s own figures: 6.4 km a person, 16 days for 40 people, 62 for a team of ten', () => {
    expect(PLAN_TABLE.stepsPerKm).toBe(1250);
    expect([days(40), days(10)]).toEqual([16, 62]);
  });

  it.each(Object.entries(FIGURES))(
    '%s: who it suits names those figures, and no other daily distance',
    async (prefix, figures) => {
      const html = await pageHtmlOf('default', `${prefix}/challenges/journeys/us-route-66`);
      for (const figure of figures) expect(html).toMatch(figure);
      expect(html).not.toMatch(/\b8 (km|كم)\b/);
    },
  );
});
