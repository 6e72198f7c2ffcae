import type { ReactNode } from 'react';
import type { Thing } from 'schema-dts';
import { routeCopy } from '../content/route-copy.ts';
import { CONTENT } from '../content/built-content.ts';
import type { CompiledPage } from '../content/compiled-page.ts';
import type { SiteContent } from '../content/site-content-types.ts';
import { baseTenantOf } from '../tenants/registry.ts';
import { CallsToAction, Prose, fillPlaceholders } from '../ui/prose.tsx';
import type { PageContext } from '../page-context.ts';
import type { PageProps } from './page-props.ts';
import { pricingCurrency } from './pricing-parts.tsx';
import type { FixedAction, RouteDeclaration } from './page-module.ts';
import { priceList } from '../pricing/price-list.ts';
import { planContentIn } from '../pricing/plan-content.ts';
import type { PageFacts } from '../structured-data/page-facts.ts';
import { platformProduct } from '../structured-data/price-offers.ts';
import { tenantCopy } from '../i18n/tenant-copy.ts';
import { EstimatorIsland, pricingQuery } from './pricing/estimator-island.tsx';
import { PricingSwitches } from './pricing/pricing-switches.tsx';
import { PlanCards } from './pricing/plan-cards.tsx';
import { PlanComparisonTable } from './pricing/plan-comparison-table.tsx';
import { AddOns, SupportPlanRows } from './pricing/price-rows.tsx';
import { PricingProof } from './pricing/pricing-proof.tsx';
import { faqStructuredData, PricingFaq } from './pricing/pricing-faq.tsx';
import { trustCentrePath } from '../trust/trust-centre-path.ts';
import { firstScreen, extrasGrid, estimatorSection, closingGrid } from './pricing/pricing-layout.ts';
import { srOnly } from './pricing/pricing-styles.ts';
import { buildHref } from '../../common/links.ts';
import { salesPagesOf } from '../tenants/sales-pages.ts';
import { EmployerPath } from './pricing/employer-path.tsx';
import { ProcurementFacts } from './pricing/procurement-facts.tsx';
import { employerWords } from '../i18n/employer-words.ts';
import { MessagesProvider } from '../i18n/messages-context.tsx';
import type { MessageKey } from '../i18n/messages.ts';

/** The price sheet's headings a brand sold to employers words for HR, finance and IT (`…Employer` twins). */
const EMPLOYER_HEADINGS: readonly MessageKey[] = [
  'pricing.estimator.heading',
  'pricing.faq.heading',
  'pricing.proof.heading',
];

export const route = {
  name: 'pricing',
  paths: ['/pricing'],
  brands: ['default', 'cofi'],
  content: 'copy',
  meta: { showChat: true },
  cachedParams: ['currency', 'mode', 'billing'],
  cachedParamValues: {
    currency: ['USD', 'EUR', 'GBP'],
    mode: ['afterTrial'],
    billing: ['monthly', 'yearly', 'one-time'],
  },
} as const satisfies RouteDeclaration;

/** The platform as a `Product` with an offer per plan and currency, and the FAQ, as the page shows them. */
export function structuredData(ctx: PageContext, facts: PageFacts): Thing[] {
  return [
    // The description in the page's language, as the page's meta description is (tenant-copy.ts).
    platformProduct(
      { ...ctx.resolved.tenant, description: tenantCopy(ctx.resolved.tenant, ctx.pageLocale, 'description') },
      priceList,
      ctx.now,
      facts,
      (plan, billing) => ctx.t(`pricing.offer.${billing}`, { plan }),
    ),
    faqStructuredData(
      planContentIn(ctx.pageLocale),
      ctx.resolved.tenant.routeSet,
      priceList,
      pricingCurrency(ctx),
      trustCentrePath(ctx.resolved.tenant),
      ctx.pageLocale,
    ),
  ];
}

/** `/pricing?mode=afterTrial` is where `/r/go/start-event` sends an organiser whose trial ended. */
export const AFTER_TRIAL_MODE = 'afterTrial';

/** The after-trial copy (content/pages/pricing-after-trial.md) when the page is in that mode, else undefined. */
function afterTrialCopy(ctx: PageContext): CompiledPage | undefined {
  if (ctx.url.searchParams.get('mode') !== AFTER_TRIAL_MODE) return undefined;
  const copyIn = (content: Pick<SiteContent, 'pages'>) =>
    routeCopy(content as SiteContent, 'pricing-after-trial', ctx.resolved.id, baseTenantOf(ctx.resolved.id));
  const english = copyIn(CONTENT);
  // On a translated page, the translation of the same file English shows (pricing-after-trial.de.md).
  const pages =
    ctx.pageLocale === 'en' || !ctx.translated ? undefined : CONTENT[`translations:${ctx.pageLocale}`]?.pages;
  const translated = pages && copyIn({ pages });
  const slugOf = (page: CompiledPage | undefined) => (page as { slug?: string } | undefined)?.slug;
  return translated && slugOf(translated) === slugOf(english) ? translated : english;
}

