/**
 * Route 66's map as the page's main picture: the content's full width at 1280 with the plan's answer
 * still in the first two screens, every stop's number on the drawn line at 390 and 1280, and on a
 * phone a key under the map numbered as its stops.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { closeSharedBrowser, sharedBrowser, tenantOrigin } from './browser.ts';

afterAll(closeSharedBrowser);

let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

const PATH = '/challenges/journeys/us-route-66';

async function open(width: number, height: number, prefix = ''): Promise<Page> {
  const locale = prefix === '/ar' ? 'ar' : prefix === '/de' ? 'de-DE' : 'en-US';
  context = await (await sharedBrowser()).newContext({ viewport: { width, height }, locale });
  const page = await context.newPage();
  await page.goto(`${tenantOrigin('default')}${prefix}${PATH}`, { waitUntil: 'load' });
  return page;
}

describe('the map at 1280 × 800', () => {
  it.each(['', '/de', '/ar'])(
    '%s: the content’s full width, whole in the first screen; the plan’s answer in the second',
    async (prefix) => {
      const page = await open(1280, 800, prefix);
      const seen = await page.evaluate(() => {
        const visible = (e: Element) => e.getBoundingClientRect().width > 0;
        const map = [...document.querySelectorAll('[data-testid="journey-map"] svg')]
          .find(visible)!
          .getBoundingClientRect();
        const plan = document.querySelector('#plan')!.getBoundingClientRect();
        const result = document.querySelector('[data-testid="plan-result"]')!.getBoundingClientRect();
        const use = document.querySelector('[data-testid="plan-use"]')!.getBoundingClientRect();
        return { map, plan, result, use, width: innerWidth };
      });
      expect(seen.map.width).toBeGreaterThanOrEqual(seen.plan.width - 1);
      expect(seen.map.width / seen.width).toBeGreaterThan(0.8);
      expect(seen.map.bottom).toBeLessThanOrEqual(800);
      // How long the group takes (the result's figure) and what to do next (its "Use this journey").
      expect(seen.result.top).toBeLessThan(1600);
      expect(seen.use.bottom).toBeLessThanOrEqual(1600);
    },
  );
});

describe.each([390, 1280])('the stops on the line at %i px', (width) => {
  it('every numbered disc’s centre within 2 px of the drawn route', async () => {
    const page = await open(width, 900);
    const off = await page.evaluate(() => {
      const visible = (e: Element) => e.getBoundingClientRect().width > 0;
      const svg = [...document.querySelectorAll<SVGSVGElement>('[data-testid="journey-map"] svg')].find(visible)!;
      // The dashed line through every stop (the first polyline drawn), in screen pixels.
      const line = svg.querySelector('polyline')!;
      const ctm = line.getScreenCTM()!;
      const points = [...line.points].map((p) => new DOMPoint(p.x, p.y).matrixTransform(ctm));
      const fromLine = (x: number, y: number) =>
        Math.min(
          ...points.slice(1).map((b, i) => {
            const a = points[i]!;
            const [dx, dy] = [b.x - a.x, b.y - a.y];
            const t = Math.max(0, Math.min(1, ((x - a.x) * dx + (y - a.y) * dy) / (dx * dx + dy * dy || 1)));
            return Math.hypot(x - a.x - t * dx, y - a.y - t * dy);
          }),
        );
      return [...svg.querySelectorAll('g[data-stop] > circle')].map((c) => {
        const r = c.getBoundingClientRect();
        return {
          stop: c.parentElement!.getAttribute('data-stop'),
          px: fromLine((r.left + r.right) / 2, (r.top + r.bottom) / 2),
        };
      });
    });
    expect(off.length).toBe(11);
    expect(off.filter((s) => s.px > 2)).toEqual([]);
  });
});

describe('the phone map’s key', () => {
  it.each(['', '/ar'])('%s at 390: under the map, numbered as its discs, each stop once', async (prefix) => {
    const page = await open(390, 844, prefix);
    const seen = await page.evaluate(() => {
      const visible = (e: Element) => e.getBoundingClientRect().width > 0;
      const svg = [...document.querySelectorAll('[data-testid="journey-map"] svg')].find(visible)!;
      const key = document.querySelector('[data-testid="map-stop-legend"]')!;
      const items = [...key.querySelectorAll('li')];
      return {
        mapBottom: svg.getBoundingClientRect().bottom,
        keyTop: key.getBoundingClientRect().top,
        keyRight: key.getBoundingClientRect().right,
        markers: [...svg.querySelectorAll('g[data-stop]')].map((g) => g.textContent!.trim()),
        numbers: items.map((li) => li.querySelector('.no')!.textContent!.trim()),
        names: items.map((li) => li.textContent!.replace(li.querySelector('.no')!.textContent!, '').trim()),
        mapNames: Object.fromEntries(
          [...svg.querySelectorAll('text[data-stop-name]')].map((t) => [
            t.getAttribute('data-stop-name'),
            t.textContent,
          ]),
        ),
        cards: [...document.querySelectorAll('[data-testid="stage-cards"] h3')].map((h) => h.textContent!),
        scrollWidth: document.documentElement.scrollWidth,
      };
    });
    expect(seen.keyTop).toBeGreaterThanOrEqual(seen.mapBottom);
    expect(seen.keyTop - seen.mapBottom).toBeLessThan(24);
    expect(seen.numbers).toEqual(seen.markers);
    expect(seen.numbers).toEqual(seen.cards.map((_, i) => String(i + 1)));
    // The key's names are the map's: a stop the map names is named alike; each the start of its card's heading.
    for (const [n, name] of Object.entries(seen.mapNames)) expect(seen.names[Number(n) - 1]).toBe(name);
    seen.names.forEach((name, i) => expect(seen.cards[i]!.startsWith(name), name).toBe(true));
    expect(seen.scrollWidth).toBeLessThanOrEqual(390);
  });

  it('is not shown at 1280, where the map names every stop', async () => {
    const page = await open(1280, 800);
    expect(await page.getByTestId('map-stop-legend').isVisible()).toBe(false);
  });
});
