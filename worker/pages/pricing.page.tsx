import { routeCopy } from '../content/route-copy.ts';
import { CONTENT } from '../content/built-content.ts';
import type { CompiledPage } from '../content/compiled-page.ts';
import { baseTenantOf } from '../tenants/registry.ts';
import { LICENSE_LABELS, SUPPORT_LABELS, type SupportPlan } from '../../common/pricing/price-list-schema.ts';
import { CallsToAction, PageIntro, Prose } from '../ui/prose.tsx';
import { PlanComparison } from '../ui/illustrations/plan-comparison.tsx';
import { planComparisonFromPriceList } from '../ui/illustrations/gallery-data.ts';
import { css } from '../../common/styles.ts';
import type { PageContext } from './page-context.ts';
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
  rowsOfType,
  supportPlanRows,
  unitPrice,
} from './pricing-parts.tsx';
import type { RouteDeclaration } from './page-module.ts';
import type { Thing } from 'schema-dts';
import { priceList } from '../pricing/price-list.ts';
import type { PageFacts } from '../structured-data/page-facts.ts';
import { platformProduct } from '../structured-data/price-offers.ts';

export const route = {
  name: 'pricing',
  paths: ['/pricing'],
  brands: ['default', 'cofi'],
  content: 'copy',
  meta: { showChat: true },
  cachedParams: ['currency', 'mode'],
} as const satisfies RouteDeclaration;

const grid = css`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  margin: 24px 0;
  section {
    border: 2px solid var(--tt-surface);
    border-radius: var(--tt-radius, 8px);
    padding: 20px;
    background: var(--tt-background);
  }
  h3 {
    margin: 0 0 8px;
  }
  .price {
    font-size: 1.8rem;
    font-weight: 700;
    margin: 0;
  }
  .unit {
    color: var(--tt-muted-text);
    margin: 0 0 8px;
  }
`;

/** The platform as a `Product` with an offer per plan and currency, priced on the request's day as the page is. */
export function structuredData(ctx: PageContext, facts: PageFacts): Thing[] {
  return [platformProduct(ctx.resolved.tenant, priceList, ctx.now, facts)];
}

/** `/pricing?mode=afterTrial` is where `/r/go/start-event` sends an organiser whose trial ended. */
export const AFTER_TRIAL_MODE = 'afterTrial';

/** The after-trial copy (content/pages/pricing-after-trial.md) when the page is in that mode, else undefined. */
function afterTrialCopy(ctx: PageContext): CompiledPage | undefined {
  if (ctx.url.searchParams.get('mode') !== AFTER_TRIAL_MODE) return undefined;
  return routeCopy(CONTENT, 'pricing-after-trial', ctx.resolved.id, baseTenantOf(ctx.resolved.id));
}

/**
 * /pricing: the route's copy (or, with `?mode=afterTrial`, the heading, next steps and calls to
 * action for an organiser whose trial ended), then every plan, one-time event, support plan and add-on of the
 * price list, in the visitor's currency, and the price calculator.
 */
export function PricingPage({ ctx, page }: PageProps) {
  const currency = pricingCurrency(ctx);
  const money = moneyIn(currency);
  const tenant = ctx.resolved.tenant;
  const afterTrial = afterTrialCopy(ctx);
  const copy = afterTrial ?? page;
  return (
    <>
      <div data-testid={afterTrial ? 'after-trial' : undefined}>
        <PageIntro page={copy} tenant={tenant} visual={<PlanComparison {...planComparisonFromPriceList()} />} />
        <Prose html={copy.html} tenant={tenant} ctx={ctx} />
        {afterTrial && <CallsToAction page={afterTrial} ctx={ctx} />}
      </div>
      <CurrencySwitcher ctx={ctx} currency={currency} />
      <CalculatorIsland ctx={ctx} currency={currency} />
      <h2>Subscriptions</h2>
      <div className={grid} data-testid="plans">
        {rowsOfType('subscription')
          .filter((p) => p.license)
          .map((p) => (
            <section key={p.key}>
              <h3>{LICENSE_LABELS[p.license!]}</h3>
              <p className="price">{money(unitPrice(p, currency, ctx.now))}</p>
              <p className="unit">per participant per month</p>
              {p['prices-annual'] && (
                <p>
                  {money(p['prices-annual'][currency])} per participant per year, billed yearly
                  {p['annual-discount'] ? ` (${p['annual-discount']} % off)` : ''}
                </p>
              )}
            </section>
          ))}
      </div>
      <h2>One-time events</h2>
      <table className={priceTable} data-testid="one-time">
        <thead>
          <tr>
            <th>Licence</th>
            <th className="num">Per participant</th>
            <th className="num">Extend by a quarter</th>
          </tr>
        </thead>
        <tbody>
          {rowsOfType('one-time').map((p) => {
            const extension = p.license && licenseRow(p.license, 'extension');
            return (
              <tr key={p.key}>
                <td>{p.license ? LICENSE_LABELS[p.license] : p.name}</td>
                <td className="num">{money(p.prices[currency])}</td>
                <td className="num">{extension ? money(extension.prices[currency]) : <NotOffered />}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <h2>Support plans</h2>
      <table className={priceTable} data-testid="support">
        <thead>
          <tr>
            <th>Plan</th>
            <th className="num">One-off</th>
          </tr>
        </thead>
        <tbody>
          {supportPlanRows().map((p) => (
            <tr key={p.key}>
              <td>{SUPPORT_LABELS[p.plan as SupportPlan] ?? p.name}</td>
              <td className="num">{money(p.prices[currency])}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>Add-ons</h2>
      <table className={priceTable} data-testid="add-ons">
        <thead>
          <tr>
            <th>Add-on</th>
            <th className="num">Price</th>
            <th>Billed</th>
          </tr>
        </thead>
        <tbody>
          {addOnRows().map((p) => (
            <tr key={p.key}>
              <td>{p.name}</td>
              <td className="num">{money(p.prices[currency])}</td>
              <td>{addOnUnit(p)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <CallsToAction page={copy} ctx={ctx} />
    </>
  );
}

export default PricingPage;
