import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { closeSharedBrowser, holdIslandChunk, sharedBrowser, tenantOrigin } from './browser.ts';

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
    const release = await holdIslandChunk(page, 'pricing-estimator');
    await page.goto(`${tenantOrigin('default')}/pricing`, { waitUntil: 'load' });
    const bar = page.locator('#tt-loading');
    // The estimator loads on a first touch.
    await page.getByTestId('estimator').hover();
    await expect.poll(() => bar.isVisible()).toBe(true);
    expect(await bar.getAttribute('role')).toBe('progressbar');
    release();
    await page.waitForSelector('tt-island[data-island="pricing-estimator"][data-hydrated="true"]', {
      state: 'attached',
    });
    await expect.poll(() => bar.isVisible()).toBe(false);
  });
});
