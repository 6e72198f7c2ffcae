/**
 * The estimator island speaks the page's language in Chromium: its server HTML,
 * after hydration, and after a buyer changes billing and inputs (its words come in its props,
 * its counts as slotted text it fills itself; worker/pages/pricing/estimator-labels.ts).
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import {
  closeSharedBrowser,
  formatViolations,
  hydrateIsland,
  runAxe,
  sharedBrowser,
  tenantOrigin,
  waitForIslands,
} from './browser.ts';

afterAll(closeSharedBrowser);

const ESTIMATOR = 'tt-island[data-island="pricing-estimator"]';

/** The estimator's words a reader sees: heading, the page's billing switch, labels and the arithmetic. */
const words = (page: Page) =>
  page.locator(ESTIMATOR).evaluate((island) => ({
    heading: island.querySelector('h2')?.textContent,
    switch: [...document.querySelectorAll('[data-testid="billing-switch"] a')].map((a) => a.textContent),
    switchName: document.querySelector('[data-testid="billing-switch"]')?.getAttribute('aria-label'),
    labels: [...island.querySelectorAll('.fields:not(.extras) > .field > label')].map((s) => s.textContent),
    how: island.querySelector('.how')?.textContent,
  }));

describe('the estimator on /de/pricing', () => {
  it('keeps its German words after hydration and after the billing and inputs change', async () => {
    const browser = await sharedBrowser();
    const context = await browser.newContext({ viewport: { width: 390, height: 800 }, javaScriptEnabled: false });
    const server = await context.newPage();
    await server.goto(`${tenantOrigin('default')}/de/pricing?billing=monthly`);
    const before = await words(server);
    // Without JavaScript the form is sent with its German button; with it there is none.
    expect(await server.getByTestId('estimator').getByRole('button').allInnerTexts()).toEqual([
      'Schätzung aktualisieren',
    ]);
    await context.close();

    const live = await browser.newContext({ viewport: { width: 390, height: 800 } });
    const page = await live.newPage();
    try {
      await page.goto(`${tenantOrigin('default')}/de/pricing?billing=monthly`, { waitUntil: 'load' });
      await hydrateIsland(page, 'pricing-estimator');
      await waitForIslands(page);
      const hydrated = await words(page);
      expect(hydrated).toEqual(before);
      expect(hydrated).toMatchObject({
        heading: 'Kosten schätzen',
        switch: ['Monatlich', 'Jährlich', 'Einmalig'],
        switchName: 'Abrechnung',
        labels: ['Tarif', 'Abrechnung', 'Teilnehmende', 'Monate'],
      });
      expect(await page.getByTestId('estimator').getByRole('button').count()).toBe(0);
      expect(hydrated.how).toMatch(
        / Teilnehmende × \d+ Monate × .+; ohne MwSt\., mit dem Support-Paket Self-Service\.$/,
      );

      await page.getByTestId('billing-switch').getByRole('link', { name: 'Jährlich', exact: true }).click();
      const form = page.getByTestId('estimator');
      await form.getByLabel('Teilnehmende', { exact: true }).fill('1');
      await form.getByLabel('Jahre', { exact: true }).fill('2');
      await expect.poll(async () => (await words(page)).how).toMatch(/^1 teilnehmende Person × 2 Jahre × /);
      expect(await words(page)).toMatchObject({
        heading: 'Kosten schätzen',
        labels: ['Tarif', 'Abrechnung', 'Teilnehmende', 'Jahre'],
      });

      await form.getByLabel('Teilnehmende', { exact: true }).fill('1200');
      await expect.poll(async () => (await words(page)).how).toMatch(/^1\.200 Teilnehmende × 2 Jahre × /);

      // A plan without a one-time price says so in German, in the browser as on the server.
      await page.getByTestId('billing-switch').getByRole('link', { name: 'Einmalig', exact: true }).click();
      await form.getByLabel('Tarif', { exact: true }).selectOption('LIGHT');
      await expect
        .poll(() => page.getByTestId('estimate-result').innerText())
        .toContain('Essentials gibt es nicht als einmaliges Event.');
      expect(formatViolations(await runAxe(page))).toBe('');
    } finally {
      await live.close();
    }
  });
});
