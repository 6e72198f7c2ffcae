import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  IMPERIAL_MULTIPLIER,
  STEP_TABLE,
  convertByDistance,
  convertByDuration,
  convertByStairs,
  formatNumber,
  formatPace,
  paceOf,
  type Conversion,
  type Result,
} from '../../worker/converter/convert.ts';
import {
  closeSharedBrowser,
  formatViolations,
  openPage,
  runAxe,
  sharedBrowser,
  tenantOrigin,
  waitForIslands,
} from './browser.ts';
import { AXE_ISLAND_PAGES } from '../../compiler/accessibility/axe-pages.ts';
import { BRANDS } from '../../common/brands.ts';

afterAll(closeSharedBrowser);

// The statement at /accessibility counts this page as audited (compiler/accessibility/axe-pages.ts).
const PATH = AXE_ISLAND_PAGES.stepConverter;
const LANG = 'en-US';
const ISLAND = 'tt-island[data-island="step-converter"]';

let context: BrowserContext | undefined;
let consoleErrors: string[] = [];
afterEach(async () => {
  await context?.close();
  context = undefined;
  consoleErrors = [];
});

async function open(tenantId: string, javaScriptEnabled = true): Promise<Page> {
  context = await (
    await sharedBrowser()
  ).newContext({ locale: LANG, javaScriptEnabled, baseURL: tenantOrigin(tenantId) });
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
  page.on('pageerror', (e) => consoleErrors.push(String(e)));
  await page.goto(`${tenantOrigin(tenantId)}${PATH}`, { waitUntil: 'load' });
  if (javaScriptEnabled) await page.waitForSelector(`${ISLAND}[data-hydrated="true"]`);
  if (javaScriptEnabled) await waitForIslands(page);
  return page;
}

/** The steps convert.ts gives, as the page shows them. */
function shownSteps(result: Result<Conversion>): string {
  if (!result.ok) throw new Error(`expected a conversion, got ${result.error.code}`);
  return formatNumber(result.value.steps, LANG);
}
const text = async (page: Page, testId: string) => (await page.getByTestId(testId).textContent())?.trim();
/** Replaces a text field's value from the keyboard. */
async function retype(page: Page, value: string) {
  await page.keyboard.press('Control+A');
  await page.keyboard.type(value);
}
const row = (activity: string) => STEP_TABLE.activities.find((r) => r.activity === activity)!;

