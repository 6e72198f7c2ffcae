import { formatNumber } from '../../../common/format.ts';
import { formatPercent } from '../../../common/i18n/format-list.ts';
import { directionOf, type PageLocale } from '../../../common/i18n/locales.ts';
import { ICONS } from '../visual/icons.tsx';
import { Illustration } from './illustration.tsx';
import { PALETTE } from './palette.ts';
import type { PictureWords } from './picture-words.ts';

/** One department's participation: staff, how many joined, the whole per cent. */
export interface DepartmentRow {
  name: string;
  staff: number;
  participants: number;
  percent: number;
}

export interface ParticipationProps {
  /** The challenge's name and its status line ("Day 12 of 28 · 48 teams"). */
  event: string;
  status: string;
  staff: number;
  participants: number;
  percent: number;
  departments: readonly DepartmentRow[];
  lang: string;
  /** The chart's words in the page's language. */
  words: PictureWords;
}

// 400 wide: on a 390 px phone the picture scales by about 0.9, so its 13-unit text stays legible.
const W = 400;
const ROW = 40;
const BAR_X = 132;
const BAR_W = 150;

/** The words both pictures share: the total and each department, as a screen reader hears them. */

function participationWords(p: ParticipationProps): string {
  const n = (v: number) => formatNumber(v, p.lang);
  const say = p.words.describe;
  return say.participationSummary({
    participants: n(p.participants),
    staff: n(p.staff),
    staffCount: p.staff,
    percent: formatPercent(p.percent, p.lang),
    departments: p.departments
      .map((d) =>
        say.department({
          name: d.name,
          percent: formatPercent(d.percent, p.lang),
          participants: n(d.participants),
          staff: n(d.staff),
        }),
      )
      .join(say.semicolon),
  });
}

/**
 * The headline figure and a bar per department, from `top` down; `narrow` (a phone's column, 300
 * wide) stacks the headline's words under the figure and puts each bar under its department's
 * words, so the picture keeps its own text size there instead of shrinking a wide one.
 */
function Bars({ p, top, narrow }: { p: ParticipationProps; top: number; narrow?: boolean }) {
  const n = (v: number) => formatNumber(v, p.lang);
  const w = narrow ? NARROW_W : W;
  const rowY = (i: number) => top + (narrow ? 118 + i * 48 : 80 + i * ROW);
  const bar = narrow ? { x: 20, dy: 12, w: w - 40 } : { x: BAR_X, dy: -8, w: BAR_W };
  // Right to left, "84% 118/140" must read 84% first, at the right: the per cent's own marks
  // (U+200E around "%") would pull the fraction into a left-to-right run, so a right-to-left mark
  // between them keeps the two apart. Left to right nothing is added (home's size budget).
  const rowMark = directionOf(p.lang.split('-')[0] as PageLocale) === 'rtl' ? '\u200f' : '';
  return (
    <>
      <text x={20} y={top + 38} fontSize={34} fontWeight={800} fill={PALETTE.brand}>
        {formatPercent(p.percent, p.lang)}
      </text>
      <text x={narrow ? 20 : 112} y={top + (narrow ? 66 : 22)} fontSize={15} fontWeight={700} fill={PALETTE.ink}>
        {p.words.staffOf(n(p.participants), n(p.staff), p.staff)}
      </text>
      <text x={narrow ? 20 : 112} y={top + (narrow ? 86 : 40)} fontSize={13} fill={PALETTE.muted}>
        {p.words.takePart}
      </text>
      {/* Shared attributes on groups: four rows of the same text and bars (home's size budget). */}
      <g fontSize={14} fontWeight={700} fill={PALETTE.ink}>
        {p.departments.map((d, i) => (
          <text key={d.name} x={20} y={rowY(i) + 5}>
            {d.name}
          </text>
        ))}
      </g>
      <g fill={PALETTE.line}>
        {p.departments.map((d, i) => (
          <rect key={d.name} x={bar.x} y={rowY(i) + bar.dy} width={bar.w} height={16} rx={8} />
        ))}
      </g>
      <g fill={PALETTE.brand}>
        {p.departments.map((d, i) => (
          <rect key={d.name} x={bar.x} y={rowY(i) + bar.dy} width={(bar.w * d.percent) / 100} height={16} rx={8} />
        ))}
      </g>
      <g fontSize={13} fill={PALETTE.ink} textAnchor="end">
        {p.departments.map((d, i) => (
          <text key={d.name} x={w - 20} y={rowY(i) + 5}>
            {/* One text each, not several: React marks joined texts with `<!-- -->` (home's size budget). */}
            <tspan fontWeight={800}>{formatPercent(d.percent, p.lang)}</tspan>
            {`${rowMark} ${n(d.participants)}/${n(d.staff)}`}
          </text>
        ))}
      </g>
    </>
  );
}

