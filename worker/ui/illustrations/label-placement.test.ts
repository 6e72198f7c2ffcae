import { describe, expect, it } from 'vitest';
import { sampleRoute } from '../../../common/journeys/map-placement.ts';
import { placeBox, placeBoxes } from './label-placement.ts';

describe('label placement', () => {
  const route = sampleRoute([
    { x: 0, y: 50 },
    { x: 200, y: 50 },
  ]);

  it('samples a route every few units', () => {
    expect(route.length).toBeGreaterThan(20);
    expect(route.every((p) => p.y === 50)).toBe(true);
  });

  it('takes the first candidate that covers no route and stays inside, and avoids boxes already placed', () => {
    const frame = { width: 200, height: 100 };
    const onRoute = { x: 50, y: 40, width: 40, height: 20 };
    const above = { x: 50, y: 10, width: 40, height: 20 };
    const below = { x: 50, y: 70, width: 40, height: 20 };
    const outside = { x: 180, y: 10, width: 40, height: 20 };
    expect(placeBox([onRoute, outside, above, below], route, frame)).toBe(above);
    expect(placeBox([onRoute, above, below], route, frame, [above])).toBe(below);
  });
});

describe('placing two labels together', () => {
  it('leaves the second label its only free place', () => {
    const frame = { width: 200, height: 100 };
    const top = { x: 10, y: 10, width: 40, height: 20 };
    const bottom = { x: 10, y: 70, width: 40, height: 20 };
    // The first label may go top or bottom; the second only fits top: together they share.
    expect(placeBoxes([[top, bottom], [top]], [], frame)).toEqual([bottom, top]);
  });
});
