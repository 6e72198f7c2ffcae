/**
 * Where a map's marks go so that none covers another: each mark is a box tried at its own place
 * first, then beside its anchor at growing distances, and the nearest free place that covers the
 * least of the route wins. Shared by the page's map (stops, names, teams) and the planner island's
 * weekly tags, which avoid what the page drew.
 */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

/** A candidate place: its box and how far out it is (0 on the anchor, 1 touching it, then farther). */
export interface Candidate {
  box: Box;
  ring: number;
}

export const overlaps = (a: Box, b: Box, gap = 0) =>
  a.x < b.x + b.width + gap && b.x < a.x + a.width + gap && a.y < b.y + b.height + gap && b.y < a.y + a.height + gap;

/** A disc's box. */
export const disc = (at: Point, r: number): Box => ({ x: at.x - r, y: at.y - r, width: 2 * r, height: 2 * r });

export const centre = (b: Box): Point => ({ x: b.x + b.width / 2, y: b.y + b.height / 2 });

/** Beside, above and below first (where a reader looks for a name), then the diagonals, then between. */
const DIRECTIONS = [0, 180, -90, 90, -45, -135, 45, 135, -22.5, -157.5, 22.5, 157.5, -67.5, -112.5, 67.5, 112.5].map(
  (deg) => [Math.cos((deg * Math.PI) / 180), Math.sin((deg * Math.PI) / 180)] as const,
);

/**
 * Places for a box of `size` around a mark of radius `r` at `at`: its near edge `gaps[k]` from the
 * mark in each direction, ring k + 1; with `onAnchor`, first the box centred on `at` (ring 0).
 */
export function around(
  at: Point,
  r: number,
  size: { width: number; height: number },
  gaps: readonly number[],
  onAnchor = false,
): Candidate[] {
  const { width: w, height: h } = size;
  const out: Candidate[] = onAnchor ? [{ box: { x: at.x - w / 2, y: at.y - h / 2, ...size }, ring: 0 }] : [];
  gaps.forEach((gap, k) => {
    for (const [dx, dy] of DIRECTIONS) {
      const cx = at.x + dx * (r + gap + w / 2);
      const cy = at.y + dy * (r + gap + h / 2);
      out.push({ box: { x: cx - w / 2, y: cy - h / 2, ...size }, ring: k + 1 });
    }
    // Above and below, also starting or ending at the mark: a long name centred over its mark would
    // sit over its neighbours too.
    for (const y of [at.y - r - gap - h, at.y + r + gap])
      for (const x of [at.x - r, at.x + r - w]) out.push({ box: { x, y, ...size }, ring: k + 1 });
  });
  return out;
}

/** The mark a box belongs to, and the other marks it must not seem to belong to. */
export interface Owner {
  at: Point;
  r: number;
  /** Other marks (centre and radius): a box nearer to one of them than to its own reads as theirs. */
  rivals: readonly { at: Point; r: number }[];
  /** Farther than this from its mark, a box is joined to it by a line (`leader`). */
  touching?: number;
}

/**
 * The best free candidate: inside the frame (by `margin`), off every `taken` box (by `gap`), nearest
 * ring first, then covering the fewest `route` points; the first listed wins a tie. With an `owner`,
 * also nearer its own mark than any rival, and its leader line crossing no taken box; crossed by
 * none of `lines` (leader lines already drawn). Undefined when every place is taken.
 */
export function placeFree(
  candidates: readonly Candidate[],
  taken: readonly Box[],
  frame: { width: number; height: number },
  route: readonly Point[],
  {
    margin = 3,
    gap = 2,
    owner,
    lines = [],
    leaderFrom,
  }: {
    margin?: number;
    gap?: number;
    owner?: Owner;
    lines?: readonly (readonly [Point, Point])[];
    /** Without an owner's rules, still: the line from this mark to the box crosses no taken box. */
    leaderFrom?: { at: Point; r: number };
  } = {},
): Candidate | undefined {
  let best: Candidate | undefined;
  let bestCost = Infinity;
  for (const c of candidates) {
    const b = c.box;
    if (b.x < margin || b.y < margin || b.x + b.width > frame.width - margin || b.y + b.height > frame.height - margin)
      continue;
    if (taken.some((t) => overlaps(b, t, gap))) continue;
    if (owner && !ownedBy(b, owner, taken)) continue;
    if (lines.some(([p, q]) => crosses(p, q, b))) continue;
    if (leaderFrom && !clearLeader(leaderFrom.at, leaderFrom.r, b, taken)) continue;
    const covered = route.filter((p) => p.x > b.x && p.x < b.x + b.width && p.y > b.y && p.y < b.y + b.height).length;
    // A ring farther out costs more than covering a few route points nearer in.
    const cost = c.ring * 40 + covered * 6;
    if (cost < bestCost) [best, bestCost] = [c, cost];
  }
  return best;
}

