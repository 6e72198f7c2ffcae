import { Check, Minus } from 'lucide-react';
import { css } from '../../../common/styles.ts';
import { PERMISSIONS } from '../../trust/trust-catalogues.ts';
import type { Role, TrustLabels } from '../../trust/trust-schema.ts';
import { COLOUR, SPACE } from '../../ui/visual/tokens.ts';
import { tableFrame } from './trust-styles.ts';
import { visuallyHidden } from '../../../common/visually-hidden.ts';
import { scrollShadow } from '../../ui/scroll-cue.ts';

const matrix = css`
  @media (min-width: 600px) {
    th[scope='row'] {
      min-width: 11rem;
    }
    td {
      min-width: 7.5rem;
    }
  }
  th[scope='row'] .spec {
    display: block;
    margin-top: ${SPACE[1]};
    font-weight: 400;
  }
  .yes,
  .no {
    display: flex;
    gap: ${SPACE[2]};
    align-items: flex-start;
  }
  .yes svg {
    flex: none;
    padding: 2px;
    border-radius: 999px;
    background: ${COLOUR.brand};
    color: ${COLOUR.onBrand};
  }
  .no {
    color: ${COLOUR.muted};
  }
  .no svg {
    flex: none;
  }
  /* A spec sheet keeps the matrix a table on a phone too, scrolling sideways in its own frame with
     each role held at the start, so a reviewer compares the roles along a row as on a wide
     screen: five role cards stacked were the longest part of its page. */
  @media (max-width: 599px) {
    [data-composition='sheet'] & table {
      display: table;
      min-width: 46rem;
    }
    [data-composition='sheet'] & thead {
      display: table-header-group;
      position: static;
      width: auto;
      height: auto;
      overflow: visible;
      clip-path: none;
      white-space: normal;
    }
    [data-composition='sheet'] & tbody {
      display: table-row-group;
    }
    [data-composition='sheet'] & tr {
      display: table-row;
    }
    [data-composition='sheet'] & th,
    [data-composition='sheet'] & td {
      display: table-cell;
      padding-block: ${SPACE[3]};
      border-block-end: 1px solid ${COLOUR.border};
    }
    [data-composition='sheet'] & tr:last-child > * {
      border-block-end: 0;
    }
    [data-composition='sheet'] & th[scope='row'] {
      position: sticky;
      inset-inline-start: 0;
      z-index: 1;
      width: 9rem;
      background: ${COLOUR.page};
      border-inline-end: 1px solid ${COLOUR.border};
      font-size: inherit;
    }
    [data-composition='sheet'] & thead th:first-child {
      position: sticky;
      inset-inline-start: 0;
      z-index: 1;
    }
    [data-composition='sheet'] & td[data-label]::before {
      content: none;
    }
  }
`;

/**
 * The role catalogue as a permissions matrix: a row per role (its name in words and its spec
 * description, never the app's code such as FULL_ACCESS), a column per permission, each cell
 * saying what the role reaches or that it cannot. On a phone each role is a card (tableFrame), or
 * on a spec sheet the table scrolls in its frame with the plan comparison's shadow cue.
 */
export function PermissionsMatrix({ roles, labels }: { roles: readonly Role[]; labels: TrustLabels }) {
  const caption = labels.matrixCaption;
  return (
    <div
      className={`${tableFrame} ${matrix} ${scrollShadow}`}
      tabIndex={0}
      role="region"
      aria-label={caption}
      data-testid="permissions-matrix"
    >
      <table>
        <caption className={visuallyHidden}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{labels.role}</th>
            {PERMISSIONS.map((p) => (
              <th scope="col" key={p}>
                {labels.permissions[p]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {roles.map((role) => (
            <tr key={role.id} data-role={role.id}>
              <th scope="row">
                {role.name}
                <span className="spec">{role.description}</span>
              </th>
              {PERMISSIONS.map((p) => {
                const what = role.can[p];
                return (
                  <td
                    key={p}
                    data-permission={p}
                    data-allowed={String(what !== null)}
                    data-label={labels.permissions[p]}
                  >
                    {what === null ? (
                      <span className="no">
                        <Minus aria-hidden="true" width={18} height={18} />
                        {labels.no}
                      </span>
                    ) : (
                      <span className="yes">
                        <Check aria-hidden="true" width={18} height={18} strokeWidth={3} />
                        <span>
                          <span className={visuallyHidden}>{`${labels.yes} `}</span>
                          {what}
                        </span>
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
