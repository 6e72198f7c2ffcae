import { CallsToAction, fillPlaceholders, Prose } from '../ui/prose.tsx';
import type { PageProps } from './page-props.ts';
import { CurrencySwitcher, pricingCurrency } from './pricing-parts.tsx';
import type { RouteDeclaration } from './page-module.ts';
import { planContentIn } from '../pricing/plan-content.ts';
import { SupportPlanCards } from './pricing/support-plan-cards.tsx';
import { pageIntro } from './pricing/pricing-layout.ts';

export const route = {
  name: 'support-plans',
  paths: ['/pricing/support-plans'],
  brands: ['default', 'cofi'],
  content: 'copy',
  cachedParams: ['currency'],
  cachedParamValues: { currency: ['USD', 'EUR', 'GBP'] },
} as const satisfies RouteDeclaration;

/**
 * /pricing/support-plans: the heading and currency, then the three support plans as cards (name
 * beside price, what each includes, its next step), then the route's copy on choosing one.
 */
export function SupportPlansPage({ ctx, page }: PageProps) {
  const currency = pricingCurrency(ctx);
  const tenant = ctx.resolved.tenant;
  return (
    <>
      <div className={pageIntro}>
        <h1>{fillPlaceholders(page.title, tenant)}</h1>
        <p className="lead">{fillPlaceholders(page.description, tenant)}</p>
        <CurrencySwitcher ctx={ctx} currency={currency} />
      </div>
      <SupportPlanCards
        content={planContentIn(ctx.pageLocale)}
        brand={tenant.routeSet}
        currency={currency}
        link={ctx}
      />
      <Prose html={page.html} tenant={tenant} ctx={ctx} />
      <CallsToAction page={page} ctx={ctx} secondary="link" />
    </>
  );
}

export default SupportPlansPage;
