import * as z from '../zod-mini.ts';
import { CURRENCIES } from './currency.ts';

/** Licences that have a price (the product price list); FREE has a label but no price row. */
export const LICENSES = ['LIGHT', 'BASIC', 'PRO', 'ENTERPRISE'] as const;
export type License = (typeof LICENSES)[number];

/** Licence labels (FREE included for pages that show the free tier). */
export const LICENSE_LABELS: Record<License | 'FREE', string> = {
  FREE: 'Free',
  LIGHT: 'Essentials',
  BASIC: 'Starter',
  PRO: 'Pro',
  ENTERPRISE: 'Enterprise',
};

export const SUPPORT_PLANS = ['SELF_SERVICE', 'SETUP_SERVICE', 'FULL_SERVICE'] as const;
export type SupportPlan = (typeof SUPPORT_PLANS)[number];

/** Support plan labels. */
export const SUPPORT_LABELS: Record<SupportPlan, string> = {
  SELF_SERVICE: 'Self-service',
  SETUP_SERVICE: 'Setup-service',
  FULL_SERVICE: 'Full-service',
};

export const PRODUCT_TYPES = ['subscription', 'one-time', 'product', 'support-plan'] as const;

const KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

// Schemas are built on first use, not when the module loads (common/zod-mini.ts).
/**
 * A price as written in the file (a decimal in the currency's main unit, at most 2 decimals),
 * turned into integer cents so that sums never meet float rounding.
 */
const Money = /* @__PURE__ */ z.lazy(() =>
  z.pipe(
    z.number().check(
      z.nonnegative(),
      z.refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, {
        message: 'a price has at most 2 decimals (whole cents)',
      }),
    ),
    z.transform((n) => Math.round(n * 100)),
  ),
);

/** One price per currency, all three required (USD, EUR, GBP). */
const Prices = /* @__PURE__ */ z.lazy(() =>
  z.strictObject(
    Object.fromEntries(CURRENCIES.map((c) => [c, Money])) as Record<(typeof CURRENCIES)[number], typeof Money>,
  ),
);
/** Integer cents per currency. */
export type PricesCents = z.output<typeof Prices>;

const Percent = /* @__PURE__ */ z.lazy(() => z.number().check(z.gte(0), z.lte(100)));

export const ProductSchema = /* @__PURE__ */ z.lazy(() =>
  z
    .strictObject({
      key: z.string().check(z.regex(KEY, 'use lower-case letters, digits and dashes, such as one-time-pro')),
      name: z.string().check(z.minLength(1)),
      type: z.enum(PRODUCT_TYPES),
      license: z.optional(z.enum(LICENSES)),
      /** Months one unit of `prices` buys (1 for monthly rows, 3 for a 1Q extension). */
      months: z.optional(z.number().check(z.int(), z.positive())),
      /** Percentage off `prices` that `discounted_prices` gives (informative; prices are as written). */
      discount: z.optional(Percent),
      /** Percentage off twelve monthly prices that `prices-annual` gives (informative). */
      'annual-discount': z.optional(Percent),
      /** Per unit (per participant per month for subscriptions, per participant for one-time events, per item otherwise). */
      prices: Prices,
      /** Per participant per year. */
      'prices-annual': z.optional(Prices),
      discounted_prices: z.optional(Prices),
      /** Last day (inclusive, ISO date) on which `discounted_prices` apply. */
      discount_valid_till: z.optional(z.string().check(z.regex(ISO_DATE, 'use an ISO date, such as 2025-11-01'))),
      extended_duration: z.optional(z.literal('1Q')),
      plan: z.optional(z.string().check(z.minLength(1))),
    })
    .check(
      z.superRefine((p, ctx) => {
        if (p.discounted_prices && !p.discount_valid_till) {
          ctx.addIssue({
            code: 'custom',
            path: ['discount_valid_till'],
            message: 'discounted_prices need a discount_valid_till date',
          });
        }
        if (p.discount_valid_till && !p.discounted_prices) {
          ctx.addIssue({
            code: 'custom',
            path: ['discounted_prices'],
            message: 'discount_valid_till is set but there are no discounted_prices',
          });
        }
        if (p.type === 'support-plan' && !SUPPORT_PLANS.includes(p.plan as SupportPlan)) {
          ctx.addIssue({
            code: 'custom',
            path: ['plan'],
            message: `a support plan needs plan ${SUPPORT_PLANS.join(', ')}`,
          });
        }
        if ((p.type === 'one-time' || p.extended_duration) && !p.license) {
          ctx.addIssue({
            code: 'custom',
            path: ['license'],
            message: 'one-time events and extended durations are priced per licence; set license',
          });
        }
      }),
    ),
);

export type Product = z.output<typeof ProductSchema>;

export const PriceListSchema = /* @__PURE__ */ z.lazy(() =>
  z.array(ProductSchema).check(
    z.superRefine((list, ctx) => {
      const seen = new Map<string, number>();
      list.forEach((p, i) => {
        const first = seen.get(p.key);
        if (first !== undefined)
          ctx.addIssue({
            code: 'custom',
            path: [i, 'key'],
            message: `key "${p.key}" is already used by item ${first}`,
          });
        else seen.set(p.key, i);
      });
    }),
  ),
);

export type PriceList = Product[];
