import { useId } from 'react';
import { formatNumber } from '../../../common/format.ts';
import { Illustration, svgId } from './illustration.tsx';
import type { JourneyMapGeometry } from './journey-map-geometry.ts';
import { PALETTE } from './palette.ts';
import { polyPoints, positionAlong, type PlottedStage } from './route-progress.ts';

export interface JourneyMapProps {
  /** The journey's title, as its page says it. */
  title: string;
  /** The stages in order, from the content file. */
  stages: readonly { name: string; km: number }[];
  /** The build's projection of those stages and the land around them (worker/generated/journey-maps.ts). */
  geometry: JourneyMapGeometry;
  /** How far the example team has come, for the progress marker. */
  progressKm: number;
  lang: string;
}

const LABEL = { fontSize: 19, fontWeight: 700, fill: PALETTE.ink, stroke: PALETTE.paper, strokeWidth: 5 } as const;

/**
 * A virtual journey on its real map: land (a static file made at build, used as a mask so it takes
 * the theme's colours), the route through every stage, the stops, and a team's progress marker.
 */
export function JourneyMap({ title, stages, geometry, progressKm, lang }: JourneyMapProps) {
  const land = svgId(useId(), 'land');
  const { width, height } = geometry;
  const plotted: PlottedStage[] = stages.map((s, i) => ({ ...s, x: geometry.route[i]![0], y: geometry.route[i]![1] }));
  const here = positionAlong(plotted, progressKm);
  const travelled = [...plotted.slice(0, here.reached), here];
  const total = plotted[plotted.length - 1]!.km;
  const km = (n: number) => formatNumber(Math.round(n), lang);
  const label =
    `Map of ${title}: ${stages.length} stages from ${plotted[0]!.name} to ${plotted[plotted.length - 1]!.name}, ` +
    `${km(total)} km. A team has covered ${km(progressKm)} km and passed ${plotted[here.reached - 1]!.name}.`;
  return (
    <Illustration label={label} width={width} height={height}>
      <rect width={width} height={height} rx={16} fill={PALETTE.sea} />
      <mask id={land} maskUnits="userSpaceOnUse" x={0} y={0} width={width} height={height}>
        <image href={geometry.landHref} width={width} height={height} />
      </mask>
      <rect width={width} height={height} rx={16} fill={PALETTE.paper} mask={`url(#${land})`} />
      <rect
        x={1}
        y={1}
        width={width - 2}
        height={height - 2}
        rx={15}
        fill="none"
        stroke={PALETTE.line}
        strokeWidth={2}
      />
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
        points={polyPoints(travelled)}
        fill="none"
        stroke={PALETTE.brand}
        strokeWidth={6}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      {plotted.map((s, i) => (
        <circle
          key={s.name}
          cx={s.x}
          cy={s.y}
          r={i === 0 || i === plotted.length - 1 ? 8 : 5.5}
          fill={i < here.reached ? PALETTE.brand : PALETTE.paper}
          stroke={i < here.reached ? PALETTE.paper : PALETTE.brand}
          strokeWidth={i < here.reached ? 2 : 3}
        />
      ))}
      <StopLabel stage={plotted[0]!} from={plotted[1]!} width={width} height={height} />
      <StopLabel
        stage={plotted[plotted.length - 1]!}
        from={plotted[plotted.length - 2]!}
        width={width}
        height={height}
      />
      <g transform={`translate(${here.x} ${here.y})`}>
        <circle r={15} fill={PALETTE.accent} stroke={PALETTE.ink} strokeWidth={2.5} />
        <circle r={5} fill={PALETTE.ink} />
      </g>
      <g transform={`translate(16 ${height - 16})`}>
        <rect y={-40} width={236} height={40} rx={20} fill={PALETTE.ink} />
        <text x={118} y={-14} textAnchor="middle" fontSize={18} fontWeight={700} fill={PALETTE.paper}>
          {km(progressKm)} of {km(total)} km
        </text>
      </g>
    </Illustration>
  );
}

/**
 * An end stop's name, on the side facing away from the route's next stop so the line does not cross
 * it, kept inside the view box, with a halo in the page colour so it reads over land, sea and route.
 */
function StopLabel({
  stage,
  from,
  width,
  height,
}: {
  stage: PlottedStage;
  from: PlottedStage;
  width: number;
  height: number;
}) {
  const name = stage.name.split(',')[0]!;
  const textWidth = name.length * LABEL.fontSize * 0.58;
  const away = stage.x >= from.x;
  const right = away ? stage.x + 14 + textWidth < width : stage.x - 14 - textWidth < 0;
  const below = (stage.y >= from.y && stage.y < height - 70) || stage.y < 40;
  return (
    <text
      x={stage.x + (right ? 14 : -14)}
      y={stage.y + (below ? 28 : -16)}
      textAnchor={right ? 'start' : 'end'}
      paintOrder="stroke"
      {...LABEL}
    >
      {name}
    </text>
  );
}
