import { describe, expect, it } from 'vitest';
import { calculatePrice } from './calculate.ts';
import { priceList as list } from '../../worker/pricing/price-list.ts';
import {
  billingFromQuery,
  checkCount,
  estimateFromQuery,
  estimateProblems,
  estimateQuery,
  estimateTotal,
  hasEstimateInputs,
  LIMITS,
  switchHref,
  type Estimate,
} from './estimate.ts';

const TODAY = '2026-11-26';
const q = (s: string) => new URLSearchParams(s);
/** An estimate from a query, as the server and the island read it. */
const est = (s: string) => estimateFromQuery(q(s));

describe('estimateFromQuery: what a shared URL asks for', () => {
  it.each([
    ['', { plan: 'PRO', billing: 'monthly', participants: '100', months: '3', years: '1' }],
    ['plan=starter&participants=250&months=6', { plan: 'BASIC', participants: '250', months: '6' }],
    ['plan=ENTERPRISE&billing=yearly&years=2', { plan: 'ENTERPRISE', billing: 'yearly', years: '2' }],
    ['plan=Essentials&billing=one-time', { plan: 'LIGHT', billing: 'one-time' }],
    // Choices that are not ours take the default; counts stay as typed, for the field to refuse.
    [
      'plan=gold&billing=weekly&participants=abc&months=-4',
      { plan: 'PRO', billing: 'monthly', participants: 'abc', months: '-4' },
    ],
    [`participants=${'9'.repeat(40)}`, { participants: '9'.repeat(20) }],
    [
      'support=setup-service&sso=1&dpa=on&retention=6&badges=2&quarters=1',
      { support: 'SETUP_SERVICE', sso: true, dpa: true, retention: '6', badges: '2', quarters: '1' },
    ],
    ['support=gold&sso=0', { support: 'SELF_SERVICE', sso: false, dpa: false }],
  ] as [string, Partial<Estimate>][])('%s', (query, expected) => {
    expect(est(query)).toMatchObject(expected);
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
    expect(hasEstimateInputs(q('sso=1'))).toBe(true);
  });

  it('round-trips through its query string, keeping inputs the billing does not use', () => {
    const estimate = est('plan=enterprise&billing=yearly&participants=480&years=2');
    expect(estimateQuery(estimate).toString()).toBe('billing=yearly&plan=enterprise&participants=480&years=2');
    expect(estimateFromQuery(estimateQuery(estimate))).toEqual(estimate);
    // Months typed before a switch to yearly are still there on the way back.
    const typed = { ...est('months=7&support=full-service&badges=3&sso=1'), billing: 'yearly' as const };
    expect(estimateQuery(typed).toString()).toBe(
      'billing=yearly&plan=pro&participants=100&months=7&years=1&badges=3&support=full-service&sso=1',
    );
    expect(estimateFromQuery(estimateQuery(typed))).toEqual(typed);
    expect(LIMITS.participants.max).toBeLessThanOrEqual(1_000_000);
  });
});

describe('checkCount: one rule for the server and the island', () => {
  it.each([
    ['0', { code: 'min', limit: 1 }],
    ['-5', { code: 'min', limit: 1 }],
    ['abc', { code: 'nan' }],
    ['', { code: 'nan' }],
    ['Infinity', { code: 'nan' }],
    ['12.6', { code: 'int' }],
    ['100001', { code: 'max', limit: 100_000 }],
    ['1e9', { code: 'max', limit: 100_000 }],
  ])('participants %j is refused', (raw, problem) => {
    expect(checkCount(raw, 'participants')).toEqual(problem);
  });

  it('accepts whole numbers within the bounds, spaces around them included', () => {
    expect(checkCount('1', 'participants')).toBeUndefined();
    expect(checkCount(' 100000 ', 'participants')).toBeUndefined();
    expect(checkCount('0', 'badges')).toBeUndefined();
    expect(checkCount('121', 'months')).toEqual({ code: 'max', limit: 120 });
  });

  it('judges only the counts the billing uses', () => {
    expect(estimateProblems(est('billing=yearly&months=0'))).toEqual({});
    expect(estimateProblems(est('billing=monthly&months=0&participants=-5'))).toEqual({
      participants: { code: 'min', limit: 1 },
      months: { code: 'min', limit: 1 },
    });
    expect(estimateProblems(est('billing=one-time&quarters=9'))).toEqual({ quarters: { code: 'max', limit: 8 } });
  });
});

