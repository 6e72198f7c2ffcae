import { describe, expect, it } from 'vitest';
import { priceList } from '../pricing/price-list.ts';
import { TENANTS } from '../tenants/registry.ts';
import { planOffers, platformProduct } from './price-offers.ts';
import { entityIds } from './site-entities.ts';

const URL_ = 'https://www.teamtrek.example/pricing';
const offer = (offers: ReturnType<typeof planOffers>, name: string, currency: string) =>
  offers.find((o) => o.name === name && o.priceCurrency === currency) as Record<string, unknown> | undefined;

describe('planOffers', () => {
  it('offers the discounted Pro and Enterprise prices until 2025-11-01, and says so', () => {
    const offers = planOffers(priceList, new Date('2025-11-01T23:00:00Z'), URL_);
    expect(offer(offers, 'Pro, monthly', 'USD')).toMatchObject({ price: '1.20', priceValidUntil: '2025-11-01' });
    expect(offer(offers, 'Enterprise, monthly', 'GBP')).toMatchObject({ price: '1.53', priceValidUntil: '2025-11-01' });
    // No other price has an end date.
    expect(offers.filter((o) => 'priceValidUntil' in o).map((o) => o.name)).toEqual(
      Array(6)
        .fill(0)
        .map((_, i) => (i < 3 ? 'Pro, monthly' : 'Enterprise, monthly')),
    );
  });

  it('offers no expired price: from 2025-11-02 the list price, without an end date', () => {
    const offers = planOffers(priceList, new Date('2025-11-02T00:00:00Z'), URL_);
    expect(offer(offers, 'Pro, monthly', 'EUR')).toEqual({
      '@type': 'Offer',
      name: 'Pro, monthly',
      price: '2.00',
      priceCurrency: 'EUR',
      url: URL_,
    });
    expect(offers.some((o) => 'priceValidUntil' in o)).toBe(false);
    expect(offers.some((o) => o.price === '1.20')).toBe(false);
  });

  it('has every plan in every currency: monthly, yearly where sold, one-time events', () => {
    const names = [...new Set(planOffers(priceList, new Date('2026-11-25'), URL_).map((o) => o.name))];
    expect(names).toEqual([
      'Essentials, monthly',
      'Essentials, yearly',
      'Starter, monthly',
      'Pro, monthly',
      'Pro, yearly',
      'Enterprise, monthly',
      'Enterprise, yearly',
      'Starter, one-time event',
      'Pro, one-time event',
      'Enterprise, one-time event',
    ]);
  });
});

describe('platformProduct', () => {
  it('is the tenant’s own product, branded by its organisation', () => {
    const mzg = TENANTS.mzg!;
    const facts = { url: `${mzg.homeUrl}/pricing`, image: `${mzg.homeUrl}/og/mzg.png`, ...entityIds(mzg.homeUrl) };
    const product = platformProduct(mzg, priceList, new Date('2026-11-25'), facts);
    expect(product).toMatchObject({ '@type': 'Product', name: 'MZG Move Together', brand: facts.organization });
  });
});
