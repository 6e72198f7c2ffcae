import { calculatePrice, type PriceInput, type PriceResult } from '../pricing/calculate.ts';
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
 * `calculatePrice` input the form stands for, and which field an error from `calculatePrice`
 * belongs to. Kept apart from the component so it is tested without a browser.
 */

/** Price-list keys of the add-ons `calculatePrice` prices (common/pricing/calculate.ts). */
export const ADD_ON_KEYS = ['data-retention', 'single-sign-on', 'custom-dpa', 'badge-pack'] as const;
export type AddOnKey = (typeof ADD_ON_KEYS)[number];

export const BILLINGS = ['monthly', 'yearly', 'one-time'] as const;
export type Billing = (typeof BILLINGS)[number];
export const BILLING_LABELS: Record<Billing, string> = {
  monthly: 'Monthly',
  yearly: 'Yearly',
  'one-time': 'One-time event',
};

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
const ADD_ON_FIELDS: Record<AddOnKey, FieldName> = {
  'data-retention': 'retentionMonths',
  'single-sign-on': 'singleSignOn',
  'custom-dpa': 'customDpa',
  'badge-pack': 'badgePacks',
};

/** zod's wording for numbers, said for a visitor. */
function readable(message: string): string {
  if (/received NaN/.test(message)) return 'Enter a number.';
  if (/expected int/.test(message)) return 'Enter a whole number.';
  const small = /Too small: expected number to be (>=?)(-?\d+)/.exec(message);
  if (small)
    return `Enter ${(small[1] === '>=' ? Number(small[2]) : Number(small[2]) + 1).toLocaleString('en-US')} or more.`;
  const big = /Too big: expected number to be (<=?)(-?\d+)/.exec(message);
  if (big) return `Enter ${(big[1] === '<=' ? Number(big[2]) : Number(big[2]) - 1).toLocaleString('en-US')} or less.`;
  return message;
}

/**
 * The field an error of `calculatePrice` belongs to, and its text for the visitor. Input errors
 * come as `path: message` (zod); pricing errors are sentences naming what is not offered.
 *
 * @example
 * fieldError('participants: Too small: expected number to be >0') // { field: 'participants', message: 'Enter 1 or more.' }
 * fieldError('Starter is not offered yearly; choose monthly')      // { field: 'billing', message: 'Starter is not offered yearly; choose monthly' }
 */
export function fieldError(error: string): { field: FieldName; message: string } {
  const withPath = /^([A-Za-z.]+): (.*)$/s.exec(error);
  if (withPath) {
    const [, path, message] = withPath as unknown as [string, string, string];
    const field = PATH_FIELDS[path] ?? PATH_FIELDS[path.split('.')[0]!];
    if (field) return { field, message: readable(message) };
  }
  const addOn = /^add-on (\S+) is missing/.exec(error)?.[1] as AddOnKey | undefined;
  if (addOn && ADD_ON_FIELDS[addOn]) return { field: ADD_ON_FIELDS[addOn], message: error };
  if (/extended duration/.test(error)) return { field: 'duration', message: error };
  if (/^support plan/.test(error)) return { field: 'supportPlan', message: error };
  if (/not offered/.test(error)) return { field: 'billing', message: error };
  return { field: 'form', message: error };
}
