import type { Box, Point } from '../../../common/journeys/map-placement.ts';

const covers = (box: Box, p: Point, margin: number) =>
  p.x > box.x - margin && p.x < box.x + box.width + margin && p.y > box.y - margin && p.y < box.y + box.height + margin;

const overlaps = (a: Box, b: Box) =>
  !(a.x > b.x + b.width || b.x > a.x + a.width || a.y > b.y + b.height || b.y > a.y + a.height);

/** What a box costs where it is: leaving the picture, then each box it overlaps, then each route point it covers. */
function cost(box: Box, avoid: readonly Point[], frame: { width: number; height: number }, taken: readonly Box[]) {
  const outside =
    box.x < 4 || box.y < 4 || box.x + box.width > frame.width - 4 || box.y + box.height > frame.height - 4;
  return (
    (outside ? 1000 : 0) +
    taken.filter((t) => overlaps(box, t)).length * 100 +
    avoid.filter((p) => covers(box, p, 4)).length
  );
}

/**
 * The candidate box that covers the fewest route points and stays inside the picture, off the
 * `taken` boxes; the first candidate wins a tie, so callers list their preferred places first.
 *
 * @example
 * placeBox([{ x: 10, y: 10, width: 50, height: 20 }, …], route, { width: 640, height: 400 })
 */
export function placeBox(
  candidates: readonly Box[],
  avoid: readonly Point[],
  frame: { width: number; height: number },
  taken: readonly Box[] = [],
): Box {
  return placeBoxes([candidates], avoid, frame, taken)[0]!;
}

/**
 * One box for each list of candidates, chosen together (every combination is tried), so the first
 * label does not take the only place the second one had.
 */
export function placeBoxes(
  lists: readonly (readonly Box[])[],
  avoid: readonly Point[],
  frame: { width: number; height: number },
  taken: readonly Box[] = [],
): Box[] {
  let best: Box[] = lists.map((l) => l[0]!);
  let bestScore = Infinity;
  const visit = (i: number, chosen: Box[], score: number) => {
    if (score >= bestScore) return;
    if (i === lists.length) [best, bestScore] = [chosen, score];
    else
      for (const box of lists[i]!)
        visit(i + 1, [...chosen, box], score + cost(box, avoid, frame, [...taken, ...chosen]));
  };
  visit(0, [], 0);
  return best;
}
