/**
 * A brand sold by demo (`salesPages.pricing: per-employee`): after its procurement facts, the
 * price's unit (the employees who take part, not the headcount), and the formal quote as the path
 * for a whole company with the page's own actions (its copy's `cta` less the header's demo: the
 * quote), the page's one pitch. Its words offer what its button does: the demo stays the header's.
 */
import { BadgeCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { css } from '../../../common/styles.ts';
import type { Translate } from '../../i18n/messages.ts';

const band = css`
  display: grid;
  gap: 0 48px;
  margin: 0 0 48px;
  padding: 24px;
  border: 1px solid var(--tt-edge);
  border-block-start: var(--tt-rule) solid var(--tt-top);
  border-radius: var(--tt-radius, 8px);
  background: var(--tt-card);
  /* The icon, then the words wrapping beside it; a numbered look's number on a line above both. */
  h2 {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: 6px 12px;
    align-items: center;
    margin: 0 0 16px;
    font-size: 1.5rem;
  }
  h2::before {
    grid-column: 1 / -1;
  }
  h2 svg {
    flex: none;
    color: var(--tt-primary);
  }
  .unit {
    margin: 0;
    font-size: 1.125rem;
  }
  .quote {
    margin-block-start: 24px;
    padding-inline-start: 24px;
    border-inline-start: 4px solid var(--tt-primary);
  }
  .quote h3 {
    margin: 0 0 8px;
    font-size: 1.2rem;
  }
  .quote p {
    margin: 0 0 12px;
  }
  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    padding: 32px;
    > .quote {
      grid-column: 2;
      grid-row: 1 / span 2;
      margin-block-start: 0;
    }
  }
  /* On a spec sheet (worker/ui/base-styles.ts) the quote follows the unit in one column. */
  [data-composition='sheet'] & > .quote {
    margin-block-start: 16px;
  }
`;

/** The price's unit and what it covers, beside the formal quote for a whole company. */
export function EmployerPath({ t, actions }: { t: Translate; actions: ReactNode }) {
  return (
    <section className={band} aria-labelledby="employer-path" data-testid="employer-path" data-kicker>
      <h2 id="employer-path">
        <BadgeCheck aria-hidden="true" width={28} height={28} />
        {t('pricing.perEmployee.unit')}
      </h2>
      <p className="unit">{t('pricing.perEmployee.headcount')}</p>
      <div className="quote">
        <h3>{t('pricing.quotePath.heading')}</h3>
        <p>{t('pricing.quotePath.text')}</p>
        {actions}
      </div>
    </section>
  );
}
