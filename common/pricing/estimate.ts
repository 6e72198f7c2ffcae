import { BILLINGS, type Billing } from '../islands/price-calculator-model.ts';
import { calculatePrice, type PriceInput, type PriceResult } from './calculate.ts';
import type { Currency } from './currency.ts';
import { LICENSES, SUPPORT_PLANS, type License, type PriceList, type SupportPlan } from './price-list-schema.ts';

/**
 * The pricing page's one price tool, as query parameters: `billing` (monthly, yearly, one-time),
 * `plan`, `participants`, `months`, `years`, and its details: `quarters` (a one-time event's
 * extension), `support`, `retention` (months), `sso`, `dpa`, `badges`. Read the same way by the
 * server (a GET form without JavaScript) and the island, judged by `estimateProblems` (one rule
 * for both) and priced by `calculatePrice`, so every total on the page is the same.
 *
 * Counts stay as typed: 0, −5, "abc" or more than the maximum are refused next to their field,
 * never priced as something else. A plan, billing or support plan that is not one of ours takes
 * the default (a link cannot ask for a plan we do not sell).
 */

export { BILLINGS, type Billing };

export const BILLING_PARAM = 'billing';

/** The counts a buyer types, with their bounds and the value a fresh page shows. */
export const LIMITS = {
  participants: { min: 1, max: 100_000, default: 100 },
  months: { min: 1, max: 120, default: 3 },
  years: { min: 1, max: 10, default: 1 },
  quarters: { min: 0, max: 8, default: 0 },
  retention: { min: 0, max: 120, default: 0 },
  badges: { min: 0, max: 100, default: 0 },
} as const;
export type CountField = keyof typeof LIMITS;

/**
 * From this many participants the estimator's total carries a line to sales about Enterprise, the
 * plan for large organisations (its card): a group that size is an organisation-wide roll-out,
 * whose buyer should talk to us before ordering from a per-participant total (12,000 seats a year
 * showed $244,800 with nothing else). Neither the specification nor the price list names a size.
 */
export const SALES_HINT_FROM = 10_000;

/**
 * Whether a total's group is large enough for the line to sales: more than `SALES_HINT_FROM`
 * participants. The server's render and the island's both ask this, under a total only.
 */
export const wantsSalesHint = (estimate: Pick<Estimate, 'participants'>) =>
  Number(estimate.participants) > SALES_HINT_FROM;
export const COUNT_FIELDS = Object.keys(LIMITS) as CountField[];

/** Every query parameter of the estimate besides `billing` (never cached: worker/pages/pricing.page.tsx). */
export const ESTIMATE_PARAMS = ['plan', ...COUNT_FIELDS, 'support', 'sso', 'dpa'] as const;

/** Plans by the name a buyer reads in a shared link (`plan=pro`), any case. */
const PLAN_SLUGS: Record<string, License> = {
  essentials: 'LIGHT',
  starter: 'BASIC',
  pro: 'PRO',
  enterprise: 'ENTERPRISE',
};
export const planSlug = (license: License) => Object.keys(PLAN_SLUGS).find((k) => PLAN_SLUGS[k] === license)!;

/** Support plans by their name in a link (`support=setup-service`). */
export const supportSlug = (plan: SupportPlan) => plan.toLowerCase().replace('_', '-');

/** The estimate as the form holds it: choices, and counts as the visitor typed them. */
export interface Estimate extends Record<CountField, string> {
  plan: License;
  billing: Billing;
  support: SupportPlan;
  sso: boolean;
  dpa: boolean;
}

/** Why a count is refused: not a number, not whole, below or above its bound. */
export interface CountProblem {
  code: 'nan' | 'int' | 'min' | 'max';
  limit?: number;
}

/**
 * The one rule for a count, on the server and in the island.
 *
 * @example
 * checkCount('0', 'participants') // { code: 'min', limit: 1 }
 * checkCount('2.5', 'months') // { code: 'int' }
 * checkCount('250', 'participants') // undefined
 */
export function checkCount(raw: string, field: CountField): CountProblem | undefined {
  const { min, max } = LIMITS[field];
  const text = raw.trim();
  const n = text === '' ? Number.NaN : Number(text);
  if (!Number.isFinite(n)) return { code: 'nan' };
  if (!Number.isInteger(n)) return { code: 'int' };
  if (n < min) return { code: 'min', limit: min };
  if (n > max) return { code: 'max', limit: max };
  return undefined;
}

/** The counts the chosen billing uses: months for monthly, years for yearly, quarters for one-time. */
export function countsInUse(billing: Billing): CountField[] {
  const duration = billing === 'monthly' ? 'months' : billing === 'yearly' ? 'years' : 'quarters';
  return ['participants', duration, 'retention', 'badges'];
}

