import { env } from 'cloudflare:test';
import { geoMercator } from 'd3-geo';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CONTENT } from '../../content/built-content.ts';
import { JOURNEY_MAPS } from '../../generated/journey-maps.ts';
import { JourneyMap } from './journey-map.tsx';
import { positionAlong } from './route-progress.ts';
import { SolarSystem } from './solar-system.tsx';

const journeys = Object.values(CONTENT.journeys);
const onEarth = journeys.filter((j) => (j.map ?? 'earth') === 'earth');

describe('journey maps made at build (compiler/journey-maps.ts)', () => {
  it('every journey on Earth has a map, and only those', () => {
    expect(Object.keys(JOURNEY_MAPS).sort()).toEqual(onEarth.map((j) => j.slug).sort());
    expect(onEarth.length).toBeGreaterThanOrEqual(9);
  });

  it.each(onEarth.map((j) => [j.slug] as const))(
    '%s: one geography at every width: the phone’s map is the wide one scaled, on the same land file',
    (slug) => {
      const map = JOURNEY_MAPS[slug]!;
      expect(map.narrow.landHref).toBe(map.landHref);
      // The land file placed in each view: one factor and offset turn the wide map into the phone's.
      const [wx, wy, ww, wh] = map.landBox!;
      const [nx, ny, nw, nh] = map.narrow.landBox!;
      const k = nw / ww;
      expect(nh / wh).toBeCloseTo(k, 2);
      map.route.forEach(([x, y], i) => {
        const [px, py] = map.narrow.route[i]!;
        expect(Math.abs(nx + (x - wx) * k - px), `stop ${i + 1}`).toBeLessThanOrEqual(0.3);
        expect(Math.abs(ny + (y - wy) * k - py), `stop ${i + 1}`).toBeLessThanOrEqual(0.3);
      });
      // The land covers each whole view box.
      for (const [[x, y, w, h], view] of [
        [map.landBox!, map],
        [map.narrow.landBox!, map.narrow],
      ] as const) {
        expect(x).toBeLessThanOrEqual(0.5);
        expect(y).toBeLessThanOrEqual(0.5);
        expect(x + w).toBeGreaterThanOrEqual(view.width - 0.5);
        expect(y + h).toBeGreaterThanOrEqual(view.height - 0.5);
      }
      // The route fitted with even margins above and below it on the phone's map.
      const ys = map.narrow.route.map(([, y]) => y);
      expect(Math.abs(Math.min(...ys) - (map.narrow.height - Math.max(...ys)))).toBeLessThanOrEqual(1);
    },
  );

  it('Route 66 on a phone: no tall band of empty land above the route (its top within 100 of 290 units)', () => {
    const narrow = JOURNEY_MAPS['us-route-66']!.narrow;
    expect(narrow.height).toBeLessThanOrEqual(290);
    expect(Math.min(...narrow.route.map(([, y]) => y))).toBeLessThanOrEqual(100);
  });

  it.each(onEarth.map((j) => [j.slug, j] as const))(
    "%s: the route's points are the projection of its own stages' coordinates",
    (slug, journey) => {
      const map = JOURNEY_MAPS[slug]!;
      const projection = geoMercator().scale(map.projection!.scale).translate(map.projection!.translate);
      expect(map.route).toHaveLength(journey.stages.length);
      journey.stages.forEach((stage, i) => {
        const [x, y] = map.route[i]!;
        // Forward: the content file's coordinates land on the stored point (stored to 0.1 unit).
        const [px, py] = projection([stage.lon!, stage.lat!])!;
        expect(Math.abs(px - x)).toBeLessThanOrEqual(0.05);
        expect(Math.abs(py - y)).toBeLessThanOrEqual(0.05);
        // Back: the stored point is that stage's place, not another journey's (within 0.01°).
        const [lon, lat] = projection.invert!([x, y])!;
        expect(lon).toBeCloseTo(stage.lon!, 2);
        expect(lat).toBeCloseTo(stage.lat!, 2);
        // And inside the picture, with room for the marker.
        expect(x).toBeGreaterThan(0);
        expect(x).toBeLessThan(map.width);
        expect(y).toBeGreaterThan(0);
        expect(y).toBeLessThan(map.height);
      });
    },
  );

  it.each(onEarth.map((j) => [j.slug, j] as const))(
    '%s: the drawn route is those points; the land file is served',
    async (slug, journey) => {
      const map = JOURNEY_MAPS[slug]!;
      const html = renderToString(
        <JourneyMap title={journey.title} stages={journey.stages} geometry={map} progressKm={0} lang="en" />,
      );
      const lines = [...html.matchAll(/<polyline points="([^"]+)"/g)].map((m) => m[1]);
      const points = lines[0]!.split(' ').map((p) => p.split(',').map(Number) as [number, number]);
      // The card's own projection of the content file's coordinates, to a unit's fifth.
      const card = geoMercator().scale(map.card.projection!.scale).translate(map.card.projection!.translate);
      journey.stages.forEach((stage, i) => {
        const [x, y] = card([stage.lon!, stage.lat!])!;
        expect(Math.abs(points[i]![0] - x)).toBeLessThanOrEqual(0.2);
        expect(Math.abs(points[i]![1] - y)).toBeLessThanOrEqual(0.2);
      });
      expect(html).toMatch(
        new RegExp(
          `^<svg role="img" aria-label="Map of ${journey.title.replace(/[()]/g, '.')}: ${journey.stages.length} stops`,
        ),
      );
      const land = await (env as unknown as { ASSETS: Fetcher }).ASSETS.fetch(
        `https://www.teamtrek.example${map.landHref}`,
      );
      expect(land.status).toBe(200);
      expect(await land.text()).toMatch(
        /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="-?\d+ -?\d+ \d+ \d+"><path fill="#fff" d="M/,
      );
    },
  );

  it('the progress marker sits between the two stages the team is between', () => {
    const stages = [
      { name: 'A', km: 0, x: 0, y: 0 },
      { name: 'B', km: 100, x: 100, y: 0 },
      { name: 'C', km: 300, x: 100, y: 100 },
    ];
    expect(positionAlong(stages, 50)).toEqual({ x: 50, y: 0, reached: 1 });
    expect(positionAlong(stages, 200)).toEqual({ x: 100, y: 50, reached: 2 });
    expect(positionAlong(stages, 999)).toEqual({ x: 100, y: 100, reached: 3 });
  });
});

describe('solar system drawing', () => {
  it('places every planet in order of its distance and names each in the text alternative', () => {
    const journey = journeys.find((j) => j.map === 'solar-system')!;
    const html = renderToString(
      <SolarSystem title={journey.title} stages={journey.stages} progressKm={800} lang="en" />,
    );
    expect(html).toMatch(/Mercury at 58 km.*Neptune at 4,495 km\. A team has walked 800 km and passed Jupiter\./);
    const planets = [
      ...html.matchAll(
        /<circle cx="([\d.]+)" cy="([\d.]+)" r="\d+" fill="[^"]+" stroke="var\(--tt-background\)" stroke-width="1.5"/g,
      ),
    ];
    const xs = planets.map((m) => Number(m[1]));
    expect(planets).toHaveLength(journey.stages.length - 2); // the Sun and the belt are drawn otherwise
    expect(xs).toEqual([...xs].sort((a, b) => a - b));
    const body = html.slice(html.indexOf('>'));
    const at = ['Mercury', 'Venus', 'Earth', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune'].map((n) =>
      body.indexOf(`>${n}`),
    );
    expect(at.every((i) => i > 0)).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));
  });
});
