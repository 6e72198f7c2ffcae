import { ICONS } from '../visual/icons.tsx';
import { Illustration } from './illustration.tsx';
import { PALETTE } from './palette.ts';

/** One setting of the organiser's setup screen: its name and what it is set to. */
export interface SetupRow {
  icon: 'report' | 'sso' | 'teams' | 'activity';
  label: string;
  value: string;
}

export interface ChallengeSetupProps {
  /** The screen's heading ("Set up · Spring Step Challenge") and the line under it. */
  heading: string;
  status: string;
  rows: readonly SetupRow[];
  /** The screen's one action ("Invite 412 staff") and the note beside it. */
  action: string;
  /** What a screen reader hears. */
  label: string;
}

const W = 400;
const TOP = 96;
const ROW_H = 58;

/**
 * The organiser's side of the product before a challenge starts: its type and length, the teams,
 * single sign-on with the tenant's identity providers, the Excel reports, and the invitation that
 * launches it. Text is 14 px and up in a 400-unit drawing, so a phone's ~340 px column keeps it at
 * 12 px and more.
 */
export function ChallengeSetup({ heading, status, rows, action, label }: ChallengeSetupProps) {
  const H = TOP + rows.length * ROW_H + 72;
  const Check = ICONS.check;
  const Send = ICONS.teams;
  return (
    <Illustration mirrorInRtl label={label} width={W} height={H}>
      <rect width={W} height={H} rx={16} fill={PALETTE.paper} />
      <path d={`M8 80V20A12 12 0 0 1 20 8H${W - 20}A12 12 0 0 1 ${W - 8} 20V80z`} fill={PALETTE.brand} />
      <text x={24} y={38} fontSize={19} fontWeight={800} fill={PALETTE.onBrand}>
        {heading}
      </text>
      <text x={24} y={62} fontSize={15} fill={PALETTE.onBrand}>
        {status}
      </text>
      {rows.map((row, i) => {
        const y = TOP + i * ROW_H;
        const Icon = ICONS[row.icon];
        return (
          <g key={row.label} data-setup={row.icon}>
            <rect x={20} y={y} width={W - 40} height={ROW_H - 8} rx={8} fill={PALETTE.panel} />
            <g color={PALETTE.brand}>
              <Icon x={32} y={y + 13} width={24} height={24} aria-hidden="true" />
            </g>
            <text x={68} y={y + 20} fontSize={15} fill={PALETTE.muted}>
              {row.label}
            </text>
            <text x={68} y={y + 40} fontSize={15} fontWeight={700} fill={PALETTE.ink}>
              {row.value}
            </text>
            <g color={PALETTE.brand}>
              <Check x={W - 50} y={y + 15} width={20} height={20} aria-hidden="true" />
            </g>
          </g>
        );
      })}
      {/* Outlined, not filled: beside a page's real buttons a filled one in a picture read as a second main action. */}
      <rect
        x={21}
        y={H - 59}
        width={W - 42}
        height={42}
        rx={8}
        fill={PALETTE.paper}
        stroke={PALETTE.brand}
        strokeWidth={2}
      />
      <g color={PALETTE.brand}>
        <Send x={34} y={H - 48} width={20} height={20} aria-hidden="true" />
      </g>
      <text x={64} y={H - 32} fontSize={15} fontWeight={800} fill={PALETTE.brand}>
        {action}
      </text>
    </Illustration>
  );
}
