import type { ReactNode } from 'react';
import { css } from '../../../common/styles.ts';
import { stableHash } from './hash.ts';
import { PALETTE } from './palette.ts';

const strip = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: 16px 32px;
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
    width: 100%;
    height: auto;
  }
`;

/** Wordmark styles: a mark and a type treatment, picked by the name so a customer always looks the same. */
const MARKS = [
  'M4 20a14 14 0 1 1 28 0a14 14 0 1 1-28 0z',
  'M4 6h28v28H4z',
  'M18 4l16 30H2z',
  'M2 26c6-14 10-14 16 0s10 14 16 0',
  'M18 4l14 8v16l-14 8l-14-8V12z',
];
const TYPE = [
  { fontWeight: 800, letterSpacing: 0, fontFamily: 'inherit', upper: false },
  { fontWeight: 700, letterSpacing: 2, fontFamily: 'inherit', upper: true },
  { fontWeight: 700, letterSpacing: 0, fontFamily: 'Georgia, serif', upper: false },
];

const W = 200;
const H = 40;

/**
 * Customers as typographic wordmarks (fictional organisations: no image files), greyscale in the
 * muted text colour and in the brand colour on hover. Each mark is `role="img"` named by the customer.
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
        return (
          <li key={c.id}>
            {wrap(
              c,
              <svg
                role="img"
                aria-label={c.name}
                viewBox={`0 0 ${W} ${H}`}
                width={W}
                height={H}
                style={{ aspectRatio: `${W} / ${H}` }}
              >
                <path d={MARKS[(h >>> 3) % MARKS.length]} fill="currentColor" transform="translate(0 2) scale(0.95)" />
                <text
                  x={42}
                  y={26}
                  fontSize={15}
                  fill="currentColor"
                  textLength={Math.min(W - 44, text.length * 9)}
                  lengthAdjust="spacingAndGlyphs"
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
