/**
 * Corporate Fitness sells by demo: its contact page shows what the demo covers and the setup
 * screen a demo walks through while the demo is the topic, and neither for another topic. Chosen
 * in the form or named by a link, another topic hides both and the form follows the heading with
 * no blank block where they were (an empty grid row took a share of the panel's height beside it),
 * at 1280 and at 390. TeamTrek's setup screen is its product picture for every topic: it stays.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { closeSharedBrowser, sharedBrowser, tenantOrigin, waitForIslands } from './browser.ts';

afterAll(closeSharedBrowser);

let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

async function open(tenantId: string, path: string, width: number): Promise<Page> {
  context = await (await sharedBrowser()).newContext({ viewport: { width, height: width > 600 ? 900 : 844 } });
  const page = await context.newPage();
  await page.goto(`${tenantOrigin(tenantId)}${path}`, { waitUntil: 'load' });
  await waitForIslands(page);
  return page;
}

/** From the heading's intro to the first field's label: the grid's row gap (24 px) when nothing waits between. */
const gapAboveForm = (page: Page) =>
  page.evaluate(() => {
    const head = document.querySelector('[data-area="head"]')!.getBoundingClientRect();
    const form = document.querySelector('[data-area="form"]')!.getBoundingClientRect();
    return Math.round(form.top - head.bottom);
  });

/** The contact grid's row gap (worker/pages/contact-next.tsx). */
const ROW_GAP = 24;

describe.each([1280, 390])('Corporate Fitness /contact at %i px', (width) => {
  it('the demo shows its agenda and setup screen; another topic hides both, with no gap above the form', async () => {
    const page = await open('cofi', '/contact', width);
    const agenda = page.getByTestId('demo-agenda');
    const setup = page.getByTestId('contact-setup');
    expect(await agenda.isVisible()).toBe(true);
    expect(await setup.isVisible()).toBe(true);
    for (const topic of ['security', 'pricing', 'general']) {
      await page.locator('#f-topic').selectOption(topic);
      await expect.poll(() => setup.isVisible(), { message: topic }).toBe(false);
      expect(await agenda.isVisible(), topic).toBe(false);
      expect(await gapAboveForm(page), topic).toBeLessThanOrEqual(ROW_GAP);
    }
    await page.locator('#f-topic').selectOption('demo');
    await expect.poll(() => setup.isVisible()).toBe(true);
    expect(await agenda.isVisible()).toBe(true);
    if (width > 900) {
      // The demo's composition again: who answers and the setup screen in the start column, beside the form.
      const [next, setupBox, form] = await page.evaluate(() =>
        ['[data-testid="contact-next"]', '[data-testid="contact-setup"]', '[data-area="form"]'].map((s) => {
          const r = document.querySelector(s)!.getBoundingClientRect();
          return { left: r.left, right: r.right, top: r.top };
        }),
      );
      expect(next!.right).toBeLessThanOrEqual(form!.left);
      expect(setupBox!.right).toBeLessThanOrEqual(form!.left);
      expect(await gapAboveForm(page)).toBeGreaterThan(ROW_GAP);
    }
  });

  it('a page served for a security review, then the demo chosen in the form: no gap above the form', async () => {
    const page = await open('cofi', '/contact?topic=security', width);
    await page.locator('#f-topic').selectOption('demo');
    await expect.poll(() => page.locator('main h1').innerText()).toBe('Book a demo');
    expect(await gapAboveForm(page)).toBeLessThanOrEqual(ROW_GAP);
  });

  it.each(['/contact?topic=security', '/de/contact?topic=pricing', '/contact?mode=support'])(
    '%s: no setup screen, no gap above the form',
    async (path) => {
      const page = await open('cofi', path, width);
      expect(await page.getByTestId('contact-setup').isVisible()).toBe(false);
      expect(await gapAboveForm(page)).toBeLessThanOrEqual(ROW_GAP);
    },
  );
});

describe('TeamTrek /contact at 1280 px', () => {
  it('keeps its setup screen beside the form for a security review', async () => {
    const page = await open('default', '/contact', 1280);
    await page.locator('#f-topic').selectOption('security');
    await expect.poll(() => page.getByTestId('contact-next').getAttribute('data-shown')).toBe('true');
    expect(await page.getByTestId('contact-setup').isVisible()).toBe(true);
  });
});
