/**
 * Points of the trust centre drawn as cards, each behind its icon (lucide, in the brand's colour):
 * the ways to ask for a review, the contracts and add-ons. A card per point instead of a paragraph,
 * side by side where the column has room for two or three.
 */
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { css } from '../../../common/styles.ts';
import { LOOK_CARD } from '../../ui/look.ts';
import { COLOUR, SPACE } from '../../ui/visual/tokens.ts';

const cards = css`
  display: grid;
  gap: ${SPACE[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: 700px) {
    gap: ${SPACE[4]};
    grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  }
  > li {
    ${LOOK_CARD}
    display: grid;
    grid-template-columns: 24px minmax(0, 1fr);
    gap: ${SPACE[3]};
    align-items: start;
    margin: 0;
    color: ${COLOUR.text};
  }
  /* Stacked on a phone, each card a line of words behind its icon: a card's full padding made the
     page a few screens longer. */
  @media (max-width: 699px) {
    > li {
      padding: ${SPACE[3]} ${SPACE[4]};
    }
  }
  > li > svg {
    margin-block-start: 2px;
    color: ${COLOUR.brand};
  }
  /* A German compound ("Auftragsverarbeitungsvertrag") wider than a third of the column breaks
     inside its card instead of running over its edge. */
  > li > :last-child {
    min-width: 0;
    overflow-wrap: break-word;
    hyphens: auto;
  }
  p {
    margin: 0;
  }
  a {
    color: ${COLOUR.link};
  }
`;

/** One card: its icon (words beside it say the same, so it is hidden), what it is about, and its words. */
export type IconCard = { key: string; icon: LucideIcon; kind?: string; body: ReactNode };

export function IconCards({ items, testId }: { items: readonly IconCard[]; testId?: string }) {
  return (
    <ul className={cards} data-testid={testId} data-icon-cards="">
      {items.map(({ key, icon: Icon, kind, body }) => (
        <li key={key} data-kind={kind}>
          <Icon aria-hidden="true" width={24} height={24} />
          {body}
        </li>
      ))}
    </ul>
  );
}
