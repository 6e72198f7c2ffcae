import { calculatePrice, type PriceInput, type PriceProblem, type PriceResult } from '../pricing/calculate.ts';
import type { Currency } from '../pricing/currency.ts';
import {
  LICENSES,
  SUPPORT_PLANS,
  type License,
  type PriceList,
  type SupportPlan,
} from '../pricing/price-list-schema.ts';

/**
 * The calculator's form state and its pure rules: which choices the price list allows, the
 * `calculatePrice` input the form stands for, and which field a problem from `calculatePrice`
 * belongs to. Kept apart from the component so it is tested without a browser.
 */

/** Price-list keys of the add-ons `calculatePrice` prices (common/pricing/calculate.ts). */
export const ADD_ON_KEYS = ['data-retention', 'single-sign-on', 'custom-dpa', 'badge-pack'] as const;
export type AddOnKey = (typeof ADD_ON_KEYS)[number];

export const BILLINGS = ['monthly', 'yearly', 'one-time'] as const;
export type Billing = (typeof BILLINGS)[number];

/** Number fields hold what the visitor typed: `calculatePrice` judges it and says what is wrong. */
export interface CalculatorState {
  license: License;
  billing: Billing;
  participants: string;
  months: string;
  years: string;
  quarters: string;
  currency: Currency;
  supportPlan: SupportPlan;
  retentionMonths: string;
  singleSignOn: boolean;
  customDpa: boolean;
  badgePacks: string;
}

/** The form fields an error can be shown next to; `form` is an error of no single field. */
export type FieldName =
  | 'license'
  | 'billing'
  | 'participants'
  | 'duration'
  | 'currency'
  | 'supportPlan'
  | 'retentionMonths'
  | 'singleSignOn'
  | 'customDpa'
  | 'badgePacks'
  | 'form';

/** Only the rows `calculatePrice` reads: licences, support plans and the add-ons (for the island's props). */
export function calculatorRows(list: PriceList): PriceList {
  return list.filter(
    (p) => p.license || p.type === 'support-plan' || (ADD_ON_KEYS as readonly string[]).includes(p.key),
  );
}

/** Licences the list sells in some form, in the spec's order. */
export function licensesIn(list: PriceList): License[] {
  return LICENSES.filter((l) =>
    list.some((p) => p.license === l && (p.type === 'subscription' || p.type === 'one-time')),
  );
}

/** Billings the list has a price for with this licence: monthly and yearly subscriptions, one-time events. */
export function billingsFor(list: PriceList, license: License): Billing[] {
  const subscription = list.find((p) => p.type === 'subscription' && p.license === license);
  const allowed: Record<Billing, boolean> = {
    monthly: !!subscription,
    yearly: !!subscription?.['prices-annual'],
    'one-time': list.some((p) => p.type === 'one-time' && p.license === license),
  };
  return BILLINGS.filter((b) => allowed[b]);
}

export function supportPlansIn(list: PriceList): SupportPlan[] {
  return SUPPORT_PLANS.filter((plan) => list.some((p) => p.type === 'support-plan' && p.plan === plan));
}

export function addOnsIn(list: PriceList): Set<AddOnKey> {
  return new Set(ADD_ON_KEYS.filter((key) => list.some((p) => p.key === key)));
}

/** The first state: Starter monthly for 100 people over 3 months, in the page's currency. */
export function initialState(list: PriceList, currency: Currency): CalculatorState {
  const licenses = licensesIn(list);
  const license = licenses.includes('BASIC') ? 'BASIC' : (licenses[0] ?? 'BASIC');
  return {
    license,
    billing: billingsFor(list, license)[0] ?? 'monthly',
    participants: '100',
    months: '3',
    years: '1',
    quarters: '0',
    currency,
    supportPlan: 'SELF_SERVICE',
    retentionMonths: '0',
    singleSignOn: false,
    customDpa: false,
    badgePacks: '0',
  };
}

/** A new licence keeps the billing if the list allows it with that licence, else takes the first allowed. */
export function withLicense(list: PriceList, state: CalculatorState, license: License): CalculatorState {
  const billings = billingsFor(list, license);
  return {
    ...state,
    license,
    billing: billings.includes(state.billing) ? state.billing : (billings[0] ?? state.billing),
  };
}

/** '' and text that is not a number become NaN, which `calculatePrice` refuses with a message. */
const toNumber = (raw: string) => (raw.trim() === '' ? Number.NaN : Number(raw));

export function toPriceInput(state: CalculatorState): PriceInput {
  const duration: PriceInput['duration'] =
    state.billing === 'monthly'
      ? { kind: 'monthly', months: toNumber(state.months) }
      : state.billing === 'yearly'
        ? { kind: 'yearly', years: toNumber(state.years) }
        : { kind: 'one-time' };
  return {
    license: state.license,
    participants: toNumber(state.participants),
    duration,
    currency: state.currency,
    supportPlan: state.supportPlan,
    addOns: {
      dataRetentionMonths: toNumber(state.retentionMonths),
      singleSignOn: state.singleSignOn,
      customDpa: state.customDpa,
      badgePacks: toNumber(state.badgePacks),
    },
    extendedQuarters: state.billing === 'one-time' ? toNumber(state.quarters) : 0,
  };
}

export function priceOf(state: CalculatorState, list: PriceList, today: string): PriceResult {
  return calculatePrice(toPriceInput(state), list, today);
}

const PATH_FIELDS: Record<string, FieldName> = {
  license: 'license',
  billing: 'billing',
  participants: 'participants',
  duration: 'duration',
  extendedQuarters: 'duration',
  currency: 'currency',
  supportPlan: 'supportPlan',
  'addOns.dataRetentionMonths': 'retentionMonths',
  'addOns.singleSignOn': 'singleSignOn',
  'addOns.customDpa': 'customDpa',
  'addOns.badgePacks': 'badgePacks',
};

/**
 * The field a problem of `calculatePrice` is shown next to (`form` when it is of no one field).
 *
 * @example
 * fieldOf({ path: 'duration.months', code: 'max', limit: 120 }) // 'duration'
 * fieldOf({ path: 'billing', code: 'noYearly', plan: 'Starter' }) // 'billing'
 */
export function fieldOf(problem: PriceProblem): FieldName {
  return PATH_FIELDS[problem.path] ?? PATH_FIELDS[problem.path.split('.')[0]!] ?? 'form';
}