describe('step converter with the keyboard only', () => {
  it('duration, then imperial distance, then swimming pace per 100 yd, then an invalid value', async () => {
    const page = await open('default');
    expect(await page.locator(`${ISLAND} [aria-live="polite"]`).count()).toBe(1);

    // Activity: type-ahead on the focused select ("Ru" → Running), then Tab to the mode and the minutes.
    await page.getByLabel('Activity', { exact: true }).focus();
    await page.keyboard.type('Run');
    expect(await page.getByLabel('Activity', { exact: true }).inputValue()).toBe('RUNNING');
    await page.keyboard.press('Tab'); // "Convert by": Duration (checked)
    await page.keyboard.press('Tab'); // Duration in minutes
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('sc-minutes');
    await retype(page, '45');
    expect(await text(page, 'steps')).toBe(shownSteps(convertByDuration({ activity: 'RUNNING', minutes: 45 })));

    // Back to "Convert by", arrow to Distance; Tab to Units, arrow to Imperial; Tab to the distance in miles.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('ArrowRight');
    expect(await page.getByLabel('Distance', { exact: true }).isChecked()).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowRight');
    expect(await page.getByLabel('Imperial (miles, yards)').isChecked()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('sc-distance');
    expect(await page.locator('label[for="sc-distance"]').textContent()).toBe('Distance in miles');
    await retype(page, '10');
    const miles = Math.round(10 * IMPERIAL_MULTIPLIER * row('RUNNING').distance!.stepsPerKm);
    expect(IMPERIAL_MULTIPLIER).toBe(1.609344);
    expect(await text(page, 'steps')).toBe(formatNumber(miles, LANG));
    expect(await text(page, 'steps')).toBe(
      shownSteps(convertByDistance({ activity: 'RUNNING', distance: { value: 10, unit: 'mi' } })),
    );

    // Swimming keeps distance mode and imperial units: yards, pace per 100 yd.
    for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('sc-activity');
    await page.keyboard.type('Swi');
    expect(await page.getByLabel('Activity', { exact: true }).inputValue()).toBe('SWIMMING');
    expect(await page.locator('label[for="sc-distance"]').textContent()).toBe('Distance in yards');
    const pace = paceOf(
      'SWIMMING',
      'imperial',
      { value: 1, unit: 'km' },
      60 / row('SWIMMING').distance!.referenceSpeedKmh,
    );
    expect(pace.ok && pace.value.unit.label).toBe('/100 yd');
    expect(await text(page, 'pace')).toBe(`${formatPace(pace.ok ? pace.value.seconds : 0)} /100 yd`);
    const yards = Number(await page.locator('#sc-distance').inputValue());
    expect(await text(page, 'steps')).toBe(
      shownSteps(convertByDistance({ activity: 'SWIMMING', distance: { value: yards, unit: 'yd' } })),
    );

    // An invalid distance: the error from convert.ts next to the field, tied to it.
    for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('sc-distance');
    await retype(page, '-5');
    const field = page.locator('#sc-distance');
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await field.getAttribute('aria-describedby')).toBe('sc-distance-error');
    expect(await page.locator('#sc-distance-error').textContent()).toBe('The distance cannot be negative.');
    expect(await page.getByTestId('step-result').textContent()).toContain('Correct the highlighted field');
    expect(formatViolations(await runAxe(page))).toBe('');
    await retype(page, '500');
    expect(await field.getAttribute('aria-invalid')).toBeNull();
    expect(consoleErrors).toEqual([]);
  });

  it('stair climbing: stairs at a per-hour rate, converted to per minute, with points', async () => {
    const page = await open('cofi');
    await page.getByLabel('Activity', { exact: true }).focus();
    await page.keyboard.type('Stai');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowRight'); // Stairs climbed
    await page.keyboard.press('Tab');
    await retype(page, '600');
    await page.keyboard.press('Tab');
    await retype(page, '1800');
    await page.keyboard.press('Tab');
    await retype(page, '10');
    const expected = convertByStairs({ stairs: 600, stairsPerHour: 1800, pointsPer1000Steps: 10 });
    expect(await text(page, 'steps')).toBe(shownSteps(expected));
    expect(await text(page, 'points')).toBe(formatNumber(expected.ok ? expected.value.points! : Number.NaN, LANG));
    expect(await page.getByTestId('step-result').textContent()).toContain(
      '1,800 stairs per hour is 30 stairs per minute',
    );
    expect(consoleErrors).toEqual([]);
  });
});

describe('without JavaScript', () => {
  it('shows 30 minutes of cycling, and the form converts on the server', async () => {
    const page = await open('default', false);
    expect(await text(page, 'steps')).toBe(shownSteps(convertByDuration({ activity: 'CYCLING', minutes: 30 })));
    await page.getByLabel('Duration in minutes').fill('60');
    await page.getByLabel('Duration in minutes').press('Enter');
    await page.waitForURL(/minutes=60/);
    expect(await text(page, 'steps')).toBe(shownSteps(convertByDuration({ activity: 'CYCLING', minutes: 60 })));
  });
});

describe('on a phone', () => {
  // The wide table scrolls in its own region; the page itself must not (its cells' visually hidden
  // notes are absolutely positioned and once escaped the region, 557 px wide at 390).
  it('the page does not scroll sideways at 390 px, left to right or right to left', async () => {
    const page = await open('default', false);
    const widths = async () =>
      page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
    await page.setViewportSize({ width: 390, height: 844 });
    const [ltr, viewport] = await widths();
    expect(ltr).toBeLessThanOrEqual(viewport!);
    await page.evaluate(() => (document.documentElement.dir = 'rtl'));
    const [rtl] = await widths();
    expect(rtl).toBeLessThanOrEqual(viewport!);
  });
});

describe.each(BRANDS)('axe on %s', (tenantId) => {
  it.each([PATH, `${PATH}?theme=highcontrast`])('%s has no WCAG A/AA violations', async (path) => {
    const { page, close } = await openPage(tenantId, path);
    try {
      await page.waitForSelector(`${ISLAND}[data-hydrated="true"]`);
      expect(formatViolations(await runAxe(page))).toBe('');
    } finally {
      await close();
    }
  });
});

