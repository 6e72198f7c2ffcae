import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeSharedBrowser, formatViolations, openPage, runAxe, sharedBrowser, tenantOrigin } from './browser.ts';
import { AXE_ISLAND_PAGES } from '../../build/accessibility/axe-pages.ts';
import { BRANDS } from '../../common/brands.ts';

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

describe('price calculator on /pricing', () => {
  it('works with the keyboard only: open, change licence, participants and currency, read the total, Escape', async () => {
    const { page, close, consoleErrors, pageErrors } = await openPage('default', '/pricing');
    try {
      await hydrated(page);
      await tabTo(page, 'Open the price calculator');
      await page.keyboard.press('Enter');
      await page.waitForSelector(`${DIALOG}[open]`);
      expect(await focused(page)).toBe('Licence');

      // Licence: Starter (first choice) → Pro by typing its name on the focused select.
      await page.keyboard.type('Pro');
      expect(await dialogOf(page).getByLabel('Licence', { exact: true }).inputValue()).toBe('PRO');
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
      await tabTo(page, 'Single Sign-On (€500.00)');
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
    const { page, close } = await openPage('default', '/pricing?currency=GBP');
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
      await dialogOf(page).getByLabel('Licence', { exact: true }).selectOption('LIGHT');
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
      await page.goto(`${tenantOrigin('default')}/pricing`);
      await page.getByRole('link', { name: 'Open the price calculator' }).click();
      await page.waitForURL(/\/contact\?topic=pricing$/);
    } finally {
      await context.close();
    }
  });
});

describe('price calculator in the page’s language', () => {
  it('/de/pricing: German labels, lines after input and a German input error', async () => {
    const { page, close, consoleErrors, pageErrors } = await openPage('default', '/de/pricing?currency=EUR');
    try {
      await hydrated(page);
      await page.locator(OPENER).click();
      await page.waitForSelector(`${DIALOG}[open]`);
      const dialog = dialogOf(page);
      await dialog.getByLabel('Lizenz', { exact: true }).selectOption('PRO');
      const participants = dialog.getByLabel('Teilnehmende', { exact: true });
      await participants.fill('1200');
      expect(await dialog.getByLabel('Laufzeit in Monaten', { exact: true }).inputValue()).toBe('3');
      await dialog.getByLabel('Badge-Paket (100,00\u00a0€ pro Paket)', { exact: true }).fill('2');
      // Hand-computed: 1,200 × 3 × €2.00 = €7,200.00; 2 × €100.00 = €200.00; money as German writes it.
      expect(await text(page, '[data-testid="calculator-lines"]')).toBe(
        [
          'Pro monatlich: 1.200 Teilnehmende × 3 Monate × 2,00\u00a0€ = 7.200,00\u00a0€',
          'Support: Self-Service: 1 × 0,00\u00a0€ = 0,00\u00a0€',
          'Badge-Paket: 2 Pakete × 100,00\u00a0€ = 200,00\u00a0€',
        ].join('\n'),
      );
      expect(await page.locator(`${DIALOG} [aria-live="polite"]`).innerText()).toContain(
        'Gesamt: 7.400,00\u00a0€ ohne MwSt.',
      );

      await participants.fill('0');
      const errorId = await participants.getAttribute('aria-describedby');
      expect(await text(page, `[id="${errorId}"]`)).toBe('Geben Sie 1 oder mehr ein.');
      expect(await page.locator(`${DIALOG} [aria-live="polite"]`).innerText()).toBe(
        'Noch keine Summe: Bitte prüfen Sie das markierte Feld.',
      );
      await dialog.getByLabel('Abrechnung', { exact: true }).selectOption('one-time');
      expect(await dialog.locator('.hint').innerText()).toBe('Jedes Quartal verlängert das Event um drei Monate.');
      expect([...consoleErrors, ...pageErrors]).toEqual([]);
    } finally {
      await close();
    }
  });

  it('/ar/pricing: the line reads right to left, its prices left to right', async () => {
    const { page, close } = await openPage('default', '/ar/pricing?currency=EUR');
    try {
      await hydrated(page);
      await page.locator(OPENER).click();
      await page.waitForSelector(`${DIALOG}[open]`);
      const line = page.locator('[data-testid="calculator-lines"] li').first();
      // Money, as Arabic writes it (a right-to-left mark, the amount, the sign), isolated left to right.
      expect((await line.innerText()).replace(/[\u2066-\u2069\u200f]/g, '')).toMatch(
        /^Starter شهريًا: 100 مشارك × 3 أشهر × \d+\.\d\d\u00a0€ = \d+\.\d\d\u00a0€$/,
      );
      const directions = await line.evaluate((li) => ({
        line: getComputedStyle(li).direction,
        prices: [...li.querySelectorAll('bdi')].map((b) => getComputedStyle(b).direction),
      }));
      expect(directions).toEqual({ line: 'rtl', prices: ['ltr', 'ltr'] });
      const total = await page.locator('[data-testid="calculator-total"]').innerText();
      expect(total).toMatch(/^\u2066\u200f?[\d,]+\.\d\d\u00a0€\u2069$/);
      // Right to left: the label starts at the line's right edge, the amount ends at its left.
      const [first, last] = await line.evaluate((li) => {
        const range = document.createRange();
        range.selectNodeContents(li);
        const rects = [...range.getClientRects()];
        const box = li.getBoundingClientRect();
        return [box.right - Math.max(...rects.map((r) => r.right)), Math.min(...rects.map((r) => r.left)) - box.left];
      });
      expect(first).toBeLessThan(2);
      expect(last).toBeGreaterThanOrEqual(0);
    } finally {
      await close();
    }
  });
});

// The statement at /accessibility counts this page as audited (build/accessibility/axe-pages.ts).
describe.each(BRANDS)(`axe on ${AXE_ISLAND_PAGES.priceCalculator} of %s`, (tenantId) => {
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

describe('price calculator on /de/pricing', () => {
  it("opens from its German button; the dialog's heading, intro and actions are German", async () => {
    const { page, close, pageErrors } = await openPage('default', '/de/pricing');
    try {
      await hydrated(page);
      await page.getByRole('button', { name: 'Preisrechner öffnen' }).click();
      await page.waitForSelector(`${DIALOG}[open]`);
      expect(await dialogOf(page).getByRole('heading', { level: 2 }).innerText()).toBe('Preisrechner');
      expect(await text(page, `${DIALOG} .intro`)).toBe(
        'Preise pro teilnehmender Person aus unserer Preisliste, ohne MwSt. Mit Escape schließen.',
      );
      expect(await dialogOf(page).getByRole('link', { name: 'Angebot anfragen' }).getAttribute('href')).toBe(
        '/de/contact?topic=pricing',
      );
      await dialogOf(page).getByRole('button', { name: 'Schließen' }).click();
      await page.waitForSelector(`${DIALOG}:not([open])`, { state: 'attached' });
      expect(pageErrors).toEqual([]);
    } finally {
      await close();
    }
  });
});
