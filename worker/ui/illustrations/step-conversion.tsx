import { formatNumber } from '../../../common/format.ts';
import { ICONS } from '../visual/icons.tsx';
import { Illustration } from './illustration.tsx';
import { PALETTE } from './palette.ts';

export interface ConvertedActivity {
  /** The activity's name ("Cycling") and the amount logged ("45 min", "12 km"). */
  activity: string;
  amount: string;
  icon: 'running' | 'cycling' | 'walking' | 'swimming' | 'mountain';
  /** The step equivalent from the step table (content/step-conversion.json). */
  steps: number;
}

const W = 560;
const ROW = 64;

/** Step conversion: logged activities on the left turned into step equivalents on the right, bars to scale. */
export function StepConversion({ rows, lang }: { rows: readonly ConvertedActivity[]; lang: string }) {
  const most = Math.max(...rows.map((r) => r.steps));
  const H = rows.length * ROW + 32;
  const n = (v: number) => formatNumber(v, lang);
  const label = `Activities turned into steps: ${rows.map((r) => `${r.activity}, ${r.amount}, counts as ${n(r.steps)} steps`).join('; ')}.`;
  return (
    <Illustration label={label} width={W} height={H}>
      <rect width={W} height={H} rx={16} fill={PALETTE.panel} />
      {rows.map((row, i) => {
        const y = 16 + i * ROW;
        const Glyph = ICONS[row.icon];
        const barW = Math.max(8, (190 * row.steps) / most);
        return (
          <g key={row.activity} transform={`translate(0 ${y})`}>
            <rect x={16} y={6} width={228} height={ROW - 12} rx={12} fill={PALETTE.paper} stroke={PALETTE.line} />
            <circle cx={44} cy={ROW / 2} r={18} fill={PALETTE.brand} />
            <g color={PALETTE.onBrand}>
              <Glyph x={34} y={ROW / 2 - 10} width={20} height={20} aria-hidden="true" />
            </g>
            <text x={72} y={ROW / 2 - 2} fontSize={15} fontWeight={700} fill={PALETTE.ink}>
              {row.activity}
            </text>
            <text x={72} y={ROW / 2 + 16} fontSize={13} fill={PALETTE.muted}>
              {row.amount}
            </text>
            <path
              d={`M254 ${ROW / 2}h26m-8-7l8 7l-8 7`}
              fill="none"
              stroke={PALETTE.ink}
              strokeWidth={2.5}
              strokeLinecap="round"
              strokeLinejoin="round"
            />
            <rect x={292} y={ROW / 2 - 12} width={barW} height={24} rx={6} fill={PALETTE.brand} />
            <text x={W - 16} y={ROW / 2 + 6} textAnchor="end" fontSize={16} fontWeight={800} fill={PALETTE.ink}>
              {n(row.steps)}
            </text>
          </g>
        );
      })}
    </Illustration>
  );
}
