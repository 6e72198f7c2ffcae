import { SERIES, PALETTE } from './palette.ts';
import { positionAlong, type PlottedStage } from './route-progress.ts';

/** The colour a team is drawn in, on the map and in its legend: the series in order. */
export const teamColour = (i: number) => SERIES[i % SERIES.length]!;

/**
 * Sample teams at their positions along the route, as the race's MAP view shows them: a disc in
 * the team's colour with its initials, the leader drawn last so it is on top. With a `layout`
 * (route-map-layout.ts), a disc that had to move off the route keeps a dot in its colour where the
 * team stands (the line between is the layout's).
 */
export function TeamMarkers({
  plotted,
  teams,
  layout,
  size = 15,
  initials = size * 0.85,
}: {
  plotted?: readonly PlottedStage[];
  /** `initials`: the marker's letters, unique within the map (team-initials.ts, by the page that has teams). */
  teams: readonly { name: string; km: number; initials?: string }[];
  layout?: readonly { at: { x: number; y: number }; head: { x: number; y: number }; leader?: unknown }[];
  /** The disc's radius in the drawing's units. */
  size?: number;
  initials?: number;
}) {
  const placed = teams
    .map((t, i) => {
      const at = layout?.[i]?.head ?? positionAlong(plotted!, t.km);
      return { ...t, i, at, moved: layout?.[i]?.leader ? layout[i]!.at : undefined };
    })
    .reverse();
  return (
    <g data-testid="map-teams">
      {placed.map(
        ({ name, i, moved }) => moved && <circle key={name} cx={moved.x} cy={moved.y} r={4} fill={teamColour(i)} />,
      )}
      {placed.map(({ name, i, at, initials: letters }) => (
        <g key={name} transform={`translate(${at.x} ${at.y})`} data-team={name}>
          <circle r={size} fill={teamColour(i)} stroke={PALETTE.paper} strokeWidth={3} />
          <text
            className="team-initials"
            y={initials * 0.36}
            textAnchor="middle"
            fontSize={initials}
            fontWeight={700}
            fill={PALETTE.paper}
            aria-hidden="true"
          >
            {letters}
          </text>
        </g>
      ))}
    </g>
  );
}
