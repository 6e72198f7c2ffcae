/**
 * The fixed corner never hides the pricing estimator's result (at 390 px its total sat
 * under "Start a free trial"). With the first screen as it loads and at every scroll position that
 * brings the total to the bottom of the window, no visible fixed element intersects the total or
 * the line that explains it; with JavaScript off and on (the island hydrated).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeSharedBrowser, hydrateIsland, sharedBrowser, tenantOrigin } from './browser.ts';

afterAll(closeSharedBrowser);

/** Runs in the page: visible fixed elements over the estimate's result, each with where the total was. */
function fixedOverEstimate(): string[] {
  const result = document.querySelector('[data-testid="estimate-result"]')!;
  const targets = [result.querySelector('[data-testid="estimate-total"]')!, ...result.querySelectorAll('.how')];
  const hits: string[] = [];
  for (const el of document.querySelectorAll('body *')) {
    const style = getComputedStyle(el);
    if (style.position !== 'fixed' || style.display === 'none') continue;
    for (const inner of [el, ...el.querySelectorAll('*')]) {
      const s = getComputedStyle(inner);
      if (s.visibility === 'hidden' || s.display === 'none' || Number(s.opacity) === 0) continue;
      const r = inner.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      for (const t of targets) {
        const b = t.getBoundingClientRect();
        if (r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top)
          hits.push(
            `${inner.tagName.toLowerCase()} "${(inner.textContent ?? '').trim().slice(0, 30)}" over "${(t.textContent ?? '').trim().slice(0, 30)}" (top ${Math.round(b.top)})`,
          );
      }
    }
  }
  return [...new Set(hits)];
}

const CASES = [
  ['default', 390, false],
  ['default', 390, true],
  ['cofi', 390, false],
  ['default', 320, false],
  ['default', 1280, false],
] as const;

let context: BrowserContext | undefined;
describe.each(CASES)('%s /pricing at %i px (JavaScript %s)', (tenant, width, javaScriptEnabled) => {
  it('no fixed element covers the estimated total, wherever it is scrolled to', { timeout: 60_000 }, async () => {
    context = await (await sharedBrowser()).newContext({ viewport: { width, height: 800 }, javaScriptEnabled });
    const page: Page = await context.newPage();
    await page.goto(`${tenantOrigin(tenant)}/pricing`, { waitUntil: 'load' });
    if (javaScriptEnabled) await hydrateIsland(page, 'pricing-estimator');
    // Let the entry script's back-to-top settle, then check the page as it loads.
    await page.waitForTimeout(100);
    const hits: string[] = await page.evaluate(fixedOverEstimate);
    // Scroll the total through the bottom of the window, where the corner sits, in 12 px steps.
    const totalTop = await page.evaluate(
      () => document.querySelector('[data-testid="estimate-total"]')!.getBoundingClientRect().top + window.scrollY,
    );
    for (let fromBottom = 0; fromBottom <= 220; fromBottom += 12) {
      await page.evaluate((y) => window.scrollTo(0, Math.max(0, y)), totalTop - (800 - fromBottom));
      await page.waitForTimeout(30);
      hits.push(...(await page.evaluate(fixedOverEstimate)));
    }
    // And the way a visitor's browser brings it into view.
    await page.evaluate(() =>
      document.querySelector('[data-testid="estimate-total"]')!.scrollIntoView({ block: 'end' }),
    );
    await page.waitForTimeout(30);
    hits.push(...(await page.evaluate(fixedOverEstimate)));
    await context.close();
    expect([...new Set(hits)]).toEqual([]);
  });
});
