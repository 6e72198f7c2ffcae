import { formatNumber } from '../../../common/format.ts';
import { Illustration } from './illustration.tsx';
import { fitText } from './text-fit.ts';
import { PALETTE } from './palette.ts';
import type { PictureWords } from './picture-words.ts';

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
  /** The app's words in the page's language. */
  words: PictureWords;
}

const W = 300;
const H = 580;
const ROW = 64;
const TOP = 164;
/** The room for a team name beside the points, in em at 13 units: 13 Latin bold characters. */
const NAME_EM = 13 * 0.7;
/** The vertical middle of row `i`. */
const mid = (i: number) => TOP + i * ROW + ROW / 2;
const fit = (name: string) => fitText(name, NAME_EM);

/** The app in a phone: an event's team leaderboard with ranks, team colours, steps and points. */
export function PhoneLeaderboard({ event, status, rows, lang, words }: PhoneLeaderboardProps) {
  const shown = rows.slice(0, 6);
  const n = (v: number) => formatNumber(v, lang);
  const d = words.describe;
  const label = d.leaderboard({
    event,
    status,
    rows: shown
      .map((r, i) => d.leaderboardRow({ rank: i + 1, team: r.team, points: n(r.points), steps: n(r.steps) }))
      .join(d.semicolon),
  });
  return (
    <Illustration mirrorInRtl label={label} width={W} height={H}>
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
      {words.tabs.map((tab, i) => (
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
      {/* Columns as groups that carry the shared attributes once: six rows, about a third fewer bytes. */}
      <rect x={20} y={TOP + 2} width={W - 40} height={ROW - 4} rx={12} fill={PALETTE.tint} />
      <g fill={PALETTE.brand}>
        {shown.slice(0, 3).map((row, i) => (
          <circle key={row.team} cx={46} cy={mid(i)} r={14} />
        ))}
      </g>
      <g fill={PALETTE.paper} stroke={PALETTE.line}>
        {shown.slice(3).map((row, i) => (
          <circle key={row.team} cx={46} cy={mid(i + 3)} r={14} />
        ))}
      </g>
      <g textAnchor="middle" fontSize={14} fontWeight={800}>
        {shown.map((row, i) => (
          <text key={row.team} x={46} y={mid(i) + 5} fill={i < 3 ? PALETTE.onBrand : PALETTE.ink}>
            {i + 1}
          </text>
        ))}
      </g>
      {shown.map((row, i) => (
        <rect key={row.team} x={70} y={mid(i) - 16} width={6} height={32} rx={3} fill={row.colour} />
      ))}
      <g fontSize={13} fontWeight={700} fill={PALETTE.ink}>
        {shown.map((row, i) => (
          <text key={row.team} x={86} y={mid(i) - 2}>
            {fit(row.team)}
          </text>
        ))}
      </g>
      <g fontSize={12} fill={PALETTE.muted}>
        {shown.map((row, i) => (
          <text key={row.team} x={86} y={mid(i) + 16}>
            {words.steps(row.steps, n(row.steps))}
          </text>
        ))}
      </g>
      <g textAnchor="end" fontSize={15} fontWeight={800} fill={PALETTE.ink}>
        {shown.map((row, i) => (
          <text key={row.team} x={W - 34} y={mid(i) + 2}>
            {n(row.points)}
          </text>
        ))}
      </g>
      <g textAnchor="end" fontSize={11} fill={PALETTE.muted}>
        {shown.map((row, i) => (
          <text key={row.team} x={W - 34} y={mid(i) + 17}>
            {words.points(row.points)}
          </text>
        ))}
      </g>
      <rect x={W / 2 - 56} y={H - 30} width={112} height={5} rx={2.5} fill={PALETTE.ink} />
    </Illustration>
  );
}
