/**
 * The corporate product overview's panels (its pictures' frames, sign-on and regions) keep their
 * shape in high contrast: there the surface colour is the page colour, so a panel drawn by its fill
 * alone vanishes; each keeps a visible border.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSharedBrowser, sharedBrowser, tenantOrigin } from './browser.ts';

let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  context = await (await sharedBrowser()).newContext({ viewport: { width: 1280, height: 800 } });
  page = await context.newPage();
});
afterAll(async () => {
  await context?.close();
  await closeSharedBrowser();
});

/** Runs in the page: each panel's border width and whether its colour differs from the page's. */
function panelEdges() {
  const background = getComputedStyle(document.body).backgroundColor;
  const panels = [
    ...document.querySelectorAll(
      '[data-row] > .visual, [data-testid="buyer-assurance"] figure, [data-testid="product-testimonial"], [data-testid="cms-customers"], main ul li:has(h2 a, h3 a)',
    ),
  ];
  return panels.map((el) => {
    const style = getComputedStyle(el);
    return {
      width: parseFloat(style.borderTopWidth),
      visible: style.borderTopColor !== background && style.borderTopColor !== 'rgba(0, 0, 0, 0)',
    };
  });
}

describe('the corporate product overview in high contrast', () => {
  it('keeps a visible border on every panel and card', async () => {
    await page.goto(`${tenantOrigin('cofi')}/product?theme=highcontrast`, { waitUntil: 'domcontentloaded' });
    const edges = await page.evaluate(panelEdges);
    // Four picture rows and two assurance figures.
    expect(edges.length).toBeGreaterThanOrEqual(6);
    // At least a hairline; a brand whose cards are ruled (tenants' look.cards) draws its top rule wider.
    for (const edge of edges) expect(edge.width >= 1 && edge.visible, JSON.stringify(edge)).toBe(true);
  });
});
