import { SUPPORT_LABELS } from '../../common/pricing/price-list-schema.ts';
import { CallsToAction, PageIntro, Prose } from '../ui/prose.tsx';
import type { PageProps } from './page-props.ts';
import { CurrencySwitcher, moneyIn, priceTable, pricingCurrency, supportPlanRows } from './pricing-parts.tsx';
import type { RouteDeclaration } from './page-module.ts';
import { AppLeaderboard } from './page-visuals.tsx';

export const route = {
  name: 'support-plans',
  paths: ['/pricing/support-plans'],
  brands: ['default', 'cofi'],
  content: 'copy',
  cachedParams: ['currency'],
} as const satisfies RouteDeclaration;

/** /pricing/support-plans: the support plans of the price list with their one-off prices, and the route's copy. */
export function SupportPlansPage({ ctx, page }: PageProps) {
  const currency = pricingCurrency(ctx);
  const money = moneyIn(currency);
  const tenant = ctx.resolved.tenant;
  const plans = supportPlanRows();
  return (
    <>
      <PageIntro page={page} tenant={tenant} visual={<AppLeaderboard lang={ctx.locale} />} />
      <CurrencySwitcher ctx={ctx} currency={currency} />
      <table className={priceTable} data-testid="support-plans">
        <caption>Support plans, once per order, in {currency}</caption>
        <thead>
          <tr>
            <th scope="col">Plan</th>
            <th scope="col" className="num">
              Price
            </th>
          </tr>
        </thead>
        <tbody>
          {plans.map((p) => (
            <tr key={p.key}>
              <th scope="row">{SUPPORT_LABELS[p.plan as keyof typeof SUPPORT_LABELS]}</th>
              <td className="num">{p.prices[currency] ? money(p.prices[currency]) : `Included (${money(0)})`}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Prose html={page.html} tenant={tenant} ctx={ctx} />
      <CallsToAction page={page} ctx={ctx} />
    </>
  );
}

export default SupportPlansPage;
