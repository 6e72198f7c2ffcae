import { describe, expect, it } from 'vitest';
import { discountShare, formatSaving, formatShare, yearlySaving } from './savings.ts';
import { priceList as list } from '../../worker/pricing/price-list.ts';

const row = (key: string) => list.find((p) => p.key === key)!;

describe('yearlySaving: from the prices, per plan and currency', () => {
  it('Essentials saves 14.3 % in dollars and euros and 15.3 % in pounds, not a flat 15 %', () => {
    expect(formatShare(yearlySaving(row('essentials'), 'USD')!, 'en')).toBe('14.3%');
    expect(formatShare(yearlySaving(row('essentials'), 'EUR')!, 'en')).toBe('14.3%');
    expect(formatShare(yearlySaving(row('essentials'), 'GBP')!, 'en')).toBe('15.3%');
  });

  it('Pro and Enterprise save 15 % against twelve monthly payments of their full price', () => {
    for (const key of ['pro', 'enterprise'])
      for (const currency of ['USD', 'EUR', 'GBP'] as const)
        expect(formatShare(yearlySaving(row(key), currency)!, 'en'), `${key} ${currency}`).toBe('15%');
  });

  it("a card writes every plan's saving in whole percent, to the nearest, whatever the plan, currency or language", () => {
    const written = ['essentials', 'pro', 'enterprise'].flatMap((key) =>
      (['USD', 'EUR', 'GBP'] as const).map((currency) => formatSaving(yearlySaving(row(key), currency)!, 'en')),
    );
    expect(written).toEqual(['14%', '14%', '15%', '15%', '15%', '15%', '15%', '15%', '15%']);
    expect(formatSaving(yearlySaving(row('pro'), 'EUR')!, 'de')).toBe('15\u00a0%');
    // Pro in pounds: £17.35 against 12 × £1.70 saves 14.95 %.
    expect(formatSaving(yearlySaving(row('pro'), 'GBP')!, 'en')).toBe('15%');
    expect(formatSaving(0.143, 'en')).toBe('14%');
  });

  it('is undefined for a plan without a yearly price (Starter) and for a yearly price that saves nothing', () => {
    expect(yearlySaving(row('starter'), 'USD')).toBeUndefined();
    const dear = { ...row('essentials'), 'prices-annual': { USD: 420, EUR: 500, GBP: 360 } };
    expect(yearlySaving(dear, 'USD')).toBeUndefined();
    expect(yearlySaving(dear, 'EUR')).toBeUndefined();
  });
});

describe('discountShare and formatShare', () => {
  it('the Pro and Enterprise offers are 40 % off in every currency', () => {
    for (const key of ['pro', 'enterprise'])
      for (const currency of ['USD', 'EUR', 'GBP'] as const)
        expect(formatShare(discountShare(row(key), currency)!, 'en')).toBe('40%');
    expect(discountShare(row('essentials'), 'USD')).toBeUndefined();
  });

  it("writes a percentage the page's language's way", () => {
    const share = yearlySaving(row('essentials'), 'USD')!;
    expect(formatShare(share, 'de')).toBe('14,3\u00a0%');
    expect(formatShare(share, 'fr')).toBe('14,3\u00a0%');
    expect(formatShare(share, 'ar')).toBe('14.3\u200e%\u200e');
  });
});
