import { formatSaving, yearlySaving } from '../../common/pricing/savings.ts';
import { CallsToAction, fillPlaceholders, Prose } from '../ui/prose.tsx';
import { css } from '../../common/styles.ts';
import { useT } from '../i18n/messages-context.tsx';
import type { PageProps } from './page-props.ts';
import { CurrencySwitcher, licenseRow, moneyIn, pricingCurrency, unitPrice } from './pricing-parts.tsx';
import type { RouteDeclaration } from './page-module.ts';
import { pageIntro } from './pricing/pricing-layout.ts';

export const route = {
  name: 'essentials-plan',
  paths: ['/pricing/essentials-plan'],
  brands: ['default', 'cofi'],
  content: 'copy',
  cachedParams: ['currency'],
  cachedParamValues: { currency: ['USD', 'EUR', 'GBP'] },
} as const satisfies RouteDeclaration;

const prices = css`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  margin: 16px 0 32px;
  padding: 0;
  list-style: none;
  li {
    border: 2px solid var(--tt-surface);
    border-radius: var(--tt-radius, 8px);
    padding: 20px;
    background: var(--tt-background);
  }
  .price {
    display: block;
    font-size: 1.8rem;
    font-weight: 700;
  }
  .unit {
    display: block;
    color: var(--tt-muted-text);
  }
`;

/**
 * /pricing/essentials-plan: the Essentials (LIGHT) licence's monthly and yearly price from the price
 * list and one next step in the first screen, then the route's copy (what it includes, when to move up).
 * The price lines are the pricing cards' words, in the page's language like the amounts beside them.
 */
export function EssentialsPlanPage({ ctx, page }: PageProps) {
  const t = useT();
  const currency = pricingCurrency(ctx);
  const money = moneyIn(currency, ctx.pageLocale);
  const tenant = ctx.resolved.tenant;
  const row = licenseRow('LIGHT', 'subscription');
  const yearly = row?.['prices-annual']?.[currency];
  const saving = row && yearlySaving(row, currency);
  return (
    <>
      <div className={pageIntro}>
        <h1>{fillPlaceholders(page.title, tenant)}</h1>
        <p className="lead">{fillPlaceholders(page.description, tenant)}</p>
        <CurrencySwitcher ctx={ctx} currency={currency} />
      </div>
      {row && (
        <ul
          className={prices}
          data-testid="essentials-prices"
          aria-label={`${t('pricing.currency.pricesIn')} ${currency}`}
        >
          <li>
            <span className="price">{money(unitPrice(row, currency, ctx.now))}</span>{' '}
            <span className="unit">{t('pricing.card.perMonth')}</span>
          </li>
          {yearly !== undefined && (
            <li>
              <span className="price">{money(yearly)}</span> <span className="unit">{t('pricing.card.perYear')}</span>
              {saving !== undefined && (
                <>
                  {' '}
                  <span className="unit">
                    {t('pricing.card.yearlySaving', { percent: formatSaving(saving, ctx.pageLocale) })}
                  </span>
                </>
              )}
            </li>
          )}
        </ul>
      )}
      <CallsToAction page={page} ctx={ctx} secondary="link" />
      <Prose html={page.html} tenant={tenant} ctx={ctx} />
      <CallsToAction page={page} ctx={ctx} secondary="link" />
    </>
  );
}

export default EssentialsPlanPage;
