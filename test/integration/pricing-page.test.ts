import { describe, expect, it } from 'vitest';
import { get, HOSTS } from './helpers.ts';
import { islandMarker } from '../island-props.ts';

/** The published prices, written out by hand (not read from the price list) so a wrong file fails here. */
type Money = Record<'USD' | 'EUR' | 'GBP', string>;
const m = (usd: string, eur: string, gbp: string): Money => ({ USD: usd, EUR: eur, GBP: gbp });
const NONE = m('—not offered', '—not offered', '—not offered');
/** Licence → monthly, yearly, one-time event, 1Q extension (discounts ended 2025-11-01). */
const LICENCES: [string, Money, Money, Money, Money][] = [
  ['Essentials', m('$0.35', '€0.35', '£0.30'), m('$3.60', '€3.60', '£3.05'), NONE, NONE],
  ['Starter', m('$1.00', '€1.00', '£0.85'), NONE, m('$2.00', '€2.00', '£1.85'), m('$4.00', '€4.00', '£3.70')],
  [
    'Pro',
    m('$2.00', '€2.00', '£1.70'),
    m('$20.40', '€20.40', '£17.35'),
    m('$3.00', '€3.00', '£2.60'),
    m('$6.00', '€6.00', '£5.20'),
  ],
  [
    'Enterprise',
    m('$3.00', '€3.00', '£2.55'),
    m('$30.60', '€30.60', '£26.00'),
    m('$4.00', '€4.00', '£3.75'),
    m('$8.00', '€8.00', '£7.50'),
  ],
];
const SUPPORT: [string, Money][] = [
  ['Self-service', m('Included ($0.00)', 'Included (€0.00)', 'Included (£0.00)')],
  ['Setup-service', m('$250.00', '€250.00', '£220.00')],
  ['Full-service', m('$950.00', '€950.00', '£750.00')],
];

/** Add-on → price, how it is billed (as calculatePrice prices it). */
const ADD_ONS: [string, Money, string][] = [
  ['Data retention subscription', m('$0.25', '€0.25', '£0.20'), 'per participant per month'],
  ['Single sign-on', m('$500.00', '€500.00', '£420.00'), 'once per order'],
  ['Custom DPA or contracting', m('$375.00', '€375.00', '£330.00'), 'once per order'],
  ['Badge Pack', m('$100.00', '€100.00', '£100.00'), 'per pack'],
];

/** Visitors by country, and a US visitor who chose another currency with `?currency=` (any case). */
const VISITORS = [
  { who: 'a US visitor', country: 'US', query: '', currency: 'USD' },
  { who: 'a German visitor', country: 'DE', query: '', currency: 'EUR' },
  { who: 'a British visitor', country: 'GB', query: '', currency: 'GBP' },
  { who: 'a US visitor with ?currency=gbp', country: 'US', query: '?currency=gbp', currency: 'GBP' },
  { who: 'a British visitor with ?currency=EUR', country: 'GB', query: '?currency=EUR', currency: 'EUR' },
] as const;

const page = async (path: string, country?: string, host = HOSTS.default) => {
  const res = await get(`https://${host}${path}`, country ? ({ cf: { country } } as RequestInit) : {});
  expect(res.status).toBe(200);
  return (await res.text()).replace(/<!-- -->/g, '');
};
const stripTags = (html: string) => html.replace(/<[^>]+>/g, '').trim();
/** The plan cards (`data-plan`) with the price and period each shows for a billing. */
function cards(html: string): Record<string, string> {
  const list = /<ul[^>]*data-testid="plans"[^>]*>(.*<\/ul><\/details><\/li>)<\/ul>/s.exec(html)?.[1] ?? '';
  return Object.fromEntries(
    [...list.matchAll(/data-plan="(\w+)">(.*?)<\/ul><\/details><\/li>/gs)].map(([, l, body]) => [l!, body!]),
  );
}
function cardPrice(card: string, billing: 'monthly' | 'yearly' | 'one-time'): [string, string] {
  const m = new RegExp(`data-for="${billing}"><p class="price[^"]*">(.*?)</p><p class="period">(.*?)</p>`, 's').exec(
    card,
  );
  return [stripTags(m?.[1] ?? ''), stripTags(m?.[2] ?? '')];
}
const LICENCE_KEYS: Record<string, string> = {
  Essentials: 'LIGHT',
  Starter: 'BASIC',
  Pro: 'PRO',
  Enterprise: 'ENTERPRISE',
};
/** The rows (name, price, detail) of a price list with this test id. */
function priceRows(html: string, testId: string): string[][] {
  const list = new RegExp(`<ul[^>]*data-testid="${testId}"[^>]*>(.*?)</ul>`, 's').exec(html)?.[1] ?? '';
  return [...list.matchAll(/<li>(.*?)<\/li>/gs)].map(([, row]) =>
    [...row!.matchAll(/<(?:span|p) class="(?:name|price|detail)">(.*?)<\/(?:span|p)>/gs)].map(([, cell]) =>
      stripTags(cell!),
    ),
  );
}
/** The support plan cards: each name with the price beside it (the same row of the card). */
const supportCards = (html: string) =>
  [...html.matchAll(/<div class="head"><h2>(.*?)<\/h2><span class="price">(.*?)<\/span><\/div>/g)].map(([, n, p]) => [
    stripTags(n!),
    stripTags(p!),
  ]);