const heightFor = (rows: number, extra: number) => 120 + rows * ROW + extra;
const NARROW_W = 300;

/**
 * Participation by department (the race view COLLECTIVE_PROGRESS, split by site instead of by
 * gender): how many of the organisation's staff take part, in total and per department.
 */
export function ParticipationChart(p: ParticipationProps & { narrow?: boolean }) {
  const { narrow } = p;
  const w = narrow ? NARROW_W : W;
  // Narrow: the event and its status on two lines, and each department's words over its bar.
  const H = heightFor(p.departments.length, narrow ? 8 * p.departments.length + 58 : 0);
  return (
    <Illustration
      mirrorInRtl
      label={p.words.describe.participation({ event: p.event, status: p.status, summary: participationWords(p) })}
      width={w}
      height={H}
    >
      <rect width={w} height={H} rx={16} fill={PALETTE.panel} />
      <text x={20} y={34} fontSize={14} fontWeight={700} fill={PALETTE.muted}>
        {narrow ? p.event : `${p.event} · ${p.status}`}
      </text>
      {narrow && (
        <text x={20} y={54} fontSize={13} fill={PALETTE.muted}>
          {p.status}
        </text>
      )}
      <Bars p={p} top={narrow ? 60 : 44} narrow={narrow} />
    </Illustration>
  );
}

/**
 * The organiser's reporting view: the event's participation by department and the Excel export
 * the REPORTING role allows (spec §6: "read and export Excel reports"), captioned with whose
 * screen it is (the role's name would mean nothing to a visitor).
 */
export function ReportingView(p: ParticipationProps & { exportLabel: string; viewNote: string }) {
  const H = heightFor(p.departments.length, 116);
  const Sheet = ICONS.report;
  const exportY = H - 64;
  return (
    <Illustration
      mirrorInRtl
      label={p.words.describe.report({
        event: p.event,
        status: p.status,
        summary: participationWords(p),
        button: p.exportLabel,
      })}
      width={W}
      height={H}
    >
      <rect width={W} height={H} rx={16} fill={PALETTE.paper} />
      {/* The app's header, inset in the card so the card reads as one screen on a brand-coloured hero. */}
      <path d={`M8 76V20A12 12 0 0 1 20 8H${W - 20}A12 12 0 0 1 ${W - 8} 20V76z`} fill={PALETTE.brand} />
      <text x={24} y={36} fontSize={18} fontWeight={800} fill={PALETTE.onBrand}>
        {`${p.words.reports} · ${p.event}`}
      </text>
      <text x={24} y={58} fontSize={13} fill={PALETTE.onBrand}>
        {p.status}
      </text>
      <Bars p={p} top={92} />
      <rect x={20} y={exportY} width={236} height={44} rx={8} fill={PALETTE.brand} />
      <g color={PALETTE.onBrand}>
        <Sheet x={32} y={exportY + 12} width={20} height={20} aria-hidden="true" />
      </g>
      <text x={60} y={exportY + 27} fontSize={14} fontWeight={800} fill={PALETTE.onBrand}>
        {p.exportLabel}
      </text>
      <text x={270} y={exportY + 27} fontSize={12} fill={PALETTE.muted}>
        {p.viewNote}
      </text>
    </Illustration>
  );
}
