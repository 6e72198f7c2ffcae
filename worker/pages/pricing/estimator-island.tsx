import PricingEstimator from '../../../client/islands/pricing-estimator.tsx';
import { Island } from '../../../common/islands/island.tsx';
import { calculatorRows } from '../../../common/islands/price-calculator-model.ts';
import { KEPT_PARAMS } from '../../../common/links.ts';
import type { Currency } from '../../../common/pricing/currency.ts';
import {
  BILLING_PARAM,
  BILLINGS,
  ESTIMATE_PARAMS,
  estimateFromQuery,
  hasEstimateInputs,
  type Billing,
} from '../../../common/pricing/estimate.ts';
import type { PlanContent } from '../../../common/pricing/plan-content-schema.ts';
import { LICENSE_LABELS } from '../../../common/pricing/price-list-schema.ts';
import { priceList } from '../../pricing/price-list.ts';
import type { PageContext } from '../page-context.ts';
import { estimatorLabels } from './estimator-labels.ts';

/** Page parameters the estimator's GET form carries besides its own fields. */
const CARRIED = ['currency', 'mode', ...KEPT_PARAMS] as const;

/** What a billing link keeps: the page's own parameters, the estimate and the previews; never `utm_*` and the like. */
const KEPT_ON_SWITCH: ReadonlySet<string> = new Set([...CARRIED, ...ESTIMATE_PARAMS]);

/** The page's URL with `billing` set: a link of the billing switch (the page's own and preview parameters kept). */
export function billingHref(url: URL, billing: Billing): string {
  const query = new URLSearchParams([...url.searchParams].filter(([name]) => KEPT_ON_SWITCH.has(name)));
  query.set(BILLING_PARAM, billing);
  return `${url.pathname}?${query.toString()}`;
}

/**
 * The estimator island with the estimate the URL asks for (validated and clamped), so the server
 * HTML already shows the total (GET form, no JavaScript) and hydration changes nothing.
 */
export function EstimatorIsland({
  ctx,
  currency,
  content,
}: {
  ctx: PageContext;
  currency: Currency;
  content: PlanContent;
}) {
  const query = ctx.url.searchParams;
  const hidden: [string, string][] = CARRIED.flatMap((name) => {
    const value = name === 'currency' ? currency : query.get(name);
    return value === null ? [] : [[name, value.slice(0, 256)] as [string, string]];
  });
  const props = {
    rows: calculatorRows(priceList),
    currency,
    today: ctx.now.toISOString().slice(0, 10),
    initial: estimateFromQuery(query, content.recommended),
    fromQuery: hasEstimateInputs(query),
    plans: content.plans.map((p) => ({ license: p.license, name: LICENSE_LABELS[p.license] })),
    billingHrefs: Object.fromEntries(BILLINGS.map((b) => [b, billingHref(ctx.url, b)])) as Record<Billing, string>,
    hidden,
    labels: estimatorLabels(ctx.t, ctx.pageLocale),
  };
  return <Island name="pricing-estimator" component={PricingEstimator} props={props} />;
}
