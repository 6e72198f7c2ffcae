import {
  around,
  centre,
  disc,
  leader,
  overlaps,
  placeFree,
  sampleRoute,
  segmentsCross,
  type Box,
  type Point,
} from '../../../common/journeys/map-placement.ts';
import { positionAlong, type PlottedStage } from './route-progress.ts';
import { stopsOnRoute } from './stops-on-route.ts';

/** The sizes of a map's marks, in its units. */
export interface MarkSizes {
  /** A stop's numbered disc, radius. */
  stop: number;
  number: number;
  /** A name's font size. */
  name: number;
  /** A team's disc, radius, and its initials' font size. */
  team: number;
  initials: number;
}

/** The 640-unit map, shown 670 to 1,100 px wide: 12-unit names read at 12.5 to 21 px. */
export const WIDE_MARKS: MarkSizes = { stop: 10, number: 12, name: 12, team: 13, initials: 11 };
/**
 * The 360-unit phone map, about a pixel a unit: names at 15, over the 14 px a phone needs. Stops'
 * discs 20 units across with 15-unit numbers: every number sits on the line, and crowded stops
 * (Route 66's Joplin, Tulsa and Oklahoma City) still leave the line room for a plan's weekly tags.
 */
export const NARROW_MARKS: MarkSizes = { stop: 10, number: 15, name: 15, team: 14, initials: 15 };

/** Where a stop is when its number had to move off it: a dot this size, joined to the number by a line. */
export const STOP_DOT = 3.5;

/**
 * A stage's name on the map, by one rule for every label: the place without its state or region
 * ("Tulsa, Oklahoma" → "Tulsa", the Arabic comma too); the list under the map gives the full name
 * beside the same number.
 */
export const mapName = (name: string) => name.split(/[,،]/)[0]!.trim();

/** A bold name's box: generous, so the real text (any brand's typeface) stays inside it. */
export const textBox = (text: string, size: number) => ({
  width: Math.ceil(text.length * size * 0.62 + 2),
  height: Math.ceil(size * 1.25),
});

type Leader = [Point, Point] | undefined;

/**
 * Two names read as one two-line label when they share any horizontal extent and their centres are
 * under 1.5 lines apart (a name's box is one line high).
 */
export const stacked = (a: Box, b: Box) =>
  a.x < b.x + b.width &&
  b.x < a.x + a.width &&
  Math.abs(a.y + a.height / 2 - b.y - b.height / 2) < 1.5 * Math.max(a.height, b.height);

export interface RouteMapLayout {
  /**
   * Each stop, in route order: its place, where its numbered disc is drawn, whether that is off the
   * place (then a dot marks the place) and the line between them when they do not touch.
   */
  stops: { at: Point; badge: Point; moved: boolean; leader: Leader }[];
  /** Names, of the stops `named` asks for (each that fits somewhere), beside their numbers. */
  names: { stop: number; text: string; box: Box; leader: Leader }[];
  /** The sample teams in their order: where each stands, where its disc is drawn, and its name when asked. */
  teams: { at: Point; head: Point; leader: Leader; name?: { text: string; box: Box; leader: Leader } }[];
  /** Every box drawn and every leader line: what the planner's weekly tags keep off. */
  taken: Box[];
  /**
   * The stops' figures (not their discs) and the teams' discs: a week's diamond may touch a number's
   * rim, so it is drawn at its km between two crowded numbers; a place under a figure is tagged from its disc.
   */
  marks: Box[];
  /** The stops' numbered discs, in route order. */
  discs: Box[];
  lines: [Point, Point][];
  /**
   * The same for a visitor's own plan, when the page hides the sample teams: every box and line but
   * the teams', and the stops' figures (not their discs) as the marks a week's diamond keeps off.
   */
  planned: { taken: Box[]; marks: Box[]; lines: [Point, Point][] };
}

const BADGE_GAPS = [4, 12, 22, 34, 48];
/** Two numbers on the line at least this far apart, rim to rim (their 1-unit outlines just meet). */
const ON_ROUTE_GAP = 1;
/** How far a number may slide along the line: its place stays under the disc, inside its rim. */
const ON_ROUTE_SHIFT = (radius: number) => radius - 2;
const NAME_GAPS = [2, 8, 16, 26, 38, 52, 70, 92, 116];

