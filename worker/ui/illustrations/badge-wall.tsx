import { ICONS } from '../visual/icons.tsx';
import { BADGE_PATHS, ICON_CENTRE, type BadgeShape } from './badge-shapes.ts';
import { Illustration } from './illustration.tsx';
import { PALETTE } from './palette.ts';
import { twoLines } from './two-lines.ts';
import type { PictureWords } from './picture-words.ts';

/** The spec's badge icons. */
export type BadgeIcon = 'running' | 'shoe-prints' | 'cycling' | 'walking' | 'mountain';

export interface Badge {
  name: string;
  shape: BadgeShape;
  icon: BadgeIcon;
  earned: boolean;
}

// Four to a row; three in a phone's column, so its labels keep their own size there.
const CELL_W = 96;
const CELL_H = 118;
/** The panel's own margin at its sides: an outer badge's label stays off the panel's edge. */
const PAD = 12;
/** A label keeps this much of its cell free at either side, off its neighbours' labels. */
const LABEL_ROOM = CELL_W - 8;
/**
 * The characters a label's line holds in its cell (12 px, about 0.6 of it a character); a longer
 * name breaks onto two lines. Fitted to the cell's width instead (`textLength`), a name narrower
 * in the brand's face than estimated was drawn in stretched glyphs, another typeface beside its
 * neighbours'.
 */
export const LABEL_CHARS = Math.floor(LABEL_ROOM / (12 * 0.6));

/** A participant's badge wall (the race data view BADGES): earned badges in colour, the next ones still outlined. */
export function BadgeWall({
  badges,
  words,
  cols: COLS = 4,
}: {
  badges: readonly Badge[];
  words: PictureWords;
  cols?: number;
}) {
  const rows = Math.ceil(badges.length / COLS);
  const W = COLS * CELL_W + 2 * PAD;
  const H = rows * CELL_H + 16;
  const earned = badges.filter((b) => b.earned);
  const d = words.describe;
  const label = d.badges({
    earned: earned.length,
    total: badges.length,
    earnedNames: earned.map((b) => b.name).join(d.comma),
    rest: badges
      .filter((b) => !b.earned)
      .map((b) => b.name)
      .join(d.comma),
  });
  return (
    <Illustration mirrorInRtl label={label} width={W} height={H}>
      <rect width={W} height={H} rx={16} fill={PALETTE.panel} />
      {badges.map((badge, i) => {
        const x = PAD + (i % COLS) * CELL_W + (CELL_W - 64) / 2;
        const y = Math.floor(i / COLS) * CELL_H + 18;
        const Glyph = ICONS[badge.icon];
        const [cx, cy] = ICON_CENTRE[badge.shape];
        const fill = badge.earned ? (i % 3 === 1 ? PALETTE.accent : PALETTE.brand) : PALETTE.paper;
        const ink = badge.earned ? (i % 3 === 1 ? PALETTE.onAccent : PALETTE.onBrand) : PALETTE.muted;
        return (
          <g key={badge.name} transform={`translate(${x} ${y})`}>
            <g>
              <path
                d={BADGE_PATHS[badge.shape]}
                fill={fill}
                stroke={badge.earned ? PALETTE.ink : PALETTE.muted}
                strokeWidth={badge.earned ? 1.5 : 2}
                strokeDasharray={badge.earned ? undefined : '4 3'}
              />
              <g color={ink}>
                <Glyph x={cx - 13} y={cy - 13} width={26} height={26} strokeWidth={2.2} aria-hidden="true" />
              </g>
            </g>
            {/* One face and weight for every label, the page's; a badge still to earn says so by its
                colour (the muted text's, 4.5:1 on the panel) and its dashed edge. */}
            <text
              x={32}
              y={86}
              textAnchor="middle"
              fontSize={12}
              fontWeight={700}
              fill={badge.earned ? PALETTE.ink : PALETTE.muted}
            >
              {twoLines(badge.name, LABEL_CHARS).map((line, n) => (
                <tspan key={n} x={32} dy={n * 14}>
                  {line}
                </tspan>
              ))}
            </text>
          </g>
        );
      })}
    </Illustration>
  );
}
