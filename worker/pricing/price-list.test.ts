import { describe, expect, it } from 'vitest';
import priceListFile from '../../content/pricing/price-list.json';
import { LICENSE_LABELS, SUPPORT_LABELS } from '../../common/pricing/price-list-schema.ts';
import { loadPriceList, priceList, PRICE_LIST_FILE } from './price-list.ts';

const row = (key: string) => {
  const found = priceList.find((p) => p.key === key);
  if (!found) throw new Error(`no row ${key}`);
  return found;
};

describe('content/pricing/price-list.json', () => {
  it('is valid', () => {
    expect(loadPriceList(priceListFile).problems).toEqual([]);
  });

  // The published prices per unit, in cents: [USD, EUR, GBP].
  it.each([
    ['essentials', 'prices', [35, 35, 30]],
    ['essentials', 'prices-annual', [360, 360, 305]],
    ['starter', 'prices', [100, 100, 85]],
    ['pro', 'prices', [200, 200, 170]],
    ['pro', 'discounted_prices', [120, 120, 102]],
    ['pro', 'prices-annual', [2040, 2040, 1735]],
    ['enterprise', 'prices', [300, 300, 255]],
    ['enterprise', 'discounted_prices', [180, 180, 153]],
    ['enterprise', 'prices-annual', [3060, 3060, 2600]],
    ['one-time-starter', 'prices', [200, 200, 185]],
    ['one-time-pro', 'prices', [300, 300, 260]],
    ['one-time-enterprise', 'prices', [400, 400, 375]],
    ['extended-duration-starter', 'prices', [400, 400, 370]],
    ['extended-duration-pro', 'prices', [600, 600, 520]],
    ['extended-duration-enterprise', 'prices', [800, 800, 750]],
    ['ready-to-go', 'prices', [0, 0, 0]],
    ['support-self-service', 'prices', [0, 0, 0]],
    ['support-setup-service', 'prices', [25000, 25000, 22000]],
    ['support-full-service', 'prices', [95000, 95000, 75000]],
    ['data-retention', 'prices', [25, 25, 20]],
    ['single-sign-on', 'prices', [50000, 50000, 42000]],
    ['custom-dpa', 'prices', [37500, 37500, 33000]],
    ['badge-pack', 'prices', [10000, 10000, 10000]],
  ] as const)('%s %s', (key, field, [USD, EUR, GBP]) => {
    expect(row(key)[field]).toEqual({ USD, EUR, GBP });
  });

  it('has exactly the published price rows', () => {
    expect(priceList).toHaveLength(18);
  });

  it('discounts run until 2025-11-01 and match the 40 % they state', () => {
    for (const key of ['pro', 'enterprise']) {
      const p = row(key);
      expect(p.discount_valid_till).toBe('2025-11-01');
      for (const c of ['USD', 'EUR', 'GBP'] as const)
        expect(p.discounted_prices![c] * 100).toBe(p.prices[c] * (100 - p.discount!));
    }
  });

  it('yearly prices are the spec numbers, within rounding of 12 months less 15 %', () => {
    for (const key of ['essentials', 'pro', 'enterprise']) {
      const p = row(key);
      expect(p['annual-discount']).toBe(15);
      for (const c of ['USD', 'EUR', 'GBP'] as const)
        expect(Math.abs(p['prices-annual']![c] - p.prices[c] * 12 * 0.85)).toBeLessThanOrEqual(5);
    }
    expect(row('starter')['prices-annual']).toBeUndefined();
  });

  it('uses the published licence and support labels', () => {
    expect(LICENSE_LABELS).toEqual({
      FREE: 'Free',
      LIGHT: 'Essentials',
      BASIC: 'Starter',
      PRO: 'Pro',
      ENTERPRISE: 'Enterprise',
    });
    expect(Object.values(SUPPORT_LABELS)).toEqual(['Self-service', 'Setup-service', 'Full-service']);
    expect(['support-self-service', 'support-setup-service', 'support-full-service'].map((k) => row(k).name)).toEqual(
      Object.values(SUPPORT_LABELS),
    );
    for (const p of priceList.filter((p) => p.type === 'subscription' && p.license))
      expect(p.name).toBe(LICENSE_LABELS[p.license!]);
  });
});

describe('loadPriceList', () => {
  it('reports file and field for every problem', () => {
    const bad = [
      {
        key: 'pro',
        name: 'Pro',
        type: 'subscription',
        license: 'PRO',
        prices: { USD: 2, EUR: 2 },
        discounted_prices: { USD: 1.2, EUR: 1.2, GBP: 1.02 },
      },
      { key: 'pro', name: 'Pro again', type: 'monthly', prices: { USD: 1.005, EUR: 1, GBP: 1 } },
      {
        key: 'x',
        name: 'X',
        type: 'product',
        prices: { USD: 1, EUR: 1, GBP: 1 },
        discount_valid_till: '1 Nov 2025',
        colour: 'red',
      },
    ];
    const { priceList: list, problems } = loadPriceList(bad, 'content/pricing/bad.json');
    expect(list).toEqual([]);
    expect(problems.every((p) => p.file === 'content/pricing/bad.json')).toBe(true);
    const paths = problems.map((p) => p.path);
    expect(paths).toEqual(
      expect.arrayContaining(['0.prices.GBP', '1.type', '1.prices.USD', '2.discount_valid_till', '2']),
    );
    expect(problems.find((p) => p.path === '1.prices.USD')!.message).toMatch(/2 decimals/);
  });

  it('reports a missing valid-till date, a duplicate key and a non-array file', () => {
    const ok = { name: 'A', type: 'product', prices: { USD: 1, EUR: 1, GBP: 1 } };
    const { problems } = loadPriceList([
      { ...ok, key: 'a', discounted_prices: { USD: 0.5, EUR: 0.5, GBP: 0.5 } },
      { ...ok, key: 'a' },
    ]);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ file: PRICE_LIST_FILE, path: '0.discount_valid_till' }),
        expect.objectContaining({ path: '1.key', message: expect.stringMatching(/already used by item 0/) }),
      ]),
    );
    expect(loadPriceList({}).problems[0]).toMatchObject({ path: '(file)' });
  });
});
