import { useId, type CSSProperties } from 'react';
import { preload } from 'react-dom';
import { formatNumber } from '../../../common/format.ts';
import { usePageLocale, useT } from '../../i18n/messages-context.tsx';
import { mapTextDirection } from './map-text-direction.ts';
import { css } from '../../../common/styles.ts';
import { Illustration, svgId } from './illustration.tsx';
import type { JourneyMapGeometry, JourneyMapView } from './journey-map-geometry.ts';
import type { Box } from '../../../common/journeys/map-placement.ts';
import {
  layoutRouteMap,
  NARROW_MARKS,
  STOP_DOT,
  WIDE_MARKS,
  type MarkSizes,
  type RouteMapLayout,
} from './route-map-layout.ts';
import { PALETTE } from './palette.ts';
import { LandBackdrop } from './land-backdrop.tsx';
import { RouteLines } from './route-lines.tsx';
import { positionAlong, type PlottedStage } from './route-progress.ts';
import { TeamMarkers } from './team-markers.tsx';

export interface JourneyRouteMapProps {
  title: string;
  stages: readonly { name: string; km: number }[];
  geometry: JourneyMapGeometry;
  /** Sample teams, leader first (the journey's content file). */
  teams: readonly { name: string; km: number; initials?: string }[];
  lang: string;
  /** The phone's drawing at every width: a picture beside a heading, a column's width, not the page's. */
  phoneDrawing?: boolean;
}

/**
 * The wide map from 700 px up, the same map scaled to the phone's width below (journey-map-geometry.ts):
 * each draws its marks at sizes that read at its width, rather than one drawing shrunk to 7 px names.
 */
const WIDE = '(min-width: 700px)';
const NARROW = '(max-width: 699px)';
const wideOnly = css`
  @media ${NARROW} {
    display: none;
  }
`;
const narrowOnly = css`
  max-width: 560px;
  margin-inline: auto;
  @media ${WIDE} {
    display: none;
  }
`;

/**
 * The map's land is the page's largest picture (its LCP): a mask's image, which the browser finds
 * only once the SVG is laid out. Announced in <head> (React hoists it), it loads with the
 * stylesheet instead of after it; the wide and the phone's drawings share it, else each is
 * announced for the widths that draw it.
 */
function preloadLand(geometry: JourneyMapGeometry) {
  if (geometry.narrow.landHref === geometry.landHref) {
    preload(geometry.landHref, { as: 'image', fetchPriority: 'high' });
    return;
  }
  preload(geometry.landHref, { as: 'image', fetchPriority: 'high', media: WIDE });
  preload(geometry.narrow.landHref, { as: 'image', fetchPriority: 'high', media: NARROW });
}

/**
 * The two drawings' marks: every stop named on the wide map and the leading team where it fits; on
 * a phone, the start, the finish and the leading team, then the other stops' names where they fit
 * (each stop is numbered as the list under the map).
 */
export function routeMapLayouts(
  stages: readonly { name: string; km: number }[],
  geometry: JourneyMapGeometry,
  teams: readonly { name: string; km: number }[],
) {
  const last = stages.length - 1;
  const plot = (view: JourneyMapView): PlottedStage[] =>
    stages.map((s, i) => ({ name: s.name, km: s.km, x: view.route[i]![0], y: view.route[i]![1] }));
  const wide = plot(geometry);
  const narrow = plot(geometry.narrow);
  return {
    wide: {
      view: geometry,
      plotted: wide,
      layout: layoutRouteMap(
        wide,
        teams,
        geometry,
        WIDE_MARKS,
        () => true,
        (team) => team === 0,
      ),
    },
    narrow: {
      view: geometry.narrow,
      plotted: narrow,
      layout: layoutRouteMap(
        narrow,
        teams,
        geometry.narrow,
        NARROW_MARKS,
        // The start and the finish, where the leading team is now, then every other stop where its
        // name fits: each plainly its own number's, beside it or on a line where the line is crowded.
        (i) => i === 0 || i === last,
        (team) => team === 0,
        () => true,
        { strict: true, freeGaps: 5 },
      ),
    },
  };
}

/**
 * A journey's map as its page shows it, the full content width: land and sea, the route, every stage
 * as a numbered stop on the line over its place (beside it with a line only where no room is left), names beside their
 * numbers, and the sample teams where they stand. On a phone: its own taller drawing, every stop
 * numbered as the stage list below it, the start and the finish named.
 */
export function JourneyRouteMap({ title, stages, geometry, teams, lang, phoneDrawing }: JourneyRouteMapProps) {
  const km = (n: number) => formatNumber(Math.round(n), lang);
  const t = useT();
  const rtl = mapTextDirection(usePageLocale()).style;
  const first = stages[0]!;
  const last = stages[stages.length - 1]!;
  const label = t('journey.map.label', {
    title,
    stages: stages.length,
    first: first.name,
    last: last.name,
    km: km(last.km),
    teams: teams
      .map((team) => t('journey.map.team', { name: team.name, km: km(team.km), place: passed(stages, team.km) }))
      .join(t('journey.map.teamSeparator')),
  });
  const layouts = routeMapLayouts(stages, geometry, teams);
  if (phoneDrawing) preload(geometry.narrow.landHref, { as: 'image', fetchPriority: 'high' });
  else preloadLand(geometry);
  return (
    <>
      {!phoneDrawing && (
        <RouteMapDrawing
          label={label}
          className={wideOnly}
          {...layouts.wide}
          teams={teams}
          marks={WIDE_MARKS}
          rtl={rtl}
          layoutName="wide"
        />
      )}
      <RouteMapDrawing
        label={label}
        className={phoneDrawing ? '' : narrowOnly}
        {...layouts.narrow}
        teams={teams}
        marks={NARROW_MARKS}
        rtl={rtl}
        layoutName="narrow"
      />
    </>
  );
}

