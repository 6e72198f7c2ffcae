/**
 * /pricing as a buyer uses it, in Chromium, both brands, at 390 and 1280 px: every plan's price in
 * the first screen (the first two on a phone), one price tool whose inputs survive the currency
 * and billing switches, a group size of 0 refused next to its field with no total, the same total
 * wherever prices are shown, and a comparison table that grows with its rows and scrolls only
 * sideways, under its feature column.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSharedBrowser, hydrateIsland, sharedBrowser, tenantOrigin, waitForIslands } from './browser.ts';
import { BRANDS } from '../../common/brands.ts';

afterAll(closeSharedBrowser);

const ESTIMATOR = 'tt-island[data-island="pricing-estimator"]';
const SCREENS = { 390: { height: 844, screens: 2 }, 1280: { height: 800, screens: 1 } } as const;

async function open(tenantId: string, width: 390 | 1280, path = '/pricing', javaScriptEnabled = true) {
  const context = await (
    await sharedBrowser()
  ).newContext({
    viewport: { width, height: SCREENS[width].height },
    javaScriptEnabled,
    baseURL: tenantOrigin(tenantId),
  });
  const page = await context.newPage();
  await page.goto(`${tenantOrigin(tenantId)}${path}`, { waitUntil: 'load' });
  if (javaScriptEnabled) await hydrateIsland(page, 'pricing-estimator');
  if (javaScriptEnabled) await waitForIslands(page);
  return { page, close: () => context.close() };
}

/** The bottom edge, in page pixels, of each plan card's visible price. */
const priceBottoms = (page: Page) =>
  page.locator('[data-plan-cards] > li').evaluateAll((cards) =>
    cards.map((card) => {
      const price = [...card.querySelectorAll<HTMLElement>('.price')].find((p) => p.offsetParent);
      return price ? price.getBoundingClientRect().bottom + window.scrollY : Infinity;
    }),
  );
const participants = (page: Page) => page.getByTestId('estimator').getByLabel('Participants', { exact: true });
const total = (page: Page) => page.getByTestId('estimate-total').innerText();

