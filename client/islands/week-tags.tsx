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
  /** The stops' numbers and the teams' discs (among `taken`): a week's place under one is tagged from it. */
  marks: Box[];
  /** The drawing's leader lines, which a tag must not cover. */
  lines: [Point, Point][];
  /**
   * The same without the sample teams' discs, names and lines: once the visitor has planned, the
   * teams step back (hidden by the page's CSS) and their room is the group's weeks'.
   */
  planned?: Pick<PlanMapView, 'taken' | 'marks' | 'lines'>;
  /** The stops' numbered discs, in route order (when `marks` holds only their figures). */
  discs?: Box[];
}

/** The drawing a week's tags are placed on: without the sample teams once the visitor has planned. */
export const viewFor = (view: PlanMapView, planned: boolean): PlanMapView =>
  planned && view.planned ? { ...view, ...view.planned, discs: stopDiscs(view) } : view;

/** The stops' discs: listed first among a served drawing's marks, before the teams'. */
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
const GAPS = [3, 10, 20, 32, 46, 62, 80, 100, 124];
/** Two drawn weeks' places at least this far apart: their diamonds a few units clear of each other. */
const SPACING = 2 * DIAMOND_HALF + 3;
/** A tag's line at most this many tags' heights long. */
export const MAX_LINE_TAGS = 2;

export interface PlacedWeek {
  week: number;
  /**
   * Where the group is: the week's km along the route, where its diamond is drawn; or, when that
   * place is under a stop's number, the centre of that number's disc, which the tag is drawn from.
   */
  at: Point;
  /** The stop (index) whose number covers the week's place: no diamond, the tag beside its disc. */
  stop?: number;
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
    const under = view.marks.findIndex((m) => underMark(at, m));
    // A team's disc: the week is left to the list. A stop's number: the week is tagged from its
    // disc (the disc covers the place), so a line crowded with numbers still shows the weeks.
    const stop = under >= 0 && under < view.stages.length && discs[under] ? under : undefined;
    if (under >= 0 && stop === undefined) return [];
    if (last && Math.hypot(at.x - last.x, at.y - last.y) < SPACING) return [];
    last = at;
    return [{ ...w, place: { x: at.x, y: at.y }, stop }];
  });
  // Each week's diamond too: a tag never covers another week's place.
  const diamonds = weeks.filter((w) => w.stop === undefined).map((w) => disc(w.place, DIAMOND_HALF));
  const taken = [...view.taken, ...diamonds];
  const tagLines: [Point, Point][] = [];
  const out: PlacedWeek[] = [];
  weeks.forEach((w) => {
    const from = w.stop === undefined ? undefined : discs[w.stop]!;
    const at = from ? { x: from.x + from.width / 2, y: from.y + from.height / 2 } : w.place;
    const anchor = { at, r: from ? (from.width - 1) / 2 : DIAMOND_HALF };
    const text = tag(w.week);
    const box = boxOf(text);
    const rivals = view.stages.filter((_, i) => i !== w.stop).map((s) => ({ at: s, r: 0 }));
    const owner = { at, r: anchor.r, rivals };
    // A tag's line crosses no other tag's line (two lines crossing read as the tags swapped), nor a
    // name's or a team's line on the map, and is no longer than two tags' heights: a tag across
    // the map reads as another place's.
    const untangled = (c: Candidate) => {
      const line = leader(at, anchor.r, c.box, 0);
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
    const line = leader(at, anchor.r, spot.box, 0);
    if (line) tagLines.push(line);
    out.push({ week: w.week, at, ...(w.stop === undefined ? {} : { stop: w.stop }), text, box: spot.box, line });
  });
  return out;
}

/** The group's place after each week on one drawing: a small diamond on the route and its tag ("W1") beside it. */
export function WeekTags({ view, placed }: { view: PlanMapView; placed: readonly PlacedWeek[] }) {
  const size = tagFont(view);
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
      {placed.map(({ week, at, stop, text, box, line }) => (
        <g key={week} data-week={week} data-at={`${at.x} ${at.y}`} data-from-stop={stop}>
          {stop === undefined && (
            <rect
              className="week-place"
              x={at.x - 4}
              y={at.y - 4}
              width={8}
              height={8}
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

/** Whether a week's diamond at `at` would touch a stop's number or a team's disc (`mark`, its box). */
const underMark = (at: Point, mark: Box) =>
  Math.hypot(at.x - mark.x - mark.width / 2, at.y - mark.y - mark.height / 2) < (mark.width - 1) / 2 + DIAMOND_HALF;
