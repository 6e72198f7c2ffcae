import type { Currency } from './currency.ts';
import type { Product } from './price-list-schema.ts';

/**
 * Saving claims worked out from the prices themselves, per plan and currency, never copied from a
 * label: the spec's yearly prices are "15 % off" in round numbers, but Essentials' $3.60 a year
 * against 12 × $0.35 is 14.3 % less, and £3.05 against 12 × £0.30 is 15.3 %.
 */

/**
 * The share a yearly price saves against twelve monthly payments (0.143 for 14.3 %), or
 * undefined when the plan has no yearly price or the yearly price saves nothing.
 *
 * @example
 * yearlySaving(essentials, 'USD') // 1 - 360 / (12 * 35) = 0.1428…
 */
export function yearlySaving(row: Product, currency: Currency): number | undefined {
  const annual = row['prices-annual']?.[currency];
  const monthly = row.prices[currency];
  if (annual === undefined || monthly <= 0) return undefined;
  const saving = 1 - annual / (12 * monthly);
  return saving > 0 ? saving : undefined;
}

/** The share a discounted price takes off the full one (0.4 for 40 %), or undefined without a discount. */
export function discountShare(row: Product, currency: Currency): number | undefined {
  const discounted = row.discounted_prices?.[currency];
  const full = row.prices[currency];
  if (discounted === undefined || full <= 0 || discounted >= full) return undefined;
  return 1 - discounted / full;
}

/**
 * A share as the page's language writes a percentage ("14.3%", "14,3 %", "٪١٤٫٣"), to one decimal
 * at most, so a claim never rounds a 14.3 % saving up to 15 %.
 */
export function formatShare(share: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(share);
}

/**
 * A yearly saving as every plan's card writes it: in whole percent, to the nearest ("14%" for
 * 14.3 %, "15%" for 14.95 % or 15.3 %), as a buyer reads a saving; three plans then do not show
 * three odd precisions side by side, and 14.3 % is never written as 15 %.
 */
export function formatSaving(share: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(share);
}
