/**
 * Every saving claim on /pricing is the prices' own, worked out per plan and currency: a yearly
 * price's share of twelve monthly payments, a running offer's share of the full price, written by
 * Intl's percent format. No percentage is copied from a label or written into the copy, so the
 * claims a buyer compares on screen agree with each other and with the prices beside them.
 */
import { describe, expect, it } from 'vitest';
import { get, HOSTS } from './helpers.ts';
import { CURRENCIES } from '../../common/pricing/currency.ts';
import { discountActive } from '../../common/pricing/calculate.ts';
import { discountShare, formatSaving, formatShare, yearlySaving } from '../../common/pricing/savings.ts';
import { priceList } from '../../worker/pricing/price-list.ts';

/** A number followed by a per cent sign, with or without a (no-break) space: "14.3%", "14,3 %". */
const PERCENT = /\d+(?:[.,]\d+)?[\s\u00a0\u202f]?%/g;

/** What the page shows as text: no scripts, styles or attributes (an island's props, a width of 40%). */
const visibleText = (html: string) =>
  html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, '\u00a0');

/** The claims each plan's card should make in `currency`, written as `locale` writes them. */
function computedClaims(license: string, currency: (typeof CURRENCIES)[number], locale: string): string[] {
  const sub = priceList.find((p) => p.license === license && p.type === 'subscription' && !p.extended_duration);
  if (!sub) return [];
  const claims: string[] = [];
  const off = discountShare(sub, currency);
  if (discountActive(sub, new Date()) && off !== undefined) claims.push(formatShare(off, locale));
  const saving = yearlySaving(sub, currency);
  if (saving !== undefined) claims.push(formatSaving(saving, locale));
  return claims;
}

describe.each([
  ['default', '', 'en'],
  ['default', '/de', 'de'],
  ['cofi', '', 'en'],
  ['cofi', '/de', 'de'],
] as const)('%s %s/pricing: every percentage is worked out from the prices', (tenant, prefix, locale) => {
  it.each(CURRENCIES)('in %s', async (currency) => {
    const res = await get(`https://${HOSTS[tenant]}${prefix}/pricing?currency=${currency}&billing=yearly`);
    expect(res.status).toBe(200);
    const html = (await res.text()).replace(/<!-- -->/g, '');
    const cards = [...html.matchAll(/<li[^>]*data-plan="(\w+)">(.*?)<\/details><\/li>/gs)];
    expect(cards.map(([, license]) => license)).toEqual(['LIGHT', 'BASIC', 'PRO', 'ENTERPRISE']);
    const expected: string[] = [];
    for (const [, license, card] of cards) {
      const claims = computedClaims(license!, currency, locale);
      // Each card claims its own plan's saving, and only that.
      expect(visibleText(card!).match(PERCENT) ?? [], `${license} in ${currency}`).toEqual(claims);
      expected.push(...claims);
    }
    // Essentials saves 14.3 % in dollars, Pro 15 %: different plans, each claim its own prices'.
    expect(expected.length).toBeGreaterThanOrEqual(3);
    // One precision on every card: each yearly saving in whole percent ("14%" beside "15%").
    const savings = html.match(/[\d.,]+[\s\u00a0\u202f]?%(?= (less than 12|günstiger als bei monatlicher))/g) ?? [];
    expect(savings.length, 'a yearly saving on each of three cards').toBe(3);
    for (const saving of savings) expect(saving).toMatch(/^\d+[\s\u00a0\u202f]?%$/);
    // Nowhere else on the page (copy, estimator, FAQ) a percentage of its own.
    expect((visibleText(html).match(PERCENT) ?? []).sort()).toEqual(expected.sort());
  });
});