/**
 * Places a route map's marks so none covers another, in order of importance: the start's and the
 * finish's numbers, the other stops' numbers (each on the line over its stop, slid along it a little
 * when neighbours crowd, else beside it with a line), the teams (on the route where they stand, else
 * beside it), then names beside their numbers: the `named` stops', the `teamNamed` teams', then the
 * `namedWhereFree` stops' where they fit.
 */
export function layoutRouteMap(
  plotted: readonly PlottedStage[],
  teams: readonly { name: string; km: number }[],
  frame: { width: number; height: number },
  marks: MarkSizes,
  named: (stop: number) => boolean,
  teamNamed: (team: number) => boolean = () => false,
  namedWhereFree: (stop: number) => boolean = () => false,
  /**
   * The phone's crowded line: a name beside its number only where it plainly reads as that number's
   * (`strict`), and the other stops' names up to `freeGaps` of NAME_GAPS out (the farther on a short line).
   */
  { strict = false, freeGaps = 2 }: { strict?: boolean; freeGaps?: number } = {},
): RouteMapLayout {
  const route = sampleRoute(plotted);
  const dots = plotted.map((s) => disc(s, STOP_DOT));
  const taken: Box[] = [];
  const last = plotted.length - 1;
  const order = [0, last, ...plotted.keys()].filter((i, k, all) => all.indexOf(i) === k);
  const badges: Point[] = [];
  const stopLeaders: Leader[] = [];
  const moved: boolean[] = [];
  // Each number on the route line, over its own place (slid along the line at most a little, so
  // crowded neighbours' discs do not touch); only a number with no such room moves off the line.
  const onRoute = stopsOnRoute(plotted, marks.stop, ON_ROUTE_GAP + 1, ON_ROUTE_SHIFT(marks.stop));
  const inFrame = (b: Box) =>
    b.x >= 3 && b.y >= 3 && b.x + b.width <= frame.width - 3 && b.y + b.height <= frame.height - 3;
  for (const i of order) {
    const at = plotted[i]!;
    const size = { width: 2 * marks.stop, height: 2 * marks.stop };
    const onLine = disc(onRoute[i]!, marks.stop);
    const clear =
      inFrame(onLine) &&
      badges.every((b) => !b || Math.hypot(b.x - onRoute[i]!.x, b.y - onRoute[i]!.y) >= 2 * marks.stop + ON_ROUTE_GAP);
    const others = [...taken, ...dots.filter((_, j) => j !== i)];
    const rivals = plotted.filter((_, j) => j !== i).map((s) => ({ at: s, r: 0 }));
    const spot = clear
      ? { box: onLine }
      : placeFree(around(at, STOP_DOT, size, BADGE_GAPS, true), others, frame, route, {
          owner: { at, r: STOP_DOT, rivals },
        });
    const box = spot?.box ?? disc(at, marks.stop);
    taken.push(box);
    badges[i] = centre(box);
    // A number on the line still covers its place (slid along the line, if at all): no dot beside it.
    moved[i] = !clear && Math.hypot(badges[i].x - at.x, badges[i].y - at.y) > 0.5;
    stopLeaders[i] = moved[i] ? discLeader(at, STOP_DOT, badges[i], marks.stop) : undefined;
  }
  // A stop whose number moved, even just beside it, keeps its own dot where it is (kept clear of
  // names and teams unless it touches its number, whose room covers it); the others' dots are
  // under their numbers.
  const badgeBoxes = [...taken];
  taken.push(...dots.filter((d, i) => moved[i] && !badgeBoxes.some((b) => overlaps(d, b))));

  // The teams' discs are taken[discsFrom, marksTaken), their names taken[namesFrom, namesTo).
  const discsFrom = taken.length;
  const placedTeams = teams.map((team) => {
    const at = positionAlong(plotted, team.km);
    const size = { width: 2 * marks.team, height: 2 * marks.team };
    const spot = placeFree(around(at, STOP_DOT, size, BADGE_GAPS, true), taken, frame, route);
    const box = spot?.box ?? disc(at, marks.team);
    taken.push(box);
    return {
      at: { x: at.x, y: at.y },
      head: centre(box),
      leader: spot && spot.ring > 0 ? leader(at, STOP_DOT, box, 0) : undefined,
    };
  });

  const marksDrawn = [
    ...badges.map((at) => ({ at, r: marks.stop })),
    ...placedTeams.map((tm) => ({ at: tm.head, r: marks.team })),
  ];
  // A name with no line is read as the nearest mark's: its middle nearer its own number than any
  // other mark's centre, and every other mark clearly farther from it than its own (a name centred
  // between two numbers, or over a neighbour, reads as either).
  const plainlyOwn = (b: Box, anchor: Point, r: number) => {
    const mid = centre(b);
    const own = Math.hypot(mid.x - anchor.x, mid.y - anchor.y);
    const edge = distanceTo(b, anchor) - r;
    return marksDrawn.every(
      (m) =>
        m.at === anchor ||
        (Math.hypot(mid.x - m.at.x, mid.y - m.at.y) > own + 4 && distanceTo(b, m.at) - m.r > edge + 6),
    );
  };
  const marksTaken = taken.length;
  let drawnLeaders: Leader[] = [];
  let stopNames: Box[] = [];
  // `apart`: never stacked on a stop's name already placed; `ownOnly`: nowhere rather than nearer another mark.
  const nameBeside = (anchor: Point, r: number, text: string, gaps = NAME_GAPS, apart = false, ownOnly = false) => {
    // Nearer its own mark than any other, its line crossing nothing; failing that, anywhere its line crosses nothing.
    const lines = [...stopLeaders, ...placedTeams.map((tm) => tm.leader), ...drawnLeaders].filter(
      (l) => l !== undefined,
    );
    const places = around(anchor, r, textBox(text, marks.name), gaps).filter((c) => {
      if (apart && stopNames.some((b) => stacked(b, c.box))) return false;
      const line = leader(anchor, r, c.box, 8);
      // Not where the line meets the name's side level with its words (it ends between the name's top
      // and bottom): it read as a dash ("–Pilgrims of Payroll"); meeting its top, bottom or a corner it reads as a line.
      if (line && line[1].y > c.box.y + 0.1 && line[1].y < c.box.y + c.box.height - 0.1) return false;
      if (strict && !line && !plainlyOwn(c.box, anchor, r)) return false;
      return !line || !lines.some((other) => segmentsCross(line, other));
    });
    const rivals = marksDrawn.filter((m) => m.at !== anchor);
    const spot =
      placeFree(places, taken, frame, route, { owner: { at: anchor, r, rivals, touching: 8 }, lines }) ??
      (ownOnly ? undefined : placeFree(places, taken, frame, route, { lines, leaderFrom: { at: anchor, r } }));
    if (!spot) return undefined;
    taken.push(spot.box);
    const line = leader(anchor, r, spot.box, 8);
    drawnLeaders.push(line);
    return { text, box: spot.box, leader: line };
  };
  // The start, the finish, then route order; a name that found no place goes first in another try
  // (a crowded stop's name needs its pick before its neighbours' names take the room).
  const placeNames = (first: readonly number[], apart: boolean) => {
    let nameOrder = first;
    let names: RouteMapLayout['names'] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      taken.length = marksTaken;
      drawnLeaders = [];
      stopNames = [];
      names = [];
      const missing: number[] = [];
      for (const i of nameOrder) {
        const placed = nameBeside(badges[i]!, marks.stop, mapName(plotted[i]!.name), NAME_GAPS, apart);
        if (!placed) {
          missing.push(i);
          continue;
        }
        names.push({ stop: i, ...placed });
        stopNames.push(placed.box);
      }
      if (!missing.length) break;
      nameOrder = [...missing, ...nameOrder.filter((i) => !missing.includes(i))];
    }
    return names;
  };
  // Two names stacked closely read as one label of two lines: of each such pair, the name farther
  // from its own number moves (placed after the others, never stacked on one), the nearer one stays.
  const firstTry = placeNames(
    order.filter((i) => named(i)),
    false,
  );
  const away = (n: RouteMapLayout['names'][number]) => distanceTo(n.box, badges[n.stop]!);
  const moving = new Set<number>();
  firstTry.forEach((a, k) =>
    firstTry.slice(k + 1).forEach((b) => stacked(a.box, b.box) && moving.add(away(a) > away(b) ? a.stop : b.stop)),
  );
  const movedAway = () => {
    const kept = firstTry.filter((n) => !moving.has(n.stop));
    taken.length = marksTaken;
    taken.push(...kept.map((n) => n.box));
    drawnLeaders = kept.map((n) => n.leader);
    stopNames = kept.map((n) => n.box);
    const moved = [...moving].map((i) => {
      const placed = nameBeside(badges[i]!, marks.stop, mapName(plotted[i]!.name), NAME_GAPS, true);
      if (placed) stopNames.push(placed.box);
      return placed && { stop: i, ...placed };
    });
    return moved.every((n) => n !== undefined) ? [...kept, ...moved] : undefined;
  };
  // Failing that (a name with no other room), every name again, the moving ones last.
  const names = !moving.size
    ? firstTry
    : (movedAway() ?? placeNames([...firstTry.map((n) => n.stop).filter((i) => !moving.has(i)), ...moving], true));
  const namesFrom = taken.length;
  const teamsOut: RouteMapLayout['teams'] = placedTeams.map((p, i) => {
    if (!teamNamed(i)) return p;
    const name = nameBeside(p.head, marks.team, teams[i]!.name);
    return name ? { ...p, name } : p;
  });
  const namesTo = taken.length;
  // Then the other stops' names, each where it finds room touching its number or on a short line (its
  // number says which stop it is anyway): no line across the map, which would leave the planner's
  // weekly tags no room.
  for (const i of order.filter((i) => !named(i) && namedWhereFree(i))) {
    const placed = nameBeside(
      badges[i]!,
      marks.stop,
      mapName(plotted[i]!.name),
      NAME_GAPS.slice(0, freeGaps),
      true,
      true,
    );
    if (!placed) continue;
    names.push({ stop: i, ...placed });
    stopNames.push(placed.box);
  }
  names.sort((a, b) => a.stop - b.stop);
  const stops = plotted.map((s, i) => ({
    at: { x: s.x, y: s.y },
    badge: badges[i]!,
    moved: moved[i]!,
    leader: stopLeaders[i],
  }));
  const lines = [...stops, ...teamsOut, ...names, ...teamsOut.flatMap((tm) => tm.name ?? [])].flatMap((m) =>
    m.leader ? [m.leader] : [],
  );
  const boxes = taken.map(roundBox);
  // Each stop's figure, not its disc: a week's diamond may touch a number's rim, not its digits.
  const figures = badges.map((at, i) => roundBox(disc(at, marks.number * (i < 9 ? 0.4 : 0.6))));
  return {
    stops,
    names,
    teams: teamsOut,
    taken: boxes,
    marks: [...figures, ...placedTeams.map((tm) => roundBox(disc(tm.head, marks.team)))],
    discs: badges.map((at) => roundBox(disc(at, marks.stop))),
    lines,
    planned: {
      taken: boxes.filter((_, i) => (i < discsFrom || i >= marksTaken) && (i < namesFrom || i >= namesTo)),
      marks: figures,
      lines: lines.filter((l) => !teamsOut.some((tm) => tm.leader === l || tm.name?.leader === l)),
    },
  };
}

/** The line from a dot to a disc beside it, edge to edge; none when they touch. */
const discLeader = (at: Point, r: number, to: Point, toR: number): Leader => {
  const d = Math.hypot(to.x - at.x, to.y - at.y);
  if (d <= r + toR + 1) return undefined;
  const [ux, uy] = [(to.x - at.x) / d, (to.y - at.y) / d];
  const round = (n: number) => Math.round(n * 10) / 10;
  return [
    { x: round(at.x + ux * r), y: round(at.y + uy * r) },
    { x: round(to.x - ux * toR), y: round(to.y - uy * toR) },
  ];
};

const distanceTo = (b: Box, p: Point) =>
  Math.hypot(Math.max(b.x - p.x, 0, p.x - b.x - b.width), Math.max(b.y - p.y, 0, p.y - b.y - b.height));

const roundBox = (b: Box): Box => ({
  x: Math.floor(b.x),
  y: Math.floor(b.y),
  width: Math.ceil(b.width + 1),
  height: Math.ceil(b.height + 1),
});
