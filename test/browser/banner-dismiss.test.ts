/**
 * The rebrand announcement can be dismissed in Chromium, with JavaScript off as on, and
 * stays dismissed on the next pages (one functional cookie, worker/http/dismissed-banner.ts).
 * On a phone it is one line in every language.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { BRANDS } from '../../common/brands.ts';
import { PAGE_LOCALES } from '../../common/i18n/locales.ts';
import { TENANTS } from '../../worker/tenants/registry.ts';
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

describe('on a phone the announcement is one line in every language', () => {
  it.each(BRANDS)('%s at 390 px: the link alone, naming the brand, with its note, on one line', async (tenant) => {
    const context = await (
      await sharedBrowser()
    ).newContext({ viewport: { width: 390, height: 844 }, baseURL: tenantOrigin(tenant) });
    try {
      const page = await context.newPage();
      const found: string[] = [];
      for (const locale of PAGE_LOCALES) {
        await page.goto(`${tenantOrigin(tenant)}/${locale === 'en' ? '' : `${locale}/`}`, { waitUntil: 'load' });
        const { lines, text, link } = await page.getByTestId('rebrand-banner').evaluate((bar) => {
          const p = bar.querySelector('p')!;
          const range = document.createRange();
          range.selectNodeContents(p);
          // A line holds text boxes and the link's box, their tops a few pixels apart: a new line
          // starts more than half a line below the one before.
          const half = parseFloat(getComputedStyle(p).lineHeight) / 2;
          const tops = [...range.getClientRects()].filter((r) => r.width > 0).map((r) => r.top);
          const starts = tops.sort((a, b) => a - b).filter((top, i, all) => i === 0 || top - all[i - 1]! > half);
          return { lines: starts.length, text: p.innerText.trim(), link: p.querySelector('a')!.innerText.trim() };
        });
        if (lines !== 1) found.push(`/${locale}/ wraps to ${lines} lines: "${text}"`);
        if (!link.includes(TENANTS[tenant]!.name)) found.push(`/${locale}/ link "${link}" does not name the brand`);
      }
      expect(found).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
