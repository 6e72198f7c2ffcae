import { useId } from 'react';
import { formatNumber } from '../../../common/format.ts';
import { usePageLocale, useT } from '../../i18n/messages-context.tsx';
import { mapTextDirection } from './map-text-direction.ts';
import { css } from '../../../common/styles.ts';
import { Illustration, svgId } from './illustration.tsx';
import type { JourneyMapGeometry } from './journey-map-geometry.ts';
import { sampleRoute, type Box } from './label-placement.ts';
import { PALETTE } from './palette.ts';
import { LandBackdrop } from './land-backdrop.tsx';
import { polyPoints, positionAlong, type PlottedStage } from './route-progress.ts';
import { TeamMarkers } from './team-markers.tsx';

export interface JourneyRouteMapProps {
  title: string;
  stages: readonly { name: string; km: number }[];
  geometry: JourneyMapGeometry;
  /** Sample teams, leader first (the journey's content file). */
  teams: readonly { name: string; km: number }[];
  lang: string;
}

/** Stop and label sizes in map units; the map is 640 wide, shown about 1,000 px wide on a laptop. */
const STOP = 10;
const NAME = { fontSize: 12, fontWeight: 700, fill: PALETTE.ink, stroke: PALETTE.paper, strokeWidth: 4 } as const;

/**
 * Below 700 px the map is under 0.6 of its size (about 357 px of 640 at a 390 px phone): names there
 * would be 7 px, so they go, and the numbers grow to 27 units (15 px on that phone) in stops of
 * radius 22. Stops that close would overlap a larger neighbour (`PHONE_STOP_GAP`) shrink to a dot
 * there; the numbered stage cards under the map are the legend that names every stage.
 */
const PHONE_STOP = 22;
const PHONE_NUMBER = 27;
/** Centre-to-centre distance below which two phone-sized stops would touch (two radii and a gap). */
export const PHONE_STOP_GAP = 2 * PHONE_STOP + 6;
const responsive = css`
  @media (max-width: 699px) {
    .stop-name,
    .team-initials {
      display: none;
    }
    .stop circle {
      r: ${PHONE_STOP}px;
    }
    .stop text {
      font-size: ${PHONE_NUMBER}px;
      transform: translateY(5px);
    }
    .stop.minor circle {
      r: 6px;
    }
    .stop.minor text {
      display: none;
    }
  }
`;

/**
 * The stops numbered on a phone: the start and the finish first, then each other stop in route order
 * when it keeps `PHONE_STOP_GAP` from every stop numbered so far. Returns their indexes.
 */
export function phoneNumberedStops(plotted: readonly { x: number; y: number }[]): Set<number> {
  const order = [0, plotted.length - 1, ...plotted.keys()].filter((i, k, all) => all.indexOf(i) === k);
  const kept: number[] = [];
  for (const i of order) {
    const s = plotted[i]!;
    if (kept.every((j) => Math.hypot(plotted[j]!.x - s.x, plotted[j]!.y - s.y) >= PHONE_STOP_GAP)) kept.push(i);
  }
  return new Set(kept);
}

/** The short form of a stage's name for the map: the whole name when short, else its first part. */
export const mapName = (name: string) => (name.length <= 18 ? name : name.split(',')[0]!.trim());

/**
 * A journey's map as its page shows it, the full content width: land and sea, the route, every stage
 * as a numbered stop with its name beside it (placed off the route, the stops and each other; a name
 * that fits nowhere is left to its number), and the sample teams where they stand.
 */
export function JourneyRouteMap({ title, stages, geometry, teams, lang }: JourneyRouteMapProps) {
  const land = svgId(useId(), 'land');
  const { width, height } = geometry;
  const plotted: PlottedStage[] = stages.map((s, i) => ({ ...s, x: geometry.route[i]![0], y: geometry.route[i]![1] }));
  const leader = positionAlong(plotted, teams[0]?.km ?? 0);
  const km = (n: number) => formatNumber(Math.round(n), lang);
  const labels = placeStageNames(plotted, teams, { width, height });
  const numbered = phoneNumberedStops(plotted);
  const t = useT();
  const rtl = mapTextDirection(usePageLocale()).style;
  const label = t('journey.map.label', {
    title,
    stages: stages.length,
    first: plotted[0]!.name,
    last: plotted[plotted.length - 1]!.name,
    km: km(plotted[plotted.length - 1]!.km),
    teams: teams
      .map((team) => t('journey.map.team', { name: team.name, km: km(team.km), place: passed(plotted, team.km) }))
      .join(t('journey.map.teamSeparator')),
  });
  return (
    <Illustration label={label} width={width} height={height} className={responsive}>
      <LandBackdrop width={width} height={height} radius={12} maskId={land} landHref={geometry.landHref} />
      <polyline
        points={polyPoints(plotted)}
        fill="none"
        stroke={PALETTE.muted}
        strokeWidth={3}
        strokeDasharray="2 7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <polyline
        points={polyPoints([...plotted.slice(0, leader.reached), leader])}
        fill="none"
        stroke={PALETTE.brand}
        strokeWidth={5}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      {plotted.map((s, i) => (
        <g key={s.name} className={numbered.has(i) ? 'stop' : 'stop minor'} transform={`translate(${s.x} ${s.y})`}>
          <circle r={STOP} fill={PALETTE.ink} stroke={PALETTE.paper} strokeWidth={2} />
          <text y={4.5} textAnchor="middle" fontSize={12} fontWeight={700} fill={PALETTE.paper}>
            {i + 1}
          </text>
        </g>
      ))}
      {labels.map(({ name, box }) => (
        <text
          key={name}
          className="stop-name"
          data-stage-label={name}
          {...(rtl ? rightToLeftAnchor(box, plotted.find((s) => s.name === name)!.x) : { x: box.x })}
          style={rtl}
          y={box.y + NAME.fontSize - 2}
          paintOrder="stroke"
          {...NAME}
        >
          {mapName(name)}
        </text>
      ))}
      <TeamMarkers plotted={plotted} teams={teams} size={13} />
    </Illustration>
  );
}

