/**
 * The estimator's add-on fields stand side by side: the data retention field's label is as short as
 * its neighbour's (the badge packs'), its price on a hint line under it, so the two fields' inputs
 * start on one line. Measured in Chromium on both brands, in English, German and Arabic, at 1280
 * and 390 px; the long label ("…, months (€0.25 per participant per month)") took four lines.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { closeSharedBrowser, sharedBrowser, tenantOrigin } from './browser.ts';
import { translatedLocalesOf } from '../tenant-hosts.ts';

afterAll(closeSharedBrowser);

const CASES = ['default', 'cofi'].flatMap((tenant) =>
  [
    '/pricing',
    ...['de', 'ar'].filter((l) => translatedLocalesOf(tenant).includes(l)).map((l) => `/${l}/pricing`),
  ].flatMap((path) => [1280, 390].map((width) => ({ tenant, path, width }))),
);

describe('the data retention field’s label', () => {
  it.each(CASES)(
    '$tenant $path at $width px: no more lines than its neighbour’s, the price in its hint',
    async ({ tenant, path, width }) => {
      const context = await (await sharedBrowser()).newContext({ viewport: { width, height: 900 } });
      try {
        const page = await context.newPage();
        const res = await page.goto(`${tenantOrigin(tenant)}${path}`, { waitUntil: 'load' });
        if (res?.status() === 404) return; // a brand that does not speak the language
        const shape = await page.evaluate(() => {
          const form = document.querySelector('[data-testid="estimator"]')!;
          for (const d of form.querySelectorAll('details')) d.open = true;
          const lines = (name: string) => {
            const input = form.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
            const label = form.querySelector<HTMLElement>(`label[for="${input.id}"]`)!;
            const lineHeight = parseFloat(getComputedStyle(label).lineHeight);
            return {
              lines: Math.round(label.getBoundingClientRect().height / lineHeight),
              inputTop: Math.round(input.getBoundingClientRect().top),
              hint: document.getElementById(`${input.id}-hint`)?.textContent ?? '',
              label: label.textContent ?? '',
            };
          };
          return { retention: lines('retention'), badges: lines('badges') };
        });
        expect(shape.retention.lines, shape.retention.label).toBeLessThanOrEqual(Math.max(shape.badges.lines, 1));
        expect(shape.retention.label).not.toMatch(/\d/);
        expect(shape.retention.hint).toMatch(/0[.,]25|٠٫٢٥/);
      } finally {
        await context.close();
      }
    },
  );
});
