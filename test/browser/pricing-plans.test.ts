/**
 * /pricing in Chromium, both brands, at a phone's and a desktop's width: every plan
 * card lists what it includes and has its own next step; the yearly switch shows the price list's
 * annual prices and the estimator's total equals calculatePrice, with and without JavaScript.
 */
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import {
  closeSharedBrowser,
  formatViolations,
  hydrateIsland,
  runAxe,
  sharedBrowser,
  tenantOrigin,
  waitForIslands,
} from './browser.ts';
import { layoutShifts } from './layout-shifts.ts';
import { BRANDS } from '../../common/brands.ts';
import { calculatePrice } from '../../common/pricing/calculate.ts';
import { formatCents } from '../../common/pricing/currency.ts';
import { LICENSES, PriceListSchema, type License } from '../../common/pricing/price-list-schema.ts';

afterAll(closeSharedBrowser);

const LIST = PriceListSchema.parse(JSON.parse(readFileSync('content/pricing/price-list.json', 'utf8')));
const TODAY = new Date().toISOString().slice(0, 10);
/** wrangler dev sends no country: prices are in US dollars. */
const CURRENCY = 'USD';
const WIDTHS = [390, 1280] as const;
const ESTIMATOR = 'tt-island[data-island="pricing-estimator"]';

/** The visible price of each plan card, in card order. */
const visiblePrices = (page: Page) =>
  page
    .locator('[data-plan-cards] > li')
    .evaluateAll((cards) =>
      cards.map(
        (card) => [...card.querySelectorAll('.price')].find((p) => (p as HTMLElement).offsetParent)?.textContent,
      ),
    );
/** The price list's annual price per participant, or what the card says instead. */
const annualPrices = () =>
  LICENSES.map((l) => {
    const annual = LIST.find((p) => p.type === 'subscription' && p.license === l)?.['prices-annual'];
    return annual ? formatCents(annual[CURRENCY], CURRENCY) : 'Monthly only';
  });

type Case = { plan: License; billing: 'monthly' | 'yearly' | 'one-time'; participants: number; length?: number };
const CASES: Case[] = [
  { plan: 'BASIC', billing: 'monthly', participants: 250, length: 6 },
  { plan: 'ENTERPRISE', billing: 'yearly', participants: 480, length: 2 },
  { plan: 'PRO', billing: 'one-time', participants: 1200 },
];
const expectedTotal = (c: Case) => {
  const duration =
    c.billing === 'monthly'
      ? ({ kind: 'monthly', months: c.length! } as const)
      : c.billing === 'yearly'
        ? ({ kind: 'yearly', years: c.length! } as const)
        : ({ kind: 'one-time' } as const);
  const result = calculatePrice(
    { license: c.plan, participants: c.participants, duration, currency: CURRENCY },
    LIST,
    TODAY,
  );
  if (!result.ok) throw new Error(result.error);
  return result.total;
};
const BILLING_LINKS = { monthly: 'Monthly', yearly: 'Yearly', 'one-time': 'One-time' } as const;

async function open(browser: Browser, tenantId: string, width: number, javaScriptEnabled: boolean, path = '/pricing') {
  const context = await browser.newContext({ viewport: { width, height: 800 }, javaScriptEnabled });
  const page = await context.newPage();
  await page.goto(`${tenantOrigin(tenantId)}${path}`, { waitUntil: 'load' });
  if (javaScriptEnabled) await hydrateIsland(page, 'pricing-estimator');
  if (javaScriptEnabled) await waitForIslands(page);
  return { page, close: () => context.close() };
}

/** Fills the estimator as a buyer would; without JavaScript the billing link reloads the page first. */
async function estimate(page: Page, c: Case, javaScriptEnabled: boolean) {
  await page.getByTestId('billing-switch').getByRole('link', { name: BILLING_LINKS[c.billing], exact: true }).click();
  if (!javaScriptEnabled) await page.waitForURL(new RegExp(`billing=${c.billing}`));
  const form = page.getByTestId('estimator');
  await form.getByLabel('Plan', { exact: true }).selectOption(c.plan);
  await form.getByLabel('Participants', { exact: true }).fill(String(c.participants));
  if (c.billing !== 'one-time')
    await form.getByLabel(c.billing === 'monthly' ? 'Months' : 'Years', { exact: true }).fill(String(c.length));
  if (!javaScriptEnabled) {
    await form.getByRole('button', { name: 'Update estimate' }).click();
    await page.waitForURL(/participants=/);
  }
}

