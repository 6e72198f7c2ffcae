import { formatNumber } from '../../../common/format.ts';
import { formatList, formatPercent } from '../../../common/i18n/format-list.ts';
import { Illustration } from './illustration.tsx';
import { PALETTE, SERIES } from './palette.ts';
import type { PictureWords } from './picture-words.ts';

export interface TeamProgressProps {
  /** The collective goal ("Rome, 3,440 km") and its size. */
  goal: string;
  goalKm: number;
  /** The groups a result is split by: the sites (office, warehouse, remote). */
  groups: readonly string[];
  /** Each team's km per group, in `groups` order. */
  teams: readonly { name: string; km: readonly number[] }[];
  lang: string;
  /** The heading's words in the page's language. */
  words: PictureWords;
}

// About a phone column wide, so its text shows near its own size there (SVG text scales with the picture).
const W = 380;
const BAR_X = 118;
const BAR_W = 176;

/** Collective progress (the race data view COLLECTIVE_PROGRESS): the organisation's total towards its goal, and each team's share split by group. */
export function TeamProgress({ goal, goalKm, groups, teams, lang, words }: TeamProgressProps) {
  const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
  const total = sum(teams.map((t) => sum(t.km)));
  const widest = Math.max(...teams.map((t) => sum(t.km)));
  const n = (v: number) => formatNumber(Math.round(v), lang);
  const pct = Math.min(100, Math.round((total / goalKm) * 100));
  const H = 150 + teams.length * 44 + 40;
  const d = words.describe;
  const label = d.progress({
    goal,
    total: n(total),
    goalKm: n(goalKm),
    percent: formatPercent(pct, lang),
    groups: formatList(groups, lang),
    teams: teams
      .map((t) =>
        d.progressTeam({
          name: t.name,
          km: n(sum(t.km)),
          split: t.km.map((k, i) => d.groupKm({ group: groups[i]!, km: words.km(n(k)) })).join(d.comma),
        }),
      )
      .join(d.semicolon),
  });
  return (
    <Illustration mirrorInRtl label={label} width={W} height={H}>
      <rect width={W} height={H} rx={16} fill={PALETTE.panel} />
      <text x={20} y={36} fontSize={14} fontWeight={700} fill={PALETTE.muted}>
        {`${words.wholeOrganisation} · ${goal}`}
      </text>
      <text x={20} y={74} fontSize={30} fontWeight={800} fill={PALETTE.ink}>
        {words.km(n(total))}
      </text>
      <text x={W - 20} y={74} textAnchor="end" fontSize={22} fontWeight={800} fill={PALETTE.brand}>
        {formatPercent(pct, lang)}
      </text>
      <rect x={20} y={88} width={W - 40} height={16} rx={8} fill={PALETTE.line} />
      <rect x={20} y={88} width={((W - 40) * pct) / 100} height={16} rx={8} fill={PALETTE.brand} />
      {teams.map((team, row) => {
        const y = 150 + row * 44;
        let x = BAR_X;
        return (
          <g key={team.name}>
            <text x={20} y={y + 5} fontSize={14} fontWeight={700} fill={PALETTE.ink}>
              {team.name}
            </text>
            {team.km.map((k, i) => {
              const w = (BAR_W * k) / widest;
              const seg = (
                <rect
                  key={groups[i]}
                  x={x}
                  y={y - 12}
                  width={w}
                  height={24}
                  fill={SERIES[i % SERIES.length]}
                  stroke={PALETTE.panel}
                  strokeWidth={2}
                />
              );
              x += w;
              return seg;
            })}
            <text x={W - 20} y={y + 5} textAnchor="end" fontSize={14} fontWeight={700} fill={PALETTE.ink}>
              {words.km(n(sum(team.km)))}
            </text>
          </g>
        );
      })}
      <g transform={`translate(20 ${H - 24})`}>
        {groups.map((g, i) => (
          <g key={g} transform={`translate(${i * 116} 0)`}>
            <rect y={-12} width={14} height={14} rx={3} fill={SERIES[i % SERIES.length]} />
            <text x={22} y={0} fontSize={14} fill={PALETTE.ink}>
              {g}
            </text>
          </g>
        ))}
      </g>
    </Illustration>
  );
}
