import {
  around,
  disc,
  leader,
  placeFree,
  sampleRoute,
  segmentsCross,
  type Box,
  type Candidate,
  type Point,
} from '../../common/journeys/map-placement.ts';
import { positionAlong, type PlottedStage } from '../../common/journeys/route-progress.ts';
import { css } from '../../common/styles.ts';

/**
 * One drawing of the route as the page shows it: its view box, the stages' places in it and every
 * box it drew (stops, names, teams), which the weekly tags keep off. `only` names the width it is
 * shown at (the wide map from 700 px, the phone's below); none, at every width.
 */
export interface PlanMapView {
  only?: 'wide' | 'narrow';
  width: number;
  height: number;
  stages: PlottedStage[];
  taken: Box[];
  /**
   * The stops' figures and the teams' discs: a week's place under a figure is tagged from that stop's
   * disc; under a team, left to the list. Elsewhere its diamond is drawn at its km, over a rim if need be.
   */
  marks: Box[];
  /** The drawing's leader lines, which a tag must not cover. */
  lines: [Point, Point][];
  /**
   * The same without the sample teams' discs, names and lines: once the visitor has planned, the
   * teams step back (hidden by the page's CSS) and their room is the group's weeks'.
   */
  planned?: Pick<PlanMapView, 'taken' | 'marks' | 'lines'>;
  /** The stops' numbered discs, in route order. */
  discs?: Box[];
}

/** The drawing a week's tags are placed on: without the sample teams once the visitor has planned. */
export const viewFor = (view: PlanMapView, planned: boolean): PlanMapView =>
  planned && view.planned ? { ...view, ...view.planned, discs: stopDiscs(view) } : view;

/** The stops' discs (a drawing without them, the solar system's, has no marks either). */
const stopDiscs = (view: PlanMapView) => view.discs ?? view.marks.slice(0, view.stages.length);

/** Weekly tags drawn over the map in its grid cell (the same view box, so they land on the route). */
const overlay = css`
  grid-area: map;
  width: 100%;
  height: auto;
  pointer-events: none;
  &[data-only='wide'] {
    @media (max-width: 699px) {
      display: none;
    }
  }
  &[data-only='narrow'] {
    max-width: 560px;
    justify-self: center;
    @media (min-width: 700px) {
      display: none;
    }
  }
`;

/** A weekly tag's text size in a drawing's units: the phone's map is about a pixel a unit. */
const tagFont = (view: PlanMapView) => (view.only === 'narrow' ? 15 : 11);

/** Half the drawn diamond's width: an 8-unit square turned 45°. */
const DIAMOND_HALF = 5.7;
/**
 * The smallest diamond drawn: between two crowded numbers, smaller rather than off its km. A place
 * nearer a number's figure than this is on its disc: no diamond there, the tag's line ends at it.
 */
const MIN_DIAMOND = 2;
const GAPS = [3, 10, 20, 32, 46, 62, 80, 100, 124];
/** Two drawn weeks' places at least this far apart: their diamonds a few units clear of each other. */
const SPACING = 2 * DIAMOND_HALF + 3;
/** A tag's line at most this many tags' heights long. */
export const MAX_LINE_TAGS = 2;

export interface PlacedWeek {
  week: number;
  /** Where the group is: the week's km along the route, where its diamond is drawn or its line ends. */
  at: Point;
  /** The stop (index) whose number covers the week's place: no diamond, the tag beside its disc. */
  stop?: number;
  /** Half the diamond's width: smaller than usual to fit between two numbers. */
  half: number;
  text: string;
  box: Box;
  line: [Point, Point] | undefined;
}

/**
 * Where each week's tag goes on one drawing. A week's diamond is always drawn at its exact km
 * along the route; only its tag moves, beside it or out on a line at most two tags' heights long,
 * off every stop, name and team the page drew, off the other tags and their lines. A week whose
 * place is under a stop's number (the diamond would hide under it or cover it) is tagged from that
 * number's disc instead, which covers the place: no diamond, the tag beside the disc or on a short
 * line from its rim. A week under a team, or whose tag fits nowhere that near, is left off the
 * drawing (the caption and the list name it): a diamond without its tag reads as a stop nobody
 * named, and a tag away from its km tells the wrong place.
 */