/** The text of each cell of each body row of the table with this test id. */
function tableRows(html: string, testId: string): string[][] {
  const table = new RegExp(`<table[^>]*data-testid="${testId}"[^>]*>(.*?)</table>`, 's').exec(html)?.[1] ?? '';
  const body = /<tbody>(.*?)<\/tbody>/s.exec(table)?.[1] ?? '';
  return [...body.matchAll(/<tr>(.*?)<\/tr>/gs)].map(([, row]) =>
    [...row!.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/gs)].map(([, cell]) => stripTags(cell!)),
  );
}
/** The price calculator island's marker and its JSON props, or null. */
const calculatorIsland = (html: string) => islandMarker(html, 'price-calculator');
const h1s = (html: string) => [...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/gs)].map(([, text]) => stripTags(text!));

describe('/pricing renders the price list', () => {
  it('shows every plan with the spec prices in the chosen currency (discount expired 2025-11-01)', async () => {
    const html = cards(await page('/pricing?currency=GBP'));
    expect(Object.keys(html)).toEqual(['LIGHT', 'BASIC', 'PRO', 'ENTERPRISE']);
    expect(cardPrice(html.PRO!, 'monthly')).toEqual(['£1.70', 'per participant per month']);
    expect(cardPrice(html.PRO!, 'yearly')).toEqual(['£17.35', 'per participant per year, billed yearly']);
    expect(JSON.stringify(html)).not.toContain('£1.02');
  });

  it.each(VISITORS)(
    '$who sees every plan, add-on and support plan in $currency',
    async ({ country, query, currency }) => {
      const html = await page(`/pricing${query}`, country);
      const shown = cards(html);
      for (const [label, monthly, yearly, oneTime, ext] of LICENCES) {
        const card = shown[LICENCE_KEYS[label]!]!;
        expect(cardPrice(card, 'monthly')).toEqual([monthly[currency], 'per participant per month']);
        expect(cardPrice(card, 'yearly')).toEqual(
          yearly === NONE
            ? ['Monthly only', `No yearly price: ${monthly[currency]} per participant per month`]
            : [yearly[currency], 'per participant per year, billed yearly'],
        );
        expect(cardPrice(card, 'one-time')).toEqual(
          oneTime === NONE
            ? ['Subscription only', `No one-time event: ${monthly[currency]} per participant per month`]
            : [oneTime[currency], 'per participant, per event'],
        );
        if (ext !== NONE) expect(stripTags(card)).toContain(`Extend by a quarter: ${ext[currency]} per participant`);
      }
      expect(priceRows(html, 'support').map(([name, price]) => [name, price])).toEqual(
        SUPPORT.map(([label, price]) => [label, price[currency].replace(/Included \(.*\)/, 'Included')]),
      );
      expect(priceRows(html, 'add-ons')).toEqual(
        ADD_ONS.map(([name, price, billed]) => [name, price[currency], billed]),
      );
    },
  );

  it("an unknown currency parameter falls back to the visitor's country", async () => {
    expect(cardPrice(cards(await page('/pricing?currency=BTC', 'FR')).PRO!, 'monthly')[0]).toBe('€2.00');
  });

  it('the heading comes from the route\'s content file: one <h1>, not the old hard-coded "Pricing" block', async () => {
    const html = await page('/pricing', 'US');
    expect(h1s(html)).toHaveLength(1);
    expect(html).not.toContain('Pay per participant, in US dollars, euros or pounds.');
  });
});

