/**
 * Corporate Fitness's journey page (/product/benefits/maps-virtual-journeys) in Chromium at 390 and
 * 1280 px: the map's start, finish and leading group are named within a few pixels of their marks
 * (or joined to them by a line), every name at 14 px or more and inside the map; the map sits in
 * the first screen; no action's words appear twice in the first screen outside the header, and
 * nothing is wider than the page.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSharedBrowser, sharedBrowser, tenantOrigin } from './browser.ts';

const PATH = '/product/benefits/maps-virtual-journeys';
/** How far a name may sit from its mark without a line joining them. */
const BESIDE_PX = 14;
const MIN_PX = 14;
const HEIGHT = { 390: 844, 1280: 800 } as const;

interface Label {
  of: string;
  text: string;
  px: number;
  /** Edge-to-edge distance from the name to its mark, px; 0 where a line joins them. */
  gap: number;
  inside: boolean;
}

/** Runs in the page: each name on the visible map and how far it is from the mark it names. */
function labels(): { labels: Label[]; mapBottom: number; firstScreenActions: string[]; overflow: number } {
  const svg = [...document.querySelectorAll<SVGSVGElement>('[data-testid="journey-map"] svg')].find(
    (e) => e.getBoundingClientRect().width > 0,
  )!;
  const scale = svg.getScreenCTM()!.a;
  const frame = svg.getBoundingClientRect();
  const gap = (a: DOMRect, b: DOMRect) =>
    Math.hypot(Math.max(a.left - b.right, b.left - a.right, 0), Math.max(a.top - b.bottom, b.top - a.bottom, 0));
  const joined = (of: string) => svg.querySelector(`line[data-leader="${of}"]`) !== null;
  const found: Label[] = [];
  for (const t of svg.querySelectorAll<SVGTextElement>('text[data-stop-name], text[data-team-name]')) {
    const box = t.getBoundingClientRect();
    const stop = t.getAttribute('data-stop-name');
    const mark = stop
      ? svg.querySelector(`g[data-stop="${stop}"] circle`)!
      : svg.querySelectorAll('g[data-team] > circle')[0]!;
    const of = stop ? `name-${stop}` : 'team-name-1';
    found.push({
      of,
      text: t.textContent!,
      px: parseFloat(getComputedStyle(t).fontSize) * scale,
      gap: joined(of) ? 0 : gap(box, mark.getBoundingClientRect()),
      inside: box.left >= frame.left - 1 && box.right <= frame.right + 1 && box.top >= frame.top - 1,
    });
  }
  // Every link and button of the first screen outside the header, by its words.
  const actions = [...document.querySelectorAll<HTMLElement>('main a, main button')]
    .filter((e) => {
      const r = e.getBoundingClientRect();
      return r.width > 0 && r.top < innerHeight && r.bottom > 0;
    })
    .map((e) => e.innerText.trim())
    .filter((words) => words.length > 0);
  return {
    labels: found,
    mapBottom: frame.bottom,
    firstScreenActions: actions,
    overflow: document.documentElement.scrollWidth - innerWidth,
  };
}

let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  context = await (await sharedBrowser()).newContext({ javaScriptEnabled: false });
  page = await context.newPage();
});
afterAll(async () => {
  await context?.close();
  await closeSharedBrowser();
});

describe.each([390, 1280] as const)('cofi journey page at %i px', (width) => {
  it.each(['', '/de', '/fr'])(
    '%s: start, finish and the group named on their marks; one of each action',
    async (prefix) => {
      await page.setViewportSize({ width, height: HEIGHT[width] });
      await page.goto(`${tenantOrigin('cofi')}${prefix}${PATH}`, { waitUntil: 'load' });
      const seen = await page.evaluate(labels);
      const names = seen.labels.map((l) => l.of);
      // The hero's map (the planner's, further down, draws the same stops).
      const last = await page
        .locator('[data-testid="intro-visual"] [data-testid="journey-map"] svg:visible g[data-stop]')
        .count();
      expect(names).toEqual(expect.arrayContaining(['name-1', `name-${last}`, 'team-name-1']));
      for (const label of seen.labels) {
        expect(label.gap, `"${label.text}" from its mark`).toBeLessThanOrEqual(BESIDE_PX);
        expect(label.px, `"${label.text}" size`).toBeGreaterThanOrEqual(MIN_PX);
        expect(label.inside, `"${label.text}" inside the map`).toBe(true);
      }
      // At 1280 the map is beside the heading, whole, in the first screen.
      if (width === 1280) expect(seen.mapBottom).toBeLessThanOrEqual(HEIGHT[width]);
      const repeated = seen.firstScreenActions.filter((words, i, all) => all.indexOf(words) !== i);
      expect(repeated, seen.firstScreenActions.join(' | ')).toEqual([]);
      expect(seen.overflow).toBeLessThanOrEqual(0);
    },
  );
});

describe("cofi journey page: the buyer's own group", () => {
  it('plans it as they type (the planner island), 12 people at 6,000 steps a day on the Camino', async () => {
    const own = await (await sharedBrowser()).newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const planner = await own.newPage();
      await planner.goto(`${tenantOrigin('cofi')}${PATH}`, { waitUntil: 'load' });
      await planner.getByLabel('People taking part').fill('12');
      await planner.getByLabel('Daily average per person').fill('6000');
      // 12 × 6,000 steps = 57.6 km a day (1,250 steps a km): the Camino's 780 km in 14 days.
      await expect
        .poll(async () => planner.getByTestId('plan-days').getAttribute('data-days'), { timeout: 10_000 })
        .toBe('14');
    } finally {
      await own.close();
    }
  });
});
