/**
 * The journey route map is read on a phone too: at 390 px every number or name it draws
 * is at least 14 px on screen, and no two of them overlap. Measured in Chromium on the rendered SVG:
 * the text's font size in map units times the map's scale on screen, and the text's own boxes.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSharedBrowser, sharedBrowser, tenantOrigin } from './browser.ts';

/** Journeys with many stages close together (Route 66: 11 stages, several in the same state). */
const JOURNEYS = ['us-route-66', 'european-landmarks', 'us-national-parks', 'camino-de-santiago'];
const MIN_PX = 14;

let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  context = await (
    await sharedBrowser()
  ).newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
  page = await context.newPage();
});
afterAll(async () => {
  await context?.close();
  await closeSharedBrowser();
});

interface Label {
  text: string;
  px: number;
  box: { left: number; right: number; top: number; bottom: number };
}

/** Runs in the page: every visible text of the route map, with its effective size and its box. */
function mapLabels(): Label[] {
  const svg = document.querySelector('[data-testid="journey-map"] svg') as SVGSVGElement;
  const scale = svg.getScreenCTM()!.a;
  return [...svg.querySelectorAll('text')]
    .filter((t) => {
      const style = getComputedStyle(t);
      const r = t.getBoundingClientRect();
      return style.display !== 'none' && style.visibility !== 'hidden' && r.width > 0 && t.textContent!.trim() !== '';
    })
    .map((t) => {
      const r = t.getBoundingClientRect();
      return {
        text: t.textContent!,
        px: parseFloat(getComputedStyle(t).fontSize) * scale,
        box: { left: r.left, right: r.right, top: r.top, bottom: r.bottom },
      };
    });
}

const overlap = (a: Label['box'], b: Label['box']) =>
  a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;

describe.each(JOURNEYS)('the route map of %s at 390 px', (slug) => {
  it(`draws every label at ${MIN_PX} px or more, none overlapping another, and at least the start and finish`, async () => {
    await page.goto(`${tenantOrigin('default')}/challenges/journeys/${slug}`, { waitUntil: 'load' });
    const labels = await page.evaluate(mapLabels);
    expect(labels.length).toBeGreaterThanOrEqual(2);
    const small = labels.filter((l) => l.px < MIN_PX).map((l) => `"${l.text}" at ${l.px.toFixed(1)} px`);
    expect(small).toEqual([]);
    const clashes: string[] = [];
    labels.forEach((a, i) =>
      labels.slice(i + 1).forEach((b) => overlap(a.box, b.box) && clashes.push(`"${a.text}" and "${b.text}"`)),
    );
    expect(clashes).toEqual([]);
  });
});
