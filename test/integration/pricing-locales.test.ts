/**
 * /pricing in each language reads as one price list: every price on the page is written by one
 * money formatter (cards, estimator, table, structured data); German, French, Spanish and Dutch
 * pages open in euro, English and Arabic in dollars, unless the visitor's country pays in euro or
 * pounds or `?currency=` chose; a Corporate Fitness card's button says what the chosen billing starts.
 */
import { describe, expect, it } from 'vitest';
import { get, HOSTS } from './helpers.ts';
import { TRANSLATED_LOCALES } from '../../common/i18n/locales.ts';

const page = async (path: string, host = HOSTS.default!, country = 'US') => {
  const res = await get(`https://${host}${path}`, { cf: { country } } as RequestInit);
  expect(res.status, path).toBe(200);
  return (await res.text()).replace(/<!-- -->/g, '');
};
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .trim();
/** A card's visible price for a billing: the first `.price` of its `data-for` block. */
function cardPrice(html: string, license: string, billing: string): string {
  const card = new RegExp(`data-plan="${license}">(.*?)</details></li>`, 's').exec(html)?.[1] ?? '';
  return text(new RegExp(`data-for="${billing}"><p class="price">(.*?)</p>`, 's').exec(card)?.[1] ?? '');
}
const estimateTotal = (html: string) => text(/data-testid="estimate-total">(.*?)<\/strong>/s.exec(html)?.[1] ?? '');
const currencyShown = (html: string) =>
  /data-testid="currency-switch".*?aria-current="true"[^>]*>(\w{3})</s.exec(html)?.[1];

describe('one money formatter for every price on the page', () => {
  it.each(TRANSLATED_LOCALES)(
    '/%s/pricing: a card’s monthly price reads the same in the estimator for one participant and month',
    async (locale) => {
      for (const [license, plan] of [
        ['LIGHT', 'essentials'],
        ['PRO', 'pro'],
      ]) {
        const html = await page(`/${locale}/pricing?billing=monthly&plan=${plan}&participants=1&months=1`);
        const price = cardPrice(html, license!, 'monthly');
        expect(price).toMatch(/\d/);
        expect(estimateTotal(html), `${locale} ${license}`).toBe(price);
      }
    },
  );

  it('an Arabic price is isolated left to right wherever it stands: card, estimator, add-ons, FAQ data', async () => {
    const html = await page('/ar/pricing?billing=monthly&plan=essentials&participants=1&months=1');
    const essentials = '\u2066\u200f0.35\u00a0US$\u2069';
    expect(cardPrice(html, 'LIGHT', 'monthly')).toBe(essentials);
    expect(estimateTotal(html)).toBe(essentials);
    // Bare (not isolated), the price read "$US 0.35" beside "0.35 US$": no bare amount remains.
    const bare = text(html.replace(/<script[^>]*>.*?<\/script>/gs, '')).match(/(?<!\u2066)\u200f[\d.,]+\u00a0US\$/g);
    expect(bare).toBeNull();
  });
});

describe('the currency a page opens in', () => {
  it.each([
    ['/de/pricing', 'US', 'EUR', '2,00\u00a0€'],
    ['/fr/pricing', 'US', 'EUR', '2,00\u00a0€'],
    ['/es/pricing', 'XX', 'EUR', '2,00\u00a0€'],
    ['/nl/pricing', 'US', 'EUR', '€\u00a02,00'],
    ['/pricing', 'US', 'USD', '$2.00'],
    ['/ar/pricing', 'US', 'USD', '\u2066\u200f2.00\u00a0US$\u2069'],
    ['/fr/pricing', 'GB', 'GBP', '1,70\u00a0£'],
    ['/es/pricing', 'GB', 'GBP', '1,70\u00a0£'],
    ['/pricing', 'DE', 'EUR', '€2.00'],
  ])('%s for a visitor from %s opens in %s', async (path, country, currency, pro) => {
    const html = await page(path, HOSTS.default!, country);
    expect(currencyShown(html)).toBe(currency);
    expect(cardPrice(html, 'PRO', 'monthly')).toBe(pro);
  });

  it('?currency= still wins, and the switch keeps every input', async () => {
    const html = await page('/de/pricing?currency=USD&billing=yearly&plan=pro&participants=250&years=2');
    expect(currencyShown(html)).toBe('USD');
    expect(cardPrice(html, 'PRO', 'yearly')).toBe('20,40\u00a0$');
    const toEuro = /href="([^"]*currency=EUR[^"]*)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
    const query = new URL(toEuro!, 'https://x').searchParams;
    expect(Object.fromEntries(['billing', 'plan', 'participants', 'years'].map((k) => [k, query.get(k)]))).toEqual({
      billing: 'yearly',
      plan: 'pro',
      participants: '250',
      years: '2',
    });
  });
});

