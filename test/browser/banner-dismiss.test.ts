/**
 * The rebrand announcement can be dismissed in Chromium, with JavaScript off as on, and
 * stays dismissed on the next pages (one functional cookie, worker/http/dismissed-banner.ts).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { closeSharedBrowser, sharedBrowser, tenantOrigin } from './browser.ts';

afterAll(closeSharedBrowser);

describe.each([true, false])('JavaScript %s', (javaScriptEnabled) => {
  it.each(['default', 'cofi'])('%s: dismissed on one page, gone on the next, same page kept', async (tenant) => {
    const context = await (await sharedBrowser()).newContext({ javaScriptEnabled });
    try {
      const page = await context.newPage();
      await page.goto(`${tenantOrigin(tenant)}/pricing?currency=EUR`, { waitUntil: 'load' });
      await expect.poll(() => page.getByTestId('rebrand-banner').count()).toBe(1);
      await page.getByRole('button', { name: 'Dismiss the announcement' }).click();
      await page.waitForURL(/\/pricing\?currency=EUR$/);
      expect(await page.getByTestId('rebrand-banner').count()).toBe(0);
      await page.goto(`${tenantOrigin(tenant)}/contact`, { waitUntil: 'load' });
      expect(await page.getByTestId('rebrand-banner').count()).toBe(0);
      const cookies = await context.cookies();
      expect(cookies.map((c) => `${c.name}=${c.value}`)).toEqual(['tt_dismissed=rebrand-2026']);
    } finally {
      await context.close();
    }
  });
});

describe('the announcement keeps its words off its edges', () => {
  it.each([
    ['default', '/de/pricing', 390],
    ['default', '/pricing', 390],
    ['default', '/de/pricing', 1280],
  ] as const)('%s %s at %i px: as much room above the words as below, 8 px at least', async (tenant, path, width) => {
    const context = await (await sharedBrowser()).newContext({ viewport: { width, height: 800 } });
    try {
      const page = await context.newPage();
      await page.goto(`${tenantOrigin(tenant)}${path}`, { waitUntil: 'load' });
      const { above, below } = await page.getByTestId('rebrand-banner').evaluate((bar) => {
        const range = document.createRange();
        range.selectNodeContents(bar.querySelector('p')!);
        const words = [...range.getClientRects()].filter((r) => r.width > 0);
        const box = bar.getBoundingClientRect();
        return {
          above: Math.min(...words.map((r) => r.top)) - box.top,
          below: box.bottom - Math.max(...words.map((r) => r.bottom)),
        };
      });
      expect(above).toBeGreaterThanOrEqual(8);
      expect(Math.abs(above - below)).toBeLessThanOrEqual(2);
    } finally {
      await context.close();
    }
  });
});