describe.each(BRANDS)('/pricing on %s', (tenantId) => {
  describe.each(WIDTHS)('at %i px', (width) => {
    it.each([true, false])(
      'JavaScript %s: cards, yearly switch and estimator (with it, hydrating moves nothing: CLS 0)',
      async (javaScriptEnabled) => {
        const { page, close } = await open(await sharedBrowser(), tenantId, width, javaScriptEnabled);
        try {
          // With JavaScript, first: hydrating the estimator moved nothing (CLS 0). Shifts not caused
          // by input: their sum (Lighthouse shows CLS to two decimals) and any in the page's content.
          // The frame's 3 px loading bar growing at the top scores about 1e-5.
          if (javaScriptEnabled) {
            const shifts = await layoutShifts(page, 'main');
            expect(shifts.inside, shifts.moved.join('; ')).toBe(0);
            expect(shifts.sum, shifts.moved.join('; ')).toBeLessThan(0.001);
          }
          // Every card: at least four included items and its own visible link.
          const cards = page.locator('[data-plan-cards] > li');
          expect(await cards.count()).toBe(4);
          for (const card of await cards.all()) {
            expect(await card.locator('ul > li').count()).toBeGreaterThanOrEqual(4);
            // One button shown per card: the one for the selected billing (Corporate Fitness has three).
            expect(await card.locator('a.cta:visible').count()).toBe(1);
            expect(await card.locator('a.cta:visible').getAttribute('href')).toMatch(/^\//);
          }

          // The yearly switch shows the price list's annual prices: with JavaScript in place (the
          // page is not loaded again, the mark survives), without it as a link.
          await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
          await page.getByTestId('billing-switch').getByRole('link', { name: 'Yearly', exact: true }).click();
          if (!javaScriptEnabled) await page.waitForURL(/billing=yearly/);
          else await expect.poll(() => page.url()).toMatch(/billing=yearly/);
          expect(await visiblePrices(page)).toEqual(annualPrices());
          // The button follows the billing: on Corporate Fitness a yearly subscription, not an event.
          const proButton = page.locator('[data-plan="PRO"] a.cta:visible');
          // Its words name its plan, on screen as for screen readers.
          expect(await proButton.innerText()).toBe(tenantId === 'cofi' ? 'Get Pro yearly' : 'Try Pro free');
          // One filled button, the recommended plan's; the other plans' are quiet links.
          const filled = await page
            .locator('[data-plan-cards] a.cta:visible')
            .evaluateAll((links) =>
              links
                .filter((a) => getComputedStyle(a).backgroundColor.replace(/\s/g, '') !== 'rgba(0,0,0,0)')
                .map((a) => a.closest('li')!.dataset.plan),
            );
          expect(filled).toEqual(['PRO']);
          expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true)).toBe(
            javaScriptEnabled,
          );

          // The estimator's total is calculatePrice's, and the URL keeps the inputs.
          for (const c of CASES) {
            await estimate(page, c, javaScriptEnabled);
            await expect.poll(() => page.getByTestId('estimate-total').innerText()).toBe(expectedTotal(c));
            await expect.poll(() => page.url()).toContain(`participants=${c.participants}`);
          }
        } finally {
          await close();
        }
      },
    );
  });

  it('a shared quote opens with its inputs and total', async () => {
    const c = CASES[1]!;
    const query = `?billing=yearly&plan=enterprise&participants=${c.participants}&years=${c.length}`;
    const { page, close } = await open(await sharedBrowser(), tenantId, 1280, true, `/pricing${query}`);
    try {
      expect(await page.getByTestId('estimate-total').innerText()).toBe(expectedTotal(c));
      expect(await page.getByTestId('estimator').getByLabel('Participants', { exact: true }).inputValue()).toBe(
        String(c.participants),
      );
    } finally {
      await close();
    }
  });

  it('axe finds nothing in the high-contrast theme, with the yearly prices, an estimate and a refused count shown', async () => {
    const { page, close } = await open(await sharedBrowser(), tenantId, 1280, true, '/pricing?theme=highcontrast');
    try {
      await estimate(page, CASES[1]!, true);
      expect(formatViolations(await runAxe(page))).toBe('');
      await page.getByTestId('estimator').getByLabel('Participants', { exact: true }).fill('0');
      await page.getByTestId('estimator').locator('summary').click();
      expect(formatViolations(await runAxe(page))).toBe('');
    } finally {
      await close();
    }
  });
});
