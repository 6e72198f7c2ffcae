import { discountShare } from './savings.ts';
import * as z from '../zod-mini.ts';
import { formatDate } from '../format.ts';
import { CURRENCIES, formatCents, type Currency } from './currency.ts';
import {
  LICENSES,
  LICENSE_LABELS,
  SUPPORT_LABELS,
  SUPPORT_PLANS,
  type License,
  type PriceList,
  type Product,
  type SupportPlan,
} from './price-list-schema.ts';

/**
 * The price calculator. Pricing model:
 *
 * - **Monthly subscription**: participants × months × the licence's monthly price. While
 *   `today` ≤ `discount_valid_till` the row's `discounted_prices` replace `prices` (PRO and
 *   Enterprise, until 2025-11-01, inclusive).
 * - **Yearly subscription**: participants × years × `prices-annual` as written in the spec (the
 *   15 % yearly discount is already in those numbers; nothing is recomputed). The monthly
 *   discount does not apply to yearly prices. Starter (BASIC) has no yearly price in the spec, so
 *   a yearly Starter is refused rather than invented.
 * - **One-time event**: participants × the licence's one-time price. Essentials (LIGHT) has no
 *   one-time price, so it is refused.
 * - **Extended duration (1Q)**: only for one-time events: participants × quarters × the
 *   licence's 1Q price (extends the event by a quarter per unit).
 * - **Support plan**: flat, once per order (Self-service is free and the default).
 * - **Add-ons**: data retention is per participant per month (participants × months × price);
 *   single sign-on and custom DPA/contracting are flat, once per order; badge packs are flat per
 *   pack (quantity × price).
 *
 * Money is integer cents throughout. Lines and problems are data (kind, product name, factors as
 * counts, a problem's code and bound) that pages word in their language; the English `label`,
 * `calculation`, `note` and `error` stay for build checks, logs and tests.
 */

// Schemas are built on first use, not when the module loads (common/zod-mini.ts).
const Count = /* @__PURE__ */ z.lazy(() => z.number().check(z.int(), z.positive(), z.lte(1_000_000)));

export const PriceInputSchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    license: z.enum(LICENSES),
    participants: Count,
    duration: z.discriminatedUnion('kind', [
      z.strictObject({ kind: z.literal('monthly'), months: z.number().check(z.int(), z.gte(1), z.lte(120)) }),
      z.strictObject({
        kind: z.literal('yearly'),
        years: z._default(z.number().check(z.int(), z.gte(1), z.lte(10)), 1),
      }),
      z.strictObject({ kind: z.literal('one-time') }),
    ]),
    currency: z.enum(CURRENCIES),
    supportPlan: z._default(z.enum(SUPPORT_PLANS), 'SELF_SERVICE'),
    addOns: z._default(
      z.strictObject({
        /** Months of data retention (per participant per month); 0 or absent for none. */
        dataRetentionMonths: z._default(z.number().check(z.int(), z.gte(0), z.lte(120)), 0),
        singleSignOn: z._default(z.boolean(), false),
        customDpa: z._default(z.boolean(), false),
        badgePacks: z._default(z.number().check(z.int(), z.gte(0), z.lte(100)), 0),
      }),
      { dataRetentionMonths: 0, singleSignOn: false, customDpa: false, badgePacks: 0 },
    ),
    /** Quarters of extended duration (one-time events only); 0 or absent for none. */
    extendedQuarters: z._default(z.number().check(z.int(), z.gte(0), z.lte(8)), 0),
  }),
);

export type PriceInput = z.input<typeof PriceInputSchema>;

/** A factor of a line's arithmetic: a count of a unit, or the flat "1" of a once-per-order price. */
export type PriceFactor =
  { unit: 'participants' | 'months' | 'years' | 'quarters' | 'packs'; count: number } | { unit: 'once' };

/** What a line prices, so a page can name it in its language; `name` is the product's own name. */
export type LineKind = 'one-time' | 'monthly' | 'yearly' | 'extended' | 'support' | 'add-on';

export interface PriceLine {
  /** Price-list key of the row this line prices. */
  key: string;
  kind: LineKind;
  /** The licence, support plan or add-on as the price list names it (product names are not translated). */
  name: string;
  factors: PriceFactor[];
  /** The discount behind the unit price, when there is one: its per cent (from the prices), the full price, the last day. */
  discount?: { percent?: number; fromCents: number; until: string };
  /** English label, for build checks and logs; pages write their own from `kind` and `name`. */
  label: string;
  /** Unit price used, in cents. */
  unitCents: number;
  amountCents: number;
  /** The arithmetic, such as "250 participants × 3 months × €1.00 = €750.00". */
  calculation: string;
  /** Why this unit price, when it is a discount: "40% off €2.00 until November 1, 2025". */
  note?: string;
}

