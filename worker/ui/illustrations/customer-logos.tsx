import type { ReactNode } from 'react';
import { css } from '../../../common/styles.ts';
import { PALETTE } from './palette.ts';
import { WORDMARK_SPRITES, WORDMARKS } from './customer-wordmarks.ts';

const H = 40;
const HEIGHT = 34;
/** An undrawn name's type size: capitals about as tall as the drawn ones' 13 units. */
const FONT_SIZE = 18;

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

/** A customer's group in its brand's sprite: "Alder & Finch Consulting" is `alder-and-finch-consulting`. */
export const wordmarkId = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * Customers as wordmarks: each drawn on its own, mark and lettering as outlines in its brand's
 * sprite (scripts/draw-customer-wordmarks.mjs), every name at one cap height, in the muted text
 * colour and in the brand colour on hover. A customer without a drawn wordmark (one added in the
 * CMS) gets its name, at the same size. Each mark is `role="img"` named by the customer.
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
        const drawn = WORDMARKS[c.name];
        // Undrawn: its name in the page's face, about 0.6 em a letter.
        const width = drawn ? drawn[1] : Math.round(c.name.length * FONT_SIZE * 0.6) + 4;
        return (
          <li key={c.id}>
            {wrap(
              c,
              <svg role="img" aria-label={c.name} viewBox={`0 0 ${width} ${H}`} width={width} height={H}>
                {drawn ? (
                  <use href={`${WORDMARK_SPRITES[drawn[0]]}#${wordmarkId(c.name)}`} />
                ) : (
                  <text y={26.5} fontSize={FONT_SIZE} fontWeight={700} fill="currentColor">
                    {c.name}
                  </text>
                )}
              </svg>,
            )}
          </li>
        );
      })}
    </ul>
  );
}