/** How far a box is from a point. */
const distance = (b: Box, p: Point) =>
  Math.hypot(Math.max(b.x - p.x, 0, p.x - b.x - b.width), Math.max(b.y - p.y, 0, p.y - b.y - b.height));

function ownedBy(b: Box, owner: Owner, taken: readonly Box[]): boolean {
  const line = leader(owner.at, owner.r, b, owner.touching);
  const own = distance(b, owner.at) - owner.r;
  // Beside its mark, a reader gives a box to the mark nearest to it; joined by a line, to the line's
  // mark, as long as no other mark touches the box.
  if (owner.rivals.some((m) => distance(b, m.at) - m.r <= (line ? 6 : own + 2))) return false;
  return clearLeader(owner.at, owner.r, b, taken, owner.touching);
}

/** Whether the line from a mark to a box placed away from it (if it needs one) crosses no taken box but the mark's own. */
function clearLeader(at: Point, r: number, b: Box, taken: readonly Box[], touching?: number): boolean {
  const line = leader(at, r, b, touching);
  return !line || !taken.some((t) => !inside(at, t) && crosses(line[0], line[1], t));
}

const inside = (p: Point, b: Box) => p.x >= b.x && p.x <= b.x + b.width && p.y >= b.y && p.y <= b.y + b.height;

/** Whether the segment a–b passes through the box (Liang–Barsky clipping). */
export function crosses(a: Point, b: Point, box: Box): boolean {
  let [t0, t1] = [0, 1];
  const [dx, dy] = [b.x - a.x, b.y - a.y];
  const edges: [number, number][] = [
    [-dx, a.x - box.x],
    [dx, box.x + box.width - a.x],
    [-dy, a.y - box.y],
    [dy, box.y + box.height - a.y],
  ];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q < 0) return false;
      continue;
    }
    const r = q / p;
    if (p < 0) t0 = Math.max(t0, r);
    else t1 = Math.min(t1, r);
    if (t0 > t1) return false;
  }
  // Touching the box's edge at the line's end (the box it leads to sits beside it) is not crossing.
  return t1 - t0 > 0.02;
}

/** Points every few units along a polyline: what a label should not cover. */
export function sampleRoute(points: readonly Point[], step = 8): Point[] {
  const out: Point[] = [];
  points.forEach((p, i) => {
    const next = points[i + 1];
    out.push(p);
    if (!next) return;
    const n = Math.floor(Math.hypot(next.x - p.x, next.y - p.y) / step);
    for (let k = 1; k < n; k++) out.push({ x: p.x + ((next.x - p.x) * k) / n, y: p.y + ((next.y - p.y) * k) / n });
  });
  return out;
}

/**
 * A leader line from a mark (radius `r` at `at`) to a box placed away from it: from the mark's edge
 * to the box's nearest point. Undefined when the box touches the mark (no line needed).
 */
export function leader(at: Point, r: number, box: Box, touching = 0): [Point, Point] | undefined {
  const end = {
    x: Math.min(Math.max(at.x, box.x), box.x + box.width),
    y: Math.min(Math.max(at.y, box.y), box.y + box.height),
  };
  const d = Math.hypot(end.x - at.x, end.y - at.y);
  if (d <= r + touching) return undefined;
  const start = { x: at.x + ((end.x - at.x) * r) / d, y: at.y + ((end.y - at.y) * r) / d };
  return [round(start), round(end)];
}

const round = (p: Point): Point => ({ x: Math.round(p.x * 10) / 10, y: Math.round(p.y * 10) / 10 });

/** Whether two segments cross (sharing an end point is not crossing). */
export function segmentsCross([a, b]: readonly [Point, Point], [c, d]: readonly [Point, Point]): boolean {
  const side = (p: Point, q: Point, r: Point) => Math.sign((q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x));
  return side(a, b, c) * side(a, b, d) < 0 && side(c, d, a) * side(c, d, b) < 0;
}