/**
 * Why there is no price, as data a page words in its language: `path` is the input's field
 * (`participants`, `addOns.badgePacks`, `duration`…); `limit` the bound a number broke; `plan`
 * the licence that is not offered so. `other` is a price-list fault (English `error` only).
 */
export interface PriceProblem {
  path: string;
  code:
    | 'nan'
    | 'int'
    | 'min'
    | 'max'
    | 'noOneTime'
    | 'noSubscription'
    | 'noYearly'
    | 'noExtended'
    | 'extendedOneTimeOnly'
    | 'other';
  limit?: number;
  plan?: string;
}

export type PriceResult =
  | { ok: true; currency: Currency; lines: PriceLine[]; totalCents: number; total: string; calculation: string }
  | { ok: false; error: string; problem: PriceProblem };

/** zod's issue as a problem: its wording for numbers read into a code and a bound. */
function problemOf(path: string, message: string): PriceProblem {
  if (/received NaN/.test(message)) return { path, code: 'nan' };
  if (/expected int/.test(message)) return { path, code: 'int' };
  const small = /Too small: expected number to be (>=?)(-?\d+)/.exec(message);
  if (small) return { path, code: 'min', limit: small[1] === '>=' ? Number(small[2]) : Number(small[2]) + 1 };
  const big = /Too big: expected number to be (<=?)(-?\d+)/.exec(message);
  if (big) return { path, code: 'max', limit: big[1] === '<=' ? Number(big[2]) : Number(big[2]) - 1 };
  return { path, code: 'other' };
}

const refuse = (error: string, problem: PriceProblem): PriceResult => ({ ok: false, error, problem });

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** `today` as an ISO date (UTC), for comparison with `discount_valid_till`. */
function isoDay(today: Date | string): string {
  return typeof today === 'string' ? today.slice(0, 10) : today.toISOString().slice(0, 10);
}

/** Whether a row's discount still applies: the valid-till day itself is included. */
export function discountActive(product: Product, today: Date | string): boolean {
  return !!product.discounted_prices && !!product.discount_valid_till && isoDay(today) <= product.discount_valid_till;
}

const UNIT_WORDS = { participants: 'participant', months: 'month', years: 'year', quarters: 'quarter', packs: 'pack' };

/** A factor in English ("250 participants", "1"), for the English `calculation`. */
const englishFactor = (f: PriceFactor) => (f.unit === 'once' ? '1' : plural(f.count, UNIT_WORDS[f.unit]));

function line(
  key: string,
  kind: LineKind,
  name: string,
  label: string,
  factors: PriceFactor[],
  unitCents: number,
  quantity: number,
  currency: Currency,
  discount?: PriceLine['discount'],
): PriceLine {
  const amountCents = unitCents * quantity;
  const calculation = `${[...factors.map(englishFactor), formatCents(unitCents, currency)].join(' × ')} = ${formatCents(amountCents, currency)}`;
  const note = discount
    ? `${discount.percent !== undefined ? `${discount.percent}% off` : 'discounted from'} ${formatCents(discount.fromCents, currency)} until ${formatDate(discount.until, 'en')}`
    : undefined;
  return {
    key,
    kind,
    name,
    factors,
    ...(discount ? { discount } : {}),
    label,
    unitCents,
    amountCents,
    calculation,
    ...(note ? { note } : {}),
  };
}

/**
 * Prices an order for the calculator. Pure: the same input, list and day give the same result.
 *
 * @example
 * calculatePrice({ license: 'BASIC', participants: 250, duration: { kind: 'monthly', months: 3 }, currency: 'EUR' }, priceList, '2026-11-22')
 * // { ok: true, totalCents: 75000, total: '€750.00', lines: [{ calculation: '250 participants × 3 months × €1.00 = €750.00', ... }, ...] }
 */