describe('/pricing-2024 compares the licences', () => {
  it.each(VISITORS)(
    '$who sees monthly, yearly, one-time and extension prices in $currency',
    async ({ country, query, currency }) => {
      const html = await page(`/pricing-2024${query}`, country);
      expect(tableRows(html, 'licence-comparison')).toEqual(
        LICENCES.map(([label, ...prices]) => [label, ...prices.map((p) => p[currency])]),
      );
      expect(html).toContain(`Plans compared, per participant, in ${currency}`);
      expect(tableRows(html, 'extras-comparison')).toEqual([
        ...ADD_ONS.map(([name, price, billed]) => [name, price[currency], billed]),
        ...SUPPORT.map(([label, price]) => [
          `Support: ${label}`,
          price[currency].replace(/Included \((.*)\)/, '$1'),
          'once per order',
        ]),
      ]);
      expect(h1s(html)).toHaveLength(1);
    },
  );
});

describe('/pricing/support-plans lists the support plans', () => {
  it.each(VISITORS)('$who sees the three plans in $currency', async ({ country, query, currency }) => {
    const html = await page(`/pricing/support-plans${query}`, country);
    expect(supportCards(html)).toEqual(
      SUPPORT.map(([label, price]) => [label, price[currency].replace(/Included \(.*\)/, 'Included')]),
    );
    expect(h1s(html)).toHaveLength(1);
  });

  it('is on the corporate-fitness brand too, with the preview parameters kept in the currency links', async () => {
    const html = await page('/pricing/support-plans', 'GB', HOSTS.cofi);
    expect(supportCards(html)[2]).toEqual(['Full-service', '£750.00']);
    const preview = await page('/pricing/support-plans?tenant=mzg&currency=USD', 'GB', HOSTS.cofi);
    expect(preview).toContain('href="/pricing/support-plans?currency=EUR&amp;tenant=mzg"');
  });
});

/**
 * Essentials' yearly price against twelve monthly ones, in whole percent: $3.60 / (12 ×
 * $0.35) saves 14.3 %, £3.05 / (12 × £0.30) 15.3 %.
 */
const SAVING = m('14%', '14%', '15%');

describe('/pricing/essentials-plan shows the Essentials prices', () => {
  it.each(VISITORS)('$who sees monthly and yearly in $currency', async ({ country, query, currency }) => {
    const html = await page(`/pricing/essentials-plan${query}`, country);
    const list = /data-testid="essentials-prices"[^>]*>(.*?)<\/ul>/s.exec(html)?.[1] ?? '';
    const [, monthly, yearly] = LICENCES[0]!;
    expect(stripTags(list.replace(/<\/li>/g, '\n'))).toBe(
      `${monthly[currency]} per participant per month\n${yearly[currency]} per participant per year, billed yearly ${SAVING[currency]} less than 12 monthly payments.`,
    );
    expect(h1s(html)).toHaveLength(1);
  });
});

describe('currency links', () => {
  it.each(['/pricing', '/pricing-2024', '/pricing/support-plans', '/pricing/essentials-plan'])(
    '%s links to itself in each currency and marks the current one',
    async (path) => {
      const html = await page(`${path}?currency=EUR`, 'US');
      const nav = /<nav[^>]*aria-label="Currency"[^>]*>(.*?)<\/nav>/s.exec(html)?.[1] ?? '';
      expect(
        [...nav.matchAll(/<a href="([^"]+)"[^>]*?( aria-current="true")?>(\w+)<\/a>/g)].map(
          ([, href, current, label]) => [href, !!current, label],
        ),
      ).toEqual([
        [`${path}?currency=USD`, false, 'USD'],
        [`${path}?currency=EUR`, true, 'EUR'],
        [`${path}?currency=GBP`, false, 'GBP'],
      ]);
    },
  );
});

