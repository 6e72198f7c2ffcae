import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { closeSharedBrowser, sharedBrowser, tenantOrigin } from './browser.ts';

afterAll(closeSharedBrowser);

let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

async function newPage(options: { reducedMotion?: 'reduce' } = {}): Promise<Page> {
  const browser = await sharedBrowser();
  context = await browser.newContext({ viewport: { width: 390, height: 800 }, ...options });
  return context.newPage();
}

describe('loading indicator', () => {
  it('is visible while the loading counter is above zero (an island chunk on its way) and hidden after', async () => {
    const page = await newPage();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/pricing-estimator-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${tenantOrigin('default')}/pricing`, { waitUntil: 'domcontentloaded' });
    const bar = page.locator('#tt-loading');
    await expect.poll(() => bar.isVisible()).toBe(true);
    expect(await bar.getAttribute('role')).toBe('progressbar');
    release();
    await page.waitForSelector('html[data-islands="ready"]');
    await expect.poll(() => bar.isVisible()).toBe(false);
  });
});

describe('back to top', () => {
  it('appears after 300 px of scroll and takes the visitor back to the top', async () => {
    const page = await newPage({ reducedMotion: 'reduce' });
    await page.goto(`${tenantOrigin('cofi')}/pricing`, { waitUntil: 'networkidle' });
    await page.waitForSelector('html[data-islands="ready"]');
    const button = page.getByRole('button', { name: 'Back to top' });
    expect(await button.isVisible()).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
    expect(await button.isVisible()).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 301));
    await expect.poll(() => button.isVisible()).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 1200));
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect.poll(() => button.isVisible()).toBe(false);
  });
});