export function calculatePrice(input: PriceInput, list: PriceList, today: Date | string): PriceResult {
  const parsed = PriceInputSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const path = issue.path.join('.') || 'input';
    return refuse(`${path}: ${issue.message}`, problemOf(path, issue.message));
  }
  const { license, participants, duration, currency, supportPlan, addOns, extendedQuarters } = parsed.data;
  const licenseLabel = LICENSE_LABELS[license];
  const find = (pred: (p: Product) => boolean) => list.find(pred);
  const people: PriceFactor = { unit: 'participants', count: participants };
  const once: PriceFactor = { unit: 'once' };
  const lines: PriceLine[] = [];
  const plan = licenseLabel;

  // The licence.
  if (duration.kind === 'one-time') {
    const row = find((p) => p.type === 'one-time' && p.license === license);
    if (!row)
      return refuse(`${licenseLabel} is not offered as a one-time event`, { path: 'billing', code: 'noOneTime', plan });
    lines.push(
      line(
        row.key,
        'one-time',
        plan,
        `One-time event: ${plan}`,
        [people],
        row.prices[currency],
        participants,
        currency,
      ),
    );
  } else {
    const row = find((p) => p.type === 'subscription' && p.license === license);
    if (!row)
      return refuse(`${licenseLabel} is not offered as a subscription`, {
        path: 'billing',
        code: 'noSubscription',
        plan,
      });
    if (duration.kind === 'monthly') {
      const discounted = discountActive(row, today);
      const unit = discounted ? row.discounted_prices![currency] : row.prices[currency];
      const share = discountShare(row, currency);
      const discount = discounted
        ? {
            // Worked out from the prices, as the cards' claims are (savings.ts), not the list's `discount` label.
            ...(share !== undefined ? { percent: Math.round(share * 1000) / 10 } : {}),
            fromCents: row.prices[currency],
            until: row.discount_valid_till!,
          }
        : undefined;
      lines.push(
        line(
          row.key,
          'monthly',
          plan,
          `${plan} monthly`,
          [people, { unit: 'months', count: duration.months }],
          unit,
          participants * duration.months,
          currency,
          discount,
        ),
      );
    } else {
      const annual = row['prices-annual'];
      if (!annual)
        return refuse(`${licenseLabel} is not offered yearly; choose monthly`, {
          path: 'billing',
          code: 'noYearly',
          plan,
        });
      lines.push(
        line(
          row.key,
          'yearly',
          plan,
          `${plan} yearly`,
          [people, { unit: 'years', count: duration.years }],
          annual[currency],
          participants * duration.years,
          currency,
        ),
      );
    }
  }

  // Extended duration (one-time events only).
  if (extendedQuarters > 0) {
    if (duration.kind !== 'one-time')
      return refuse('extended duration is for one-time events; a subscription takes more months instead', {
        path: 'extendedQuarters',
        code: 'extendedOneTimeOnly',
      });
    const row = find((p) => p.extended_duration === '1Q' && p.license === license);
    if (!row)
      return refuse(`${licenseLabel} has no extended duration`, { path: 'extendedQuarters', code: 'noExtended', plan });
    lines.push(
      line(
        row.key,
        'extended',
        plan,
        `Extended duration (1Q): ${plan}`,
        [people, { unit: 'quarters', count: extendedQuarters }],
        row.prices[currency],
        participants * extendedQuarters,
        currency,
      ),
    );
  }

  // Support plan: flat, once.
  const support = find((p) => p.type === 'support-plan' && p.plan === supportPlan);
  if (!support)
    return refuse(`support plan ${supportPlan} is missing from the price list`, { path: 'supportPlan', code: 'other' });
  const supportName = SUPPORT_LABELS[supportPlan as SupportPlan];
  lines.push(
    line(support.key, 'support', supportName, `Support: ${supportName}`, [once], support.prices[currency], 1, currency),
  );

  // Add-ons.
  const addOn = (key: string) => {
    const row = find((p) => p.key === key);
    if (!row) throw new Error(`add-on ${key} is missing from the price list`);
    return row;
  };
  const addOnLine = (row: Product, factors: PriceFactor[], quantity: number) =>
    line(row.key, 'add-on', row.name, row.name, factors, row.prices[currency], quantity, currency);
  try {
    if (addOns.dataRetentionMonths > 0) {
      const row = addOn('data-retention');
      lines.push(
        addOnLine(
          row,
          [people, { unit: 'months', count: addOns.dataRetentionMonths }],
          participants * addOns.dataRetentionMonths,
        ),
      );
    }
    if (addOns.singleSignOn) lines.push(addOnLine(addOn('single-sign-on'), [once], 1));
    if (addOns.customDpa) lines.push(addOnLine(addOn('custom-dpa'), [once], 1));
    if (addOns.badgePacks > 0)
      lines.push(addOnLine(addOn('badge-pack'), [{ unit: 'packs', count: addOns.badgePacks }], addOns.badgePacks));
  } catch (e) {
    const key = /^add-on (\S+)/.exec((e as Error).message)?.[1] ?? '';
    return refuse((e as Error).message, { path: ADD_ON_PATHS[key] ?? 'input', code: 'other' });
  }

  const totalCents = lines.reduce((sum, l) => sum + l.amountCents, 0);
  const total = formatCents(totalCents, currency);
  const calculation = `${lines.map((l) => formatCents(l.amountCents, currency)).join(' + ')} = ${total}`;
  return { ok: true, currency, lines, totalCents, total, calculation };
}

/** The input field of each add-on, for a price-list fault about it. */
const ADD_ON_PATHS: Record<string, string> = {
  'data-retention': 'addOns.dataRetentionMonths',
  'single-sign-on': 'addOns.singleSignOn',
  'custom-dpa': 'addOns.customDpa',
  'badge-pack': 'addOns.badgePacks',
};

export type { License };
