/**
 * A brand sold by demo (`salesPages.pricing: per-employee`): right after the plans, what the price
 * per participating employee covers, and the demo as the path for a whole company with the page's
 * own actions (its copy's `cta`: the demo, and a formal quote as a quiet link), shown once here.
 */
import { BadgeCheck, FileText, ShieldCheck, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { css } from '../../../common/styles.ts';
import type { Translate } from '../../i18n/messages.ts';
import { IconList, type IconPoint } from '../../ui/icon-list.tsx';

const band = css`
  display: grid;
  gap: 24px 48px;
  margin: 0 0 48px;
  padding: 24px;
  border: 1px solid var(--tt-edge);
  border-block-start: var(--tt-rule) solid var(--tt-top);
  border-radius: var(--tt-radius, 8px);
  background: var(--tt-card);
  h2 {
    display: flex;
    gap: 12px;
    align-items: center;
    margin: 0 0 16px;
    font-size: 1.5rem;
  }
  h2 svg {
    flex: none;
    color: var(--tt-primary);
  }
  ul {
    gap: 12px;
  }
  .demo {
    padding-inline-start: 24px;
    border-inline-start: 4px solid var(--tt-primary);
  }
  .demo h3 {
    margin: 0 0 8px;
    font-size: 1.2rem;
  }
  .demo p {
    margin: 0 0 12px;
  }
  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    padding: 32px;
  }
`;

const POINTS: readonly IconPoint[] = [
  ['pricing.perEmployee.headcount', Users],
  ['pricing.perEmployee.itReview', ShieldCheck],
  ['pricing.perEmployee.procurement', FileText],
];

/** The price's unit and what it covers, beside the demo for a whole company. */
export function EmployerPath({ t, actions }: { t: Translate; actions: ReactNode }) {
  return (
    <section className={band} aria-labelledby="employer-path" data-testid="employer-path">
      <div>
        <h2 id="employer-path">
          <BadgeCheck aria-hidden="true" width={28} height={28} />
          {t('pricing.perEmployee.unit')}
        </h2>
        <IconList points={POINTS} t={t} />
      </div>
      <div className="demo">
        <h3>{t('pricing.demoPath.heading')}</h3>
        <p>{t('pricing.demoPath.text')}</p>
        {actions}
      </div>
    </section>
  );
}
