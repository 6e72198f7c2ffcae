import { describe, expect, it } from 'vitest';
import { calculatePrice, type PriceInput, type PriceResult } from './calculate.ts';
import { priceList } from '../../worker/pricing/price-list.ts';

const TODAY = '2026-11-22';

function ok(result: PriceResult) {
  if (!result.ok) throw new Error(result.error);
  return result;
}
const calc = (input: PriceInput, today: Date | string = TODAY) => ok(calculatePrice(input, priceList, today));
const texts = (input: PriceInput, today?: Date | string) => calc(input, today).lines.map((l) => l.calculation);

describe('calculatePrice: hand-computed cases', () => {
  it('EUR Starter monthly: 250 × 3 months × €1.00', () => {
    const r = calc({ license: 'BASIC', participants: 250, duration: { kind: 'monthly', months: 3 }, currency: 'EUR' });
    expect(r.lines.map((l) => l.calculation)).toEqual([
      '250 participants × 3 months × €1.00 = €750.00',
      '1 × €0.00 = €0.00',
    ]);
    expect(r.lines[1]!.label).toBe('Support: Self-service');
    expect(r.totalCents).toBe(75000);
    expect(r.total).toBe('€750.00');
    expect(r.calculation).toBe('€750.00 + €0.00 = €750.00');
  });

  it('GBP Essentials monthly with thousands: 1,000 × 12 months × £0.30', () => {
    const r = calc({
      license: 'LIGHT',
      participants: 1000,
      duration: { kind: 'monthly', months: 12 },
      currency: 'GBP',
    });
    expect(r.lines[0]!.calculation).toBe('1,000 participants × 12 months × £0.30 = £3,600.00');
    expect(r.total).toBe('£3,600.00');
  });

  it('GBP Pro yearly + Full-service: 50 × £17.35 + £750', () => {
    const r = calc({
      license: 'PRO',
      participants: 50,
      duration: { kind: 'yearly' },
      currency: 'GBP',
      supportPlan: 'FULL_SERVICE',
    });
    expect(r.lines.map((l) => l.calculation)).toEqual([
      '50 participants × 1 year × £17.35 = £867.50',
      '1 × £750.00 = £750.00',
    ]);
    expect(r.lines[1]!.label).toBe('Support: Full-service');
    expect(r.total).toBe('£1,617.50');
  });

  it('integer cents: 3 × £17.35 is exactly £52.05 (a float sum would not be)', () => {
    expect(3 * 17.35).not.toBe(52.05);
    expect(
      calc({ license: 'PRO', participants: 3, duration: { kind: 'yearly', years: 1 }, currency: 'GBP' }).totalCents,
    ).toBe(5205);
  });

  it('EUR Essentials 2 years + data retention 12 months: 200 × 2 × €3.60 + 200 × 12 × €0.25', () => {
    const r = calc({
      license: 'LIGHT',
      participants: 200,
      duration: { kind: 'yearly', years: 2 },
      currency: 'EUR',
      addOns: { dataRetentionMonths: 12 },
    });
    expect(r.lines.map((l) => l.calculation)).toEqual([
      '200 participants × 2 years × €3.60 = €1,440.00',
      '1 × €0.00 = €0.00',
      '200 participants × 12 months × €0.25 = €600.00',
    ]);
    expect(r.total).toBe('€2,040.00');
  });

  it('USD Enterprise one-time event with every extra', () => {
    const r = calc({
      license: 'ENTERPRISE',
      participants: 300,
      duration: { kind: 'one-time' },
      currency: 'USD',
      supportPlan: 'SETUP_SERVICE',
      extendedQuarters: 1,
      addOns: { singleSignOn: true, customDpa: true, badgePacks: 2 },
    });
    expect(r.lines.map((l) => [l.key, l.calculation])).toEqual([
      ['one-time-enterprise', '300 participants × $4.00 = $1,200.00'],
      ['extended-duration-enterprise', '300 participants × 1 quarter × $8.00 = $2,400.00'],
      ['support-setup-service', '1 × $250.00 = $250.00'],
      ['single-sign-on', '1 × $500.00 = $500.00'],
      ['custom-dpa', '1 × $375.00 = $375.00'],
      ['badge-pack', '2 packs × $100.00 = $200.00'],
    ]);
    expect(r.totalCents).toBe(492500);
    expect(r.total).toBe('$4,925.00');
  });

  it('GBP Starter one-time event, 2 quarters extended, every add-on', () => {
    const r = calc({
      license: 'BASIC',
      participants: 40,
      duration: { kind: 'one-time' },
      currency: 'GBP',
      supportPlan: 'SETUP_SERVICE',
      extendedQuarters: 2,
      addOns: { dataRetentionMonths: 6, singleSignOn: true, customDpa: true, badgePacks: 1 },
    });
    expect(r.lines.map((l) => l.calculation)).toEqual([
      '40 participants × £1.85 = £74.00',
      '40 participants × 2 quarters × £3.70 = £296.00',
      '1 × £220.00 = £220.00',
      '40 participants × 6 months × £0.20 = £48.00',
      '1 × £420.00 = £420.00',
      '1 × £330.00 = £330.00',
      '1 pack × £100.00 = £100.00',
    ]);
    expect(r.total).toBe('£1,488.00');
  });

  it('EUR Pro one-time event + 1Q + Full-service: 75 × €3 + 75 × €6 + €950', () => {
    const r = calc({
      license: 'PRO',
      participants: 75,
      duration: { kind: 'one-time' },
      currency: 'EUR',
      extendedQuarters: 1,
      supportPlan: 'FULL_SERVICE',
    });
    expect(r.lines.map((l) => l.amountCents)).toEqual([22500, 45000, 95000]);
    expect(r.total).toBe('€1,625.00');
  });

  it('the badge pack costs 100 in every currency', () => {
    for (const currency of ['USD', 'EUR', 'GBP'] as const) {
      const r = calc({
        license: 'BASIC',
        participants: 1,
        duration: { kind: 'monthly', months: 1 },
        currency,
        addOns: { badgePacks: 1 },
      });
      expect(r.lines.at(-1)!.amountCents).toBe(10000);
    }
  });
});