describe.each(BRANDS)('/pricing on %s', (tenantId) => {
  // One page per width for both checks: the prices as served, then the refusal, which types.
  describe.each([390, 1280] as const)('at %i px', (width) => {
    let page: Page;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ page, close } = await open(tenantId, width));
    });
    afterAll(() => close?.());

    it('every plan shows its price within the first screen(s)', async () => {
      const bottoms = await priceBottoms(page);
      expect(bottoms).toHaveLength(4);
      const { height, screens } = SCREENS[width];
      for (const bottom of bottoms) expect(bottom).toBeLessThanOrEqual(height * screens);
      // The plans' own buttons are the first screen's actions: no other "Start a free trial" there.
      const trialsOutsideCards = await page.evaluate(
        (bottom) =>
          [...document.querySelectorAll('main a, main button')].filter(
            (a) =>
              !a.closest('[data-plan-cards]') &&
              a.getBoundingClientRect().top < bottom &&
              /free trial|Book a demo/i.test(a.textContent ?? ''),
          ).length,
        height,
      );
      expect(trialsOutsideCards).toBe(0);
    });

    it('refuses 0 participants next to the field, with no total, and prices again once corrected', async () => {
      await participants(page).fill('0');
      await expect.poll(() => participants(page).getAttribute('aria-invalid')).toBe('true');
      const describedBy = await participants(page).getAttribute('aria-describedby');
      const message = page.locator(`[id="${describedBy}"]`);
      expect(await message.innerText()).toBe('Enter 1 or more.');
      // Seen, not only announced: the island's message is shown right under the field.
      expect(await message.isVisible()).toBe(true);
      const field = (await participants(page).boundingBox())!;
      const under = (await message.boundingBox())!;
      expect(under.y).toBeGreaterThanOrEqual(field.y + field.height);
      expect(under.y).toBeLessThan(field.y + field.height + 24);
      expect(under.x).toBeLessThan(field.x + field.width);
      expect(under.x + under.width).toBeGreaterThan(field.x);
      expect(await page.getByTestId('estimate-total').count()).toBe(0);
      expect(await page.getByTestId('estimate-result').innerText()).toBe(
        'No total yet: please check the highlighted field.',
      );
      await participants(page).fill('-5');
      expect(await page.getByTestId('estimate-total').count()).toBe(0);
      await participants(page).fill('40');
      await expect.poll(() => total(page)).toBe('$240.00');
      expect(await participants(page).getAttribute('aria-invalid')).toBeNull();
    });
  });

  it.each([true, false])('JavaScript %s: the currency and billing switches keep every input', async (js) => {
    const { page, close } = await open(tenantId, 390, '/pricing', js);
    try {
      const form = page.getByTestId('estimator');
      if (js) {
        await form.getByLabel('Plan', { exact: true }).selectOption('BASIC');
        await participants(page).fill('250');
        await form.getByLabel('Months', { exact: true }).fill('6');
        await form.locator('summary').click();
        await form.getByLabel('Single sign-on ($500.00)', { exact: true }).check();
        // 250 × 6 × $1.00 + $500.00
        await expect.poll(() => total(page)).toBe('$2,000.00');
        // Yearly and back: the months typed are still there.
        await page.getByTestId('billing-switch').getByRole('link', { name: 'Yearly', exact: true }).click();
        await expect.poll(() => page.getByTestId('estimate-result').innerText()).toContain('not offered yearly');
        await page.getByTestId('billing-switch').getByRole('link', { name: 'Monthly', exact: true }).click();
        await expect.poll(() => total(page)).toBe('$2,000.00');
      } else {
        await page.goto(`${tenantOrigin(tenantId)}/pricing?plan=starter&participants=250&months=6&sso=1`);
      }
      await page.getByTestId('currency-switch').getByRole('link', { name: 'EUR', exact: true }).click();
      await page.waitForURL(/currency=EUR/);
      if (js) await hydrateIsland(page, 'pricing-estimator');
      expect(await participants(page).inputValue()).toBe('250');
      expect(await form.getByLabel('Plan', { exact: true }).inputValue()).toBe('BASIC');
      expect(await form.getByLabel('Months', { exact: true }).inputValue()).toBe('6');
      expect(await form.getByLabel('Single sign-on (€500.00)', { exact: true }).isChecked()).toBe(true);
      expect(await total(page)).toBe('€2,000.00');
    } finally {
      await close();
    }
  });

  it('any second view of prices agrees: the card price times the inputs is the estimator total', async () => {
    const { page, close } = await open(tenantId, 1280, '/pricing?currency=GBP&billing=yearly');
    try {
      const form = page.getByTestId('estimator');
      await form.getByLabel('Plan', { exact: true }).selectOption('ENTERPRISE');
      await participants(page).fill('40');
      await form.getByLabel('Years', { exact: true }).fill('2');
      const card = await page.locator('[data-plan="ENTERPRISE"] [data-for="yearly"] .price').innerText();
      expect(card).toBe('£26.00');
      await expect.poll(() => total(page)).toBe('£2,080.00');
      expect(await page.locator('.how').innerText()).toContain('40 participants × 2 years × £26.00 = £2,080.00');
    } finally {
      await close();
    }
  });

  it('at 390 px the comparison table scrolls sideways under a fixed feature column, says so, and grows with its rows', async () => {
    const { page, close } = await open(tenantId, 390);
    try {
      const scroller = page.getByTestId('plan-comparison-scroller');
      await scroller.scrollIntoViewIfNeeded();
      expect(await page.locator('#compare-plans-hint').isVisible()).toBe(true);
      const geometry = () =>
        scroller.evaluate((el) => {
          const first = el.querySelector('tbody th[scope="row"]')!.getBoundingClientRect();
          const last = [...el.querySelectorAll('thead th')].at(-1)!.getBoundingClientRect();
          return {
            scrolls: el.scrollWidth > el.clientWidth,
            fits: el.getBoundingClientRect().right <= window.innerWidth,
            firstLeft: Math.round(first.left),
            lastRight: Math.round(last.right),
          };
        });
      const before = await geometry();
      expect(before).toMatchObject({ scrolls: true, fits: true });
      await scroller.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
      const after = await geometry();
      // The feature names stay where they were; the last plan's column comes fully into view.
      expect(after.firstLeft).toBe(before.firstLeft);
      expect(after.lastRight).toBeLessThanOrEqual(390);
      // The box grows with its rows and scrolls only sideways: every row is in the page, and a
      // wheel turned over the table scrolls the page, not a box of its own.
      const rows = await scroller.evaluate((el) => ({
        ownScroll: el.scrollHeight - el.clientHeight,
        lastRowInside:
          el.querySelector('tbody:last-of-type tr:last-child')!.getBoundingClientRect().bottom <=
          el.getBoundingClientRect().bottom,
      }));
      expect(rows.ownScroll).toBeLessThanOrEqual(1);
      expect(rows.lastRowInside).toBe(true);
      const box = (await scroller.boundingBox())!;
      const pageTop = await page.evaluate(() => window.scrollY);
      await page.mouse.move(box.x + box.width / 2, Math.max(box.y, 0) + 40);
      await page.mouse.wheel(0, 400);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(pageTop);
      expect(await scroller.evaluate((el) => el.scrollTop)).toBe(0);
    } finally {
      await close();
    }
  });
});

