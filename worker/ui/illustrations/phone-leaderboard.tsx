import { formatNumber } from '../../../common/format.ts';
import { Illustration } from './illustration.tsx';
import { PALETTE } from './palette.ts';

export interface LeaderboardRow {
  team: string;
  /** The team's colour (a palette or series colour): teams named by colour are a platform option. */
  colour: string;
  steps: number;
  points: number;
}

export interface PhoneLeaderboardProps {
  /** The event's name, as the app's header shows it. */
  event: string;
  /** A status line under it ("Day 12 of 28"). */
  status: string;
  /** Rows in rank order; the app's leaderboard view shows the top 10, this frame up to 6. */
  rows: readonly LeaderboardRow[];
  lang: string;
}

const W = 300;
const H = 580;
const ROW = 64;
const TOP = 164;
/** Characters of a team name that fit beside the points at 13 units (bold: about 0.7 em a character). */
const NAME_CHARS = 13;
const fit = (name: string) => (name.length > NAME_CHARS ? `${name.slice(0, NAME_CHARS - 1).trimEnd()}…` : name);

/** The app in a phone: an event's team leaderboard with ranks, team colours, steps and points. */
export function PhoneLeaderboard({ event, status, rows, lang }: PhoneLeaderboardProps) {
  const shown = rows.slice(0, 6);
  const n = (v: number) => formatNumber(v, lang);
  const label =
    `The app's team leaderboard for ${event}, ${status}: ` +
    shown.map((r, i) => `${i + 1}. ${r.team}, ${n(r.points)} points, ${n(r.steps)} steps`).join('; ') +
    '.';
  return (
    <Illustration label={label} width={W} height={H}>
      <rect width={W} height={H} rx={44} fill={PALETTE.ink} />
      <rect x={12} y={12} width={W - 24} height={H - 24} rx={34} fill={PALETTE.paper} />
      <path d={`M12 112V46a34 34 0 0 1 34-34h${W - 92}a34 34 0 0 1 34 34v66z`} fill={PALETTE.brand} />
      <rect x={W / 2 - 44} y={22} width={88} height={22} rx={11} fill={PALETTE.ink} />
      <text x={32} y={78} fontSize={19} fontWeight={800} fill={PALETTE.onBrand}>
        {event}
      </text>
      <text x={32} y={100} fontSize={13} fill={PALETTE.onBrand}>
        {status}
      </text>
      {['Leaderboard', 'Map', 'Badges'].map((tab, i) => (
        <text
          key={tab}
          x={[32, 150, 204][i]}
          y={140}
          fontSize={14}
          fontWeight={i === 0 ? 800 : 500}
          fill={i === 0 ? PALETTE.ink : PALETTE.muted}
        >
          {tab}
        </text>
      ))}
      <rect x={32} y={148} width={86} height={4} rx={2} fill={PALETTE.brand} />
      {shown.map((row, i) => {
        const y = TOP + i * ROW;
        const podium = i < 3;
        return (
          <g key={row.team} transform={`translate(0 ${y})`}>
            {i === 0 && <rect x={20} y={2} width={W - 40} height={ROW - 4} rx={12} fill={PALETTE.tint} />}
            <circle
              cx={46}
              cy={ROW / 2}
              r={14}
              fill={podium ? PALETTE.brand : PALETTE.paper}
              stroke={podium ? 'none' : PALETTE.line}
            />
            <text
              x={46}
              y={ROW / 2 + 5}
              textAnchor="middle"
              fontSize={14}
              fontWeight={800}
              fill={podium ? PALETTE.onBrand : PALETTE.ink}
            >
              {i + 1}
            </text>
            <rect x={70} y={ROW / 2 - 16} width={6} height={32} rx={3} fill={row.colour} />
            <text x={86} y={ROW / 2 - 2} fontSize={13} fontWeight={700} fill={PALETTE.ink}>
              {fit(row.team)}
            </text>
            <text x={86} y={ROW / 2 + 16} fontSize={12} fill={PALETTE.muted}>
              {n(row.steps)} steps
            </text>
            <text x={W - 34} y={ROW / 2 + 2} textAnchor="end" fontSize={15} fontWeight={800} fill={PALETTE.ink}>
              {n(row.points)}
            </text>
            <text x={W - 34} y={ROW / 2 + 17} textAnchor="end" fontSize={11} fill={PALETTE.muted}>
              points
            </text>
          </g>
        );
      })}
      <rect x={W / 2 - 56} y={H - 30} width={112} height={5} rx={2.5} fill={PALETTE.ink} />
    </Illustration>
  );
}