describe('estimateTotal is calculatePrice of the estimate, or no total', () => {
  it.each([
    // 250 × 3 months × $1.00
    ['plan=starter&participants=250&months=3', 'USD', '$750.00'],
    // 50 × 1 year × £17.35 (prices-annual, exact)
    ['plan=pro&billing=yearly&participants=50', 'GBP', '£867.50'],
    // 1,200 × €4.00 one-time
    ['plan=enterprise&billing=one-time&participants=1200', 'EUR', '€4,800.00'],
  ] as const)('%s in %s is %s', (query, currency, total) => {
    const estimate = est(query);
    const { price } = estimateTotal(estimate, currency, list, TODAY);
    expect(price).toMatchObject({ ok: true, total });
    const direct = calculatePrice(
      {
        license: estimate.plan,
        participants: Number(estimate.participants),
        duration:
          estimate.billing === 'monthly'
            ? { kind: 'monthly', months: Number(estimate.months) }
            : estimate.billing === 'yearly'
              ? { kind: 'yearly', years: Number(estimate.years) }
              : { kind: 'one-time' },
        currency,
      },
      list,
      TODAY,
    );
    expect(price).toEqual(direct);
  });

  it('adds the support plan and add-ons of its details to the same total', () => {
    // 100 × 3 × $2.00 + Setup-service $250 + 100 × 6 × $0.25 + SSO $500 + 2 × $100 badge packs
    const { price } = estimateTotal(est('support=setup-service&retention=6&sso=1&badges=2'), 'USD', list, TODAY);
    expect(price).toMatchObject({ ok: true, totalCents: 60000 + 25000 + 15000 + 50000 + 20000 });
  });

  it('refuses 0, negative, junk and too many participants: no total', () => {
    for (const participants of ['0', '-5', 'abc', '100001'])
      expect(estimateTotal(est(`participants=${participants}`), 'USD', list, TODAY)).toEqual({
        refused: { participants: checkCount(participants, 'participants') },
      });
  });

  it('uses the discounted monthly price while the offer runs (until 2025-11-01 inclusive)', () => {
    const pro = est('plan=pro&participants=10&months=1');
    expect(estimateTotal(pro, 'GBP', list, '2025-11-01').price).toMatchObject({ total: '£10.20' });
    expect(estimateTotal(pro, 'GBP', list, '2025-11-02').price).toMatchObject({ total: '£17.00' });
  });

  it('says when a plan has no price for the billing', () => {
    expect(estimateTotal(est('plan=starter&billing=yearly'), 'USD', list, TODAY).price).toMatchObject({ ok: false });
  });
});

describe('switchHref: a billing or currency link that keeps every input', () => {
  it('carries the page parameters and the estimate, with the switch value set', () => {
    const estimate = estimateQuery(est('plan=starter&participants=250&months=6&sso=1'));
    expect(
      switchHref(
        '/pricing',
        [
          ['currency', 'USD'],
          ['tenant', 'cofi'],
        ],
        estimate,
        ['currency', 'EUR'],
      ),
    ).toBe('/pricing?tenant=cofi&billing=monthly&plan=starter&participants=250&months=6&sso=1&currency=EUR');
    expect(switchHref('/pricing', [['currency', 'GBP']], estimate, ['billing', 'yearly'])).toBe(
      '/pricing?currency=GBP&plan=starter&participants=250&months=6&sso=1&billing=yearly',
    );
  });
});
