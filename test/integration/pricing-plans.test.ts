/**
 * /pricing answers "what do I get, and what would it cost us?" without JavaScript: plan
 * cards with what each includes and a next step, the billing switch and the estimator from the
 * query, the FAQ; and shared quotes cannot flood the HTML cache.
 */
import { describe, expect, it } from 'vitest';
import { get, HOSTS } from './helpers.ts';
import { islandMarker } from '../island-props.ts';
import { htmlCacheKey } from '../../worker/render/html-cache-key.ts';
import { PAGE_ROUTES } from '../../worker/routes/routes.ts';
import { resolveTenant } from '../../worker/tenants/resolve.ts';

const page = async (path: string, host = HOSTS.default!, country = 'US') => {
  const res = await get(`https://${host}${path}`, { cf: { country } } as RequestInit);
  expect(res.status).toBe(200);
  return (await res.text()).replace(/<!-- -->/g, '');
};
const stripTags = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .trim();
function cards(html: string) {
  const list = /<ul[^>]*data-testid="plans"[^>]*>(.*<\/ul><\/li>)<\/ul>/s.exec(html)?.[1] ?? '';
  return [...list.matchAll(/<li( class="recommended")? data-plan="(\w+)">(.*?)<\/ul><\/li>/gs)].map(
    ([, recommended, license, body]) => ({
      license: license!,
      recommended: !!recommended,
      cta: /<a class="cta" href="([^"]*)"[^>]*>(.*?)<\/a>/.exec(body!)?.slice(1, 3),
      items: [...body!.matchAll(/<li>(.*?)<\/li>/g)].map(([, item]) => stripTags(item!)),
    }),
  );
}
const billingOf = (html: string) => /data-plan-cards="" data-billing="([^"]+)"/.exec(html)?.[1];
const total = (html: string) => stripTags(/data-testid="estimate-total">(.*?)<\/strong>/.exec(html)?.[1] ?? '');

describe('plan cards', () => {
  it.each([
    [HOSTS.default!, '/start-trial', 'Start a free trial'],
    [HOSTS.cofi!, '/eventmanager/create', 'Start your event'],
  ])('on %s every card lists at least four included items and has its own next step', async (host, href, label) => {
    const shown = cards(await page('/pricing', host));
    expect(shown.map((c) => c.license)).toEqual(['LIGHT', 'BASIC', 'PRO', 'ENTERPRISE']);
    for (const card of shown) expect(card.items.length, card.license).toBeGreaterThanOrEqual(4);
    // Each self-service next step names its plan (/start-trial reads it: start-trial-plan.test.ts).
    expect(shown.map((c) => c.cta)).toEqual([
      [`${href}?plan=essentials`, label],
      [`${href}?plan=starter`, label],
      [`${href}?plan=pro`, label],
      ['/contact?topic=pricing', 'Talk to sales'],
    ]);
    expect(shown.filter((c) => c.recommended).map((c) => c.license)).toEqual(['PRO']);
    expect(shown[2]!.items).toContain('Your logo and colours on the event');
  });

  it('the comparison table has a row for every feature the cards read', async () => {
    const html = await page('/pricing');
    const table = /data-testid="plan-comparison">(.*?)<\/table>/s.exec(html)?.[1] ?? '';
    const rows = [...table.matchAll(/<th scope="row">(.*?)<\/th>/g)].map(([, name]) => stripTags(name!));
    for (const card of cards(html)) for (const item of card.items) expect(rows).toContain(item);
  });
});

describe('billing switch without JavaScript', () => {
  it.each([
    ['', 'monthly'],
    ['?billing=yearly', 'yearly'],
    ['?billing=one-time', 'one-time'],
    ['?billing=weekly', 'monthly'],
  ])('%s shows the %s prices and marks that link', async (query, billing) => {
    const html = await page(`/pricing${query}`);
    expect(billingOf(html)).toBe(billing);
    const nav = /data-testid="billing-switch"[^>]*>(.*?)<\/nav>/s.exec(html)?.[1] ?? '';
    expect(/<a href="([^"]+)" aria-current="true">/.exec(nav)?.[1]).toBe(`/pricing?billing=${billing}`);
  });

  it('keeps the currency and preview in its links, and the yearly card shows the annual price', async () => {
    const html = await page('/pricing?currency=GBP&tenant=mzg&utm_source=x&billing=yearly', HOSTS.cofi);
    expect(html).toContain('href="/pricing?currency=GBP&amp;tenant=mzg&amp;billing=one-time"');
    expect(html).not.toMatch(/href="[^"]*utm_source/);
    expect(html).toMatch(/data-for="yearly"><p class="price">£26.00<\/p>/);
  });
});

