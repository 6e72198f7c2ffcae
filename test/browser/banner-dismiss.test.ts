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
