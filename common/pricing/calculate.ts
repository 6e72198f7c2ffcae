import * as z from '../zod-mini.ts';
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
 * Money is integer cents throughout; lines carry the arithmetic as text.
 */

const Count = z.number().check(z.int(), z.positive(), z.lte(1_000_000));

export const PriceInputSchema = z.strictObject({
  license: z.enum(LICENSES),
  participants: Count,
  duration: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('monthly'), months: z.number().check(z.int(), z.gte(1), z.lte(120)) }),
    z.strictObject({ kind: z.literal('yearly'), years: z._default(z.number().check(z.int(), z.gte(1), z.lte(10)), 1) }),
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
});

export type PriceInput = z.input<typeof PriceInputSchema>;

export interface PriceLine {
  /** Price-list key of the row this line prices. */
  key: string;
  label: string;
  /** Unit price used, in cents. */
  unitCents: number;
  amountCents: number;
  /** The arithmetic, such as "250 participants × 3 months × €1.00 = €750.00". */
  calculation: string;
  /** Why this unit price, when it is a discount: "40 % off €2.00 until 2025-11-01". */
  note?: string;
}

export type PriceResult =
  | { ok: true; currency: Currency; lines: PriceLine[]; totalCents: number; total: string; calculation: string }
  | { ok: false; error: string };

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** `today` as an ISO date (UTC), for comparison with `discount_valid_till`. */
function isoDay(today: Date | string): string {
  return typeof today === 'string' ? today.slice(0, 10) : today.toISOString().slice(0, 10);
}

/** Whether a row's discount still applies: the valid-till day itself is included. */
export function discountActive(product: Product, today: Date | string): boolean {
  return !!product.discounted_prices && !!product.discount_valid_till && isoDay(today) <= product.discount_valid_till;
}

function line(
  key: string,
  label: string,
  factors: string[],
  unitCents: number,
  quantity: number,
  currency: Currency,
  note?: string,
): PriceLine {
  const amountCents = unitCents * quantity;
  const calculation = `${[...factors, formatCents(unitCents, currency)].join(' × ')} = ${formatCents(amountCents, currency)}`;
  return { key, label, unitCents, amountCents, calculation, ...(note ? { note } : {}) };
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
    return { ok: false, error: `${issue.path.join('.') || 'input'}: ${issue.message}` };
  }
  const { license, participants, duration, currency, supportPlan, addOns, extendedQuarters } = parsed.data;
  const licenseLabel = LICENSE_LABELS[license];
  const find = (pred: (p: Product) => boolean) => list.find(pred);
  const people = plural(participants, 'participant');
  const lines: PriceLine[] = [];

  // The licence.
  if (duration.kind === 'one-time') {
    const row = find((p) => p.type === 'one-time' && p.license === license);
    if (!row) return { ok: false, error: `${licenseLabel} is not offered as a one-time event` };
    lines.push(
      line(row.key, `One-time event: ${licenseLabel}`, [people], row.prices[currency], participants, currency),
    );
  } else {
    const row = find((p) => p.type === 'subscription' && p.license === license);
    if (!row) return { ok: false, error: `${licenseLabel} is not offered as a subscription` };
    if (duration.kind === 'monthly') {
      const discounted = discountActive(row, today);
      const unit = discounted ? row.discounted_prices![currency] : row.prices[currency];
      const note = discounted
        ? `${row.discount !== undefined ? `${row.discount} % off` : 'discounted from'} ${formatCents(row.prices[currency], currency)} until ${row.discount_valid_till}`
        : undefined;
      lines.push(
        line(
          row.key,
          `${licenseLabel} monthly`,
          [people, plural(duration.months, 'month')],
          unit,
          participants * duration.months,
          currency,
          note,
        ),
      );
    } else {
      const annual = row['prices-annual'];
      if (!annual) return { ok: false, error: `${licenseLabel} is not offered yearly; choose monthly` };
      lines.push(
        line(
          row.key,
          `${licenseLabel} yearly`,
          [people, plural(duration.years, 'year')],
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
      return { ok: false, error: 'extended duration is for one-time events; a subscription takes more months instead' };
    const row = find((p) => p.extended_duration === '1Q' && p.license === license);
    if (!row) return { ok: false, error: `${licenseLabel} has no extended duration` };
    lines.push(
      line(
        row.key,
        `Extended duration (1Q): ${licenseLabel}`,
        [people, plural(extendedQuarters, 'quarter')],
        row.prices[currency],
        participants * extendedQuarters,
        currency,
      ),
    );
  }

  // Support plan: flat, once.
  const support = find((p) => p.type === 'support-plan' && p.plan === supportPlan);
  if (!support) return { ok: false, error: `support plan ${supportPlan} is missing from the price list` };
  lines.push(
    line(
      support.key,
      `Support: ${SUPPORT_LABELS[supportPlan as SupportPlan]}`,
      ['1'],
      support.prices[currency],
      1,
      currency,
    ),
  );

  // Add-ons.
  const addOn = (key: string) => {
    const row = find((p) => p.key === key);
    if (!row) throw new Error(`add-on ${key} is missing from the price list`);
    return row;
  };
  try {
    if (addOns.dataRetentionMonths > 0) {
      const row = addOn('data-retention');
      lines.push(
        line(
          row.key,
          row.name,
          [people, plural(addOns.dataRetentionMonths, 'month')],
          row.prices[currency],
          participants * addOns.dataRetentionMonths,
          currency,
        ),
      );
    }
    if (addOns.singleSignOn) {
      const row = addOn('single-sign-on');
      lines.push(line(row.key, row.name, ['1'], row.prices[currency], 1, currency));
    }
    if (addOns.customDpa) {
      const row = addOn('custom-dpa');
      lines.push(line(row.key, row.name, ['1'], row.prices[currency], 1, currency));
    }
    if (addOns.badgePacks > 0) {
      const row = addOn('badge-pack');
      lines.push(
        line(row.key, row.name, [plural(addOns.badgePacks, 'pack')], row.prices[currency], addOns.badgePacks, currency),
      );
    }
  } catch (e) {
    return { ok: false, error: (e as Error).message };
  }

  const totalCents = lines.reduce((sum, l) => sum + l.amountCents, 0);
  const total = formatCents(totalCents, currency);
  const calculation = `${lines.map((l) => formatCents(l.amountCents, currency)).join(' + ')} = ${total}`;
  return { ok: true, currency, lines, totalCents, total, calculation };
}

export type { License };
