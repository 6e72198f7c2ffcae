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

// About a phone column wide, so its text shows near its own size there (SVG text scales with the picture).
const W = 380;
const ROW = 64;

/** The picture's own words in a page's language (`converter.picture.*`); English without them. */
export interface StepConversionWords {
  /** The whole text alternative of the given rows, their numbers formatted. */
  label: (rows: readonly ConvertedActivity[]) => string;
  /** The word after each step count, agreeing with it (Arabic "10,305 خطوات", "4,980 خطوةً"). */
  steps: (count: number) => string;
}

/** Step conversion: logged activities on the left turned into step equivalents on the right, bars to scale. */
export function StepConversion({
  rows,
  lang,
  words,
}: {
  rows: readonly ConvertedActivity[];
  lang: string;
  words?: StepConversionWords;
}) {
  const most = Math.max(...rows.map((r) => r.steps));
  const H = rows.length * ROW + 32;
  const n = (v: number) => formatNumber(v, lang);
  const label =
    words?.label(rows) ??
    `Activities turned into steps: ${rows.map((r) => `${r.activity}, ${r.amount}, counts as ${n(r.steps)} steps`).join('; ')}.`;
  return (
    <Illustration mirrorInRtl label={label} width={W} height={H}>
      <rect width={W} height={H} rx={16} fill={PALETTE.panel} />
      {rows.map((row, i) => {
        const y = 16 + i * ROW;
        const Glyph = ICONS[row.icon];
        const barW = Math.max(8, (160 * row.steps) / most);
        return (
          <g key={row.activity} transform={`translate(0 ${y})`}>
            <rect x={12} y={6} width={152} height={ROW - 12} rx={12} fill={PALETTE.paper} stroke={PALETTE.line} />
            <circle cx={36} cy={ROW / 2} r={16} fill={PALETTE.brand} />
            <g color={PALETTE.onBrand}>
              <Glyph x={27} y={ROW / 2 - 9} width={18} height={18} aria-hidden="true" />
            </g>
            <text x={60} y={ROW / 2 - 2} fontSize={14} fontWeight={700} fill={PALETTE.ink}>
              {row.activity}
            </text>
            <text x={60} y={ROW / 2 + 15} fontSize={13} fill={PALETTE.muted}>
              {row.amount}
            </text>
            <path
              d={`M172 ${ROW / 2}h20m-7-6l7 6l-7 6`}
              fill="none"
              stroke={PALETTE.ink}
              strokeWidth={2.5}
              strokeLinecap="round"
              strokeLinejoin="round"
            />
            <text x={204} y={ROW / 2 - 4} fontSize={15} fontWeight={800} fill={PALETTE.ink}>
              {n(row.steps)}{' '}
              <tspan fontSize={13} fontWeight={400} fill={PALETTE.muted}>
                {words?.steps(row.steps) ?? (row.steps === 1 ? 'step' : 'steps')}
              </tspan>
            </text>
            <rect x={204} y={ROW / 2 + 4} width={barW} height={12} rx={6} fill={PALETTE.brand} />
          </g>
        );
      })}
    </Illustration>
  );
}