const LEADER = { stroke: PALETTE.ink, strokeWidth: 1.5, strokeLinecap: 'round' } as const;

function RouteMapDrawing({
  label,
  className,
  view,
  plotted,
  layout,
  teams,
  marks,
  rtl,
  layoutName,
}: {
  label: string;
  className: string;
  view: JourneyMapView;
  plotted: PlottedStage[];
  layout: RouteMapLayout;
  teams: readonly { name: string; km: number; initials?: string }[];
  marks: MarkSizes;
  rtl: CSSProperties | undefined;
  layoutName: string;
}) {
  const land = svgId(useId(), 'land');
  const { width, height } = view;
  const leaderAt = positionAlong(plotted, teams[0]?.km ?? 0);
  const nameProps = {
    fontSize: marks.name,
    fontWeight: 700,
    fill: PALETTE.ink,
    stroke: PALETTE.paper,
    strokeWidth: 4,
    paintOrder: 'stroke',
  } as const;
  const text = (box: Box, anchorX: number) => anchorToward(box, anchorX, rtl !== undefined);
  return (
    <Illustration label={label} width={width} height={height} className={className}>
      <g data-map-layout={layoutName}>
        <LandBackdrop
          width={width}
          height={height}
          radius={12}
          maskId={land}
          landHref={view.landHref}
          landBox={view.landBox}
        />
        <RouteLines route={plotted} travelled={[...plotted.slice(0, leaderAt.reached), leaderAt]} travelledWidth={5} />
        {[
          ...layout.stops.map((m, i) => ['stop', i + 1, m.leader] as const),
          ...layout.teams.map((m, i) => ['team', i + 1, m.leader] as const),
          ...layout.names.map((m) => ['name', m.stop + 1, m.leader] as const),
          ...layout.teams.map((m, i) => ['team-name', i + 1, m.name?.leader] as const),
        ].map(
          ([kind, n, line]) =>
            line && (
              <line
                key={`${kind}${n}`}
                data-leader={`${kind}-${n}`}
                x1={line[0].x}
                y1={line[0].y}
                x2={line[1].x}
                y2={line[1].y}
                {...LEADER}
              />
            ),
        )}
        {layout.stops.map(
          (s, i) =>
            s.moved && (
              <circle
                key={i}
                data-stop-dot={i + 1}
                cx={s.at.x}
                cy={s.at.y}
                r={STOP_DOT}
                fill={PALETTE.ink}
                stroke={PALETTE.paper}
                strokeWidth={1}
              />
            ),
        )}
        {layout.stops.map((s, i) => (
          <g key={i} className="stop" data-stop={i + 1} transform={`translate(${s.badge.x} ${s.badge.y})`}>
            <circle r={marks.stop} fill={PALETTE.ink} stroke={PALETTE.paper} strokeWidth={2} />
            <text
              y={marks.number * 0.36}
              textAnchor="middle"
              fontSize={marks.number}
              fontWeight={700}
              fill={PALETTE.paper}
            >
              {i + 1}
            </text>
          </g>
        ))}
        {layout.names.map(({ stop, text: name, box }) => (
          <text
            key={stop}
            className="stop-name"
            data-stage-label={plotted[stop]!.name}
            data-stop-name={stop + 1}
            {...text(box, layout.stops[stop]!.badge.x)}
            style={rtl}
            y={box.y + marks.name * 0.98}
            {...nameProps}
          >
            {name}
          </text>
        ))}
        <TeamMarkers teams={teams} layout={layout.teams} size={marks.team} initials={marks.initials} />
        {layout.teams.map(
          (tm, i) =>
            tm.name && (
              <text
                key={i}
                className="team-name"
                data-team-name={teams[i]!.name}
                {...text(tm.name.box, tm.head.x)}
                style={rtl}
                y={tm.name.box.y + marks.name * 0.98}
                {...nameProps}
              >
                {tm.name.text}
              </text>
            ),
        )}
      </g>
    </Illustration>
  );
}

/**
 * A name's anchor in its box: at the side toward its mark, so a name that runs shorter than the
 * box's estimate still sits beside the mark. Right to left (mapTextDirection), `start` is the
 * text's right end; above or below the mark, the name is centred (or flush with the mark's end).
 */
function anchorToward(box: Box, markX: number, rtl: boolean): { x: number; textAnchor: 'start' | 'middle' | 'end' } {
  if (box.x + box.width <= markX) return { x: box.x + box.width, textAnchor: rtl ? 'start' : 'end' };
  if (box.x >= markX) return { x: box.x, textAnchor: rtl ? 'end' : 'start' };
  // Above or below the mark but reaching past it on one side only (a long name over a stop near
  // the map's edge): flush with the mark's end, so a line from the mark meets the text itself.
  if (box.x + box.width - markX < box.width / 4) return { x: box.x + box.width, textAnchor: rtl ? 'start' : 'end' };
  if (markX - box.x < box.width / 4) return { x: box.x, textAnchor: rtl ? 'end' : 'start' };
  return { x: box.x + box.width / 2, textAnchor: 'middle' };
}

/** The last stage a team at `km` has reached. */
export const passed = (plotted: readonly { name: string; km: number }[], km: number) =>
  [...plotted].reverse().find((s) => s.km <= km)!.name;
