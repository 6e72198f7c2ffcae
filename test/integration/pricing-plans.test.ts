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
  const list = /<ul[^>]*data-testid="plans"[^>]*>(.*<\/ul><\/details><\/li>)<\/ul>/s.exec(html)?.[1] ?? '';
  return [...list.matchAll(/<li( class="recommended")? data-plan="(\w+)">(.*?)<\/ul><\/details><\/li>/gs)].map(
    ([, recommended, license, body]) => ({
      license: license!,
      recommended: !!recommended,
      cta: /<a class="cta" href="([^"]*)"[^>]*>(.*?)<\/a>/
        .exec(body!)
        ?.slice(1, 3)
        .map((part, i) => (i === 1 ? stripTags(part) : part)),
      items: [...body!.matchAll(/<li>(.*?)<\/li>/g)].map(([, item]) => stripTags(item!)),
    }),
  );
}
const billingOf = (html: string) => /data-plan-cards="" data-billing="([^"]+)"/.exec(html)?.[1];
const total = (html: string) => stripTags(/data-testid="estimate-total">(.*?)<\/strong>/.exec(html)?.[1] ?? '');

describe('plan cards', () => {
  it.each([
    [HOSTS.default!, '/start-trial', 'Try {plan} free'],
    // Monthly is selected: a Corporate Fitness card's first (shown) button subscribes monthly.
    [HOSTS.cofi!, '/eventmanager/create?billing=monthly', 'Get {plan} monthly'],
  ])('on %s every card lists at least four included items and has its own next step', async (host, href, label) => {
    const shown = cards(await page('/pricing', host));
    const join = href.includes('?') ? '&amp;' : '?';
    expect(shown.map((c) => c.license)).toEqual(['LIGHT', 'BASIC', 'PRO', 'ENTERPRISE']);
    for (const card of shown) expect(card.items.length, card.license).toBeGreaterThanOrEqual(4);
    // Each next step names its plan, in its link (/start-trial reads it: start-trial-plan.test.ts)
    // and its words (the card label's {plan}), so no action repeats on screen.
    expect(shown.map((c) => c.cta)).toEqual([
      [`${href}${join}plan=essentials`, label.replace('{plan}', 'Essentials')],
      [`${href}${join}plan=starter`, label.replace('{plan}', 'Starter')],
      [`${href}${join}plan=pro`, label.replace('{plan}', 'Pro')],
      ['/contact?topic=pricing', 'Ask about Enterprise'],
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
    expect(/<a href="([^"]+)"[^>]* aria-current="true"/.exec(nav)?.[1]).toBe(`/pricing?billing=${billing}`);
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
      initial: {
        plan: 'PRO',
        billing: 'monthly',
        participants: '100',
        months: '3',
        support: 'SELF_SERVICE',
        sso: false,
      },
      fromQuery: false,
    });
  });

  it('hydrates on a first touch, not with the page (the form prices without it)', async () => {
    expect(await page('/pricing')).toMatch(
      /<tt-island data-island="pricing-estimator" data-props="[^"]*" data-hydrate="interaction"/,
    );
  });

  /** A field's input and the refusal under it, as the server renders them. */
  const field = (html: string, name: string) => {
    const input = new RegExp(`<input [^>]*name="${name}"[^>]*/>`).exec(html)?.[0] ?? '';
    const describedBy = /aria-describedby="([^"]+)"/.exec(input)?.[1] ?? '';
    const error = new RegExp(`<p class="error" id="${describedBy.split(' ').at(-1)}"[^>]*>(.*?)</p>`).exec(html)?.[1];
    return { invalid: input.includes('aria-invalid="true"'), error: error && stripTags(error) };
  };

  it.each([
    ['0', 'Enter 1 or more.'],
    ['-5', 'Enter 1 or more.'],
    ['abc', 'Enter a number.'],
    ['2.5', 'Enter a whole number.'],
    ['100001', 'Enter 100,000 or less. Up to 100,000 participants here; for more, talk to us.'],
  ])('refuses %s participants next to the field, and shows no total', async (participants, message) => {
    const html = await page(`/pricing?plan=pro&participants=${participants}&months=3`);
    expect(field(html, 'participants')).toEqual({ invalid: true, error: message });
    expect(html).not.toContain('data-testid="estimate-total"');
    expect(stripTags(/data-testid="estimate-result"[^>]*>(.*?)<\/div>/s.exec(html)?.[1] ?? '')).toBe(
      'No total yet: please check the highlighted field.',
    );
    // The field keeps what was typed, for the visitor to correct.
    expect(islandMarker(html, 'pricing-estimator')?.props).toMatchObject({ initial: { participants } });
  });

  it('refuses each count in use, and only those', async () => {
    const html = await page('/pricing?participants=10&months=0&years=abc');
    expect(field(html, 'months')).toEqual({ invalid: true, error: 'Enter 1 or more.' });
    expect(field(html, 'participants')).toEqual({ invalid: false, error: undefined });
    expect(total(await page('/pricing?billing=yearly&plan=pro&participants=10&months=0'))).toBe('$204.00');
  });

  it('prices the details (support plan and add-ons) into the same total', async () => {
    const html = await page('/pricing?plan=starter&participants=10&months=2&support=setup-service&sso=1&badges=1');
    // 10 × 2 × $1.00 + $250.00 + $500.00 + 1 × $100.00
    expect(total(html)).toBe('$870.00');
    expect(html).toMatch(/<details open="" data-testid="estimate-details">/);
    expect(stripTags(/data-testid="estimate-lines">(.*?)<\/ul>/s.exec(html)?.[1] ?? '')).toContain(
      'Single sign-on: 1 × $500.00 = $500.00',
    );
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
    ])
      expect(form).toContain(`<input type="hidden" name="${name}" value="${value}"/>`);
    for (const name of ['plan', 'billing', 'participants', 'months', 'support', 'retention', 'badges', 'sso', 'dpa'])
      expect(form).toContain(`name="${name}"`);
    // Its button is for visitors without JavaScript only.
    expect(form).toMatch(/<noscript><button type="submit">Update estimate<\/button><\/noscript>/);
  });

  it('the currency and billing links keep every input of an estimate', async () => {
    const html = await page('/pricing?currency=GBP&tenant=mzg&plan=starter&participants=0&months=6&sso=1', HOSTS.cofi);
    const link = (name: string, value: string) =>
      new RegExp(`<a href="([^"]+)" data-switch="${name}" data-value="${value}"`)
        .exec(html)?.[1]
        ?.replace(/&amp;/g, '&');
    expect(link('currency', 'EUR')).toBe(
      '/pricing?tenant=mzg&billing=monthly&plan=starter&participants=0&months=6&sso=1&currency=EUR',
    );
    expect(link('billing', 'yearly')).toBe(
      '/pricing?currency=GBP&tenant=mzg&plan=starter&participants=0&months=6&sso=1&billing=yearly',
    );
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
      expect(faq).toContain(`single sign-on add-on: ${sso} once per order`);
      expect(stripTags(faq)).toContain('In our US data centre by default. Data centres in the EU and in the UK');
    },
  );

  it.each([
    ['', 'How is the price worked out?', 'Can we try it before we buy?'],
    ['/de', 'Wie wird der Preis berechnet?', 'Können wir es vor dem Kauf ausprobieren?'],
    ['/fr', 'Comment le prix est-il calculé\u202f?', 'Pouvons-nous l’essayer avant d’acheter\u202f?'],
  ])(
    'Corporate Fitness%s answers its own buyers: price per participating employee first, the demo instead of a free trial',
    async (prefix, first, tryFirst) => {
      const html = await page(`${prefix}/pricing`, HOSTS.cofi);
      const faq = /data-testid="pricing-faq">(.*?)<\/section>/s.exec(html)?.[1] ?? '';
      const questions = [...faq.matchAll(/<summary>(.*?)<\/summary>/g)].map(([, q]) => q);
      expect(questions[0]).toBe(first);
      expect(questions).toContain(tryFirst);
      expect(faq).toContain('href="' + prefix + '/contact?topic=demo"');
      // content/pricing/plans*.json faq.cofi: no free trial, which Corporate Fitness does not offer.
      expect(stripTags(faq)).not.toMatch(/free trial|kostenlose Testphase|essai gratuit/i);
      // The same questions in the page's FAQPage data.
      const data = [...html.matchAll(/"@type":"Question","name":"([^"]+)"/g)].map(([, q]) => q);
      expect(data[0]).toBe(first);
    },
  );

  it('the general brand keeps its FAQ, free trial included', async () => {
    const faq = /data-testid="pricing-faq">(.*?)<\/section>/s.exec(await page('/pricing'))?.[1] ?? '';
    expect(stripTags(faq)).toContain('A free trial ends on its own');
    expect(faq).not.toContain('Can we try it before we buy?');
  });

  it("and shows proof: customer marks and a testimonial with a result, its person's initials and company", async () => {
    const html = await page('/pricing', HOSTS.cofi);
    const proof = /data-testid="pricing-proof">(.*?)<\/section>/s.exec(html)?.[1] ?? '';
    expect(proof).toContain('aria-label="Meridian Bank"');
    // The buyer's side (IT, legal, the board), not the contact page's quote.
    expect(stripTags(proof)).toContain('an easy yes for IT and for legal');
    // The person beside their words: initials for a face, then name, role and company.
    const caption = /<figcaption>(.*?)<\/figcaption>/s.exec(proof)?.[1] ?? '';
    expect(caption).toMatch(/data-testid="proof-avatar".*?<svg[^>]*role="img".*?>JW<\/text>/s);
    expect(stripTags(caption)).toMatch(/James Whitlock, Benefits Manager, Orbital Telecom$/);
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
