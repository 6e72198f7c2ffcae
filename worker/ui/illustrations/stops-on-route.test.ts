import { describe, expect, it } from 'vitest';
import { CONTENT } from '../../content/built-content.ts';
import { JOURNEY_MAPS } from '../../generated/journey-maps.ts';
import { routeMapLayouts } from './journey-route-map.tsx';
import { NARROW_MARKS, WIDE_MARKS } from './route-map-layout.ts';
import { stopsOnRoute } from './stops-on-route.ts';

type Point = { x: number; y: number };

/** How far a point is from the polyline through `line`. */
function offLine(p: Point, line: readonly Point[]): number {
  let best = Infinity;
  for (let i = 0; i + 1 < line.length; i++) {
    const [a, b] = [line[i]!, line[i + 1]!];
    const [dx, dy] = [b.x - a.x, b.y - a.y];
    const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy || 1)));
    best = Math.min(best, Math.hypot(p.x - a.x - t * dx, p.y - a.y - t * dy));
  }
  return best;
}

/** The line with its end segments carried on by a disc's radius: where the start's number may sit. */
function lineWithEnds(line: readonly Point[], radius: number): Point[] {
  const ahead = (a: Point, b: Point) => {
    const d = Math.hypot(a.x - b.x, a.y - b.y);
    return { x: a.x + ((a.x - b.x) * radius) / d, y: a.y + ((a.y - b.y) * radius) / d };
  };
  return [ahead(line[0]!, line[1]!), ...line, ahead(line.at(-1)!, line.at(-2)!)];
}

describe('stopsOnRoute', () => {
  it('leaves stops far enough apart where they are', () => {
    const stops = [
      { x: 0, y: 0 },
      { x: 40, y: 0 },
      { x: 80, y: 30 },
    ];
    expect(stopsOnRoute(stops, 10, 1, 8)).toEqual(stops);
  });

  it('slides crowded neighbours apart along the line, each within its limit', () => {
    const stops = [
      { x: 0, y: 0 },
      { x: 60, y: 0 },
      { x: 76, y: 0 },
      { x: 140, y: 0 },
    ];
    const at = stopsOnRoute(stops, 12, 1, 10);
    expect(at[0]).toEqual(stops[0]);
    expect(at[3]).toEqual(stops[3]);
    expect(at[2]!.x - at[1]!.x).toBeGreaterThanOrEqual(24.9);
    at.forEach((p, i) => {
      expect(p.y).toBe(0);
      expect(Math.abs(p.x - stops[i]!.x)).toBeLessThanOrEqual(10);
    });
  });

  it('follows a bend: a slid stop stays on the line', () => {
    const stops = [
      { x: 0, y: 0 },
      { x: 30, y: 0 },
      { x: 40, y: 10 },
      { x: 40, y: 60 },
    ];
    for (const p of stopsOnRoute(stops, 10, 1, 8)) expect(offLine(p, stops)).toBeLessThan(0.1);
  });
});

describe('stopsOnRoute at the line’s start', () => {
  it('slides a start crowded by its next stops back past the line’s start, within its limit, on the line’s extension', () => {
    const stops = [
      { x: 0, y: 0 },
      { x: 9, y: 0 },
      { x: 30, y: 0 },
      { x: 90, y: 0 },
    ];
    const at = stopsOnRoute(stops, 10, 2, 9);
    expect(at[0]!.x).toBeLessThan(0);
    for (let i = 0; i + 1 < at.length; i++) expect(at[i + 1]!.x - at[i]!.x).toBeGreaterThanOrEqual(21.99);
    at.forEach((p, i) => {
      expect(p.y).toBe(0);
      expect(Math.abs(p.x - stops[i]!.x)).toBeLessThanOrEqual(9);
    });
  });
});

describe('Camino de Santiago: Roncesvalles’s number on the line between Saint-Jean and Pamplona', () => {
  const journey = CONTENT.journeys['camino-de-santiago']!;
  const layouts = routeMapLayouts(journey.stages, JOURNEY_MAPS['camino-de-santiago']!, journey.teams ?? []);
  it.each([
    ['wide', WIDE_MARKS.stop],
    ['narrow', NARROW_MARKS.stop],
  ] as const)('%s: every number over its own place, on the line or where it runs on past an end', (width, radius) => {
    const { plotted, layout } = layouts[width];
    const line = lineWithEnds(plotted, radius);
    layout.stops.forEach((s, i) => {
      expect(offLine(s.badge, line), `stop ${i + 1}`).toBeLessThan(0.2);
      expect(Math.hypot(s.badge.x - s.at.x, s.badge.y - s.at.y), `stop ${i + 1}`).toBeLessThan(radius);
      expect(s.moved, `stop ${i + 1}`).toBe(false);
      expect(s.leader, `stop ${i + 1}`).toBeUndefined();
    });
  });
});

describe('US Route 66: every stop’s number on the drawn line, over its own place', () => {
  const journey = CONTENT.journeys['us-route-66']!;
  const layouts = routeMapLayouts(journey.stages, JOURNEY_MAPS['us-route-66']!, journey.teams ?? []);
  it.each([
    ['wide', WIDE_MARKS.stop],
    ['narrow', NARROW_MARKS.stop],
  ] as const)('%s', (width, radius) => {
    const { plotted, layout } = layouts[width];
    layout.stops.forEach((s, i) => {
      expect(offLine(s.badge, plotted), `stop ${i + 1}`).toBeLessThan(0.2);
      expect(Math.hypot(s.badge.x - s.at.x, s.badge.y - s.at.y), `stop ${i + 1}`).toBeLessThan(radius);
      expect(s.moved, `stop ${i + 1}`).toBe(false);
      expect(s.leader, `stop ${i + 1}`).toBeUndefined();
    });
  });
});