/**
 * A right-to-left name's anchor in its box (mapTextDirection): at the side toward its stop, so a
 * name that runs longer or shorter than the box's estimate still starts beside the stop. Beside on
 * the left, it starts at the box's right edge (the `start` of right-to-left text); on the right, it
 * ends toward the stop at the box's left edge; above or below, it is centred.
 */
function rightToLeftAnchor(box: Box, stopX: number): { x: number; textAnchor: 'start' | 'middle' | 'end' } {
  if (box.x + box.width <= stopX) return { x: box.x + box.width, textAnchor: 'start' };
  if (box.x >= stopX) return { x: box.x, textAnchor: 'end' };
  return { x: box.x + box.width / 2, textAnchor: 'middle' };
}

/** The last stage a team at `km` has reached. */
export const passed = (plotted: readonly { name: string; km: number }[], km: number) =>
  [...plotted].reverse().find((s) => s.km <= km)!.name;

const overlaps = (a: Box, b: Box) =>
  !(a.x > b.x + b.width || b.x > a.x + a.width || a.y > b.y + b.height || b.y > a.y + a.height);

/**
 * One box per stage name, greedily in route order: of eight places around the stop, the one inside
 * the map that overlaps no stop, team or earlier name and covers the fewest route points. A name
 * that only fits on something else is dropped (its numbered stop and the stage cards still name it).
 */
export function placeStageNames(
  plotted: readonly PlottedStage[],
  teams: readonly { km: number }[],
  frame: { width: number; height: number },
): { name: string; box: Box }[] {
  const route = sampleRoute(plotted);
  const disc = (x: number, y: number, r: number): Box => ({ x: x - r, y: y - r, width: 2 * r, height: 2 * r });
  const taken: Box[] = [
    ...plotted.map((s) => disc(s.x, s.y, STOP + 1)),
    ...teams.map((t) => positionAlong(plotted, t.km)).map((p) => disc(p.x, p.y, 15)),
  ];
  const out: { name: string; box: Box }[] = [];
  for (const stage of plotted) {
    const text = mapName(stage.name);
    const [w, h, gap] = [text.length * NAME.fontSize * 0.58, NAME.fontSize + 2, STOP + 4];
    const { x, y } = stage;
    const candidates: Box[] = [
      { x: x + gap, y: y - h / 2, width: w, height: h },
      { x: x - gap - w, y: y - h / 2, width: w, height: h },
      { x: x - w / 2, y: y - gap - h, width: w, height: h },
      { x: x - w / 2, y: y + gap, width: w, height: h },
      { x: x + gap * 0.7, y: y - gap - h * 0.6, width: w, height: h },
      { x: x + gap * 0.7, y: y + gap * 0.6, width: w, height: h },
      { x: x - gap * 0.7 - w, y: y - gap - h * 0.6, width: w, height: h },
      { x: x - gap * 0.7 - w, y: y + gap * 0.6, width: w, height: h },
      // Farther out, for stops close to others: still near enough to read as the stop's name.
      { x: x - w / 2, y: y - 2 * gap - h, width: w, height: h },
      { x: x - w / 2, y: y + 2 * gap, width: w, height: h },
      { x: x + gap, y: y - 2 * gap - h / 2, width: w, height: h },
      { x: x + gap, y: y + 2 * gap - h / 2, width: w, height: h },
      { x: x - gap - w, y: y - 2 * gap - h / 2, width: w, height: h },
      { x: x - gap - w, y: y + 2 * gap - h / 2, width: w, height: h },
    ];
    const scored = candidates
      .filter((b) => b.x >= 4 && b.y >= 4 && b.x + b.width <= frame.width - 4 && b.y + b.height <= frame.height - 4)
      .filter((b) => !taken.some((t) => overlaps(b, t)))
      .map((b) => ({
        b,
        cost: route.filter((p) => p.x > b.x && p.x < b.x + b.width && p.y > b.y && p.y < b.y + b.height).length,
      }))
      // Stable sort: on a tie the nearer place (listed first) wins.
      .sort((a, b) => a.cost - b.cost);
    const best = scored[0]?.b;
    if (!best) continue;
    taken.push(best);
    out.push({ name: stage.name, box: best });
  }
  return out;
}
