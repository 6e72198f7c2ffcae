import { describe, expect, it } from 'vitest';
import { planJourney } from '../../common/journeys/plan-journey.ts';
import { planInputOf, readPlanQuery } from '../../common/journeys/plan-query.ts';
import { CONTENT } from '../../worker/content/built-content.ts';
import { JOURNEY_MAPS } from '../../worker/generated/journey-maps.ts';
import { PLAN_TABLE } from '../../worker/pages/journey-plan.ts';
import { routeMapLayouts } from '../../worker/ui/illustrations/journey-route-map.tsx';
import { positionAlong } from '../../common/journeys/route-progress.ts';
import { MAX_LINE_TAGS, placeWeekTags, viewFor } from './week-tags.tsx';

/** A journey's drawing (the wide map or the phone's) as the page hands it to the planner, and a plan's weeks before the finish. */
function drawing(slug: string, query: string, which: 'wide' | 'narrow' = 'wide') {
  const journey = CONTENT.journeys[slug]!;
  const drawn = routeMapLayouts(journey.stages, JOURNEY_MAPS[slug]!, journey.teams ?? [])[which];
  const view = {
    only: which,
    width: drawn.view.width,
    height: drawn.view.height,
    stages: drawn.plotted,
    taken: drawn.layout.taken,
    marks: drawn.layout.marks,
    discs: drawn.layout.discs,
    lines: drawn.layout.lines,
    planned: drawn.layout.planned,
  };
  const plan = planJourney(planInputOf(readPlanQuery(new URLSearchParams(query)), journey.distance_km, PLAN_TABLE));
  return { view, weeks: plan.weeks.filter((w) => w.km < journey.distance_km), layout: drawn.layout };
}