/**
 * The fixed corner's next step: in after-trial mode the page's own (check out), never "Start a
 * free trial" to an organiser whose trial ended; otherwise the tenant's primary action.
 */
export function fixedAction(ctx: PageContext): FixedAction | undefined {
  const first = afterTrialCopy(ctx)?.cta?.[0];
  return first ? { label: first.label, path: first.href } : undefined;
}

/**
 * /pricing, in the order a buyer asks: the first screen answers "what does each plan cost?" (the
 * heading, one line, the billing and currency switches and every plan's card with its price and
 * its own next step, the page's one primary action); then the one price tool, the estimator, with
 * support and add-ons as its details; the comparison; add-ons and support plans; proof; the FAQ.
 * With `?mode=afterTrial` the heading and steps are those for an organiser whose trial ended, and
 * every card leads to checkout. A brand sold to employers (`salesPages.pricing: per-employee`)
 * reads as a price sheet (`data-composition`, worker/ui/base-styles.ts): under the plans, the estimator
 * (what a group would pay, next to the prices it starts from), the comparison, the procurement facts, the price's unit with the formal quote for a whole company, the
 * add-ons and support plans, the questions (closed by the route's copy, when it has any), then its customers,
 * each a numbered row.
 * Estimator inputs in the query make the page uncached (not a
 * `cachedParams` entry), so shared quotes cannot flood the HTML cache.
 */
export function PricingPage({ ctx, page }: PageProps) {
  const currency = pricingCurrency(ctx);
  const tenant = ctx.resolved.tenant;
  const afterTrial = afterTrialCopy(ctx);
  const copy = afterTrial ?? page;
  const planContent = planContentIn(ctx.pageLocale);
  const query = pricingQuery(ctx, currency, planContent);
  const billing = query.estimate.billing;
  const perEmployee = salesPagesOf(tenant).pricing === 'per-employee';
  // The price sheet's section headings speak to HR, finance and IT.
  const t = perEmployee ? employerWords(ctx.t, EMPLOYER_HEADINGS) : ctx.t;
  const inHeader = fixedAction(ctx)?.path ?? tenant.primaryAction.path;
  const actions = <CallsToAction page={copy} ctx={ctx} secondary="link" inHeader={inHeader} />;
  const prose = !afterTrial && <Prose html={page.html} tenant={tenant} ctx={ctx} />;
  const faqOf = (closing?: ReactNode) => (
    <PricingFaq
      content={planContent}
      brand={tenant.routeSet}
      list={priceList}
      currency={currency}
      link={ctx}
      trustCentre={trustCentrePath(ctx.resolved.tenant)}
    >
      {closing}
    </PricingFaq>
  );
  const estimator = (
    <div className={estimatorSection}>
      <EstimatorIsland ctx={{ ...ctx, t }} currency={currency} content={planContent} query={query} />
    </div>
  );
  const addOns = <AddOns currency={currency} />;
  const supportPlans = (
    <SupportPlanRows
      currency={currency}
      content={planContent}
      brand={tenant.routeSet}
      moreHref={buildHref('/pricing/support-plans', ctx)}
      moreLabel={ctx.t('pricing.support.more')}
    />
  );
  const proof = <PricingProof tenantId={ctx.resolved.id} />;
  return (
    <>
      <div className={firstScreen} data-testid={afterTrial ? 'after-trial' : undefined}>
        <h1>{fillPlaceholders(copy.title, tenant)}</h1>
        <p className="lead">{fillPlaceholders(copy.description, tenant)}</p>
        {afterTrial && <Prose html={afterTrial.html} tenant={tenant} ctx={ctx} />}
      </div>
      <PricingSwitches ctx={ctx} currency={currency} billing={billing} query={query} />
      <h2 className={srOnly}>{ctx.t('pricing.plansHeading')}</h2>
      <PlanCards
        content={planContent}
        brand={tenant.routeSet}
        currency={currency}
        billing={billing}
        today={ctx.now}
        afterTrial={!!afterTrial}
        link={ctx}
      />
      {perEmployee ? (
        <MessagesProvider value={t}>
          <div data-composition="sheet">
            {estimator}
            <PlanComparisonTable content={planContent} />
            <ProcurementFacts content={planContent} currency={currency} />
            <EmployerPath t={t} actions={actions} />
            {addOns}
            {supportPlans}
            {faqOf(prose)}
            {proof}
          </div>
        </MessagesProvider>
      ) : (
        <>
          {estimator}
          <PlanComparisonTable content={planContent} />
          <div className={extrasGrid}>
            {addOns}
            {supportPlans}
          </div>
          {proof}
          <div className={closingGrid} data-testid="pricing-closing">
            {faqOf()}
            <div>
              {prose}
              {actions}
            </div>
          </div>
        </>
      )}
    </>
  );
}

export default PricingPage;
