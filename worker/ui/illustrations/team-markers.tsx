import { SERIES, PALETTE } from './palette.ts';
import { positionAlong, type PlottedStage } from './route-progress.ts';

/** Two letters for a team's marker: its first two words' initials ("Team Lynx" → "TL"). */
export const teamInitials = (name: string) =>
  name
    .split(/\s+/)
    .filter((w) => /^\p{L}/u.test(w))
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

/** The colour a team is drawn in, on the map and in its legend: the series in order. */
export const teamColour = (i: number) => SERIES[i % SERIES.length]!;

/**
 * Sample teams at their positions along the route, as the race's MAP view shows them: a disc in
 * the team's colour with its initials, the leader drawn last so it is on top.
 */
export function TeamMarkers({
  plotted,
  teams,
  size = 15,
}: {
  plotted: readonly PlottedStage[];
  teams: readonly { name: string; km: number }[];
  /** The disc's radius in the drawing's units. */
  size?: number;
}) {
  const placed = teams.map((t, i) => ({ ...t, i, at: positionAlong(plotted, t.km) })).reverse();
  return (
    <g data-testid="map-teams">
      {placed.map(({ name, i, at }) => (
        <g key={name} transform={`translate(${at.x} ${at.y})`} data-team={name}>
          <circle r={size} fill={teamColour(i)} stroke={PALETTE.paper} strokeWidth={3} />
          <text
            className="team-initials"
            y={size * 0.32}
            textAnchor="middle"
            fontSize={size * 0.85}
            fontWeight={700}
            fill={PALETTE.paper}
            aria-hidden="true"
          >
            {teamInitials(name)}
          </text>
        </g>
      ))}
    </g>
  );
}
