/**
 * The contact page as a visitor with a phone or a wide screen meets it, both brands:
 * - at 390 × 844 the form comes first: its first field whole in the first screen, who answers and
 *   when after the form, the person's title on a line of its own, never broken inside;
 * - the consent box is a 24 px control (not a native 13 px box) that ticks, shows its focus and
 *   keeps its size in high contrast and right to left;
 * - no field is marked before a send, and a mark goes once the field is right;
 * - at 1280 the product (the organiser's setup screen) is in the first screen beside the form, and
 *   the column beside the form runs to near its end.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { BRANDS } from '../../common/brands.ts';
import { closeSharedBrowser, contactSendLabel, sharedBrowser, tenantOrigin, waitForIslands } from './browser.ts';

afterAll(closeSharedBrowser);

let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

async function open(tenantId: string, path: string, width: number, height: number): Promise<Page> {
  context = await (await sharedBrowser()).newContext({ viewport: { width, height }, baseURL: tenantOrigin(tenantId) });
  const page = await context.newPage();
  await page.goto(`${tenantOrigin(tenantId)}${path}`, { waitUntil: 'load' });
  await waitForIslands(page);
  return page;
}

const box = (page: Page, selector: string) =>
  page.evaluate((s) => {
    const r = document.querySelector(s)!.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, width: r.width, height: r.height };
  }, selector);

const PHONE_PAGES = [
  ['default', '/contact'],
  ['default', '/ar/contact'],
  ['default', '/de/contact'],
  ['cofi', '/contact'],
  ['cofi', '/fr/contact'],
] as const;

describe('contact at 390 × 844: the form first', () => {
  it.each(PHONE_PAGES)('%s %s: the first field in the first screen, who answers after the form', async (id, path) => {
    const page = await open(id, path, 390, 844);
    const field = await box(page, '#f-name');
    expect(field.top).toBeGreaterThan(0);
    expect(field.bottom).toBeLessThanOrEqual(844);
    const form = await box(page, '[data-area="form"]');
    const next = await box(page, '[data-testid="contact-next"]');
    expect(next.top).toBeGreaterThanOrEqual(form.bottom);
    // The person's title is whole on a line of its own under the name, in every language.
    const title = await page.evaluate(() => {
      const span = document.querySelector('[data-testid="contact-who"] .person span')!;
      const name = document.querySelector('[data-testid="contact-who"] .person strong')!;
      const lines = span.getClientRects().length;
      const fits = span.getBoundingClientRect().height < parseFloat(getComputedStyle(span).lineHeight) * 1.5;
      return { lines, fits, below: span.getBoundingClientRect().top >= name.getBoundingClientRect().bottom - 1 };
    });
    expect(title).toEqual({ lines: 1, fits: true, below: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

describe.each(BRANDS)('the consent box on %s', (id) => {
  it.each(['/contact', '/contact?theme=highcontrast', ...(id === 'default' ? ['/ar/contact'] : [])])(
    '%s: a 24 px control that ticks and shows its focus',
    async (path) => {
      const page = await open(id, path, 390, 844);
      const consent = page.locator('#f-consent');
      const size = await consent.boundingBox();
      expect(size!.width).toBeGreaterThanOrEqual(24);
      expect(size!.height).toBeGreaterThanOrEqual(24);
      // Drawn by the page: a border that shows against the page, a fill and a check once ticked.
      const look = () =>
        consent.evaluate((el) => {
          const style = getComputedStyle(el);
          const check = getComputedStyle(el, '::before');
          return {
            appearance: style.appearance,
            border: parseFloat(style.borderTopWidth),
            fill: style.backgroundColor,
            check: check.transform,
          };
        });
      const before = await look();
      expect(before.appearance).toBe('none');
      expect(before.border).toBeGreaterThanOrEqual(2);
      // Tapping the words ticks it (the whole label is the target).
      await page.locator('label.check').click({ position: { x: 200, y: 10 } });
      // A first click loads the form's island and is replayed once it has: the tick follows.
      await expect.poll(() => consent.isChecked()).toBe(true);
      const after = await look();
      expect(after.fill).not.toBe(before.fill);
      expect(after.check).not.toBe(before.check);
      // A keyboard focus draws an outline of 2 px or more.
      await consent.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      const outline = await consent.evaluate((el) => {
        const style = getComputedStyle(el);
        return {
          focused: document.activeElement === el,
          width: parseFloat(style.outlineWidth),
          style: style.outlineStyle,
        };
      });
      expect(outline.focused).toBe(true);
      expect(outline.width).toBeGreaterThanOrEqual(2);
      expect(outline.style).not.toBe('none');
      await page.keyboard.press('Space');
      expect(await consent.isChecked()).toBe(false);
    },
  );
});

/** The fields marked as wrong, by aria-invalid or by the error colour of their border. */
const marked = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-testid="contact-form"] :is(input, select, textarea)')]
      .filter(
        (el) => el.getAttribute('aria-invalid') === 'true' || getComputedStyle(el).borderTopColor === 'rgb(176, 0, 32)',
      )
      .map((el) => el.id),
  );