describe('a Corporate Fitness card’s button says what the chosen billing starts', () => {
  /** Each card's buttons: billing they are shown for (or "any") → [href, words]. */
  function buttons(html: string) {
    const list = /data-testid="plans"[^>]*>(.*)<\/ul>/s.exec(html)?.[1] ?? '';
    return Object.fromEntries(
      [...list.matchAll(/data-plan="(\w+)">(.*?)<\/details><\/li>/gs)].map(([, license, body]) => [
        license,
        Object.fromEntries(
          [...body!.matchAll(/<a class="cta" href="([^"]*)"[^>]*?(?:data-for="([\w-]+)")?>(.*?)<\/a>/g)].map(
            ([, href, billing, words]) => [billing ?? 'any', [href!.replace(/&amp;/g, '&'), text(words!)]],
          ),
        ),
      ]),
    );
  }

  it('English: monthly and yearly subscribe, one-time starts an event; a plan without that billing says what it has', async () => {
    const html = await page('/pricing', HOSTS.cofi!);
    expect(/data-plan-cards="" data-billing="(\w+)"/.exec(html)?.[1]).toBe('monthly');
    const shown = buttons(html);
    expect(shown.PRO).toEqual({
      monthly: ['/eventmanager/create?billing=monthly&plan=pro', 'Get Pro monthly'],
      yearly: ['/eventmanager/create?billing=yearly&plan=pro', 'Get Pro yearly'],
      'one-time': ['/eventmanager/create?plan=pro', 'Start a Pro event'],
    });
    // Starter has no yearly price ("Monthly only"), Essentials no one-time event ("Subscription only").
    expect(shown.BASIC!.yearly).toEqual(['/eventmanager/create?billing=monthly&plan=starter', 'Get Starter monthly']);
    expect(shown.LIGHT!['one-time']).toEqual([
      '/eventmanager/create?billing=monthly&plan=essentials',
      'Get Essentials monthly',
    ]);
    expect(shown.ENTERPRISE).toEqual({ any: ['/contact?topic=pricing', 'Ask about Enterprise'] });
    // Monthly is selected: no card offers an event before one-time billing is picked.
    expect(html).not.toMatch(/data-for="monthly">Start an event/);
  });

  it.each([
    ['de', 'Pro im Monatsabo', 'Event mit Pro starten'],
    ['fr', 'Choisir Pro au mois', 'Lancer un événement Pro'],
  ])(
    '/%s/pricing (the brand’s other languages): the monthly and one-time words of the Pro card',
    async (locale, monthly, oneTime) => {
      const shown = buttons(await page(`/${locale}/pricing`, HOSTS.cofi!));
      expect(shown.PRO!.monthly![1]).toBe(monthly);
      expect(shown.PRO!['one-time']![1]).toBe(oneTime);
      expect(shown.PRO!.yearly![1]).not.toBe(monthly);
    },
  );

  it('TeamTrek keeps one trial button per card, whatever the billing', async () => {
    const shown = buttons(await page('/pricing?billing=one-time'));
    expect(shown.PRO).toEqual({ any: ['/start-trial?plan=pro', 'Try Pro free'] });
  });
});
