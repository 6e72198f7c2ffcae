import { css } from '../../../common/styles.ts';
import { Icon } from './icons.tsx';
import { COLOUR, SPACE, TYPE } from './tokens.ts';

const list = css`
  list-style: none;
  margin: 0 0 ${SPACE[5]};
  padding: 0;
  display: grid;
  gap: ${SPACE[3]};
  li {
    display: grid;
    grid-template-columns: 24px 1fr;
    gap: ${SPACE[3]};
    align-items: start;
    font-size: ${TYPE.body.size};
    line-height: ${TYPE.body.lineHeight};
    color: ${COLOUR.text};
  }
  .tick {
    display: inline-grid;
    place-items: center;
    width: 24px;
    height: 24px;
    margin-top: 2px;
    border-radius: 50%;
    background: ${COLOUR.brand};
    color: ${COLOUR.onBrand};
  }
`;

/** Benefits as a list with a check mark in the brand colour before each (the marks are decoration). */
export function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul className={list}>
      {items.map((item) => (
        <li key={item}>
          <span className="tick">
            <Icon name="check" size={16} />
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
