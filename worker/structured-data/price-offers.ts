import type { Offer, Product as ProductThing } from 'schema-dts';
import { discountActive } from '../../common/pricing/calculate.ts';
import { CURRENCIES, type Currency } from '../../common/pricing/currency.ts';
import { LICENSE_LABELS, type PriceList, type Product } from '../../common/pricing/price-list-schema.ts';
import type { Tenant } from '../tenants/schema.ts';
import type { PageFacts } from './page-facts.ts';

/** Cents as schema.org wants a price: a decimal with a dot, no currency sign. */
const decimal = (cents: number) => (cents / 100).toFixed(2);

/** One offer per currency of a price; a discount names the day it ends. */
function offersOf(name: string, prices: Record<Currency, number>, url: string, validUntil?: string): Offer[] {
  return CURRENCIES.map((currency) => ({
    '@type': 'Offer',
    name,
    price: decimal(prices[currency]),
    priceCurrency: currency,
    ...(validUntil && { priceValidUntil: validUntil }),
    url,
  }));
}

/** An offer's name: the plan's name (which stays a name) and how it is billed, in the page's language. */
export type OfferName = (plan: string, billing: 'monthly' | 'yearly' | 'one-time') => string;

const ENGLISH_BILLING = { monthly: 'monthly', yearly: 'yearly', 'one-time': 'one-time event' } as const;
/** The offers' names on the English page. */
export const englishOfferName: OfferName = (plan, billing) => `${plan}, ${ENGLISH_BILLING[billing]}`;

/**
 * The offers of every plan, as the pricing page shows them on `today`: a licence's monthly price
 * (its discounted price with `priceValidUntil` while the discount runs, as the calculator decides
 * with `discountActive`; once it has ended only the list price is offered), its yearly price, and
 * each one-time event, in every currency of the price list.
 */
export function planOffers(list: PriceList, today: Date, url: string, name: OfferName = englishOfferName): Offer[] {
  const offers: Offer[] = [];
  for (const row of list.filter((p: Product) => p.type === 'subscription' && p.license)) {
    const label = LICENSE_LABELS[row.license!];
    if (discountActive(row, today))
      offers.push(...offersOf(name(label, 'monthly'), row.discounted_prices!, url, row.discount_valid_till));
    else offers.push(...offersOf(name(label, 'monthly'), row.prices, url));
    if (row['prices-annual']) offers.push(...offersOf(name(label, 'yearly'), row['prices-annual'], url));
  }
  for (const row of list.filter((p) => p.type === 'one-time' && p.license))
    offers.push(...offersOf(name(LICENSE_LABELS[row.license!], 'one-time'), row.prices, url));
  return offers;
}

/**
 * The tenant's challenge platform as a `Product` with its plans' offers. Not a
 * `SoftwareApplication`: Google's software-app result requires a rating or review, which we do not
 * have and will not invent; a product with offers meets Google's product snippet as it is. Prices
 * are per participant (per month, per year or per event, as each offer's name says).
 */
export function platformProduct(
  tenant: Tenant,
  list: PriceList,
  today: Date,
  facts: PageFacts,
  name: OfferName = englishOfferName,
): ProductThing {
  return {
    '@type': 'Product',
    '@id': `${facts.url}#product`,
    name: tenant.name,
    description: tenant.description,
    image: facts.image,
    brand: facts.organization,
    offers: planOffers(list, today, facts.url, name),
  };
}
