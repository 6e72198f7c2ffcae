import { Illustration } from './illustration.tsx';
import { PALETTE } from './palette.ts';
import { twoLines } from './two-lines.ts';

export interface PlanComparisonProps {
  /** Plan names in price order, and which one to mark as the usual choice. */
  plans: readonly string[];
  highlight?: string;
  /** Each row: a capability and, per plan in `plans` order, whether it is included. */
  rows: readonly { feature: string; included: readonly boolean[] }[];
}

// About a phone column wide for four plans, so its text shows near its own size there.
const LABEL_W = 150;
const COL_W = 64;
const ROW = 44;
const HEAD = 64;

/** Characters a row label's line holds in the label column. */
const LABEL_CHARS = 19;

/** Plans side by side with check marks: what each licence includes, the usual choice marked. */
export function PlanComparison({ plans, highlight, rows }: PlanComparisonProps) {
  const W = LABEL_W + plans.length * COL_W + 16;
  const H = HEAD + rows.length * ROW + 16;
  const label =
    `Plans compared: ${plans.join(', ')}. ` +
    rows.map((r) => `${r.feature}: ${plans.filter((_, i) => r.included[i]).join(', ') || 'none'}`).join('; ') +
    '.';
  return (
    <Illustration mirrorInRtl label={label} width={W} height={H}>
      <rect width={W} height={H} rx={16} fill={PALETTE.panel} />
      {plans.map((plan, i) => {
        const cx = LABEL_W + i * COL_W + COL_W / 2;
        const on = plan === highlight;
        return (
          <g key={plan}>
            {on && (
              <rect
                x={cx - COL_W / 2 + 4}
                y={8}
                width={COL_W - 8}
                height={H - 16}
                rx={12}
                fill={PALETTE.tint}
                stroke={PALETTE.brand}
                strokeWidth={2}
              />
            )}
            <text x={cx} y={HEAD - 24} textAnchor="middle" fontSize={12} fontWeight={800} fill={PALETTE.ink}>
              {plan}
            </text>
          </g>
        );
      })}
      {rows.map((row, r) => {
        const y = HEAD + r * ROW;
        return (
          <g key={row.feature}>
            <line x1={16} x2={W - 16} y1={y} y2={y} stroke={PALETTE.line} />
            <text x={16} y={y + ROW / 2 + 5} fontSize={13} fill={PALETTE.ink}>
              {twoLines(row.feature, LABEL_CHARS).map((line, i, all) => (
                <tspan key={line} x={16} dy={i === 0 ? (all.length - 1) * -8 : 16}>
                  {line}
                </tspan>
              ))}
            </text>
            {row.included.map((yes, i) => {
              const cx = LABEL_W + i * COL_W + COL_W / 2;
              const cy = y + ROW / 2;
              return yes ? (
                <g key={plans[i]}>
                  <circle cx={cx} cy={cy} r={12} fill={PALETTE.brand} />
                  <path
                    d={`M${cx - 5.5} ${cy}l3.8 3.8l7-7.6`}
                    fill="none"
                    stroke={PALETTE.onBrand}
                    strokeWidth={2.6}
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </g>
              ) : (
                <line
                  key={plans[i]}
                  x1={cx - 6}
                  x2={cx + 6}
                  y1={cy}
                  y2={cy}
                  stroke={PALETTE.muted}
                  strokeWidth={2.4}
                  strokeLinecap="round"
                />
              );
            })}
          </g>
        );
      })}
    </Illustration>
  );
}
