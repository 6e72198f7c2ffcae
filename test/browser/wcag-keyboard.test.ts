/**
 * WCAG 2.1.1 Keyboard and 2.4.7 Focus Visible: the top menu (desktop), the drawer (phone), the
 * account menu, the contact form, the price calculator and the step converter are reached and used
 * with the keyboard alone (Tab, Shift+Tab, Enter, Space, Escape, arrows; no mouse), and after every
 * key press that moves focus, the focused element draws an outline or ring it has not without focus
 * (`tabUntil` and `expectVisibleFocus` check it). The islands' own tests check their results in
 * detail; these check that a keyboard gets there, and sees where it is.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { WCAG_WIDTHS, wcagTitle } from '../../compiler/accessibility/wcag-checks.ts';
import { BRANDS } from '../../common/brands.ts';
import { MIN_FILL_MS } from '../../worker/forms/handle-form-post.ts';
import { closeSharedBrowser, contactSendLabel, hydrateIsland } from './browser.ts';
import { describeFocused, focusIndicatorProblem, openAt, tabUntil } from './wcag.ts';

afterAll(closeSharedBrowser);

/** The form's time trap refuses a form sent within 3 s of its render time (MIN_FILL_MS). */
const TIME_TRAP_MS = MIN_FILL_MS + 200;

async function expectVisibleFocus(page: Page, where: string) {
  expect(await focusIndicatorProblem(page), where).toBe('');
}

/** Presses `key`, then checks that focus is visible. */
async function press(page: Page, key: string) {
  await page.keyboard.press(key);
  await expectVisibleFocus(page, `after ${key}`);
}

const is = (pattern: RegExp) => (focused: string) => pattern.test(focused);

