import { LICENSE_LABELS, LICENSES, SUPPORT_LABELS } from '../../common/pricing/price-list-schema.ts';
import { CallsToAction, fillPlaceholders, Prose } from '../ui/prose.tsx';
import type { PageProps } from './page-props.ts';
import {
  addOnRows,
  addOnUnit,
  CalculatorIsland,
  CurrencySwitcher,
  licenseRow,
  moneyIn,
  NotOffered,
  priceTable,
  pricingCurrency,
  supportPlanRows,
  unitPrice,
} from './pricing-parts.tsx';
import type { RouteDeclaration } from './page-module.ts';
import { pageIntro } from './pricing/pricing-layout.ts';

export const route = {
  name: 'pricing-2024',
  paths: ['/pricing-2024'],
  brands: ['default'],
  content: 'copy',
  meta: { showChat: true },
  cachedParams: ['currency'],
  cachedParamValues: { currency: ['USD', 'EUR', 'GBP'] },
} as const satisfies RouteDeclaration;

/**
 * /pricing-2024: the price list at a glance. The licences side by side in one compact table
 * (monthly, yearly, one-time event and quarter extension, per participant), then add-ons and
 * support plans, in the visitor's currency; the currency switch and the price calculator come first,
 * the route's copy after the tables.
 */
export function Pricing2024Page({ ctx, page }: PageProps) {
  const currency = pricingCurrency(ctx);
  const money = moneyIn(currency, ctx.pageLocale);
  const tenant = ctx.resolved.tenant;
  const price = (cents: number | undefined) => (cents === undefined ? <NotOffered /> : money(cents));
  const supportPlans = supportPlanRows();
  return (
    <>
      <div className={pageIntro}>
        <h1>{fillPlaceholders(page.title, tenant)}</h1>
        <p className="lead">{fillPlaceholders(page.description, tenant)}</p>
        <CurrencySwitcher ctx={ctx} currency={currency} />
        <CalculatorIsland ctx={ctx} currency={currency} />
      </div>
      <table className={priceTable} data-testid="licence-comparison">
        <caption>Plans compared, per participant, in {currency}</caption>
        <thead>
          <tr>
            <th scope="col">Plan</th>
            <th scope="col" className="num">
              Monthly<span className="unit">per month</span>
            </th>
            <th scope="col" className="num">
              Yearly<span className="unit">per year, billed yearly</span>
            </th>
            <th scope="col" className="num">
              One-time event<span className="unit">per event</span>
            </th>
            <th scope="col" className="num">
              Extension<span className="unit">per extra quarter</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {LICENSES.map((license) => {
            const subscription = licenseRow(license, 'subscription');
            const oneTime = licenseRow(license, 'one-time');
            const extension = licenseRow(license, 'extension');
            if (!subscription && !oneTime) return null;
            return (
              <tr key={license}>
                <th scope="row">{LICENSE_LABELS[license]}</th>
                <td className="num">{price(subscription && unitPrice(subscription, currency, ctx.now))}</td>
                <td className="num">{price(subscription?.['prices-annual']?.[currency])}</td>
                <td className="num">{price(oneTime?.prices[currency])}</td>
                <td className="num">{price(extension?.prices[currency])}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <table className={`${priceTable} narrow`} data-testid="extras-comparison">
        <caption>Add-ons and support plans, in {currency}</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col" className="num">
              Price
            </th>
            <th scope="col">Billed</th>
          </tr>
        </thead>
        <tbody>
          {addOnRows().map((p) => (
            <tr key={p.key}>
              <th scope="row">{p.name}</th>
              <td className="num">{money(p.prices[currency])}</td>
              <td>{addOnUnit(p, ctx.t)}</td>
            </tr>
          ))}
          {supportPlans.map((p) => (
            <tr key={p.key}>
              <th scope="row">Support: {SUPPORT_LABELS[p.plan as keyof typeof SUPPORT_LABELS]}</th>
              <td className="num">{money(p.prices[currency])}</td>
              <td>once per order</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Prose html={page.html} tenant={tenant} ctx={ctx} />
      <CallsToAction page={page} ctx={ctx} secondary="link" />
    </>
  );
}

export default Pricing2024Page;
