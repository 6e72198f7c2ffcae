/**
 * Corporate Fitness's price sheet at 1280 px: its last numbered row, the customers, shows every
 * logo in one row across the content column (beside the quote they wrapped 2 + 1 + 1 + 1), and
 * every row of the sheet is numbered (no unnumbered row falls between 07 and 08); TeamTrek's pricing
 * shows its six wider logos in even rows, three abreast across the column at 1280 px (beside the
 * quote they wrapped 2 + 2 + 1 + 1), one to a row on a phone, in English, German and Arabic.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { closeSharedBrowser, sharedBrowser, tenantOrigin } from './browser.ts';

afterAll(closeSharedBrowser);

describe.each(['/pricing', '/de/pricing'])('cofi %s at 1280 px', (path) => {
  it('the customers in one row; every row of the sheet numbered', async () => {
    const context = await (await sharedBrowser()).newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      await page.goto(`${tenantOrigin('cofi')}${path}`, { waitUntil: 'load' });
      const shape = await page.evaluate(() => {
        const proof = document.querySelector('[data-testid="pricing-proof"]')!;
        const logos = [...proof.querySelectorAll('li')].map((li) => Math.round(li.getBoundingClientRect().top));
        const sheet = document.querySelector('[data-composition="sheet"]')!;
        const unnumbered = [...sheet.children].filter(
          (el) => !el.matches('[data-kicker], :has([data-kicker])') && el.textContent!.trim(),
        );
        return { logos, unnumbered: unnumbered.map((el) => el.outerHTML.slice(0, 80)) };
      });
      expect(shape.logos.length).toBeGreaterThanOrEqual(4);
      expect(new Set(shape.logos).size, `logo rows: ${shape.logos}`).toBe(1);
      expect(shape.unnumbered).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe.each(['/pricing', '/de/pricing', '/ar/pricing'])('default %s', (path) => {
  it.each([
    [1280, [3, 3]],
    [390, [1, 1, 1, 1, 1, 1]],
  ] as const)('at %i px the customers stand in even rows: %j', async (width, rows) => {
    const context = await (await sharedBrowser()).newContext({ viewport: { width, height: 900 } });
    try {
      const page = await context.newPage();
      await page.goto(`${tenantOrigin('default')}${path}`, { waitUntil: 'load' });
      const shape = await page.evaluate(() => {
        const proof = document.querySelector('[data-testid="pricing-proof"]')!;
        const tops = [...proof.querySelectorAll('li')].map((li) => Math.round(li.getBoundingClientRect().top));
        const counts = new Map<number, number>();
        for (const top of tops) counts.set(top, (counts.get(top) ?? 0) + 1);
        const column = proof.getBoundingClientRect();
        const inside = [...proof.querySelectorAll('li')].every((li) => {
          const box = li.getBoundingClientRect();
          return box.left >= column.left - 1 && box.right <= column.right + 1;
        });
        return { rows: [...counts.values()], inside };
      });
      expect(shape.rows).toEqual(rows);
      expect(shape.inside).toBe(true);
    } finally {
      await context.close();
    }
  });
});