describe.each(BRANDS)('the fields on %s are not marked before a send', (id) => {
  it('the security topic named by a link: nothing marked, also after visiting the fields', async () => {
    const page = await open(id, '/contact?topic=security', 1280, 800);
    expect(await marked(page)).toEqual([]);
    await page.locator('#f-message').click();
    await page.locator('#f-name').click();
    expect(await marked(page)).toEqual([]);
  });

  it('the security topic chosen in the form: nothing marked', async () => {
    const page = await open(id, '/contact', 1280, 800);
    await page.locator('#f-topic').selectOption('security');
    await page.locator('#f-message').focus();
    await page.locator('#f-message').blur();
    expect(await marked(page)).toEqual([]);
  });

  it('after a refused send, a field loses its mark once it is right, and leaving it wrong marks it', async () => {
    const page = await open(id, '/contact', 1280, 800);
    await page.getByRole('button', { name: contactSendLabel(id) }).click();
    await expect.poll(() => marked(page)).toContain('f-name');
    await page.locator('#f-name').fill('Anna Berg');
    await expect.poll(() => marked(page)).not.toContain('f-name');
    expect(await page.locator('#e-name').count()).toBe(0);
    await page.locator('#f-name').fill('');
    await page.locator('#f-email').focus();
    await expect.poll(() => marked(page)).toContain('f-name');
  });
});

describe('contact at 1280 × 800', () => {
  it.each(BRANDS)('%s: the setup picture in the first screen, beside the form', async (id) => {
    const page = await open(id, '/contact', 1280, 800);
    const form = await box(page, '[data-area="form"]');
    const setup = await box(page, '[data-testid="contact-setup"] svg[role="img"]');
    const beside = id === 'cofi' ? setup.right <= form.left : setup.left >= form.right;
    expect(beside).toBe(true);
    // At least its top third (its header and first setting) in the first screen.
    expect(setup.top).toBeLessThan(800 - setup.height / 3);
    // The topic's select stands as tall as the text fields (it was 45 px beside 50).
    const heights = await page.$$eval(
      '[data-area="form"] input:not([type="checkbox"]):not([type="hidden"]), [data-area="form"] select',
      (els) => [
        ...new Set(
          els
            .filter((el) => el.getBoundingClientRect().height > 10)
            .map((el) => Math.round(el.getBoundingClientRect().height)),
        ),
      ],
    );
    expect(heights).toHaveLength(1);
  });

  it.each(BRANDS)('%s: the column beside the form runs to near its end', async (id) => {
    const page = await open(id, '/contact', 1280, 800);
    const form = await box(page, '[data-area="form"]');
    const side = await page.evaluate(() => {
      const form = document.querySelector('[data-area="form"]')!.getBoundingClientRect();
      const beside = [...document.querySelector('[data-area="form"]')!.parentElement!.children]
        .map((el) => el.getBoundingClientRect())
        .filter((r) => r.height > 0 && (r.right <= form.left || r.left >= form.right));
      return Math.max(...beside.map((r) => r.bottom));
    });
    expect(Math.abs(side - form.bottom)).toBeLessThan(260);
  });
});
