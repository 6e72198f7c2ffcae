import { formatList } from '../../../common/i18n/format-list.ts';
import { css } from '../../../common/styles.ts';
import type { DataCentre } from '../../trust/trust-schema.ts';
import { Illustration } from './illustration.tsx';
import type { RegionsMapGeometry } from './regions-map-geometry.ts';
import { PALETTE } from './palette.ts';
import type { PictureWords } from './picture-words.ts';

export interface RegionsMapProps {
  geometry: RegionsMapGeometry;
  /** The land in the view box as an SVG path (content part `picture:regions-land`). */
  land: string;
  /** The data centres in the content file's order, with their short label ("US"). */
  regions: readonly { id: DataCentre; label: string; name: string }[];
  /** The one an organisation's data lives in: drawn in the brand colour, the others as outlines. */
  picked: DataCentre;
  /** The language the lists are joined in ("EU und UK"). */
  lang: string;
  words: PictureWords;
}

// The map is 600 units wide and a phone shows it at about 0.6: 22 units read as 13 px.
const LABEL = { fontSize: 22, fontWeight: 800, stroke: PALETTE.paper, strokeWidth: 6, paintOrder: 'stroke' } as const;
/** The picked pin's ring and its stroke: a label starts past its outer edge (24) and a gap. */
const RING = 22;
/**
 * An unpicked data centre: an ink dot (a thin paper edge) smaller than the country it marks, so the
 * land shows round it: Britain's widest circle is about 14 units across, and a 23-unit outlined
 * pin hid England and read as a pin in the North Sea.
 */
const DOT = 4.5;
const CLEAR = RING + 2 + 8;
/**
 * Which side of its pin a label goes: the UK's to its left, above the EU pin; the EU's centred
 * below its pin, clear of the picked ring: the pin sits 110 units from the right edge, and the
 * Arabic «الاتحاد الأوروبي» (about 150 units) ran past it when it started right of the pin.
 */
const SIDE: Record<DataCentre, { dx: number; dy: number; anchor: 'start' | 'middle' | 'end' }> = {
  us: { dx: CLEAR, dy: 8, anchor: 'start' },
  uk: { dx: -CLEAR, dy: -6, anchor: 'end' },
  eu: { dx: 0, dy: 50, anchor: 'middle' },
};

/**
 * The frame's rounded corners (16 units of its 600 × 300 view box) cut the picture, the land too:
 * it reaches the view box's edges, and drawn square it filled the corners past the frame's curve.
 */
const rounded = css`
  /* 16/600 of the width, 16/300 of the height. */
  border-radius: 2.6667% / 5.3333%;
`;

/**
 * The spec's data centres on the land between North America and Europe (a path projected at
 * build, drawn inline with its coastline, in the frame's rounded corners), the picked one
 * as a filled brand pin with a ring, the others as ink dots.
 */
export function RegionsMap({ geometry, land, regions, picked, lang, words }: RegionsMapProps) {
  const { width, height } = geometry;
  const pickedName = regions.find((r) => r.id === picked)?.name ?? picked;
  const others = regions.filter((r) => r.id !== picked).map((r) => r.name);
  const label = words.describe.regionsMap({
    regions: formatList(
      regions.map((r) => r.name),
      lang,
    ),
    picked: pickedName,
    others: formatList(others, lang),
  });
  // The picked pin last, so its ring is drawn over a neighbour.
  const order = [...regions.filter((r) => r.id !== picked), ...regions.filter((r) => r.id === picked)];
  return (
    <Illustration label={label} width={width} height={height} className={rounded}>
      <rect width={width} height={height} rx={16} fill={PALETTE.sea} />
      <path d={land} fill={PALETTE.paper} stroke={PALETTE.line} strokeWidth={1.5} strokeLinejoin="round" data-land />
      <rect
        x={1}
        y={1}
        width={width - 2}
        height={height - 2}
        rx={15}
        fill="none"
        stroke={PALETTE.line}
        strokeWidth={2}
      />
      {order.map((r) => {
        const [x, y] = geometry.pins[r.id];
        const on = r.id === picked;
        const side = SIDE[r.id];
        return (
          <g key={r.id} data-region={r.id} data-picked={on ? 'true' : undefined}>
            {on && <circle cx={x} cy={y} r={RING} fill="none" stroke={PALETTE.brand} strokeWidth={4} />}
            <circle
              cx={x}
              cy={y}
              r={on ? 13 : DOT}
              fill={on ? PALETTE.brand : PALETTE.ink}
              stroke={PALETTE.paper}
              strokeWidth={on ? 3 : 1.5}
            />
            <text
              x={x + side.dx}
              y={y + side.dy}
              textAnchor={side.anchor}
              fill={on ? PALETTE.brand : PALETTE.ink}
              {...LABEL}
            >
              {r.label}
            </text>
          </g>
        );
      })}
    </Illustration>
  );
}
