/**
 * The trust centre's regions map reads as geography in its first paint: the land is a path in the
 * drawn SVG (no image to wait for) with every data centre on it and the Atlantic off it, and each
 * label clear of every pin and of the picked pin's ring, for each picked region, in a long language
 * and at both widths.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { TRUST_CENTRE_PATHS } from '../../worker/trust/trust-centre-path.ts';
import { DATA_CENTRES } from '../../worker/trust/trust-schema.ts';
import { closeSharedBrowser, sharedBrowser, tenantOrigin } from './browser.ts';

afterAll(closeSharedBrowser);

let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

async function open(brand: 'default' | 'cofi', width: number, prefix = '', query = ''): Promise<Page> {
  context = await (await sharedBrowser()).newContext({ viewport: { width, height: 900 }, javaScriptEnabled: false });
  const page = await context.newPage();
  // No image may be needed for the land: block them all, and read the map at DOMContentLoaded.
  await page.route(/\.(svg|png|webp|jpe?g)(\?|$)/, (route) => route.abort());
  await page.goto(`${tenantOrigin(brand)}${prefix}${TRUST_CENTRE_PATHS[brand]}${query}`, {
    waitUntil: 'domcontentloaded',
  });
  return page;
}

const MAP = '[data-testid="intro-visual"] svg[role="img"]';

describe.each(['cofi', 'default'] as const)('the regions map of %s', (brand) => {
  it.each([390, 1280])('at %i px: land drawn inline, every data centre on it, the ocean off it', async (width) => {
    const page = await open(brand, width);
    const map = page.locator(MAP);
    expect(await map.locator('image, mask').count()).toBe(0);
    const found = await map.evaluate((svg) => {
      const land = svg.querySelector<SVGPathElement>('path[data-land]');
      if (!land) return null;
      const inLand = (x: number, y: number) => land.isPointInFill(new DOMPoint(x, y));
      const pins = [...svg.querySelectorAll('g[data-region]')].map((g) => {
        const pin = g.querySelector('circle:last-of-type')!;
        return [g.getAttribute('data-region'), inLand(+pin.getAttribute('cx')!, +pin.getAttribute('cy')!)] as const;
      });
      const box = land.getBBox();
      const fill = getComputedStyle(land).fill;
      const sea = getComputedStyle(svg.querySelector('rect')!).fill;
      // Mid-Atlantic, halfway between the US pin and the UK pin.
      const us = svg.querySelector('g[data-region="us"] circle:last-of-type')!;
      const uk = svg.querySelector('g[data-region="uk"] circle:last-of-type')!;
      const ocean = inLand((+us.getAttribute('cx')! + +uk.getAttribute('cx')!) / 2, +uk.getAttribute('cy')! + 60);
      return { pins: Object.fromEntries(pins), width: box.width, ocean, contrast: fill !== sea };
    });
    expect(found).not.toBeNull();
    expect(found!.pins).toEqual(Object.fromEntries(DATA_CENTRES.map((id) => [id, true])));
    expect(found!.ocean).toBe(false);
    expect(found!.width).toBeGreaterThan(500);
    expect(found!.contrast).toBe(true);
  });

  const languages = brand === 'cofi' ? ['', '/de'] : ['', '/de', '/ar'];
  it.each(languages.flatMap((prefix) => [390, 1280].map((width) => [prefix, width] as const)))(
    '%s at %i px: every label clear of every pin and of the picked ring, for each picked region',
    async (prefix, width) => {
      for (const region of DATA_CENTRES) {
        const page = await open(brand, width, prefix, region === 'us' ? '' : `?region=${region}`);
        const touching = await page.locator(MAP).evaluate((svg) => {
          const circles = [...svg.querySelectorAll('g[data-region] circle')].map((c) => ({
            x: +c.getAttribute('cx')!,
            y: +c.getAttribute('cy')!,
            // Its outer edge: the radius and half its stroke.
            r: +c.getAttribute('r')! + +(c.getAttribute('stroke-width') ?? 0) / 2,
          }));
          const problems: string[] = [];
          for (const text of svg.querySelectorAll<SVGTextElement>('g[data-region] text')) {
            const b = text.getBBox();
            for (const c of circles) {
              // The nearest point of the label's box to the circle's centre, and a 2-unit gap.
              const nx = Math.max(b.x, Math.min(c.x, b.x + b.width));
              const ny = Math.max(b.y, Math.min(c.y, b.y + b.height));
              const gap = Math.hypot(nx - c.x, ny - c.y) - c.r;
              if (gap < 2)
                problems.push(`${text.textContent} ${gap.toFixed(1)} from the circle at ${c.x},${c.y} (r ${c.r})`);
            }
            const view = (svg as SVGSVGElement).viewBox.baseVal;
            if (b.x < 0 || b.x + b.width > view.width || b.y < 0 || b.y + b.height > view.height)
              problems.push(`${text.textContent} past the map's edge`);
          }
          return problems;
        });
        expect(touching, `${prefix || 'en'} ?region=${region}`).toEqual([]);
        await context?.close();
        context = undefined;
      }
    },
  );
});
