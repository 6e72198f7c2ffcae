import { formatNumber } from '../../../common/format.ts';
import { css, keyframes } from '../../../common/styles.ts';
import { ICONS } from '../visual/icons.tsx';
import { formatList } from '../../../common/i18n/format-list.ts';
import { Illustration } from './illustration.tsx';
import { PALETTE } from './palette.ts';
import type { PictureWords } from './picture-words.ts';

export interface TrackerSyncProps {
  /** The tenant's name: the platform the data arrives in. */
  platform: string;
  /** Readable names of the tenant's device providers, in its order. */
  providers: readonly string[];
  /** The example total the hub shows. */
  steps: number;
  /** The workplace tools the platform connects to (chat, sign-on), drawn under the hub; four at most shown. */
  tools?: readonly string[];
  /** The brand's mark (its favicon), drawn on the hub in place of the sync arrows. */
  mark?: string;
  lang: string;
  /** The hub's words in the page's language. */
  words: PictureWords;
}

const flow = keyframes`
  to {
    stroke-dashoffset: -24;
  }
`;
// Moving dashes say "data flows"; for visitors who asked for less motion they stand still. Three
// runs (4.8 s) and they rest: moving content that starts by itself must stop within five seconds
// or offer a pause (WCAG 2.2.2), and an endless loop kept a phone's CPU busy for as long as the home was open.
const flowing = css`
  animation: ${flow} 1.6s linear 3;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

// About a phone column wide, so its text shows near its own size there (SVG text scales with the picture).
const W = 380;
/** A long tenant name is squeezed to the hub's width rather than running out of it (about 0.62 em a character). */
const fitWidth = (text: string, size: number, room: number) =>
  text.length * size * 0.62 > room ? { textLength: room, lengthAdjust: 'spacingAndGlyphs' as const } : {};
const SHOWN = 6;
const TILE_H = 40;
/** A tile's right edge: its name (from x 44) keeps 12 units from it, as the dot does from its left. */
const TILE_END = 148;
const TOOLS_SHOWN = 4;
const CHIP_H = 30;
const CHIP_STEP = CHIP_H + 8;

/** Trackers syncing into the platform: the tenant's device providers, linked to one hub with the day's steps. */
export function TrackerSync({ platform, providers, steps, tools = [], mark, lang, words }: TrackerSyncProps) {
  const shown = providers.slice(0, providers.length > SHOWN ? SHOWN - 1 : SHOWN);
  const more = providers.length - shown.length;
  const tiles = more > 0 ? [...shown, words.more(more)] : shown;
  const shownTools = tools.slice(0, tools.length > TOOLS_SHOWN ? TOOLS_SHOWN - 1 : TOOLS_SHOWN);
  const chips =
    tools.length > shownTools.length ? [...shownTools, words.more(tools.length - shownTools.length)] : shownTools;
  const H = Math.max(
    260,
    tiles.length * (TILE_H + 10) + 30,
    chips.length ? 20 + 132 + 20 + chips.length * CHIP_STEP + 12 : 0,
  );
  // With tools the hub heads the right column and they hang under it; without, it sits in the middle.
  const hub = { x: 210, y: chips.length ? 20 : H / 2 - 66, w: 156, h: 132 };
  const chipTop = hub.y + hub.h + 20;
  const Sync = ICONS.sync;
  const total = formatNumber(steps, lang);
  // A challenge-wide day ("2,961,450") is wider than one team's: a smaller size keeps it inside the hub.
  const label = [
    words.describe.trackers({ providers: formatList(providers, lang), platform, total }),
    ...(tools.length ? [words.describe.trackerTools({ tools: formatList(tools, lang), platform })] : []),
  ].join(' ');
  return (
    <Illustration mirrorInRtl label={label} width={W} height={H}>
      <rect width={W} height={H} rx={16} fill={PALETTE.panel} />
      {tiles.map((name, i) => {
        const y = 20 + i * (TILE_H + 10);
        const endY = hub.y + 30 + (i * (hub.h - 60)) / Math.max(1, tiles.length - 1);
        return (
          <g key={name}>
            <path
              d={`M${TILE_END} ${y + TILE_H / 2}C180 ${y + TILE_H / 2} 180 ${endY} ${hub.x} ${endY}`}
              fill="none"
              stroke={PALETTE.brand}
              strokeWidth={2.5}
              strokeDasharray="8 4"
              className={flowing}
            />
            <rect
              x={14}
              y={y}
              width={TILE_END - 14}
              height={TILE_H}
              rx={10}
              fill={PALETTE.paper}
              stroke={PALETTE.line}
              strokeWidth={1.5}
            />
            <circle
              cx={30}
              cy={y + TILE_H / 2}
              r={6}
              fill={i === tiles.length - 1 && more > 0 ? PALETTE.muted : PALETTE.brand}
            />
            <text
              x={44}
              y={y + TILE_H / 2 + 5}
              fontSize={14}
              fontWeight={700}
              fill={PALETTE.ink}
              {...fitWidth(name, 14, TILE_END - 44 - 12)}
            >
              {name}
            </text>
          </g>
        );
      })}
      {chips.length > 0 && (
        <path
          d={`M${hub.x + hub.w / 2} ${hub.y + hub.h}V${chipTop + (chips.length - 1) * CHIP_STEP}`}
          stroke={PALETTE.brand}
          strokeWidth={2.5}
          strokeDasharray="8 4"
          className={flowing}
        />
      )}
      {chips.map((name, i) => (
        <g key={name} data-tool={name}>
          <rect
            x={hub.x}
            y={chipTop + i * CHIP_STEP}
            width={hub.w}
            height={CHIP_H}
            rx={8}
            fill={PALETTE.paper}
            stroke={PALETTE.brand}
            strokeWidth={1.5}
          />
          <text
            x={hub.x + 12}
            y={chipTop + i * CHIP_STEP + 20}
            fontSize={13}
            fontWeight={700}
            fill={PALETTE.ink}
            {...fitWidth(name, 13, hub.w - 24)}
          >
            {name}
          </text>
        </g>
      ))}
      <rect x={hub.x} y={hub.y} width={hub.w} height={hub.h} rx={18} fill={PALETTE.brand} />
      {mark ? (
        <image href={mark} x={hub.x + 12} y={hub.y + 16} width={24} height={24} data-mark="" />
      ) : (
        <g color={PALETTE.onBrand}>
          <Sync x={hub.x + 14} y={hub.y + 18} width={20} height={20} aria-hidden="true" />
        </g>
      )}
      <text
        x={hub.x + 42}
        y={hub.y + 33}
        fontSize={15}
        fontWeight={800}
        fill={PALETTE.onBrand}
        {...fitWidth(platform, 15, hub.w - 54)}
      >
        {platform}
      </text>
      <text x={hub.x + 14} y={hub.y + 80} fontSize={total.length > 7 ? 22 : 28} fontWeight={800} fill={PALETTE.onBrand}>
        {total}
      </text>
      <text x={hub.x + 14} y={hub.y + 106} fontSize={13} fill={PALETTE.onBrand}>
        {words.syncedToday(steps)}
      </text>
    </Illustration>
  );
}