describe('the price calculator island', () => {
  it.each([['/pricing-2024', 'US', '', 'USD']])(
    "%s for a visitor from %s%s: marker with rows, currency %s, the server's date and the no-JavaScript link",
    async (path, country, query, currency) => {
      const island = calculatorIsland(await page(`${path}${query}`, country));
      expect(island).not.toBeNull();
      const { props, inner } = island!;
      expect(Object.keys(props).sort()).toEqual(['contactHref', 'currency', 'formLabels', 'labels', 'rows', 'today']);
      expect(props.currency).toBe(currency);
      expect(props.contactHref).toBe('/contact?topic=pricing');
      expect(Math.abs(Date.parse(props.today as string) - Date.now())).toBeLessThan(2 * 86_400_000);
      expect(props.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const rows = props.rows as { key: string; prices: Record<string, number>; discount_valid_till?: string }[];
      expect(rows.find((r) => r.key === 'pro')).toMatchObject({
        prices: { USD: 200, EUR: 200, GBP: 170 },
        discount_valid_till: '2025-11-01',
      });
      expect(rows.map((r) => r.key)).toEqual(
        expect.arrayContaining([
          'support-full-service',
          'extended-duration-pro',
          'single-sign-on',
          'custom-dpa',
          'badge-pack',
          'data-retention',
        ]),
      );
      expect(rows.map((r) => r.key)).not.toContain('ready-to-go');
      expect(inner).toMatch(/^<a [^>]*href="\/contact\?topic=pricing"[^>]*>Open the price calculator<\/a>$/);
    },
  );

  it.each([
    ['DE', '', 'EUR'],
    ['US', '?currency=GBP', 'GBP'],
  ])(
    "/pricing for a visitor from %s%s has one price tool: the estimator, with the calculator's rows in %s",
    async (country, query, currency) => {
      const html = await page(`/pricing${query}`, country);
      expect(calculatorIsland(html)).toBeNull();
      expect(html).not.toContain('Open the price calculator');
      const { props } = islandMarker(html, 'pricing-estimator')!;
      expect(props.currency).toBe(currency);
      expect(props.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const rows = props.rows as { key: string }[];
      expect(rows.map((r) => r.key)).toEqual(
        expect.arrayContaining([
          'support-full-service',
          'single-sign-on',
          'custom-dpa',
          'badge-pack',
          'data-retention',
        ]),
      );
      expect(rows.map((r) => r.key)).not.toContain('ready-to-go');
    },
  );

  it("on /de/pricing the estimator's details speak German and say Tarif, not Plan or Lizenz", async () => {
    const { props } = islandMarker(await page('/de/pricing', 'DE'), 'pricing-estimator')!;
    const labels = props.labels as { plan: string; calc: { extras: string; license: string; supportPlan: string } };
    expect(labels.plan).toBe('Tarif');
    expect(labels.calc).toMatchObject({ extras: 'Support und Add-ons', license: 'Tarif' });
  });

  it.each(['/pricing', '/pricing/support-plans', '/pricing/essentials-plan'])(
    '%s has no calculator dialog',
    async (path) => {
      expect(calculatorIsland(await page(path, 'US'))).toBeNull();
    },
  );
});

describe('/pricing?mode=afterTrial, where /r/go/start-event lands', () => {
  it.each([HOSTS.default!, HOSTS.cofi!])(
    'on %s: a heading, the next steps and a call to check out for an organiser whose trial ended',
    async (host) => {
      const redirect = await get(`https://${host}/r/go/start-event?event=42`);
      const landing = new URL(redirect.headers.get('location')!, `https://${host}`);
      const html = await page(`${landing.pathname}${landing.search}`, 'US', host);
      const start = html.indexOf('data-testid="after-trial"');
      expect(start).toBeGreaterThan(0);
      const variant = html.slice(start, html.indexOf('data-testid="plans"'));
      expect(variant).toContain('<h1>Your free trial has ended: keep your challenge going</h1>');
      expect(variant).toContain('<h2>Your next step</h2>');
      // The cards' buttons are the first screen's one action: no second "check out" above them.
      expect(variant).not.toMatch(/<a href="\/checkout/);
      expect(html).not.toContain('Start a free trial');
      // The fixed corner offers the same next step as the page, not the brand's trial or demo.
      expect(html).toMatch(/href="\/checkout[^"]*"[^>]*data-testid="primary-action">Choose a plan and check out</);
      expect(html).not.toContain('Start your event');
      // Each plan's card leads to checkout with its plan; Enterprise to sales.
      const links = Object.values(cards(html)).map((card) =>
        /<a class="cta" href="([^"]*)"[^>]*>(.*?)<\/a>/.exec(card)!.slice(1),
      );
      expect(links).toEqual([
        ['/checkout?plan=essentials', 'Continue with Essentials'],
        ['/checkout?plan=starter', 'Continue with Starter'],
        ['/checkout?plan=pro', 'Continue with Pro'],
        ['/contact?topic=pricing', 'Ask about Enterprise'],
      ]);
    },
  );

  it('plain /pricing and other modes show the usual page', async () => {
    for (const query of ['', '?mode=other']) {
      const html = await page(`/pricing${query}`, 'US');
      expect(html).not.toContain('data-testid="after-trial"');
      expect(html).toContain('<h1>Pricing</h1>');
    }
  });
});
