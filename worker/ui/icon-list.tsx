/**
 * A short list of points, each behind its icon (what a demo covers, what a price covers): the icon
 * in a narrow column in the brand's colour, the words beside it. The surrounding block sets the
 * list's gaps and columns.
 */
import type { LucideIcon } from 'lucide-react';
import { css } from '../../common/styles.ts';
import type { MessageKey, Translate } from '../i18n/messages.ts';

const list = css`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: 22px minmax(0, 1fr);
    gap: 12px;
    align-items: start;
  }
  li svg {
    flex: none;
    margin-top: 2px;
    color: var(--tt-primary);
  }
`;

/** Each point: its message and its icon. */
export type IconPoint = readonly [key: MessageKey, icon: LucideIcon];

export function IconList({ points, t }: { points: readonly IconPoint[]; t: Translate }) {
  return (
    <ul className={list}>
      {points.map(([key, Icon]) => (
        <li key={key}>
          <Icon aria-hidden="true" width={22} height={22} />
          <span>{t(key)}</span>
        </li>
      ))}
    </ul>
  );
}
