import { css } from '../../../common/styles.ts';
import { visuallyHidden } from '../../../common/visually-hidden.ts';
import type { PrivacyLevel, TrustLabels } from '../../trust/trust-schema.ts';
import { Icon, type IconName } from '../../ui/visual/icons.tsx';
import { COLOUR, SPACE, TYPE } from '../../ui/visual/tokens.ts';
import { TRUST_TABLE } from './trust-styles.ts';
import { scrollShadow } from '../../ui/scroll-cue.ts';

/** Each level's sign: closed to all, open to accepted friends, open to everyone on the platform. */
const SIGN: Record<PrivacyLevel['id'], IconName> = { PRIVATE: 'privacy', FRIENDS: 'teams', PUBLIC: 'region' };
const FACTS = ['profile', 'activities', 'leaderboard', 'organiser'] as const;

const frame = css`
  /* A phone scrolls the table sideways inside this frame, never the page; its columns keep their
     width so no level's words are squeezed to a word a line. */
  overflow-x: auto;
  border-block: 1px solid ${COLOUR.text};
  &:focus-visible {
    outline: 3px solid ${COLOUR.link};
    outline-offset: 2px;
  }
  ${TRUST_TABLE}
  table {
    min-width: 40rem;
  }
  tr:last-child > * {
    border-block-end: 0;
  }
  thead th {
    width: 28%;
    color: ${COLOUR.text};
    font-size: 1rem;
  }
  thead th > span {
    display: flex;
    gap: ${SPACE[2]};
    align-items: center;
  }
  thead th svg {
    flex: none;
    color: ${COLOUR.brand};
  }
  th[scope='row'] {
    width: 16%;
    color: ${COLOUR.text};
  }
  td[colspan] {
    color: ${COLOUR.muted};
  }
  /* Where it scrolls, the facts' names kept at the start while the levels pass under them. */
  @media (max-width: 699px) {
    th[scope='row'],
    thead td {
      position: sticky;
      inset-inline-start: 0;
      z-index: 1;
      background: ${COLOUR.page};
      box-shadow: inset -1px 0 0 ${COLOUR.border};
    }
    [dir='rtl'] & th[scope='row'],
    [dir='rtl'] & thead td {
      box-shadow: inset 1px 0 0 ${COLOUR.border};
    }
  }
`;

/**
 * "Who sees your profile and activities" as a spec sheet compares it: a column per privacy level,
 * a row per fact; a fact every level shares (the leaderboard, the organisers) is one cell across
 * them, so the table shows at a glance that only the profile and the activity list change. On a
 * phone it scrolls in its frame with the plan comparison's shadow cue, the facts' names held.
 */
export function PrivacyTable({
  levels,
  labels,
  caption,
}: {
  levels: readonly PrivacyLevel[];
  labels: TrustLabels;
  /** The section's title: the table's name for screen readers. */
  caption: string;
}) {
  return (
    <div
      className={`${frame} ${scrollShadow}`}
      tabIndex={0}
      role="region"
      aria-label={caption}
      data-testid="privacy-table"
    >
      <table>
        <caption className={visuallyHidden}>{caption}</caption>
        <thead>
          <tr>
            <td />
            {levels.map((level) => (
              <th scope="col" key={level.id} data-privacy-level={level.id}>
                <span>
                  <Icon name={SIGN[level.id]} />
                  {level.label}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {FACTS.map((fact) => {
            const values = levels.map((level) => level[fact]);
            const shared = values.every((value) => value === values[0]);
            return (
              <tr key={fact} data-fact={fact}>
                <th scope="row">{labels.levelFacts[fact]}</th>
                {shared ? (
                  <td colSpan={levels.length}>{values[0]}</td>
                ) : (
                  values.map((value, i) => <td key={levels[i]!.id}>{value}</td>)
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
