import { useId } from 'react';
import { formatNumber } from '../../../common/format.ts';
import { usePageLocale, useT } from '../../i18n/messages-context.tsx';
import { mapTextDirection } from './map-text-direction.ts';
import { Illustration, svgId } from './illustration.tsx';
import { cardView, type JourneyMapGeometry } from './journey-map-geometry.ts';
import { PALETTE } from './palette.ts';
import { LandBackdrop } from './land-backdrop.tsx';
import { RouteLines } from './route-lines.tsx';
import { sampleRoute } from '../../../common/journeys/map-placement.ts';
import { placeBox, placeBoxes } from './label-placement.ts';
import { positionAlong, type PlottedStage } from './route-progress.ts';

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

// Large for a map: a phone shows the 640-unit map at about 0.55, so 22 units read as 12 px.
const LABEL = { fontSize: 22, fontWeight: 700, fill: PALETTE.ink, stroke: PALETTE.paper, strokeWidth: 6 } as const;

/**
 * A virtual journey on its real map: land (a static file made at build, used as a mask so it takes
 * the theme's colours), the route through every stage, the stops, and a team's progress marker.
 */
export function JourneyMap({ title, stages, geometry, progressKm, lang }: JourneyMapProps) {
  const land = svgId(useId(), 'land');
  const view = cardView(geometry);
  const { width, height } = view;
  const plotted: PlottedStage[] = stages.map((s, i) => ({ ...s, x: view.route[i]![0], y: view.route[i]![1] }));
  const here = positionAlong(plotted, progressKm);
  const travelled = [...plotted.slice(0, here.reached), here];
  const total = plotted[plotted.length - 1]!.km;
  const km = (n: number) => formatNumber(Math.round(n), lang);
  const { pill, labels } = placeLabels(plotted, width, height);
  // The page's words (the journey page's map says the same with its teams): a screen reader hears
  // the page's language, the pill reads from the right on a right-to-left page.
  const t = useT();
  const direction = mapTextDirection(usePageLocale()).style;
  const label = t('journey.map.label', {
    title,
    stages: stages.length,
    first: plotted[0]!.name,
    last: plotted[plotted.length - 1]!.name,
    km: km(total),
    teams: t('journey.map.sampleTeam', { km: km(progressKm), place: plotted[here.reached - 1]!.name }),
  });
  return (
    <Illustration label={label} width={width} height={height}>
      <LandBackdrop width={width} height={height} radius={16} maskId={land} landHref={view.landHref} />
      <RouteLines route={plotted} travelled={travelled} travelledWidth={6} />
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
      {labels.map(({ name, box }) => (
        <text key={name} x={box.x} y={box.y + LABEL.fontSize - 3} paintOrder="stroke" {...LABEL}>
          {name}
        </text>
      ))}
      <g transform={`translate(${here.x} ${here.y})`}>
        <circle r={15} fill={PALETTE.accent} stroke={PALETTE.ink} strokeWidth={2.5} />
        <circle r={5} fill={PALETTE.ink} />
      </g>
      <rect x={pill.x} y={pill.y} width={pill.width} height={pill.height} rx={23} fill={PALETTE.ink} />
      <text
        x={pill.x + pill.width / 2}
        y={pill.y + 30}
        textAnchor="middle"
        fontSize={22}
        fontWeight={700}
        fill={PALETTE.paper}
        style={direction}
        data-progress-pill=""
      >
        {t('journey.map.progress', { covered: km(progressKm), total: km(total) })}
      </text>
    </Illustration>
  );
}

/**
 * Where the progress pill and the end stops' names go: the corner and the sides of each stop that
 * cover the least of the route, inside the map, never on each other. Names get a halo in the page
 * colour, so they read over land, sea and route alike.
 */
function placeLabels(plotted: readonly PlottedStage[], width: number, height: number) {
  const avoid = sampleRoute(plotted);
  const frame = { width, height };
  const [pw, ph] = [280, 46];
  const pill = placeBox(
    [
      { x: 16, y: height - ph - 16, width: pw, height: ph },
      { x: width - pw - 16, y: height - ph - 16, width: pw, height: ph },
      { x: 16, y: 16, width: pw, height: ph },
      { x: width - pw - 16, y: 16, width: pw, height: ph },
    ],
    avoid,
    frame,
  );
  const ends = [plotted[0]!, plotted[plotted.length - 1]!].map((stage) => {
    const name = stage.name.split(',')[0]!;
    const [w, h] = [name.length * LABEL.fontSize * 0.58, LABEL.fontSize + 4];
    const [x, y, gap] = [stage.x, stage.y, 14];
    const candidates = [
      { x: x + gap, y: y - h / 2, width: w, height: h },
      { x: x - gap - w, y: y - h / 2, width: w, height: h },
      { x: x - w / 2, y: y - gap - h, width: w, height: h },
      { x: x - w / 2, y: y + gap, width: w, height: h },
      { x: x + gap, y: y - gap - h, width: w, height: h },
      { x: x + gap, y: y + gap, width: w, height: h },
      { x: x - gap - w, y: y - gap - h, width: w, height: h },
      { x: x - gap - w, y: y + gap, width: w, height: h },
      { x: x - gap / 2, y: y - gap - h, width: w, height: h },
      { x: x - w + gap / 2, y: y + gap, width: w, height: h },
    ];
    return { name, candidates };
  });
  const boxes = placeBoxes(
    ends.map((e) => e.candidates),
    avoid,
    frame,
    [pill],
  );
  const labels = ends.map((e, i) => ({ name: e.name, box: boxes[i]! }));
  return { pill, labels };
}
