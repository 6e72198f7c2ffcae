/**
 * Issue 18: the demo/chat button never covers the page. It covered the Enterprise price card on
 * /pricing at 1280 px and focused links elsewhere. At every width: scrolled to the end, nothing of
 * the page is under the button's strip; walking the page with Tab, no focused element is under it;
 * and where it floats in the side gutter, it is clear of the content column.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSharedBrowser, sharedBrowser, tenantOrigin } from './browser.ts';

const WIDTHS = [320, 390, 768, 1280, 1600];
const PAGES = [
  ['default', '/pricing'],
  ['default', '/'],
  ['cofi', '/solutions/workplace'],
] as const;
/** Enough Tab presses to reach the footer of these pages. */
const MAX_TABS = 160;

let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  context = await (await sharedBrowser()).newContext({ reducedMotion: 'reduce' });
  page = await context.newPage();
});
afterAll(async () => {
  await context?.close();
  await closeSharedBrowser();
});

/** Runs in the page: what of the page (text, links, pictures, controls) is under the button's strip. */
function underStrip(): string[] {
  const button = document.querySelector('[data-testid="demo-button"]')!;
  const strip = button.closest('[data-testid="demo-strip"]') ?? button;
  // Where the strip has no band of its own (the gutter), only the button itself counts.
  const band = getComputedStyle(strip).backgroundColor !== 'rgba(0, 0, 0, 0)' ? strip : button;
  const s = band.getBoundingClientRect();
  const hits: string[] = [];
  for (const el of document.querySelectorAll('main *, footer *')) {
    if (strip.contains(el) || (el.children.length > 0 && !/^(A|BUTTON|IMG|svg|INPUT|SELECT)$/.test(el.tagName)))
      continue;
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    if (r.left < s.right && r.right > s.left && r.top < s.bottom && r.bottom > s.top)
      hits.push(`${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`);
  }
  return hits;
}

/** Runs in the page: the focused element, if the button's strip covers any of it. */
function focusedUnderStrip(): string | null {
  const button = document.querySelector('[data-testid="demo-button"]')!;
  const strip = button.closest('[data-testid="demo-strip"]') ?? button;
  const el = document.activeElement;
  if (!el || el === document.body || strip.contains(el)) return null;
  const band = getComputedStyle(strip).backgroundColor !== 'rgba(0, 0, 0, 0)' ? strip : button;
  const s = band.getBoundingClientRect();
  const r = el.getBoundingClientRect();
  const covered = r.left < s.right && r.right > s.left && r.top < s.bottom && r.bottom > s.top;
  return covered ? `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"` : null;
}

describe.each(PAGES)('%s %s: the demo button covers nothing', (tenant, path) => {
  it.each(WIDTHS)('at %i px', { timeout: 120_000 }, async (width) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${tenantOrigin(tenant)}${path}`, { waitUntil: 'load' });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await page.evaluate(underStrip), 'scrolled to the end').toEqual([]);

    await page.evaluate(() => window.scrollTo(0, 0));
    const covered: string[] = [];
    for (let i = 0; i < MAX_TABS; i++) {
      await page.keyboard.press('Tab');
      const hit = await page.evaluate(focusedUnderStrip);
      if (hit) covered.push(hit);
    }
    expect(covered, 'focused elements under the button').toEqual([]);
  });
});
