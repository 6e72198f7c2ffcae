import * as z from '../zod-mini.ts';
import { BILLINGS, type Billing } from '../islands/price-calculator-model.ts';
import { calculatePrice, type PriceInput, type PriceResult } from './calculate.ts';
import type { Currency } from './currency.ts';
import { LICENSES, type License, type PriceList } from './price-list-schema.ts';

/**
 * The pricing page's estimator and billing switch, as query parameters: `billing` (monthly,
 * yearly, one-time), `plan`, `participants`, `months`, `years`. Read the same way by the server
 * (a GET form without JavaScript) and the island, and priced by `calculatePrice`, so the
 * estimator, the calculator dialog and the cards never disagree.
 *
 * Junk never reaches a price: a value that is not one of ours takes the default, and numbers are
 * rounded and clamped into the range `calculatePrice` accepts (a shared link with
 * `participants=1e9` shows the largest estimate, not an error page).
 */

export { BILLINGS, type Billing };

/** The estimator's query parameters (never cached: worker/pages/pricing.page.tsx). */
export const ESTIMATE_PARAMS = ['plan', 'participants', 'months', 'years'] as const;
export const BILLING_PARAM = 'billing';

export const LIMITS = {
  participants: { min: 1, max: 100_000, default: 100 },
  months: { min: 1, max: 120, default: 3 },
  years: { min: 1, max: 10, default: 1 },
} as const;

/** Plans by the name a buyer reads in a shared link (`plan=pro`), any case. */
const PLAN_SLUGS: Record<string, License> = {
  essentials: 'LIGHT',
  starter: 'BASIC',
  pro: 'PRO',
  enterprise: 'ENTERPRISE',
};
export const planSlug = (license: License) => Object.keys(PLAN_SLUGS).find((k) => PLAN_SLUGS[k] === license)!;

export interface Estimate {
  plan: License;
  billing: Billing;
  participants: number;
  months: number;
  years: number;
}

/** A number from text, rounded and clamped; anything that is not a finite number gives the default. */
const clamped = (limit: { min: number; max: number; default: number }) =>
  z.catch(
    z.pipe(
      z.pipe(
        z.pipe(
          z.string().check(z.trim(), z.maxLength(20)),
          z.transform((raw) => Number(raw)),
        ),
        z.number(),
      ),
      z.transform((n) => Math.min(limit.max, Math.max(limit.min, Math.round(n)))),
    ),
    limit.default,
  );

/** A plan by its name (`pro`) or licence (`PRO`), any case; undefined when it names none. */
export function planByName(raw: string | null | undefined): License | undefined {
  const value = raw?.trim() ?? '';
  const license = PLAN_SLUGS[value.toLowerCase()] ?? value.toUpperCase();
  return (LICENSES as readonly string[]).includes(license) ? (license as License) : undefined;
}
const planFrom = (raw: string | undefined, fallback: License): License => planByName(raw) ?? fallback;

// Schemas are built on first use, not when the module loads (common/zod-mini.ts).
const EstimateQuery = /* @__PURE__ */ z.lazy(() =>
  z.object({
    billing: z.catch(z.enum(BILLINGS), 'monthly'),
    participants: clamped(LIMITS.participants),
    months: clamped(LIMITS.months),
    years: clamped(LIMITS.years),
  }),
);

/** `billing` from the query when it is one of ours, else monthly. */
export function billingFromQuery(query: URLSearchParams): Billing {
  const value = query.get(BILLING_PARAM);
  return (BILLINGS as readonly string[]).includes(value ?? '') ? (value as Billing) : 'monthly';
}

/**
 * The estimate a URL asks for, each value validated and clamped; defaults without a query
 * (Pro, monthly, 100 participants for 3 months).
 *
 * @example
 * estimateFromQuery(new URLSearchParams('plan=starter&participants=250&months=abc&billing=nope'))
 * // { plan: 'BASIC', billing: 'monthly', participants: 250, months: 3, years: 1 }
 */
export function estimateFromQuery(query: URLSearchParams, recommended: License = 'PRO'): Estimate {
  const read = (key: string) => query.get(key) ?? undefined;
  const parsed = EstimateQuery.parse({
    billing: read(BILLING_PARAM),
    participants: read('participants'),
    months: read('months'),
    years: read('years'),
  });
  return { plan: planFrom(read('plan'), recommended), ...parsed };
}

/** Whether the URL carries estimator inputs (the page is then rendered for this visitor, not cached). */
export const hasEstimateInputs = (query: URLSearchParams) => ESTIMATE_PARAMS.some((k) => query.has(k));

/** The query string of an estimate (for the shareable URL), in a stable order. */
export function estimateQuery(estimate: Estimate): URLSearchParams {
  const q = new URLSearchParams();
  q.set(BILLING_PARAM, estimate.billing);
  q.set('plan', planSlug(estimate.plan));
  q.set('participants', String(estimate.participants));
  if (estimate.billing === 'monthly') q.set('months', String(estimate.months));
  if (estimate.billing === 'yearly') q.set('years', String(estimate.years));
  return q;
}

/** The `calculatePrice` input of an estimate: the licence alone, Self-service support, no add-ons. */
export function estimateInput(estimate: Estimate, currency: Currency): PriceInput {
  const duration: PriceInput['duration'] =
    estimate.billing === 'monthly'
      ? { kind: 'monthly', months: estimate.months }
      : estimate.billing === 'yearly'
        ? { kind: 'yearly', years: estimate.years }
        : { kind: 'one-time' };
  return { license: estimate.plan, participants: estimate.participants, duration, currency };
}

/**
 * The estimate's total, from `calculatePrice`.
 *
 * @example
 * estimateTotal({ plan: 'PRO', billing: 'yearly', participants: 50, months: 3, years: 1 }, 'GBP', priceList, '2026-11-26').total
 * // '£867.50' (50 × £17.35)
 */
export function estimateTotal(estimate: Estimate, currency: Currency, list: PriceList, today: string): PriceResult {
  return calculatePrice(estimateInput(estimate, currency), list, today);
}
