/** A stage of a journey as an illustration draws it: a name, its km from the start, its place in the drawing. */
export interface PlottedStage {
  name: string;
  km: number;
  x: number;
  y: number;
}

/**
 * Where a team stands after `km` along stages drawn as straight legs: the point between the two
 * stages it is between (in proportion to their km), and how many stages it has reached.
 *
 * @example
 * positionAlong([{ name: 'A', km: 0, x: 0, y: 0 }, { name: 'B', km: 100, x: 10, y: 0 }], 50) // { x: 5, y: 0, reached: 1 }
 */
export function positionAlong(stages: readonly PlottedStage[], km: number): { x: number; y: number; reached: number } {
  const first = stages[0]!;
  const last = stages[stages.length - 1]!;
  if (km <= first.km) return { x: first.x, y: first.y, reached: 1 };
  if (km >= last.km) return { x: last.x, y: last.y, reached: stages.length };
  const next = stages.findIndex((s) => s.km > km);
  const [a, b] = [stages[next - 1]!, stages[next]!];
  const t = (km - a.km) / (b.km - a.km);
  return { x: round1(a.x + (b.x - a.x) * t), y: round1(a.y + (b.y - a.y) * t), reached: next };
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The route's legs as SVG `points`, optionally cut at a position (the part already travelled). */
export const polyPoints = (points: readonly { x: number; y: number }[]) => points.map((p) => `${p.x},${p.y}`).join(' ');