/** The problems of the counts in use, by field; empty when every one is fine. */
export function estimateProblems(estimate: Estimate): Partial<Record<CountField, CountProblem>> {
  const problems: Partial<Record<CountField, CountProblem>> = {};
  for (const field of countsInUse(estimate.billing)) {
    const problem = checkCount(estimate[field], field);
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** A plan by its name (`pro`) or licence (`PRO`), any case; undefined when it names none. */
export function planByName(raw: string | null | undefined): License | undefined {
  const value = raw?.trim() ?? '';
  const license = PLAN_SLUGS[value.toLowerCase()] ?? value.toUpperCase();
  return (LICENSES as readonly string[]).includes(license) ? (license as License) : undefined;
}

function supportByName(raw: string | null): SupportPlan | undefined {
  const value = (raw ?? '').trim().toUpperCase().replace('-', '_');
  return (SUPPORT_PLANS as readonly string[]).includes(value) ? (value as SupportPlan) : undefined;
}

/** `billing` from the query when it is one of ours, else monthly. */
export function billingFromQuery(query: URLSearchParams): Billing {
  const value = query.get(BILLING_PARAM);
  return (BILLINGS as readonly string[]).includes(value ?? '') ? (value as Billing) : 'monthly';
}

const flag = (raw: string | null) => raw !== null && ['1', 'on', 'true', 'yes'].includes(raw.trim().toLowerCase());

/**
 * The estimate a URL asks for: choices validated (unknown ones take the default), counts as
 * written (at most 20 characters), defaults without a query (the recommended plan, monthly, 100
 * participants for 3 months, Self-service support, no add-ons).
 *
 * @example
 * estimateFromQuery(new URLSearchParams('plan=starter&participants=0&billing=nope')).participants // '0'
 */
export function estimateFromQuery(query: URLSearchParams, recommended: License = 'PRO'): Estimate {
  const counts = Object.fromEntries(
    COUNT_FIELDS.map((f) => [f, (query.get(f) ?? String(LIMITS[f].default)).slice(0, 20)]),
  ) as Record<CountField, string>;
  return {
    plan: planByName(query.get('plan')) ?? recommended,
    billing: billingFromQuery(query),
    ...counts,
    support: supportByName(query.get('support')) ?? 'SELF_SERVICE',
    sso: flag(query.get('sso')),
    dpa: flag(query.get('dpa')),
  };
}

/** Whether the URL carries estimator inputs (the page is then rendered for this visitor, not cached). */
export const hasEstimateInputs = (query: URLSearchParams) => ESTIMATE_PARAMS.some((k) => query.has(k));

/**
 * The query of an estimate, in a stable order: billing, plan, participants and the duration in
 * use always; any other input that is not its default, so a switch of billing or currency
 * keeps every input (months typed before a switch to yearly are there on the way back).
 */
export function estimateQuery(estimate: Estimate): URLSearchParams {
  const q = new URLSearchParams();
  q.set(BILLING_PARAM, estimate.billing);
  q.set('plan', planSlug(estimate.plan));
  const inUse = countsInUse(estimate.billing).slice(0, 2);
  for (const f of COUNT_FIELDS)
    if (inUse.includes(f) || estimate[f].trim() !== String(LIMITS[f].default)) q.set(f, estimate[f]);
  if (estimate.support !== 'SELF_SERVICE') q.set('support', supportSlug(estimate.support));
  if (estimate.sso) q.set('sso', '1');
  if (estimate.dpa) q.set('dpa', '1');
  return q;
}

/** The `calculatePrice` input of an estimate whose counts are fine (`estimateProblems` is empty). */
export function estimateInput(estimate: Estimate, currency: Currency): PriceInput {
  const n = (f: CountField) => Number(estimate[f].trim());
  const duration: PriceInput['duration'] =
    estimate.billing === 'monthly'
      ? { kind: 'monthly', months: n('months') }
      : estimate.billing === 'yearly'
        ? { kind: 'yearly', years: n('years') }
        : { kind: 'one-time' };
  return {
    license: estimate.plan,
    participants: n('participants'),
    duration,
    currency,
    supportPlan: estimate.support,
    addOns: {
      dataRetentionMonths: n('retention'),
      singleSignOn: estimate.sso,
      customDpa: estimate.dpa,
      badgePacks: n('badges'),
    },
    extendedQuarters: estimate.billing === 'one-time' ? n('quarters') : 0,
  };
}

export type EstimateResult =
  | { refused: Partial<Record<CountField, CountProblem>>; price?: undefined }
  | { refused?: undefined; price: PriceResult };

/**
 * The estimate's price from `calculatePrice`, or the counts that refuse it (then no total).
 *
 * @example
 * estimateTotal({ ...estimateFromQuery(new URLSearchParams('plan=pro&billing=yearly&participants=50')) }, 'GBP', priceList, '2026-11-26').price?.total
 * // '£867.50' (50 × £17.35)
 */
export function estimateTotal(estimate: Estimate, currency: Currency, list: PriceList, today: string): EstimateResult {
  const refused = estimateProblems(estimate);
  if (Object.keys(refused).length) return { refused };
  return { price: calculatePrice(estimateInput(estimate, currency), list, today) };
}

/**
 * A link of the pricing page's switches: the page's own parameters (`kept`), the estimate when the
 * visitor has one, and the switch's value (`billing=yearly`, `currency=EUR`). The server writes it
 * and the island rewrites it as the inputs change, with the same function.
 */
export function switchHref(
  pathname: string,
  kept: readonly (readonly [string, string])[],
  estimate: URLSearchParams,
  set: readonly [string, string],
): string {
  const query = new URLSearchParams();
  for (const [name, value] of kept) if (name !== set[0]) query.set(name, value);
  for (const [name, value] of estimate) if (name !== set[0]) query.set(name, value);
  query.set(set[0], set[1]);
  return `${pathname}?${query.toString()}`;
}
