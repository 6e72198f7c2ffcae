import { describe, expect, it } from 'vitest';
import { planJourney } from '../../common/journeys/plan-journey.ts';
import { planInputOf, readPlanQuery } from '../../common/journeys/plan-query.ts';
import { CONTENT } from '../../worker/content/built-content.ts';
import { JOURNEY_MAPS } from '../../worker/generated/journey-maps.ts';
import { PLAN_TABLE } from '../../worker/pages/journey-plan.ts';
import { routeMapLayouts } from '../../worker/ui/illustrations/journey-route-map.tsx';
import { MAX_LINE_TAGS, placeWeekTags } from './week-tags.tsx';

/** The wide map of Route 66 and the weeks of 12 people at 6,000 steps a day that end before the finish. */
function route66(query: string) {
  const journey = CONTENT.journeys['us-route-66']!;
  const { wide } = routeMapLayouts(journey.stages, JOURNEY_MAPS['us-route-66']!, journey.teams ?? []);
  const view = {
    only: 'wide' as const,
    width: wide.view.width,
    height: wide.view.height,
    stages: wide.plotted,
    taken: wide.layout.taken,
    marks: wide.layout.marks,
    lines: wide.layout.lines,
  };
  const plan = planJourney(planInputOf(readPlanQuery(new URLSearchParams(query)), journey.distance_km, PLAN_TABLE));
  return { view, weeks: plan.weeks.filter((w) => w.km < journey.distance_km) };
}

describe('weekly tags boxed in by names and teams', () => {
  it('go farther out on a longer line rather than off the map (Route 66, 12 people × 6,000 steps)', () => {
    const { view, weeks } = route66('people=12&daily=6000&unit=steps');
    const placed = placeWeekTags(view, weeks, (w) => `W${w}`);
    // Week 8, between Flagstaff and Kingman, has no room beside its place: its tag is out on a line.
    const week8 = placed.find((p) => p.week === 8);
    expect(week8?.line).toBeDefined();
    expect(placed.length).toBeGreaterThanOrEqual(7);
  });

  it('overlap nothing: no tag over another tag, or over a box the map drew', () => {
    const { view, weeks } = route66('people=12&daily=6000&unit=steps');
    const placed = placeWeekTags(view, weeks, (w) => `W${w}`);
    const over = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    for (const [i, p] of placed.entries()) {
      expect(view.taken.filter((t) => over(p.box, t))).toEqual([]);
      expect(placed.slice(i + 1).filter((q) => over(p.box, q.box))).toEqual([]);
    }
  });

  it('one person: a few tags a tag apart along the route, none on a line longer than two tags', () => {
    const { view, weeks: all } = route66('people=1&daily=8000&unit=steps');
    // The planner lists and tags the first twelve weeks.
    const weeks = all.slice(0, 12);
    const placed = placeWeekTags(view, weeks, (w) => `W${w}`);
    // Twelve weeks of 6.4 km a day cover about 540 km: a few tags, the first week among them.
    expect(placed.length).toBeGreaterThanOrEqual(2);
    expect(placed.length).toBeLessThan(weeks.length);
    expect(placed[0]!.week).toBe(1);
    for (const [i, p] of placed.entries()) {
      if (p.line) {
        const [a, b] = p.line;
        expect(Math.hypot(b.x - a.x, b.y - a.y), `W${p.week}`).toBeLessThanOrEqual(MAX_LINE_TAGS * p.box.height);
      }
      const next = placed[i + 1];
      if (next) expect(Math.hypot(next.at.x - p.at.x, next.at.y - p.at.y)).toBeGreaterThanOrEqual(p.box.width);
    }
  });
});
