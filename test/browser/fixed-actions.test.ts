/**
 * The fixed corner (back to top and the brand's primary action) never covers the page, and takes
 * no more of the window than its own box (a 72 px band across the window below 1600 px).
 * At every width: fixed elements at the bottom of the window lie inside the corner's box plus its
 * margin; scrolled to the end, nothing of the page is under the box; walking the page with Tab, no
 * focused element is under it.
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
/** The corner's margin from the window's edges (fixed-actions.tsx). */
const MARGIN = 16;

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

type Box = { left: number; right: number; top: number; bottom: number };

/** Runs in the page: the visible buttons' box of the corner, and every other fixed element in the window's lower half. */
function fixedAtBottom(): { corner: Box; buttons: number; others: string[]; outside: string[] } {
  const corner = document.querySelector('[data-testid="fixed-actions"]')!;
  const shown = [...corner.children].map((c) => c.getBoundingClientRect()).filter((r) => r.width > 0);
  const box = {
    left: Math.min(...shown.map((r) => r.left)),
    right: Math.max(...shown.map((r) => r.right)),
    top: Math.min(...shown.map((r) => r.top)),
    bottom: Math.max(...shown.map((r) => r.bottom)),
  };
  const others: string[] = [];
  const outside: string[] = [];
  for (const el of document.querySelectorAll('body *')) {
    const style = getComputedStyle(el);
    if (style.position !== 'fixed' || style.display === 'none' || style.visibility === 'hidden') continue;
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0 || r.bottom < window.innerHeight / 2 || r.top > window.innerHeight) continue;
    const name = `${el.tagName.toLowerCase()}.${el.className} ${Math.round(r.width)}×${Math.round(r.height)}`;
    if (corner.contains(el) || el === corner) {
      if (r.left < box.left - 0.5 || r.right > box.right + 0.5 || r.top < box.top - 0.5 || r.bottom > box.bottom + 0.5)
        outside.push(`the corner itself is larger than its buttons: ${name}`);
    } else others.push(name);
  }
  return { corner: box, buttons: shown.length, others, outside };
}

/** Runs in the page: what of the page (text, links, pictures, controls) is under the corner's buttons. */
function underCorner(): string[] {
  const corner = document.querySelector('[data-testid="fixed-actions"]')!;
  const boxes = [...corner.children].map((c) => c.getBoundingClientRect()).filter((r) => r.width > 0);
  const hits: string[] = [];
  for (const el of document.querySelectorAll('main *, footer *')) {
    if (el.children.length > 0 && !/^(A|BUTTON|IMG|svg|INPUT|SELECT)$/.test(el.tagName)) continue;
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    if (boxes.some((s) => r.left < s.right && r.right > s.left && r.top < s.bottom && r.bottom > s.top))
      hits.push(`${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`);
  }
  return hits;
}

/**
 * Runs in the page: the focused element, if the corner's buttons cover it. A control (a link, a
 * field) counts as covered when any of it is under them; a large focusable region (a table's
 * scroll frame, taller than the window's lower band) when a quarter or more of its visible part is.
 */
function focusedUnderCorner(): string | null {
  const corner = document.querySelector('[data-testid="fixed-actions"]')!;
  const el = document.activeElement;
  if (!el || el === document.body || corner.contains(el)) return null;
  const r = el.getBoundingClientRect();
  const visible = {
    left: Math.max(r.left, 0),
    right: Math.min(r.right, window.innerWidth),
    top: Math.max(r.top, 0),
    bottom: Math.min(r.bottom, window.innerHeight),
  };
  const area = Math.max(0, visible.right - visible.left) * Math.max(0, visible.bottom - visible.top);
  const boxes = [...corner.children].map((c) => c.getBoundingClientRect()).filter((b) => b.width > 0);
  const overlap = boxes.reduce((sum, s) => {
    const w = Math.min(visible.right, s.right) - Math.max(visible.left, s.left);
    const h = Math.min(visible.bottom, s.bottom) - Math.max(visible.top, s.top);
    return sum + (w > 0 && h > 0 ? w * h : 0);
  }, 0);
  const region = r.height > 160;
  const covered = region ? area > 0 && overlap / area >= 0.25 : overlap > 0;
  return covered ? `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"` : null;
}

describe.each(PAGES)('%s %s: the fixed corner', (tenant, path) => {
  it.each(WIDTHS)('at %i px takes only its own box and covers nothing', { timeout: 120_000 }, async (width) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${tenantOrigin(tenant)}${path}`, { waitUntil: 'load' });

    for (const [where, y] of [
      ['at the top', 0],
      ['scrolled', 900],
    ] as const) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(50);
      const fixed = await page.evaluate(fixedAtBottom);
      expect(fixed.others, `${where}: fixed elements at the bottom outside the corner`).toEqual([]);
      expect(fixed.outside, where).toEqual([]);
      // The box sits in the corner, within its margin: one row of buttons, or on a phone two
      // stacked (back to top above the action, once scrolled).
      expect(fixed.corner.bottom, where).toBeGreaterThanOrEqual(800 - MARGIN - 1);
      expect(fixed.corner.right, where).toBeGreaterThanOrEqual(width - MARGIN - 1);
      expect(fixed.corner.bottom - fixed.corner.top, where).toBeLessThanOrEqual(width < 480 ? 104.5 : 48.5);
      expect(fixed.corner.right - fixed.corner.left, where).toBeLessThan(width * 0.75);
    }

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(50);
    expect(await page.evaluate(underCorner), 'scrolled to the end').toEqual([]);

    await page.evaluate(() => window.scrollTo(0, 0));
    const covered: string[] = [];
    for (let i = 0; i < MAX_TABS; i++) {
      await page.keyboard.press('Tab');
      const hit = await page.evaluate(focusedUnderCorner);
      if (hit) covered.push(hit);
    }
    expect(covered, 'focused elements under the corner').toEqual([]);
  });
});