describe('in the page’s language', () => {
  async function openIn(prefix: string, locale: string): Promise<Page> {
    context = await (await sharedBrowser()).newContext({ locale });
    const page = await context.newPage();
    page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
    page.on('pageerror', (e) => consoleErrors.push(String(e)));
    await page.goto(`${tenantOrigin('default')}/${prefix}${PATH}`, { waitUntil: 'load' });
    await page.waitForSelector(`${ISLAND}[data-hydrated="true"]`);
    await waitForIslands(page);
    return page;
  }
  const resultText = async (page: Page) =>
    (await page.getByTestId('step-result').textContent())?.replace(/\s+/g, ' ').trim();

  it('/de: a conversion shows the German result sentence with German numbers, and German errors', async () => {
    const page = await openIn('de', 'de-DE');
    await page.getByLabel('Dauer in Minuten').fill('90');
    const cycling = convertByDuration({ activity: 'CYCLING', minutes: 90 });
    const steps = formatNumber(cycling.ok ? cycling.value.steps : Number.NaN, 'de');
    expect(steps).toMatch(/^\d+\.\d{3}$/);
    expect(await text(page, 'steps')).toBe(steps);
    expect(await resultText(page)).toBe(`${steps} Schritte229 Schritte pro Minute (Radfahren).`);
    // A decimal typed the German way, points with a German decimal comma.
    await page.getByLabel('Punkte pro 1.000 Schritte (optional)').fill('2,5');
    const points = formatNumber(cycling.ok ? (cycling.value.steps / 1000) * 2.5 : Number.NaN, 'de');
    expect(points).toContain(',');
    expect(await text(page, 'points')).toBe(points);
    expect(await resultText(page)).toContain(`${points} Punkte`);
    // By distance: the German unit label, then a German error tied to the field.
    await page.getByLabel('Strecke', { exact: true }).check();
    expect(await page.locator('label[for="sc-distance"]').textContent()).toBe('Strecke in km');
    await page.getByLabel('Strecke in km').fill('-5');
    expect(await page.locator('#sc-distance-error').textContent()).toBe('Die Strecke darf nicht negativ sein.');
    expect(await resultText(page)).toBe('Korrigieren Sie das markierte Feld, um die Schritte zu sehen.');
    expect(formatViolations(await runAxe(page))).toBe('');
    expect(consoleErrors).toEqual([]);
  });

  it('/ar: the converter reads right to left, in Arabic', async () => {
    const page = await openIn('ar', 'ar');
    await page.getByLabel('المدة بالدقائق').fill('45');
    const cycling = convertByDuration({ activity: 'CYCLING', minutes: 45 });
    const steps = formatNumber(cycling.ok ? cycling.value.steps : Number.NaN, 'ar');
    expect(await text(page, 'steps')).toBe(steps);
    // Arabic's plural form for the count: 10,305 is "few" (n % 100 in 3..10), so خطوات, not خطوة.
    const forms: Partial<Record<Intl.LDMLPluralRule, string>> = { few: 'خطوات', two: 'خطوتان' };
    const word = forms[new Intl.PluralRules('ar').select(cycling.ok ? cycling.value.steps : 0)];
    expect(await resultText(page)).toContain(`${steps} ${word ?? 'خطوة'}`);
    const layout = await page.evaluate(() => {
      const result = document.querySelector('[data-testid="step-result"]')!;
      const form = document.querySelector('[data-testid="step-converter"] form')!.getBoundingClientRect();
      // The label's text, not its box (a block as wide as the form).
      const range = document.createRange();
      range.selectNodeContents(document.querySelector('label[for="sc-activity"]')!);
      const label = range.getBoundingClientRect();
      return {
        dir: document.documentElement.dir,
        direction: getComputedStyle(result).direction,
        // Right to left, a label's text starts at the form's right edge.
        labelGapRight: Math.round(form.right - label.right),
        labelGapLeft: Math.round(label.left - form.left),
      };
    });
    expect(layout.dir).toBe('rtl');
    expect(layout.direction).toBe('rtl');
    expect(layout.labelGapRight).toBeLessThanOrEqual(1);
    expect(layout.labelGapLeft).toBeGreaterThan(layout.labelGapRight);
    expect(formatViolations(await runAxe(page))).toBe('');
    expect(consoleErrors).toEqual([]);
  });
});