describe('the estimator and the table line up', () => {
  it('at 1280 px the one-time extension field sits on the line of its neighbours', async () => {
    const { page, close } = await open('default', 1280, '/pricing?billing=one-time');
    try {
      const tops = await page
        .getByTestId('estimator')
        .locator('.fields:not(.extras) :is(input[type="number"], select)')
        .evaluateAll((fields) => fields.map((f) => Math.round(f.getBoundingClientRect().top)));
      expect(tops).toHaveLength(4);
      expect(new Set(tops).size, tops.join(', ')).toBe(1);
    } finally {
      await close();
    }
  });

  it('/de/pricing at 390 px: no term in the table breaks at its hyphen ("Add-/on")', async () => {
    const { page, close } = await open('default', 390, '/de/pricing');
    try {
      const broken = await page.getByTestId('plan-comparison').evaluate((table) =>
        [...table.querySelectorAll('td')]
          .filter((td) => td.textContent?.includes('-'))
          .filter((td) => {
            const range = document.createRange();
            range.selectNodeContents(td);
            return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1;
          })
          .map((td) => td.textContent),
      );
      expect(await page.getByTestId('plan-comparison').locator('td', { hasText: 'Add-on' }).count()).toBeGreaterThan(0);
      expect(broken).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('the estimator in German and Arabic', () => {
  it('/de/pricing refuses 0 in German, and the saving is written the German way', async () => {
    const { page, close } = await open('default', 390, '/de/pricing?billing=yearly');
    try {
      await page.getByTestId('estimator').getByLabel('Teilnehmende', { exact: true }).fill('0');
      await expect.poll(() => page.getByTestId('participants-error').innerText()).toBe('Geben Sie 1 oder mehr ein.');
      expect(await page.locator('[data-plan="LIGHT"] [data-for="yearly"] .note').innerText()).toBe(
        '14\u00a0% günstiger als bei monatlicher Zahlung.',
      );
    } finally {
      await close();
    }
  });

  it('/de/pricing: typing 20000 participants adds the line to sales under the total, 10000 takes it away', async () => {
    const { page, close } = await open('cofi', 1280, '/de/pricing');
    try {
      const sales = page.getByTestId('estimate-sales');
      expect(await sales.count()).toBe(0);
      await page.getByTestId('estimator').getByLabel('Teilnehmende', { exact: true }).fill('20000');
      await expect.poll(() => sales.count()).toBe(1);
      expect(await sales.innerText()).toMatch(/^Mehr als 10\.000 Teilnehmende\?.*Enterprise\.$/);
      expect(await sales.getByRole('link').getAttribute('href')).toBe('/de/contact?topic=pricing');
      expect(await page.getByTestId('estimate-total').count()).toBe(1);
      await page.getByTestId('estimator').getByLabel('Teilnehmende', { exact: true }).fill('10000');
      await expect.poll(() => sales.count()).toBe(0);
    } finally {
      await close();
    }
  });

  it('/ar/pricing: a line of the details reads right to left, its prices left to right', async () => {
    const { page, close } = await open('default', 390, '/ar/pricing?currency=EUR&support=setup-service');
    try {
      const line = page.locator('[data-testid="estimate-lines"] li').first();
      const directions = await line.evaluate((li) => ({
        line: getComputedStyle(li).direction,
        prices: [...li.querySelectorAll('bdi')].map((b) => getComputedStyle(b).direction),
      }));
      expect(directions).toEqual({ line: 'rtl', prices: ['ltr', 'ltr'] });
    } finally {
      await close();
    }
  });
});

describe('the estimator’s labels at 1280 px', () => {
  // The one-time duration's label is the longest; at 1280 px it wrapped to four lines.
  it.each([
    ['default', '/pricing?billing=one-time'],
    ['cofi', '/pricing?billing=one-time'],
    ['cofi', '/de/pricing?billing=one-time'],
    ['default', '/ar/pricing?billing=one-time'],
  ])('%s %s: every field label takes one or two lines', async (tenantId, path) => {
    const { page, close } = await open(tenantId, 1280, path);
    try {
      const lines = await page
        .getByTestId('estimator')
        .locator('.fields:not(.extras) > .field > label')
        .evaluateAll((labels) =>
          labels.map((label) => {
            const style = getComputedStyle(label);
            return [label.textContent, Math.round(label.getBoundingClientRect().height / parseFloat(style.lineHeight))];
          }),
        );
      expect(lines.length).toBe(4);
      for (const [text, count] of lines) expect(count, `${text}`).toBeLessThanOrEqual(2);
    } finally {
      await close();
    }
  });
});