/** The wide map of Route 66, as served (the sample teams drawn), and a plan's weeks. */
const route66 = (query: string) => drawing('us-route-66', query);

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
        // A week under a stop's number is tagged beside its disc (tested below), its line ending at its km.
        expect(near(p.at, positionAlong(view.stages, km)), `W${p.week}`).toBeLessThan(0.01);
        if (p.line) {
          const [a, b] = p.line;
          expect(near(a, b), `W${p.week}`).toBeLessThanOrEqual(MAX_LINE_TAGS * p.box.height);
        }
      }
    },
  );

  // The list says where each week ends ("Week 1: 1,344 km · 106 km to Oklahoma City"); the map's tag
  // points there as served too, the sample teams drawn: a diamond between Tulsa's and Oklahoma City's
  // numbers, not a line to Tulsa's disc 94 km short of it.
  it.each(['wide', 'narrow'] as const)('as served, the %s map: each week’s tag hangs from its own km', (which) => {
    // The default plan with the sample teams drawn, a visitor's own without them, as the page shows each.
    for (const query of ['', 'people=12&daily=10000&unit=steps']) {
      const { view, weeks } = drawing('us-route-66', query, which);
      const placed = placeWeekTags(viewFor(view, query !== ''), weeks, (w) => `W${w}`);
      expect(placed.map((p) => p.week)).toContain(1);
      // Week 1, 94 km past Tulsa, has room for its diamond between the two numbers.
      expect(placed.find((p) => p.week === 1)!.stop).toBeUndefined();
      for (const p of placed) {
        const km = weeks.find((w) => w.week === p.week)!.km;
        expect(near(p.at, positionAlong(view.stages, km)), `${query} W${p.week}`).toBeLessThan(0.01);
      }
    }
  });

  it('draw no diamond on a stop’s digits or a team: a week under a team is left to the list', () => {
    const { view, weeks } = route66('people=12&daily=6000&unit=steps');
    const placed = placeWeekTags(view, weeks, (w) => `W${w}`);
    for (const p of placed.filter((p) => p.stop === undefined))
      view.marks.forEach((m, i) =>
        expect(near(p.at, { x: m.x + m.width / 2, y: m.y + m.height / 2 }), `W${p.week}`).toBeGreaterThanOrEqual(
          (m.width - 1) / 2 + (i < view.stages.length ? (p.half ?? 5.7) - 0.01 : 5.7),
        ),
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
      if (next) expect(near(next.at, p.at)).toBeGreaterThanOrEqual(2 * 5.7 + 3);
    }
  });

  // The visitor's own plan: the sample teams step back (the page hides them) and their room is the weeks'.
  it.each([
    ['us-route-66', 'people=1', 'wide', 3],
    ['us-route-66', 'people=1', 'narrow', 2],
    ['us-route-66', 'people=12', 'wide', 2],
    ['us-route-66', 'people=12', 'narrow', 2],
    ['camino-de-santiago', 'people=4&daily=6000&unit=steps', 'narrow', 3],
  ] as const)(
    '%s, %s planned, %s map: at least %i weeks drawn, no fewer than with the teams',
    (slug, query, which, least) => {
      const { view, weeks } = drawing(slug, query, which);
      const served = placeWeekTags(view, weeks.slice(0, 12), (w) => `W${w}`);
      const planned = placeWeekTags(viewFor(view, true), weeks.slice(0, 12), (w) => `W${w}`);
      expect(planned.length).toBeGreaterThanOrEqual(least);
      expect(planned.length).toBeGreaterThanOrEqual(served.length);
    },
  );

  it('a week whose place is under a stop’s number is tagged beside that number’s disc, its line to its km', () => {
    // The phone's Camino: numbers on the line leave the weeks between them little room.
    const { view, weeks, layout } = drawing('camino-de-santiago', 'people=4&daily=6000&unit=steps', 'narrow');
    const planned = viewFor(view, true);
    const placed = placeWeekTags(planned, weeks.slice(0, 12), (w) => `W${w}`);
    const fromStops = placed.filter((p) => p.stop !== undefined);
    expect(fromStops.length).toBeGreaterThan(0);
    for (const p of fromStops) {
      const badge = layout.stops[p.stop!]!.badge;
      // The week's place is under that number; the tag hangs from its disc (touching it or on a short line).
      const place = positionAlong(view.stages, weeks.find((w) => w.week === p.week)!.km);
      expect(near(place, badge), `W${p.week}`).toBeLessThan(10 + 6 + 2);
      expect(near(p.at, place), `W${p.week}`).toBeLessThan(0.01);
      const gap = Math.hypot(
        Math.max(p.box.x - badge.x, 0, badge.x - p.box.x - p.box.width),
        Math.max(p.box.y - badge.y, 0, badge.y - p.box.y - p.box.height),
      );
      expect(gap - 10, `W${p.week}`).toBeLessThanOrEqual(MAX_LINE_TAGS * p.box.height);
      if (p.line) expect(near(p.line[0], place), `W${p.week}`).toBeLessThan(0.1);
    }
    // A team's disc still leaves its week to the list (as served, the teams drawn).
    const served = placeWeekTags(view, weeks.slice(0, 12), (w) => `W${w}`);
    const teams = view.marks.slice(view.stages.length);
    for (const p of served.filter((p) => p.stop === undefined))
      for (const m of teams)
        expect(near(p.at, { x: m.x + m.width / 2, y: m.y + m.height / 2 })).toBeGreaterThanOrEqual(
          (m.width - 1) / 2 + 5.7,
        );
  });

  it('planned: the teams’ discs and names leave the boxes to keep off; each diamond keeps off every stop’s figure', () => {
    const { view, weeks, layout } = drawing('us-route-66', 'people=1', 'narrow');
    const planned = viewFor(view, true);
    const key = (b: { x: number; y: number }) => `${Math.floor(b.x)} ${Math.floor(b.y)}`;
    const teamDiscs = layout.teams.map((t) => ({ x: t.head.x - 14, y: t.head.y - 14 }));
    expect(teamDiscs.length).toBeGreaterThan(0);
    for (const team of teamDiscs) expect(planned.taken.map(key)).not.toContain(key(team));
    for (const team of layout.teams)
      for (const line of [team.leader, team.name?.leader]) if (line) expect(planned.lines).not.toContain(line);
    expect(planned.marks).toEqual(layout.planned.marks);
    expect(planned.marks).toHaveLength(view.stages.length);
    const placed = placeWeekTags(planned, weeks.slice(0, 12), (w) => `W${w}`);
    for (const p of placed.filter((p) => p.stop === undefined))
      for (const m of planned.marks)
        expect(near(p.at, { x: m.x + m.width / 2, y: m.y + m.height / 2 }), `W${p.week}`).toBeGreaterThanOrEqual(
          (m.width - 1) / 2 + (p.half ?? 5.7) - 0.01,
        );
    // Without a plan of the visitor's own, the drawing is the one served, teams and all.
    expect(viewFor(view, false)).toBe(view);
  });
});
