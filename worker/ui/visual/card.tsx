import type { ReactNode } from 'react';
import { LOOK_CARD } from '../look.ts';
import { css } from '../../../common/styles.ts';
import { Icon, type IconName } from './icons.tsx';
import { COLOUR, RADIUS, SPACE, TYPE } from './tokens.ts';

const card = css`
  display: flex;
  flex-direction: column;
  gap: ${SPACE[3]};
  ${LOOK_CARD}
  color: ${COLOUR.text};
  h3 {
    margin: 0;
    font-size: 1.2rem;
    line-height: ${TYPE.heading.lineHeight};
  }
  p {
    margin: 0;
    color: ${COLOUR.muted};
    font-size: ${TYPE.body.size};
    line-height: ${TYPE.body.lineHeight};
  }
  .icon {
    display: inline-grid;
    place-items: center;
    width: 44px;
    height: 44px;
    border-radius: ${RADIUS.card};
    background: ${COLOUR.brand};
    color: ${COLOUR.onBrand};
  }
`;

/** A card: an optional icon, a heading and a short text, for feature grids and plan summaries. */
export function VisualCard({ icon, title, children }: { icon?: IconName; title: string; children: ReactNode }) {
  return (
    <div className={card}>
      {icon && (
        <span className="icon">
          <Icon name={icon} size={22} />
        </span>
      )}
      <h3>{title}</h3>
      <p>{children}</p>
    </div>
  );
}
