/**
 * /ar/pricing in Chromium: every amount in the estimator's result line is isolated left to right in
 * its own element and stays whole ("600.00 US$" on one line, its digits before its currency) and in
 * reading order (the unit price before the amount, right to left), at a desktop's and a phone's width.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { closeSharedBrowser, hydrateIsland, sharedBrowser, tenantOrigin, waitForIslands } from './browser.ts';

afterAll(closeSharedBrowser);

const ESTIMATOR = 'tt-island[data-island="pricing-estimator"]';

/** Runs in the page: each amount of the result line, where it is drawn and how its parts are ordered. */
function amounts() {
  const rtl = document.documentElement.dir === 'rtl';
  return [...document.querySelectorAll<HTMLElement>('[data-testid="estimate-result"] .how bdi')].map((bdi) => {
    const style = getComputedStyle(bdi);
    const text = bdi.textContent ?? '';
    const node = bdi.firstChild as Text;
    const at = (from: number, to: number) => {
      const range = document.createRange();
      range.setStart(node, from);
      range.setEnd(node, to);
      return range.getBoundingClientRect();
    };
    const digits = /\d[\d.,]*\d/.exec(text)!;
    const currency = /[^\s\d.,\u2066-\u2069\u200e\u200f]+/.exec(text)!;
    const box = bdi.getBoundingClientRect();
    return {
      rtl,
      text,
      direction: style.direction,
      isolate: style.unicodeBidi,
      lines: new Set([...bdi.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size,
      digitsBeforeCurrency:
        at(digits.index, digits.index + digits[0].length).left <
        at(currency.index, currency.index + currency[0].length).left,
      top: Math.round(box.top),
      left: box.left,
    };
  });
}

describe.each([1280, 390] as const)('/ar/pricing at %i px', (width) => {
  it.each(['', '?participants=1250&months=12', '?currency=EUR&billing=yearly&participants=480&years=2'])(
    'the result line%s: each amount whole, left to right, in reading order',
    async (query) => {
      const context = await (await sharedBrowser()).newContext({ viewport: { width, height: 800 } });
      try {
        const page = await context.newPage();
        await page.goto(`${tenantOrigin('default')}/ar/pricing${query}`, { waitUntil: 'load' });
        await hydrateIsland(page, 'pricing-estimator');
        await waitForIslands(page);
        const shown = await page.evaluate(amounts);
        // The unit price and the amount of the licence line.
        expect(shown).toHaveLength(2);
        for (const amount of shown) {
          expect(amount, amount.text).toMatchObject({
            rtl: true,
            direction: 'ltr',
            isolate: 'isolate',
            lines: 1,
            digitsBeforeCurrency: true,
          });
        }
        const [unit, total] = shown as [(typeof shown)[0], (typeof shown)[0]];
        // Right to left: the unit price comes first, on an earlier line or to the right on the same one.
        expect(unit.top < total.top || (unit.top === total.top && unit.left > total.left)).toBe(true);
      } finally {
        await context.close();
      }
    },
  );
});
