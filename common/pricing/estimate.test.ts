import { describe, expect, it } from 'vitest';
import { calculatePrice } from './calculate.ts';
import { priceList as list } from '../../worker/pricing/price-list.ts';
import {
  billingFromQuery,
  estimateFromQuery,
  estimateQuery,
  estimateTotal,
  hasEstimateInputs,
  LIMITS,
  type Estimate,
} from './estimate.ts';

const TODAY = '2026-11-26';
const q = (s: string) => new URLSearchParams(s);

describe('estimateFromQuery: what a shared URL asks for, validated and clamped', () => {
  it.each([
    ['', { plan: 'PRO', billing: 'monthly', participants: 100, months: 3, years: 1 }],
    [
      'plan=starter&participants=250&months=6',
      { plan: 'BASIC', billing: 'monthly', participants: 250, months: 6, years: 1 },
    ],
    [
      'plan=ENTERPRISE&billing=yearly&years=2',
      { plan: 'ENTERPRISE', billing: 'yearly', participants: 100, months: 3, years: 2 },
    ],
    [
      'plan=Essentials&billing=one-time',
      { plan: 'LIGHT', billing: 'one-time', participants: 100, months: 3, years: 1 },
    ],
    // Junk takes the default; numbers are rounded and clamped.
    [
      'plan=gold&billing=weekly&participants=abc&months=-4',
      { plan: 'PRO', billing: 'monthly', participants: 100, months: 1, years: 1 },
    ],
    [
      'participants=1e9&months=999&years=50',
      { plan: 'PRO', billing: 'monthly', participants: 100_000, months: 120, years: 10 },
    ],
    ['participants=12.6&months=0', { plan: 'PRO', billing: 'monthly', participants: 13, months: 1, years: 1 }],
    [`participants=${'9'.repeat(40)}`, { plan: 'PRO', billing: 'monthly', participants: 100, months: 3, years: 1 }],
    ['participants=Infinity', { plan: 'PRO', billing: 'monthly', participants: 100, months: 3, years: 1 }],
  ] as [string, Estimate][])('%s', (query, expected) => {
    expect(estimateFromQuery(q(query))).toEqual(expected);
  });

  it('the recommended plan is the default', () => {
    expect(estimateFromQuery(q(''), 'BASIC').plan).toBe('BASIC');
    expect(estimateFromQuery(q('plan=nope'), 'BASIC').plan).toBe('BASIC');
  });

  it('billing alone is the switch; estimator inputs are the other parameters', () => {
    expect(billingFromQuery(q('billing=yearly'))).toBe('yearly');
    expect(billingFromQuery(q('billing=YEARLY'))).toBe('monthly');
    expect(hasEstimateInputs(q('billing=yearly&currency=EUR'))).toBe(false);
    expect(hasEstimateInputs(q('participants=5'))).toBe(true);
  });

  it('round-trips through its query string', () => {
    const estimate: Estimate = { plan: 'ENTERPRISE', billing: 'yearly', participants: 480, months: 3, years: 2 };
    expect(estimateQuery(estimate).toString()).toBe('billing=yearly&plan=enterprise&participants=480&years=2');
    expect(estimateFromQuery(estimateQuery(estimate))).toEqual(estimate);
    expect(LIMITS.participants.max).toBeLessThanOrEqual(1_000_000);
  });
});

describe('estimateTotal is calculatePrice of the licence alone', () => {
  it.each([
    // 250 × 3 months × $1.00
    [{ plan: 'BASIC', billing: 'monthly', participants: 250, months: 3, years: 1 }, 'USD', '$750.00'],
    // 50 × 1 year × £17.35 (prices-annual, exact)
    [{ plan: 'PRO', billing: 'yearly', participants: 50, months: 3, years: 1 }, 'GBP', '£867.50'],
    // 1,200 × €4.00 one-time
    [{ plan: 'ENTERPRISE', billing: 'one-time', participants: 1200, months: 3, years: 1 }, 'EUR', '€4,800.00'],
  ] as [Estimate, 'USD' | 'EUR' | 'GBP', string][])('%o in %s is %s', (estimate, currency, total) => {
    const result = estimateTotal(estimate, currency, list, TODAY);
    expect(result).toMatchObject({ ok: true, total });
    const direct = calculatePrice(
      {
        license: estimate.plan,
        participants: estimate.participants,
        duration:
          estimate.billing === 'monthly'
            ? { kind: 'monthly', months: estimate.months }
            : estimate.billing === 'yearly'
              ? { kind: 'yearly', years: estimate.years }
              : { kind: 'one-time' },
        currency,
      },
      list,
      TODAY,
    );
    expect(result).toEqual(direct);
  });

  it('uses the discounted monthly price while the offer runs (until 2025-11-01 inclusive)', () => {
    const pro: Estimate = { plan: 'PRO', billing: 'monthly', participants: 10, months: 1, years: 1 };
    expect(estimateTotal(pro, 'GBP', list, '2025-11-01')).toMatchObject({ total: '£10.20' });
    expect(estimateTotal(pro, 'GBP', list, '2025-11-02')).toMatchObject({ total: '£17.00' });
  });

  it('says when a plan has no price for the billing', () => {
    expect(
      estimateTotal({ plan: 'BASIC', billing: 'yearly', participants: 10, months: 1, years: 1 }, 'USD', list, TODAY),
    ).toMatchObject({
      ok: false,
    });
  });
});