export function placeWeekTags(
  view: PlanMapView,
  allWeeks: readonly { week: number; km: number }[],
  tag: (week: number) => string,
): PlacedWeek[] {
  const size = tagFont(view);
  const route = sampleRoute(view.stages);
  const boxOf = (text: string) => ({ width: Math.ceil(text.length * size * 0.62 + 8), height: Math.ceil(size * 1.5) });
  // Small weekly progress: a week goes on the drawing only clear of the last one (a gap the size of its
  // diamond between them), so one person's twelve weeks read as tags spread along the route, not
  // a pile of diamonds.
  let last: Point | undefined;
  const discs = stopDiscs(view);
  const weeks = allWeeks.flatMap((w) => {
    const at = positionAlong(view.stages, w.km);
    // How far the place is from each mark's edge: a stop's figure or a team's disc.
    const room = view.marks.map(
      (m) => Math.hypot(at.x - m.x - m.width / 2, at.y - m.y - m.height / 2) - (m.width - 1) / 2,
    );
    // A team's disc: the week is left to the list.
    if (room.some((d, i) => i >= view.stages.length && d < DIAMOND_HALF)) return [];
    // Between two crowded numbers the diamond shrinks to fit (over a disc's rim if need be), still at
    // its km, never over a figure; a place on a number's disc is tagged beside the disc, its line
    // ending at the place.
    const half = Math.min(DIAMOND_HALF, ...room);
    const under = half < MIN_DIAMOND ? room.indexOf(half) : -1;
    const stop = under >= 0 && discs[under] ? under : undefined;
    if (under >= 0 && stop === undefined) return [];
    if (last && Math.hypot(at.x - last.x, at.y - last.y) < SPACING) return [];
    last = at;
    return [{ ...w, place: { x: at.x, y: at.y }, stop, half }];
  });
  // Each week's diamond too: a tag never covers another week's place.
  const diamonds = weeks.filter((w) => w.stop === undefined).map((w) => disc(w.place, w.half));
  const taken = [...view.taken, ...diamonds];
  const tagLines: [Point, Point][] = [];
  const out: PlacedWeek[] = [];
  weeks.forEach((w) => {
    const from = w.stop === undefined ? undefined : discs[w.stop]!;
    const at = from ? { x: from.x + from.width / 2, y: from.y + from.height / 2 } : w.place;
    const anchor = { at, r: from ? (from.width - 1) / 2 : w.half };
    const text = tag(w.week);
    const box = boxOf(text);
    const rivals = view.stages.filter((_, i) => i !== w.stop).map((s) => ({ at: s, r: 0 }));
    const owner = { at, r: anchor.r, rivals };
    // A tag's line crosses no other tag's line (two lines crossing read as the tags swapped), nor a
    // name's or a team's line on the map, and is no longer than two tags' heights: a tag across
    // the map reads as another place's.
    // From a disc, the line runs on to the week's place under it: the tag points at its km.
    const lineTo = (b: Box) => (from ? leader(w.place, 0, b, 0) : leader(at, anchor.r, b, 0));
    const untangled = (c: Candidate) => {
      const line = lineTo(c.box);
      if (!line) return true;
      if (Math.hypot(line[1].x - line[0].x, line[1].y - line[0].y) > MAX_LINE_TAGS * box.height) return false;
      return ![...tagLines, ...view.lines].some((other) => segmentsCross(line, other));
    };
    const candidates = [...around(at, anchor.r, box, GAPS), ...aroundFinely(at, anchor.r, box)].filter(untangled);
    const lines = [...view.lines, ...tagLines];
    const spot =
      placeFree(candidates, taken, view, route, { owner, lines }) ??
      placeFree(candidates, taken, view, route, { lines, leaderFrom: anchor });
    if (!spot) return;
    taken.push(spot.box);
    const line = lineTo(spot.box);
    if (line) tagLines.push(line);
    out.push({ week: w.week, at: w.place, stop: w.stop, half: w.half, text, box: spot.box, line });
  });
  return out;
}

/** The group's place after each week on one drawing: a small diamond on the route and its tag ("W1") beside it. */
export function WeekTags({
  view,
  placed,
  rtl,
}: {
  view: PlanMapView;
  placed: readonly PlacedWeek[];
  /** A right-to-left page: its words run from the right ("الأسبوع 1"), centred where they were placed. */
  rtl: boolean;
}) {
  const size = tagFont(view);
  const style = rtl ? ({ direction: 'rtl' } as const) : undefined;
  return (
    <svg
      className={overlay}
      viewBox={`0 0 ${view.width} ${view.height}`}
      width={view.width}
      height={view.height}
      aria-hidden="true"
      data-testid="plan-weeks-map"
      data-only={view.only}
      style={{ aspectRatio: `${view.width} / ${view.height}` }}
    >
      {placed.map(({ week, at, stop, half, text, box, line }) => (
        <g key={week} data-week={week} data-at={`${at.x} ${at.y}`} data-from-stop={stop}>
          {stop === undefined && (
            <rect
              className="week-place"
              x={at.x - half * 0.7}
              y={at.y - half * 0.7}
              width={half * 1.4}
              height={half * 1.4}
              transform={`rotate(45 ${at.x} ${at.y})`}
              fill="var(--tt-secondary)"
              stroke="var(--tt-text)"
              strokeWidth={1.5}
            />
          )}
          {line && (
            <line
              x1={line[0].x}
              y1={line[0].y}
              x2={line[1].x}
              y2={line[1].y}
              stroke="var(--tt-text)"
              strokeWidth={1.5}
            />
          )}
          <rect
            className="week-tag"
            {...box}
            rx={4}
            fill="var(--tt-secondary)"
            stroke="var(--tt-text)"
            strokeWidth={1.5}
          />
          <text
            className="week-no"
            x={box.x + box.width / 2}
            y={box.y + box.height / 2 + size * 0.36}
            textAnchor="middle"
            fontSize={size}
            fontWeight={700}
            fill="var(--tt-text)"
            style={style}
          >
            {text}
          </text>
        </g>
      ))}
    </svg>
  );
}

/**
 * More places than `around` tries: all round the diamond (above, below, beside, the diagonals, and
 * so along the route whichever way it runs) every 5°, touching it or out to a line of two tags' heights.
 */
function aroundFinely(at: Point, r: number, box: { width: number; height: number }): Candidate[] {
  const out: Candidate[] = [];
  FAR_GAPS.forEach((gap, k) => {
    for (let deg = 0; deg < 360; deg += 5) {
      const [dx, dy] = [Math.cos((deg * Math.PI) / 180), Math.sin((deg * Math.PI) / 180)];
      const cx = at.x + dx * (r + gap + box.width / 2);
      const cy = at.y + dy * (r + gap + box.height / 2);
      out.push({ box: { x: cx - box.width / 2, y: cy - box.height / 2, ...box }, ring: GAPS.length + k + 1 });
    }
  });
  return out;
}
const FAR_GAPS = [0, 4, 8, 12, 16, 21, 26, 31, 36];
