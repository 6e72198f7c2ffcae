import type { ReactNode } from 'react';
import { css } from '../../../common/styles.ts';
import { stableHash } from './hash.ts';
import { PALETTE } from './palette.ts';

const H = 40;
const HEIGHT = 32;
const FONT_SIZE = 17;
const TEXT_X = 48;

// Every wordmark at one optical size: the same height and type size, each as wide as its name.
const strip = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 20px 40px;
  align-items: center;
  li,
  a {
    color: ${PALETTE.muted};
    transition: color 0.2s;
  }
  a {
    display: block;
  }
  li:hover,
  li:hover a,
  a:focus-visible {
    color: ${PALETTE.brand};
  }
  @media (prefers-reduced-motion: reduce) {
    li,
    a {
      transition: none;
    }
  }
  svg {
    display: block;
    height: ${HEIGHT}px;
    width: auto;
  }
`;

/** Each customer's mark: a frame, picked by the name so a customer always looks the same, around its initials. */
const FRAMES = [
  'M20 3a17 17 0 1 1 0 34a17 17 0 1 1 0-34z',
  'M9 3h22a6 6 0 0 1 6 6v22a6 6 0 0 1-6 6H9a6 6 0 0 1-6-6V9a6 6 0 0 1 6-6z',
  'M20 2l16 9v18l-16 9l-16-9V11z',
  'M3 3h34v22a12 12 0 0 1-12 12H3z',
];
/** Type treatments, with the average advance of their letters at FONT_SIZE (so names keep their size). */
const TYPE = [
  { fontWeight: 800, letterSpacing: 0, fontFamily: 'inherit', upper: false, advance: 0.58 },
  { fontWeight: 700, letterSpacing: 1.5, fontFamily: 'inherit', upper: true, advance: 0.68 },
  { fontWeight: 700, letterSpacing: 0, fontFamily: 'Georgia, serif', upper: false, advance: 0.5 },
];

/** Up to two initials: the first letters of the name's first two words ("Alder & Finch": AF). */
const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word))
    .slice(0, 2)
    .map((word) => word[0] ?? '')
    .join('')
    .toUpperCase();

/**
 * Customers as wordmarks (fictional organisations: no image files): a monogram and the name, all
 * drawn at one size (the text's length is fixed by its spacing only, never by squeezing glyphs),
 * greyscale in the muted text colour and in the brand colour on hover. Each mark is
 * `role="img"` named by the customer.
 */
export function CustomerLogos<C extends { id: number | string; name: string }>({
  customers,
  label,
  wrap = (_c, mark) => mark,
}: {
  customers: readonly C[];
  label: string;
  /** Wraps each wordmark, e.g. in a link to the customer's site (the mark's name names the link). */
  wrap?: (customer: C, mark: ReactNode) => ReactNode;
}) {
  return (
    <ul className={strip} aria-label={label}>
      {customers.map((c) => {
        const h = stableHash(c.name);
        const t = TYPE[h % TYPE.length]!;
        const text = t.upper ? c.name.toUpperCase() : c.name;
        const length = Math.round(text.length * (FONT_SIZE * t.advance + t.letterSpacing));
        const width = TEXT_X + length + 4;
        const monogram = initials(c.name);
        return (
          <li key={c.id}>
            {wrap(
              c,
              <svg role="img" aria-label={c.name} viewBox={`0 0 ${width} ${H}`} width={width} height={H}>
                <path
                  d={FRAMES[(h >>> 3) % FRAMES.length]}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth={3}
                  strokeLinejoin="round"
                />
                <text
                  x={20}
                  y={25.5}
                  textAnchor="middle"
                  fontSize={monogram.length > 1 ? 13 : 16}
                  fontWeight={800}
                  fill="currentColor"
                  fontFamily={t.fontFamily}
                >
                  {monogram}
                </text>
                <text
                  x={TEXT_X}
                  y={26.5}
                  fontSize={FONT_SIZE}
                  fill="currentColor"
                  textLength={length}
                  lengthAdjust="spacing"
                  fontWeight={t.fontWeight}
                  letterSpacing={t.letterSpacing}
                  fontFamily={t.fontFamily}
                >
                  {text}
                </text>
              </svg>,
            )}
          </li>
        );
      })}
    </ul>
  );
}