describe(`${wcagTitle('2.1.1')}, with ${wcagTitle('2.4.7')} at every step`, () => {
  describe.each(BRANDS)('%s', (tenantId) => {
    it('desktop: the top menu opens with Enter, its links are reached with Tab, and Enter follows one', async () => {
      const { page, close, errors } = await openAt(tenantId, '/', WCAG_WIDTHS.desktop);
      try {
        expect(await tabUntil(page, is(/^summary /))).toEqual([]);
        const details = page.locator('header nav details').first();
        await press(page, 'Enter');
        expect(await details.getAttribute('open')).not.toBeNull();
        await press(page, 'Tab');
        expect(await details.evaluate((d) => d.contains(document.activeElement))).toBe(true);
        // Back to the button, Enter closes the panel (and Space opens it again).
        await press(page, 'Shift+Tab');
        await press(page, 'Enter');
        expect(await details.getAttribute('open')).toBeNull();
        await press(page, ' ');
        expect(await details.getAttribute('open')).not.toBeNull();
        await press(page, 'Tab');
        const href = await page.evaluate(() => (document.activeElement as HTMLAnchorElement).href);
        expect(href).toMatch(/^http/);
        await page.keyboard.press('Enter');
        await page.waitForURL(href);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    });

    it('phone: the drawer opens with Enter, keeps focus inside while open, and Escape gives focus back to its button', async () => {
      const { page, close, errors } = await openAt(tenantId, '/', WCAG_WIDTHS.phone);
      try {
        expect(await tabUntil(page, is(/"Open menu"/))).toEqual([]);
        await press(page, 'Enter');
        const drawer = page.getByTestId('drawer');
        await drawer.waitFor();
        const inDrawer = () => drawer.evaluate((d) => d.contains(document.activeElement));
        await expect.poll(inDrawer, { message: 'focus moves into the open drawer' }).toBe(true);
        await expectVisibleFocus(page, 'on open');
        // Every entry with Tab, and round again: focus stays in the drawer while it is open.
        const entries = await drawer.locator('a[href], button').count();
        for (let i = 0; i <= entries; i++) {
          await press(page, 'Tab');
          expect(await inDrawer(), `Tab ${i + 1}: ${await describeFocused(page)}`).toBe(true);
        }
        await press(page, 'Shift+Tab');
        expect(await inDrawer()).toBe(true);
        await page.keyboard.press('Escape');
        await expect.poll(() => drawer.isVisible()).toBe(false);
        expect(await describeFocused(page)).toMatch(/"Open menu"/);
        await expectVisibleFocus(page, 'back on the menu button');
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    });

    it('signed in: the account menu opens with Enter, its links are reached with Tab, Escape gives focus back', async () => {
      const { page, close, errors } = await openAt(tenantId, '/', WCAG_WIDTHS.desktop, { signedIn: true });
      try {
        expect(await tabUntil(page, is(/"My account"/), { limit: 80 })).toEqual([]);
        await press(page, 'Enter');
        const menu = page.getByTestId('account-menu');
        await menu.waitFor();
        const links = await menu.locator('a').count();
        expect(await tabUntil(page, is(/^a /), { limit: 1 })).toEqual([]);
        for (let i = 1; i < links; i++) await press(page, 'Tab');
        expect(await menu.evaluate((m) => m.contains(document.activeElement))).toBe(true);
        await page.keyboard.press('Escape');
        await expect.poll(() => menu.count()).toBe(0);
        expect(await describeFocused(page)).toMatch(/"My account"/);
        await expectVisibleFocus(page, 'back on the account button');
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    });

    it('the contact form is filled in and sent with the keyboard', { timeout: 45_000 }, async () => {
      const { page, close, errors } = await openAt(tenantId, '/contact', WCAG_WIDTHS.phone);
      try {
        await hydrateIsland(page, 'contact-form');
        const typed: Record<string, string> = {
          'input#f-name': 'Anna Berg',
          'input#f-email': 'anna@northwind.example',
          'input#f-organisation': 'Northwind Logistics',
          'textarea#f-message': 'We would like a six-week step challenge for 250 staff.',
        };
        const problems: string[] = [];
        const done = new Set<string>();
        for (let i = 0; i < 80 && !(await describeFocused(page)).includes(`"${contactSendLabel(tenantId)}"`); i++) {
          await page.keyboard.press('Tab');
          const problem = await focusIndicatorProblem(page);
          if (problem) problems.push(problem);
          const focused = await describeFocused(page);
          const field = Object.keys(typed).find((f) => focused.startsWith(f));
          if (field && !done.has(field)) {
            await page.keyboard.type(typed[field]!);
            done.add(field);
          } else if (/^input\S*\[checkbox\]/.test(focused) && !done.has('consent')) {
            await page.keyboard.press(' ');
            done.add('consent');
          }
        }
        expect(problems).toEqual([]);
        expect([...done].sort()).toEqual([...Object.keys(typed), 'consent'].sort());
        // The time trap counts from the form's signed render time (same machine, same clock).
        const startedAt = Number(await page.locator('input[name="startedAt"]').inputValue());
        await page.waitForTimeout(Math.max(0, startedAt + TIME_TRAP_MS - Date.now()));
        await page.keyboard.press('Enter');
        await page.waitForURL(/\/thankyou\?form=contact/);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    });

    it('the estimator is used with the keyboard: typing changes its total, Enter opens its details, Space ticks an add-on', async () => {
      const { page, close, errors } = await openAt(tenantId, '/pricing', WCAG_WIDTHS.desktop);
      try {
        // No wait for the estimator to load: reaching it with Tab loads it, and what is typed meanwhile counts.
        const total = () => page.getByTestId('estimate-total').innerText();
        const before = await total();
        expect(await tabUntil(page, is(/^input#\S*participants\[number\]/), { limit: 200 })).toEqual([]);
        await page.keyboard.press('ControlOrMeta+A');
        await page.keyboard.type('250');
        await expect.poll(total).not.toBe(before);
        await expectVisibleFocus(page, 'on the group size');
        // The details (support and add-ons) open with Enter; an add-on, ticked with Space, joins the total.
        expect(await tabUntil(page, is(/^summary/), { limit: 10 })).toEqual([]);
        await press(page, 'Enter');
        const withoutAddOn = await total();
        expect(await tabUntil(page, is(/^input\[checkbox\]/), { limit: 10 })).toEqual([]);
        await press(page, ' ');
        await expect.poll(total).not.toBe(withoutAddOn);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    });

    it('the step converter is used with typing, Tab, Shift+Tab and the arrow keys', async () => {
      const { page, close, errors } = await openAt(tenantId, '/resources/convert-steps', WCAG_WIDTHS.phone);
      try {
        await page.waitForSelector('tt-island[data-island="step-converter"][data-hydrated="true"]');
        expect(await tabUntil(page, is(/^select#sc-activity/), { limit: 80 })).toEqual([]);
        await page.keyboard.type('Run');
        await press(page, 'Tab'); // "Convert by": Duration
        await press(page, 'Tab'); // Duration in minutes
        expect(await describeFocused(page)).toMatch(/^input#sc-minutes/);
        await page.keyboard.press('ControlOrMeta+A');
        await page.keyboard.type('45');
        await expect.poll(() => page.getByTestId('steps').innerText()).toMatch(/\d/);
        await press(page, 'Shift+Tab');
        await press(page, 'ArrowRight');
        expect(await page.getByLabel('Distance', { exact: true }).isChecked()).toBe(true);
        await press(page, 'Tab');
        await press(page, 'Tab');
        expect(await describeFocused(page)).toMatch(/^input#sc-distance/);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    });
  });
});
