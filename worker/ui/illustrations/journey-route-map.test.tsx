import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CONTENT } from '../../content/built-content.ts';
import { JOURNEY_MAPS } from '../../generated/journey-maps.ts';
import { JourneyRouteMap, routeMapLayouts } from './journey-route-map.tsx';
import { mapName, NARROW_MARKS, STOP_DOT, WIDE_MARKS } from './route-map-layout.ts';

const onEarth = Object.values(CONTENT.journeys).filter((j) => JOURNEY_MAPS[j.slug]);
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
type Box = { x: number; y: number; width: number; height: number };

describe('journey route map: marks placed without collisions', () => {
  it.each(onEarth.map((j) => [j.slug, j] as const))('%s', (slug, journey) => {
    const teams = journey.teams!;
    const layouts = routeMapLayouts(journey.stages, JOURNEY_MAPS[slug]!, teams);
    for (const [width, { view, layout }] of Object.entries(layouts)) {
      // Every box drawn inside the map and off every other. The stops' numbers (the first boxes) are
      // discs: two neighbours on a diagonal stretch of the line are apart as circles, not as boxes.
      const radius = (width === 'wide' ? WIDE_MARKS : NARROW_MARKS).stop;
      const discs = layout.stops.length;
      layout.taken.forEach((box, i) => {
        expect(box.x, width).toBeGreaterThanOrEqual(0);
        expect(box.y, width).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, width).toBeLessThanOrEqual(view.width);
        expect(box.y + box.height, width).toBeLessThanOrEqual(view.height);
        layout.taken.slice(i + 1).forEach((other, k) => {
          if (i < discs && i + 1 + k < discs) {
            const apart = Math.hypot(box.x - other.x, box.y - other.y);
            expect(apart, `${width}: two stops' numbers apart`).toBeGreaterThanOrEqual(2 * radius);
          } else expect(overlaps(box, other), width).toBe(false);
        });
      });
      // A stop's number is on its place (touching it), or joined to it by a line from its place.
      layout.stops.forEach((s) => {
        const apart = Math.hypot(s.badge.x - s.at.x, s.badge.y - s.at.y);
        if (s.leader) expect(Math.hypot(s.leader[0].x - s.at.x, s.leader[0].y - s.at.y)).toBeCloseTo(STOP_DOT, 0);
        else
          expect(apart, `${width}: a number away from its stop with no line`).toBeLessThanOrEqual(
            radius + STOP_DOT + 4.01,
          );
      });
    }
    // The wide map names every stage; the phone's the start, the finish and the leading team, then
    // the other stops whose names fit beside their numbers (no line across the map).
    const last = journey.stages.length - 1;
    expect(layouts.wide.layout.names.map((n) => n.stop)).toEqual(journey.stages.map((_, i) => i));
    expect(layouts.narrow.layout.names.map((n) => n.stop)).toEqual(expect.arrayContaining([0, last]));
    expect(layouts.narrow.layout.teams[0]!.name?.text).toBe(teams[0]!.name);
    // The other stops' names beside their numbers or on a short line, never one across the map.
    for (const name of layouts.narrow.layout.names.filter((n) => n.stop !== 0 && n.stop !== last)) {
      const [a, b] = name.leader ?? [
        { x: 0, y: 0 },
        { x: 0, y: 0 },
      ];
      expect(Math.hypot(a.x - b.x, a.y - b.y), name.text).toBeLessThanOrEqual(40);
    }
    // A week's place under a stop's number or a team is not tagged: the planner keeps its diamonds off them.
    expect(layouts.wide.layout.marks).toHaveLength(journey.stages.length + teams.length);
    const html = renderToString(
      <JourneyRouteMap
        title={journey.title}
        stages={journey.stages}
        geometry={JOURNEY_MAPS[slug]!}
        teams={teams}
        lang="en"
      />,
    );
    // Two drawings, each numbering every stop in route order.
    const numbers = [...html.matchAll(/data-stop="(\d+)"[^]*?>(\d+)<\/text>/g)].map((m) => [m[1], m[2]]);
    const inOrder = journey.stages.map((_, i) => [String(i + 1), String(i + 1)]);
    expect(numbers).toEqual([...inOrder, ...inOrder]);
    for (const n of layouts.wide.layout.names)
      expect(html).toContain(`>${mapName(n.text).replace(/'/g, '&#x27;')}</text>`);
  });
});
