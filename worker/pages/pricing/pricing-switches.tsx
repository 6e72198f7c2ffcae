import { BILLINGS, switchHref, type Billing } from '../../../common/pricing/estimate.ts';
import { CURRENCIES, type Currency } from '../../../common/pricing/currency.ts';
import { segmented } from '../../../client/islands/parts/pricing-estimator-styles.ts';
import { css } from '../../../common/styles.ts';
import type { PageContext } from '../../page-context.ts';
import type { PricingQuery } from './estimator-island.tsx';

const bar = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 24px;
  margin: 0 0 16px;
  > nav:first-child {
    flex: 0 1 420px;
    margin: 0;
  }
`;
const currencies = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 12px;
    border-radius: var(--tt-radius, 8px);
  }
  /* Marked, not filled: a filled box would read as the screen's primary button. */
  a[aria-current='true'] {
    box-shadow: inset 0 0 0 2px var(--tt-primary);
    font-weight: 700;
  }
`;

/**
 * The billing and currency switches above the plan cards: links that carry every input of the
 * estimate (and the page's own and preview parameters), so a switch without JavaScript loses
 * nothing; with it the estimator island switches billing in place and keeps these links current.
 */
export function PricingSwitches({
  ctx,
  currency,
  billing,
  query,
}: {
  ctx: PageContext;
  currency: Currency;
  billing: Billing;
  query: PricingQuery;
}) {
  const href = (name: string, value: string) => switchHref(ctx.url.pathname, query.kept, query.carried, [name, value]);
  return (
    <div className={bar}>
      <nav className={segmented} aria-label={ctx.t('pricing.billing.label')} data-testid="billing-switch">
        {BILLINGS.map((b) => (
          <a
            key={b}
            href={href('billing', b)}
            data-switch="billing"
            data-value={b}
            aria-current={b === billing ? 'true' : 'false'}
          >
            {ctx.t(`pricing.billing.${b}`)}
          </a>
        ))}
      </nav>
      <nav className={currencies} aria-label={ctx.t('pricing.currency.label')} data-testid="currency-switch">
        <span>{ctx.t('pricing.currency.pricesIn')}</span>
        {CURRENCIES.map((c) => (
          <a
            key={c}
            href={href('currency', c)}
            data-switch="currency"
            data-value={c}
            aria-current={c === currency ? 'true' : undefined}
          >
            {c}
          </a>
        ))}
      </nav>
    </div>
  );
}
