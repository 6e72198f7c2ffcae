import type { Currency } from '../../../common/pricing/currency.ts';
import type { PlanContent } from '../../../common/pricing/plan-content-schema.ts';
import type { SupportPlan } from '../../../common/pricing/price-list-schema.ts';
import { usePageLocale, useT } from '../../i18n/messages-context.tsx';
import { buildHref, type LinkContext } from '../../../common/links.ts';
import { css } from '../../../common/styles.ts';
import { moneyIn, supportPlanRows } from '../pricing-parts.tsx';
import { supportName } from './calculator-labels.ts';

const cards = css`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 280px), 1fr));
  margin: 8px 0 40px;
  padding: 0;
  list-style: none;
  > li {
    display: flex;
    flex-direction: column;
    gap: 8px;
    padding: 20px;
    border: 2px solid var(--tt-surface);
    border-radius: var(--tt-radius, 8px);
  }
  > li.recommended {
    border-color: var(--tt-primary);
  }
  .head {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: 4px 16px;
  }
  h2 {
    margin: 0;
    font-size: 1.3rem;
  }
  .price {
    font-size: 1.5rem;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  .badge {
    align-self: flex-start;
    padding: 2px 10px;
    border-radius: 999px;
    background: var(--tt-primary);
    color: var(--tt-on-primary);
    font-size: 0.85rem;
    font-weight: 700;
  }
  .once,
  .for {
    margin: 0;
    color: var(--tt-muted-text);
  }
  ul {
    margin: 0;
    padding-inline-start: 20px;
  }
  ul li {
    margin: 6px 0;
  }
  .cta {
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: 48px;
    margin-top: auto;
    padding: 0 16px;
    border: 2px solid var(--tt-primary);
    border-radius: var(--tt-radius, 8px);
    color: var(--tt-link, var(--tt-primary));
    font-weight: 700;
    text-decoration: none;
  }
  .recommended .cta {
    background: var(--tt-primary);
    color: var(--tt-on-primary);
  }
`;

/**
 * The support plans as cards, each name beside its price (they were 1,000 px apart),
 * who it is for, what it includes (content/pricing/plans.json) and its next step; the plan for a
 * first event is marked and carries the screen's one filled button.
 */
export function SupportPlanCards(props: {
  content: PlanContent;
  brand: 'default' | 'cofi';
  currency: Currency;
  link: LinkContext;
}) {
  const t = useT();
  const money = moneyIn(props.currency, usePageLocale());
  return (
    <ul className={cards} data-testid="support-plans">
      {supportPlanRows().map((row) => {
        const copy = props.content.supportPlans[props.brand].find((s) => s.plan === row.plan);
        if (!copy) return null;
        const recommended = row.plan === props.content.recommendedSupportPlan;
        const price = row.prices[props.currency];
        return (
          <li key={row.key} className={recommended ? 'recommended' : undefined}>
            <div className="head">
              <h2>{supportName(t, row.plan as SupportPlan)}</h2>
              <span className="price">{price ? money(price) : t('pricing.support.free')}</span>
            </div>
            {recommended && <span className="badge">{t('pricing.support.recommended')}</span>}
            <p className="once">{price ? t('pricing.oncePerOrder') : t('pricing.support.withEvery')}</p>
            <p className="for">{copy.for}</p>
            <ul>
              {copy.includes.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <a className="cta" href={buildHref(copy.cta.href, props.link)}>
              {copy.cta.label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
