import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CONTENT } from '../../content/built-content.ts';
import { JOURNEY_MAPS } from '../../generated/journey-maps.ts';
import { JourneyRouteMap, mapName, PHONE_STOP_GAP, phoneNumberedStops, placeStageNames } from './journey-route-map.tsx';
import { positionAlong } from './route-progress.ts';

const onEarth = Object.values(CONTENT.journeys).filter((j) => JOURNEY_MAPS[j.slug]);
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
type Box = { x: number; y: number; width: number; height: number };

describe('journey route map: stage names placed without collisions', () => {
  it.each(onEarth.map((j) => [j.slug, j] as const))('%s', (slug, journey) => {
    const geometry = JOURNEY_MAPS[slug]!;
    const plotted = journey.stages.map((s, i) => ({ ...s, x: geometry.route[i]![0], y: geometry.route[i]![1] }));
    const teams = journey.teams!;
    const labels = placeStageNames(plotted, teams, geometry);
    // Inside the map, off each other, off every stop and every team marker.
    for (const [i, { box }] of labels.entries()) {
      expect(box.x).toBeGreaterThanOrEqual(4);
      expect(box.y).toBeGreaterThanOrEqual(4);
      expect(box.x + box.width).toBeLessThanOrEqual(geometry.width - 4);
      expect(box.y + box.height).toBeLessThanOrEqual(geometry.height - 4);
      for (const other of labels.slice(i + 1)) expect(overlaps(box, other.box)).toBe(false);
      for (const s of plotted) expect(overlaps(box, { x: s.x - 10, y: s.y - 10, width: 20, height: 20 })).toBe(false);
      for (const t of teams) {
        const p = positionAlong(plotted, t.km);
        expect(overlaps(box, { x: p.x - 13, y: p.y - 13, width: 26, height: 26 })).toBe(false);
      }
    }
    // Most stages are named; every one is numbered, in route order.
    expect(labels.length).toBeGreaterThanOrEqual(Math.ceil(journey.stages.length * 0.7));
    const html = renderToString(
      <JourneyRouteMap title={journey.title} stages={journey.stages} geometry={geometry} teams={teams} lang="en" />,
    );
    const numbers = [...html.matchAll(/class="stop(?: minor)?"[^]*?>(\d+)<\/text>/g)].map((m) => m[1]);
    expect(numbers).toEqual(journey.stages.map((_, i) => String(i + 1)));
    // On a phone the numbered stops keep their distance; the start and the finish are always numbered.
    const phone = phoneNumberedStops(plotted);
    expect(phone.has(0) && phone.has(plotted.length - 1)).toBe(true);
    const kept = [...phone].map((i) => plotted[i]!);
    kept.forEach((a, i) =>
      kept.slice(i + 1).forEach((b) => expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(PHONE_STOP_GAP)),
    );
    for (const l of labels) expect(html).toContain(`>${mapName(l.name).replace(/'/g, '&#x27;')}</text>`);
  });
});
