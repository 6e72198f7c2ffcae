import PricingEstimator from '../../../client/islands/pricing-estimator.tsx';
import { Island } from '../../../common/islands/island.tsx';
import { calculatorRows } from '../../../common/islands/price-calculator-model.ts';
import { buildHref, KEPT_PARAMS } from '../../../common/links.ts';
import { localizeHref } from '../../../common/i18n/locales.ts';
import type { Currency } from '../../../common/pricing/currency.ts';
import {
  BILLING_PARAM,
  estimateFromQuery,
  estimateQuery,
  hasEstimateInputs,
  type Estimate,
} from '../../../common/pricing/estimate.ts';
import type { PlanContent } from '../../../common/pricing/plan-content-schema.ts';
import { LICENSE_LABELS } from '../../../common/pricing/price-list-schema.ts';
import { priceList } from '../../pricing/price-list.ts';
import type { PageContext } from '../../page-context.ts';
import { estimatorLabels } from './estimator-labels.ts';

/** Page parameters the estimator's GET form and the switches carry besides the estimate. */
const CARRIED = ['currency', 'mode', ...KEPT_PARAMS] as const;

/** What the page asks for: the estimate, whether the URL had one, the parameters carried along. */
export interface PricingQuery {
  estimate: Estimate;
  fromQuery: boolean;
  /** The page's own and preview parameters in the URL (currency, mode, tenant…), never `utm_*` and the like. */
  kept: [string, string][];
  /** What the GET form carries besides its fields: the page's currency and the kept parameters. */
  hidden: [string, string][];
  /** What every switch link carries: the whole estimate once there is one, else the billing if set. */
  carried: URLSearchParams;
}

export function pricingQuery(ctx: PageContext, currency: Currency, content: PlanContent): PricingQuery {
  const query = ctx.url.searchParams;
  const estimate = estimateFromQuery(query, content.recommended);
  const fromQuery = hasEstimateInputs(query);
  const kept: [string, string][] = CARRIED.flatMap((name) => {
    const value = query.get(name);
    return value === null ? [] : [[name, name === 'currency' ? currency : value.slice(0, 256)] as [string, string]];
  });
  // The form sends the currency the page shows, whether the URL or the visitor's country chose it.
  const hidden: [string, string][] = [['currency', currency], ...kept.filter(([name]) => name !== 'currency')];
  const carried = fromQuery ? estimateQuery(estimate) : new URLSearchParams();
  if (!fromQuery && query.has(BILLING_PARAM)) carried.set(BILLING_PARAM, estimate.billing);
  return { estimate, fromQuery, kept, hidden, carried };
}

/**
 * The estimator island with the estimate the URL asks for, so the server HTML already shows the
 * total or the refusal (GET form, no JavaScript) and hydration changes nothing.
 */
export function EstimatorIsland({
  ctx,
  currency,
  content,
  query,
}: {
  ctx: PageContext;
  currency: Currency;
  content: PlanContent;
  query: PricingQuery;
}) {
  const props = {
    rows: calculatorRows(priceList),
    currency,
    today: ctx.now.toISOString().slice(0, 10),
    initial: query.estimate,
    fromQuery: query.fromQuery,
    plans: content.plans.map((p) => ({ license: p.license, name: LICENSE_LABELS[p.license] })),
    hidden: query.hidden,
    // The island renders this link itself when a count crosses the line, after the page's links
    // were localised: it carries the page's locale already (`/de/contact…`; every brand has /contact).
    labels: estimatorLabels(
      ctx.t,
      ctx.pageLocale,
      localizeHref(buildHref('/contact?topic=pricing', ctx), ctx.pageLocale),
    ),
  };
  // On a first touch: React's renderer is most of a page's script, and the form prices without it.
  return <Island name="pricing-estimator" component={PricingEstimator} props={props} when="interaction" />;
}
