import type { Point } from '../../../common/journeys/map-placement.ts';

/**
 * Where each stop's numbered disc goes: on the route line, at its stop or slid a little along the
 * line, so crowded neighbours' discs stay apart. A disc is never slid farther than `maxShift`
 * (less than its radius), so it still covers its stop's exact place: a reader sees every number on
 * the line, over the place it names, and no dot or line beside the route.
 *
 * The first stop may slide back past the line's start too, on its first segment's extension (the
 * line still starts under its disc): a start crowded by its next stops (the Camino's Saint-Jean,
 * Roncesvalles 25 km on and Pamplona) makes room for them there rather than pushing a middle
 * stop's number off the line.
 *
 * Neighbours are pushed apart along the line, each by half of what they overlap, until none do or
 * a disc can slide no farther (then the overlap stays, and the caller may move that disc off).
 *
 * @example
 * stopsOnRoute([{ x: 0, y: 0 }, { x: 20, y: 0 }, { x: 60, y: 0 }], 12, 2, 9) // [{ x: 0, y: 0 }, { x: 26, y: 0 }, { x: 60, y: 0 }]
 */
export function stopsOnRoute(stops: readonly Point[], radius: number, gap: number, maxShift: number): Point[] {
  const along = cumulative(stops);
  const apart = 2 * radius + gap;
  const total = along[along.length - 1] ?? 0;
  const at = [...along];
  const clamp = (i: number, s: number) => Math.min(Math.max(s, along[i]! - maxShift), along[i]! + maxShift, total);
  for (let round = 0; round < 200; round++) {
    let worst = 0;
    for (let i = 0; i + 1 < stops.length; i++) {
      const d = distance(pointAt(stops, along, at[i]!), pointAt(stops, along, at[i + 1]!));
      const short = apart - d;
      if (short <= 0.01) continue;
      worst = Math.max(worst, short);
      // Half each way; what one side cannot take (its limit reached), the other side takes.
      const back = at[i]! - clamp(i, at[i]! - short / 2);
      const forward = clamp(i + 1, at[i + 1]! + short - back) - at[i + 1]!;
      at[i] = clamp(i, at[i]! - (short - forward));
      at[i + 1] = at[i + 1]! + forward;
    }
    if (worst <= 0.01) break;
  }
  return at.map((s) => round1(pointAt(stops, along, s)));
}

/** Each stop's distance along the line from the first. */
function cumulative(stops: readonly Point[]): number[] {
  const out: number[] = [];
  stops.forEach((p, i) => out.push(i === 0 ? 0 : out[i - 1]! + distance(stops[i - 1]!, p)));
  return out;
}

/** The point `s` units along the line through the stops; before its start, on the first segment's extension. */
function pointAt(stops: readonly Point[], along: readonly number[], s: number): Point {
  const k = along.findIndex((a, i) => i > 0 && a >= s);
  if (k <= 0) return k === 0 || s <= 0 ? stops[0]! : stops[stops.length - 1]!;
  const [a, b] = [stops[k - 1]!, stops[k]!];
  const length = along[k]! - along[k - 1]!;
  const t = length ? (s - along[k - 1]!) / length : 0;
  return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
}

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
const round1 = (p: Point): Point => ({ x: Math.round(p.x * 10) / 10, y: Math.round(p.y * 10) / 10 });
