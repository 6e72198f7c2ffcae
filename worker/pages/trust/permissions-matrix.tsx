import { Check, Minus } from 'lucide-react';
import { css } from '../../../common/styles.ts';
import { PERMISSIONS } from '../../trust/trust-catalogues.ts';
import type { Role, TrustLabels } from '../../trust/trust-schema.ts';
import { COLOUR, SPACE } from '../../ui/visual/tokens.ts';
import { tableFrame } from './trust-styles.ts';
import { visuallyHidden } from '../../../common/visually-hidden.ts';

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
`;

/**
 * The role catalogue as a permissions matrix: a row per role (its name in words and its spec
 * description, never the app's code such as FULL_ACCESS), a column per permission, each cell
 * saying what the role reaches or that it cannot. On a phone each role is a card (tableFrame).
 */
export function PermissionsMatrix({ roles, labels }: { roles: readonly Role[]; labels: TrustLabels }) {
  const caption = labels.matrixCaption;
  return (
    <div
      className={`${tableFrame} ${matrix}`}
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
