import { formatList } from '../../../common/i18n/format-list.ts';
import { Illustration } from './illustration.tsx';
import { PALETTE } from './palette.ts';
import type { PictureWords } from './picture-words.ts';

export interface Region {
  /** The spec's data-centre id: us, eu, uk. */
  id: string;
  name: string;
  default: boolean;
}

const W = 340;
const ROW = 52;
/** The pin holds three capitals at 12 units; a longer short name ("É.-U.") is set smaller. */
const PIN_TEXT = 26;

/** A pin's short name as its language writes it, or the code when it would not fit the pin (a full Arabic name). */
function pinLabel(id: string, shortOf: ((id: string) => string) | undefined): { text: string; fontSize: number } {
  const short = shortOf?.(id);
  if (!short || short.length > 7) return { text: id.toUpperCase(), fontSize: 12 };
  return { text: short, fontSize: short.length > 3 ? 10 : 12 };
}

/** The data centres an organisation chooses from (spec: default US, EU, UK), the default marked. */
export function DataRegions({
  regions,
  defaultLabel,
  lang,
  words,
  shortOf,
}: {
  regions: readonly Region[];
  /** Each pin's short name in the page's language ("É.-U."); the spec's code without it. */
  shortOf?: (id: string) => string;
  /** The pill beside the default (a word on its own: "Standard"). */
  defaultLabel: string;
  /** The language the list is joined in ("US, EU und UK"). */
  lang: string;
  words: PictureWords;
}) {
  const H = 24 + regions.length * ROW + 12;
  const d = words.describe;
  const names = regions.map((r) => (r.default ? d.defaultRegion({ name: r.name }) : r.name));
  const label = d.dataRegions({ regions: formatList(names, lang) });
  return (
    <Illustration mirrorInRtl label={label} width={W} height={H}>
      <rect width={W} height={H} rx={16} fill={PALETTE.panel} />
      {regions.map((r, i) => {
        const y = 20 + i * ROW;
        const pin = pinLabel(r.id, shortOf);
        return (
          <g key={r.id}>
            <rect x={20} y={y} width={W - 40} height={ROW - 10} rx={8} fill={PALETTE.paper} stroke={PALETTE.line} />
            <circle cx={44} cy={y + 21} r={15} fill={PALETTE.brand} />
            <text
              x={44}
              y={y + 21 + pin.fontSize * 0.4}
              textAnchor="middle"
              fontSize={pin.fontSize}
              fontWeight={800}
              fill={PALETTE.onBrand}
              {...(pin.text.length > 5 ? { textLength: PIN_TEXT, lengthAdjust: 'spacingAndGlyphs' } : {})}
            >
              {pin.text}
            </text>
            <text x={70} y={y + 26} fontSize={14} fontWeight={700} fill={PALETTE.ink}>
              {r.name}
            </text>
            {r.default && (
              <>
                <rect x={W - 104} y={y + 10} width={72} height={22} rx={11} fill={PALETTE.accent} />
                <text x={W - 68} y={y + 25} textAnchor="middle" fontSize={12} fontWeight={700} fill={PALETTE.onAccent}>
                  {defaultLabel}
                </text>
              </>
            )}
          </g>
        );
      })}
    </Illustration>
  );
}
