/**
 * A brand sold to employers (`salesPages.pricing: per-employee`): after the estimator, the facts a
 * procurement or finance reviewer checks, as a spec list: ordering and invoices, currencies and tax,
 * single sign-on, data residency and contract terms (plan content, in the page's language), the
 * add-ons' prices from the price list.
 */
import type { Currency } from '../../../common/pricing/currency.ts';
import { css } from '../../../common/styles.ts';
import { usePageLocale } from '../../i18n/messages-context.tsx';
import { fillPrices, type PlanContent } from '../../../common/pricing/plan-content-schema.ts';
import { priceList } from '../../pricing/price-list.ts';
import { moneyIn } from '../pricing-parts.tsx';

/** Each fact a row of the sheet: its name in a column of its own from 700 px, hairlines between. */
const specList = css`
  margin: 0;
  > div {
    display: grid;
    gap: 2px 24px;
    padding-block: 10px;
    border-block-end: 1px solid var(--tt-edge);
  }
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
  }
  @media (min-width: 700px) {
    > div {
      grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
    }
  }
`;

/** The facts (content/pricing/plans.json `procurement`), their `{{price:key}}` in the page's currency. */
export function ProcurementFacts({ content, currency }: { content: PlanContent; currency: Currency }) {
  const money = moneyIn(currency, usePageLocale());
  const { heading, facts } = content.procurement;
  return (
    <section aria-labelledby="procurement-facts" data-kicker>
      <h2 id="procurement-facts">{heading}</h2>
      <dl className={specList}>
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fillPrices(fact.text, priceList, (row) => money(row.prices[currency]))}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
