/**
 * The header logo keeps its box while its file is on the way: a slow first visit sees no layout
 * shift when it arrives. Without the logo's own width and height (worker/generated/logo-sizes.ts)
 * the <img> was 0 px wide until then and pushed the top menu 124–200 px aside (the pricing page's
 * CLS test caught 0.0055 on a loaded machine). Here the logo's request is held back on purpose.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { closeSharedBrowser, sharedBrowser, tenantOrigin } from './browser.ts';
import { layoutShifts } from './layout-shifts.ts';

afterAll(closeSharedBrowser);

const LOGO_DELAY_MS = 700;
// Both brands, and the widest logo (True North, 335 × 40) where a phone has to shrink it.
const TENANTS = ['default', 'cofi', 'truenorth'];
const WIDTHS = [390, 1280];

describe.each(TENANTS)('the header logo on %s', (tenantId) => {
  it.each(WIDTHS)('arrives late at %i px and moves nothing', async (width) => {
    const context = await (await sharedBrowser()).newContext({ viewport: { width, height: 844 } });
    try {
      const page = await context.newPage();
      await page.route(/\/brand\/[^/]+\/logo(-white)?\.svg$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, LOGO_DELAY_MS));
        await route.continue();
      });
      await page.goto(`${tenantOrigin(tenantId)}/pricing`, { waitUntil: 'load' });
      const found = await layoutShifts(page, 'header');
      expect(found.inside, `shifts in the header (CLS ${found.sum})`).toBe(0);
      expect(found.sum).toBeLessThan(0.001);
      // Loaded, it is whole: 32 px high, or less where a phone shrinks it whole (tenant-looks.test.ts
      // holds its shape and that nothing cuts it).
      const img = page.locator('header a img').first();
      const box = (await img.boundingBox())!;
      expect(box.height).toBeLessThan(32.5);
      const natural = await img.evaluate((el: HTMLImageElement) => el.naturalWidth / el.naturalHeight);
      const attributes = await img.evaluate(
        (el: HTMLImageElement) => Number(el.getAttribute('width')) / Number(el.getAttribute('height')),
      );
      // Its attributes give its shape to the pixel (176 × 40 → 141 × 32).
      expect(Math.abs(attributes / natural - 1)).toBeLessThan(0.01);
    } finally {
      await context.close();
    }
  });
});