describe('estimator', () => {
  it.each([
    ['?plan=starter&participants=250&months=3&currency=EUR', '€750.00'],
    ['?billing=yearly&plan=pro&participants=50&years=1&currency=GBP', '£867.50'],
    ['?billing=one-time&plan=enterprise&participants=1200&currency=USD', '$4,800.00'],
  ])('%s renders %s on the server (calculatePrice)', async (query, expected) => {
    expect(total(await page(`/pricing${query}`))).toBe(expected);
  });

  it('has a sensible default without a query: Pro, 100 participants, 3 months', async () => {
    const html = await page('/pricing');
    expect(total(html)).toBe('$600.00');
    expect(islandMarker(html, 'pricing-estimator')?.props).toMatchObject({
      initial: { plan: 'PRO', billing: 'monthly', participants: 100, months: 3 },
      fromQuery: false,
    });
  });

  it('hydrates when the browser is idle, not before first paint', async () => {
    expect(await page('/pricing')).toMatch(
      /<tt-island data-island="pricing-estimator" data-props="[^"]*" data-hydrate="idle"/,
    );
  });

  it('clamps and replaces invalid inputs instead of failing', async () => {
    const html = await page('/pricing?plan=gold&participants=-5&months=abc');
    expect(total(html)).toBe('$6.00');
    expect(stripTags(html)).toContain('1 participant × 3 months × $2.00 = $6.00');
    expect(total(await page('/pricing?participants=99999999999&months=1'))).toBe('$200,000.00');
  });

  it('says when a plan has no price for the billing', async () => {
    const html = await page('/pricing?billing=yearly&plan=starter&participants=10');
    expect(stripTags(/data-testid="estimate-result"[^>]*>(.*?)<\/div>/s.exec(html)?.[1] ?? '')).toBe(
      'Starter is not offered yearly; choose monthly.',
    );
  });

  it('is a GET form that carries the currency and preview parameters', async () => {
    const html = await page('/pricing?currency=EUR&tenant=mzg', HOSTS.cofi);
    const [, attributes, form] = /<form([^>]*data-testid="estimator"[^>]*)>(.*?)<\/form>/s.exec(html) ?? [];
    expect(attributes).toContain('method="get"');
    for (const [name, value] of [
      ['currency', 'EUR'],
      ['tenant', 'mzg'],
      ['billing', 'monthly'],
    ])
      expect(form).toContain(`<input type="hidden" name="${name}" value="${value}"/>`);
    for (const name of ['plan', 'participants', 'months']) expect(form).toContain(`name="${name}"`);
  });
});

describe('FAQ', () => {
  it.each([
    ['US', '$500.00'],
    ['GB', '£420.00'],
  ])(
    'answers invoices, participants, SSO (%s: %s), data regions and cancelling without JavaScript',
    async (country, sso) => {
      const html = await page('/pricing', HOSTS.default, country);
      const faq = /data-testid="pricing-faq">(.*?)<\/section>/s.exec(html)?.[1] ?? '';
      const questions = [...faq.matchAll(/<summary>(.*?)<\/summary>/g)].map(([, q]) => q);
      expect(questions).toEqual(
        expect.arrayContaining([
          'Can we pay by invoice or with a purchase order?',
          'What counts as a participant?',
          'Do you offer single sign-on (SSO)?',
          'Where is our data stored?',
          'How do we cancel?',
        ]),
      );
      expect(faq).toContain(`Single Sign-On add-on: ${sso} once per order`);
      expect(stripTags(faq)).toContain('In our US data centre by default. Data centres in the EU and in the UK');
    },
  );

  it('and shows proof: customer marks and a testimonial with a result', async () => {
    const html = await page('/pricing', HOSTS.cofi);
    const proof = /data-testid="pricing-proof">(.*?)<\/section>/s.exec(html)?.[1] ?? '';
    expect(proof).toContain('aria-label="Meridian Bank"');
    expect(stripTags(proof)).toContain('eleven countries');
  });
});

describe('HTML cache for /pricing', () => {
  const pricing = PAGE_ROUTES.find((r) => r.name === 'pricing')!;
  const keyOf = (query: string) => {
    const url = new URL(`https://${HOSTS.default}/pricing${query}`);
    const request = new Request(url);
    return htmlCacheKey(
      request,
      url,
      resolveTenant(url, 'default'),
      pricing.cachedParams,
      0,
      pricing.cachedParamValues,
    );
  };

  it('caches the billing switch and currency, each value of a closed set', () => {
    expect(keyOf('?billing=yearly')).toHaveProperty('key');
    expect(keyOf('?currency=GBP&billing=one-time')).toHaveProperty('key');
  });

  it('renders estimates and junk values fresh, so they are never distinct entries', () => {
    expect(keyOf('?plan=pro&participants=250&months=3')).toEqual({ bypass: 'query' });
    expect(keyOf('?billing=weekly')).toEqual({ bypass: 'query value' });
    expect(keyOf('?currency=BTC')).toEqual({ bypass: 'query value' });
  });
});

describe('/pricing/support-plans', () => {
  it.each([HOSTS.default!, HOSTS.cofi!])(
    'on %s: three cards, each with what it includes and its own next step',
    async (host) => {
      const html = await page('/pricing/support-plans', host, 'GB');
      const list = /data-testid="support-plans">(.*<\/a><\/li>)<\/ul>/s.exec(html)?.[1] ?? '';
      const cards = list.split(/<li(?: class="recommended")?><div class="head">/).slice(1);
      expect(cards).toHaveLength(3);
      for (const card of cards) {
        expect([...card.matchAll(/<li>/g)].length).toBeGreaterThanOrEqual(3);
        expect(card).toMatch(/<a class="cta" href="\/[^"]*">[^<]+<\/a>/);
      }
      expect(html).toMatch(
        /<li class="recommended"><div class="head"><h2>Setup-service<\/h2><span class="price">£220.00<\/span>/,
      );
    },
  );
});