describe('calculatePrice: discount cut-off (valid till 2025-11-01, inclusive)', () => {
  const pro = { license: 'PRO', participants: 100, duration: { kind: 'monthly', months: 2 }, currency: 'USD' } as const;

  it('on the last day the discounted price applies', () => {
    const r = calc(pro, '2025-11-01');
    expect(r.lines[0]!.calculation).toBe('100 participants × 2 months × $1.20 = $240.00');
    expect(r.lines[0]!.note).toBe('40% off $2.00 until November 1, 2025');
  });

  it("the per cent off is the prices' own, not the list's label", () => {
    const labelled = priceList.map((row) => (row.key === 'pro' ? { ...row, discount: 15 } : row));
    const r = ok(calculatePrice(pro, labelled, '2025-11-01'));
    expect(r.lines[0]!.note).toBe('40% off $2.00 until November 1, 2025');
    expect(r.lines[0]!.discount?.percent).toBe(40);
  });

  it('the day after, and today (2026-11-22), the regular price applies', () => {
    for (const day of ['2025-11-02', TODAY, new Date('2026-11-22T12:00:00Z')]) {
      const r = calc(pro, day);
      expect(r.lines[0]!.calculation).toBe('100 participants × 2 months × $2.00 = $400.00');
      expect(r.lines[0]!.note).toBeUndefined();
    }
  });

  it('GBP Enterprise: £1.53 before the cut-off, £2.55 after', () => {
    const ent = {
      license: 'ENTERPRISE',
      participants: 10,
      duration: { kind: 'monthly', months: 1 },
      currency: 'GBP',
    } as const;
    expect(calc(ent, new Date('2025-10-31T23:00:00Z')).lines[0]!.calculation).toBe(
      '10 participants × 1 month × £1.53 = £15.30',
    );
    expect(calc(ent, '2026-11-22').lines[0]!.calculation).toBe('10 participants × 1 month × £2.55 = £25.50');
  });

  it('EUR Enterprise: €1.80 on the cut-off day, €3.00 after', () => {
    const ent = {
      license: 'ENTERPRISE',
      participants: 500,
      duration: { kind: 'monthly', months: 6 },
      currency: 'EUR',
    } as const;
    expect(calc(ent, '2025-11-01').total).toBe('€5,400.00');
    expect(calc(ent, '2025-11-02').total).toBe('€9,000.00');
  });

  it('yearly prices have no monthly discount, even before the cut-off', () => {
    expect(
      texts({ license: 'PRO', participants: 10, duration: { kind: 'yearly' }, currency: 'EUR' }, '2025-01-01')[0],
    ).toBe('10 participants × 1 year × €20.40 = €204.00');
  });
});

describe('calculatePrice: refusals', () => {
  it.each([
    [
      { license: 'BASIC', participants: 10, duration: { kind: 'yearly' }, currency: 'USD' },
      /Starter is not offered yearly/,
    ],
    [
      { license: 'LIGHT', participants: 10, duration: { kind: 'one-time' }, currency: 'USD' },
      /Essentials is not offered as a one-time event/,
    ],
    [
      {
        license: 'PRO',
        participants: 10,
        duration: { kind: 'monthly', months: 3 },
        currency: 'USD',
        extendedQuarters: 1,
      },
      /extended duration is for one-time events/,
    ],
    [{ license: 'PRO', participants: 0, duration: { kind: 'monthly', months: 3 }, currency: 'USD' }, /^participants:/],
    [
      { license: 'PRO', participants: 1.5, duration: { kind: 'monthly', months: 3 }, currency: 'USD' },
      /^participants:/,
    ],
    [{ license: 'PRO', participants: 10, duration: { kind: 'monthly', months: 3 }, currency: 'CHF' }, /^currency:/],
  ])('%o', (input, error) => {
    const r = calculatePrice(input as PriceInput, priceList, TODAY);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error).toMatch(error);
  });
});
