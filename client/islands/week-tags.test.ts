import { describe, expect, it } from 'vitest';
import { planJourney } from '../../common/journeys/plan-journey.ts';
import { planInputOf, readPlanQuery } from '../../common/journeys/plan-query.ts';
import { CONTENT } from '../../worker/content/built-content.ts';
import { JOURNEY_MAPS } from '../../worker/generated/journey-maps.ts';
import { PLAN_TABLE } from '../../worker/pages/journey-plan.ts';
import { routeMapLayouts } from '../../worker/ui/illustrations/journey-route-map.tsx';
import { positionAlong } from '../../common/journeys/route-progress.ts';
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

const near = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);

describe('weekly tags on the route map', () => {
  it.each(['people=12&daily=6000&unit=steps', 'people=1&daily=8000&unit=steps', 'people=4&daily=6000&unit=steps'])(
    '%s: each drawn week’s diamond is at its exact km along the route, its tag at most two tags’ heights away',
    (query) => {
      const { view, weeks } = route66(query);
      const placed = placeWeekTags(view, weeks.slice(0, 12), (w) => `W${w}`);
      expect(placed.length).toBeGreaterThan(0);
      for (const p of placed) {
        const km = weeks.find((w) => w.week === p.week)!.km;
        expect(near(p.at, positionAlong(view.stages, km)), `W${p.week}`).toBeLessThan(0.01);
        if (p.line) {
          const [a, b] = p.line;
          expect(near(a, b), `W${p.week}`).toBeLessThanOrEqual(MAX_LINE_TAGS * p.box.height);
        }
      }
    },
  );

  it('draw no diamond under a stop’s number or a team: such a week is left to the list', () => {
    const { view, weeks } = route66('people=12&daily=6000&unit=steps');
    const placed = placeWeekTags(view, weeks, (w) => `W${w}`);
    for (const p of placed)
      for (const m of view.marks)
        expect(near(p.at, { x: m.x + m.width / 2, y: m.y + m.height / 2 }), `W${p.week}`).toBeGreaterThanOrEqual(
          (m.width - 1) / 2 + 5.7,
        );
    // Week 2 (806 km) is where a sample team stands: not drawn over it.
    expect(placed.map((p) => p.week)).not.toContain(2);
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

  it('one person: tags a tag’s width apart along the route, never a pile of them', () => {
    const { view, weeks: all } = route66('people=1&daily=8000&unit=steps');
    const weeks = all.slice(0, 12);
    const placed = placeWeekTags(view, weeks, (w) => `W${w}`);
    expect(placed.length).toBeGreaterThanOrEqual(1);
    expect(placed.length).toBeLessThan(weeks.length);
    for (const [i, p] of placed.entries()) {
      const next = placed[i + 1];
      if (next) expect(near(next.at, p.at)).toBeGreaterThanOrEqual(p.box.width);
    }
  });
});
