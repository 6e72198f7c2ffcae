import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeSharedBrowser, formatViolations, openPage, runAxe, sharedBrowser, tenantOrigin } from './browser.ts';
import { AXE_ISLAND_PAGES } from '../../compiler/accessibility/axe-pages.ts';

afterAll(closeSharedBrowser);

const ISLAND = 'tt-island[data-island="price-calculator"]';
const OPENER = `${ISLAND} [data-testid="price-calculator-open"]`;
const DIALOG = '[data-testid="price-calculator"]';

/** Waits until the island has hydrated: the opener is a button. */
async function hydrated(page: Page) {
  await page.waitForSelector(`${ISLAND}[data-hydrated="true"] button[data-testid="price-calculator-open"]`);
}

/** The accessible name of the focused element (its label, or its text). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return '';
    const labels = (el as HTMLInputElement).labels;
    return labels?.length ? labels[0]!.textContent!.trim() : (el.textContent ?? '').trim();
  });

/** Presses Tab until the element named `name` has focus (keyboard only, as a visitor would). */
async function tabTo(page: Page, name: string, limit = 80) {
  for (let i = 0; i < limit; i++) {
    if ((await focused(page)) === name) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`"${name}" not reached with ${limit} presses of Tab (focus is on "${await focused(page)}")`);
}

/** The calculator dialog: its labels, not the page's (the currency links are a nav labelled "Currency" too). */
const dialogOf = (page: Page) => page.locator(DIALOG);
const text = (page: Page, selector: string) => page.locator(selector).innerText();

// /pricing's one price tool is the estimator (pricing-estimator.test.ts); the dialog stays on /pricing-2024.
describe('price calculator on /pricing-2024', () => {
  it('works with the keyboard only: open, change licence, participants and currency, read the total, Escape', async () => {
    const { page, close, consoleErrors, pageErrors } = await openPage('default', '/pricing-2024');
    try {
      await hydrated(page);
      await tabTo(page, 'Open the price calculator');
      await page.keyboard.press('Enter');
      await page.waitForSelector(`${DIALOG}[open]`);
      expect(await focused(page)).toBe('Plan');

      // Licence: Starter (first choice) → Pro by typing its name on the focused select.
      await page.keyboard.type('Pro');
      expect(await dialogOf(page).getByLabel('Plan', { exact: true }).inputValue()).toBe('PRO');
      await tabTo(page, 'Participants');
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('50');
      await tabTo(page, 'Currency');
      await page.keyboard.type('EUR');
      expect(await dialogOf(page).getByLabel('Currency', { exact: true }).inputValue()).toBe('EUR');
      expect(await dialogOf(page).getByLabel('Duration in months', { exact: true }).inputValue()).toBe('3');

      // Hand-computed: 50 participants × 3 months × €2.00 (Pro, the discount ended 2025-11-01) = €300.00, Self-service support €0.00.
      expect(await text(page, '[data-testid="calculator-total"]')).toBe('€300.00');
      expect(await text(page, '[data-testid="calculator-calculation"]')).toBe('€300.00 + €0.00 = €300.00');
      expect(await text(page, '[data-testid="calculator-lines"]')).toBe(
        'Pro monthly: 50 participants × 3 months × €2.00 = €300.00\nSupport: Self-service: 1 × €0.00 = €0.00',
      );
      expect(await page.locator(`${DIALOG} [aria-live="polite"]`).innerText()).toContain('Total: €300.00');

      // Full-service support and single sign-on join the total: €300 + €950 + €500.
      await tabTo(page, 'Support plan');
      await page.keyboard.type('Full');
      await tabTo(page, 'Single sign-on (€500.00)');
      await page.keyboard.press('Space');
      expect(await text(page, '[data-testid="calculator-calculation"]')).toBe(
        '€300.00 + €950.00 + €500.00 = €1,750.00',
      );

      // Escape closes the dialog and gives focus back to the button.
      await page.keyboard.press('Escape');
      await page.waitForSelector(`${DIALOG}:not([open])`, { state: 'attached' });
      expect(await focused(page)).toBe('Open the price calculator');
      expect([...consoleErrors, ...pageErrors]).toEqual([]);
    } finally {
      await close();
    }
  });

  it('shows an error of calculatePrice next to its field, and the total again once fixed', async () => {
    const { page, close } = await openPage('default', '/pricing-2024?currency=GBP');
    try {
      await hydrated(page);
      await page.locator(OPENER).click();
      const participants = dialogOf(page).getByLabel('Participants', { exact: true });
      await participants.fill('0');
      expect(await participants.getAttribute('aria-invalid')).toBe('true');
      const errorId = await participants.getAttribute('aria-describedby');
      expect(await text(page, `[id="${errorId}"]`)).toBe('Enter 1 or more.');
      expect(await page.locator(`${DIALOG} [aria-live="polite"]`).innerText()).toBe(
        'No total yet: please check the highlighted field.',
      );

      // A one-time event extends by quarters: 20 × £1.85 (Starter) + 20 × 1 × £3.70.
      await participants.fill('20');
      await dialogOf(page).getByLabel('Billing', { exact: true }).selectOption('one-time');
      await dialogOf(page).getByLabel('Extended duration in quarters (optional)', { exact: true }).fill('1');
      expect(await participants.getAttribute('aria-invalid')).toBeNull();
      expect(await text(page, '[data-testid="calculator-total"]')).toBe('£111.00');
      // Essentials has no one-time event: the billing falls back to what the list allows.
      await dialogOf(page).getByLabel('Plan', { exact: true }).selectOption('LIGHT');
      expect(await dialogOf(page).getByLabel('Billing', { exact: true }).locator('option').allInnerTexts()).toEqual([
        'Monthly',
        'Yearly',
      ]);
    } finally {
      await close();
    }
  });

  it('without JavaScript the opener is a link to the pricing question on the contact form', async () => {
    const context = await (await sharedBrowser()).newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${tenantOrigin('default')}/pricing-2024`);
      await page.getByRole('link', { name: 'Open the price calculator' }).click();
      await page.waitForURL(/\/contact\?topic=pricing$/);
    } finally {
      await context.close();
    }
  });
});

// The statement at /accessibility counts this page as audited (compiler/accessibility/axe-pages.ts).
describe.each(['default'])(`axe on ${AXE_ISLAND_PAGES.priceCalculator} of %s`, (tenantId) => {
  it('has no WCAG A/AA violations, with the calculator closed and open', async () => {
    const { page, close } = await openPage(tenantId, AXE_ISLAND_PAGES.priceCalculator);
    try {
      await hydrated(page);
      expect(formatViolations(await runAxe(page))).toBe('');
      await page.locator(OPENER).click();
      await page.waitForSelector(`${DIALOG}[open]`);
      await dialogOf(page).getByLabel('Participants', { exact: true }).fill('0'); // an error on show as well
      expect(formatViolations(await runAxe(page))).toBe('');
    } finally {
      await close();
    }
  });
});
