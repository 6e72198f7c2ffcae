import { describe, expect, it } from 'vitest';
import { DATA } from '../../worker/content/data-files.ts';
import { priceList } from '../../worker/pricing/price-list.ts';
import {
  cardItems,
  fillPrices,
  MIN_CARD_ITEMS,
  PlanContentSchema,
  planContentProblems,
  type PlanContent,
} from './plan-content-schema.ts';

const content = DATA.planContent;
/** The shipped content as written, to break one rule at a time. */
const asWritten = () => JSON.parse(JSON.stringify(content)) as PlanContent;
const messages = (value: unknown) =>
  PlanContentSchema.safeParse(value).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('content/pricing/plans.json', () => {
  it('is valid, recommends one of its plans and agrees with the price list', () => {
    expect(messages(content)).toEqual([]);
    expect(content.plans.map((p) => p.license)).toContain(content.recommended);
    expect(planContentProblems(content, priceList)).toEqual([]);
  });

  it(`every card lists at least ${MIN_CARD_ITEMS} items, beyond the plan before it`, () => {
    expect(content.plans.map((p) => cardItems(content, p.license))).toEqual([
      { items: expect.arrayContaining(['Live individual and team leaderboards']) },
      { basis: 'LIGHT', items: expect.arrayContaining(["Virtual journeys on a map, with every team's position"]) },
      { basis: 'BASIC', items: expect.arrayContaining(['Your logo and colours on the event']) },
      { basis: 'PRO', items: expect.arrayContaining(['White-label app in the app stores']) },
    ]);
    for (const p of content.plans)
      expect(cardItems(content, p.license).items.length).toBeGreaterThanOrEqual(MIN_CARD_ITEMS);
  });
});

describe('PlanContentSchema refuses, with the field and the fix', () => {
  it('a card with fewer than four items', () => {
    const bad = asWritten();
    for (const f of bad.groups.flatMap((g) => g.features)) f.plans.ENTERPRISE = f.plans.PRO;
    expect(messages(bad)).toEqual([expect.stringMatching(/^plans\.3: the ENTERPRISE card would list 0 items/)]);
  });

  it('a card button whose words do not name its plan (three alike in one screen)', () => {
    const bad = asWritten();
    bad.plans[0]!.cta.default = { label: 'Start free trial', href: '/start-trial' };
    const cofi = bad.plans[1]!.cta.cofi;
    if (!('label' in cofi)) cofi.yearly = { ...cofi.yearly, label: 'Subscribe yearly' };
    expect(messages(bad)).toEqual([
      expect.stringMatching(/^plans\.0\.cta\.default\.label: name the plan in its button: put \{plan\}/),
      expect.stringMatching(/^plans\.1\.cta\.cofi\.yearly\.label: name the plan/),
    ]);
  });

  it('a recommended plan that is not on the page, and a plan listed twice', () => {
    const bad = asWritten();
    bad.plans = bad.plans.filter((p) => p.license !== 'PRO');
    bad.plans.push({ ...bad.plans[0]! });
    expect(messages(bad)).toEqual(
      expect.arrayContaining([
        'plans.3.license: LIGHT is listed twice',
        'recommended: recommend one of the plans: LIGHT, BASIC, ENTERPRISE, LIGHT',
      ]),
    );
  });

  it('markup other than inline markdown in an FAQ answer, and an unsafe link', () => {
    const bad = asWritten();
    bad.faq.default[0]!.answer = 'Pay <b>now</b>';
    (bad.plans[0]!.cta.default as { href: string }).href = 'javascript:alert(1)';
    expect(messages(bad)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^faq\.default\.0\.answer: raw HTML is not allowed/),
        expect.stringMatching(/^plans\.0\.cta\.default\.href: a site path/),
      ]),
    );
  });

  it('a price the list does not have', () => {
    const bad = asWritten();
    bad.faq.cofi[0]!.answer = 'It costs {{price:gold-plan}}.';
    expect(planContentProblems(bad, priceList)).toEqual([
      { path: 'faq.cofi.0.answer', message: '{{price:gold-plan}}: no such key in the price list' },
    ]);
  });
});

describe("the price list decides the cells of what it sells (the spec's price list)", () => {
  const row = (c: PlanContent, key: string) =>
    c.groups.flatMap((g) => g.features).find((f) => f.priceKeys?.includes(key))!;

  it('content/pricing/plans.json: every add-on and paid support plan has a row, in no plan', () => {
    const written = asWritten();
    expect(planContentProblems(written, priceList)).toEqual([]);
    for (const key of ['single-sign-on', 'custom-dpa', 'data-retention', 'badge-pack', 'support-full-service'])
      expect(Object.values(row(written, key).plans), key).not.toContain(true);
    expect(row(written, 'support-self-service').plans).toEqual({
      LIGHT: true,
      BASIC: true,
      PRO: true,
      ENTERPRISE: true,
    });
    expect(row(written, 'one-time-pro').plans).toEqual({ LIGHT: false, BASIC: true, PRO: true, ENTERPRISE: true });
  });

  it('refuses an add-on a plan includes, an add-on without a row, and one-time events for Essentials', () => {
    const bad = asWritten();
    row(bad, 'single-sign-on').plans.ENTERPRISE = true;
    row(bad, 'one-time-pro').plans.LIGHT = true;
    for (const g of bad.groups) g.features = g.features.filter((f) => !f.priceKeys?.includes('badge-pack'));
    const found = planContentProblems(bad, priceList).map((p) => `${p.path}: ${p.message}`);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^groups: badge-pack \("Badge Pack"\) is sold apart from the plans: add a row/),
        expect.stringMatching(/\.plans\.ENTERPRISE: the price list sells single-sign-on separately/),
        expect.stringMatching(/\.plans\.LIGHT: the price list has no one-time-starter, .* for LIGHT: false/),
      ]),
    );
    expect(found).toHaveLength(3);
  });
});

describe('fillPrices', () => {
  it("puts the price list's price where the answer names it", () => {
    expect(fillPrices('SSO: {{price:single-sign-on}} once', priceList, (p) => String(p.prices.GBP))).toBe(
      'SSO: 42000 once',
    );
    expect(fillPrices('{{price:nope}}', priceList, () => 'x')).toBe('{{price:nope}}');
  });
});
