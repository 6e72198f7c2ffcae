/**
 * The trust centre's regions map reads as geography in its first paint: the land is a path in the
 * drawn SVG (no image to wait for) with every data centre on it and the Atlantic off it, and each
 * label clear of every pin and of the picked pin's ring, for each picked region, in a long language
 * and at both widths. The UK's pin is on Britain, its whole dot with land round it (a pin wider
 * than the island hid England and read as a pin in the North Sea), and the frame is whole: in the
 * window, not cut by its column, its rounded corners free of land.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { geoContains } from 'd3-geo';
import type { BrowserContext, Page } from 'playwright-core';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { regionsProjection } from '../../compiler/regions-land.ts';
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

/** Great Britain as the map draws it (Natural Earth 1:110m, the build's projection): its outline in map units. */
function britainOnTheMap(): (x: number, y: number) => boolean {
  const topology = JSON.parse(
    readFileSync(createRequire(import.meta.url).resolve('world-atlas/land-110m.json'), 'utf8'),
  ) as Topology<{ land: GeometryCollection }>;
  const land = feature(topology, topology.objects.land) as unknown as GeoJSON.FeatureCollection<GeoJSON.MultiPolygon>;
  const island = land.features
    .flatMap((f) => f.geometry.coordinates)
    .find((polygon) => geoContains({ type: 'Polygon', coordinates: polygon }, [-3.2, 55.9]))!;
  const projection = regionsProjection();
  const outline = island[0]!.map((point) => projection(point as [number, number])!);
  return (x, y) => {
    let inside = false;
    for (let i = 0, j = outline.length - 1; i < outline.length; j = i++) {
      const [xi, yi] = outline[i]!;
      const [xj, yj] = outline[j]!;
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
    return inside;
  };
}

describe('the UK pin on Britain', () => {
  const onBritain = britainOnTheMap();
  it.each([390, 1280])('at %i px: the UK dot and land round it, inside Britain; picked, its centre', async (width) => {
    for (const query of ['', '?region=uk']) {
      const page = await open('default', width, '', query);
      const pin = await page.locator(`${MAP} g[data-region="uk"] circle:last-of-type`).evaluate((c) => ({
        x: +c.getAttribute('cx')!,
        y: +c.getAttribute('cy')!,
        r: +c.getAttribute('r')! + +(c.getAttribute('stroke-width') ?? 0) / 2,
      }));
      await context?.close();
      context = undefined;
      expect(onBritain(pin.x, pin.y), `${query}: centre ${pin.x},${pin.y}`).toBe(true);
      if (query) continue;
      // The dot's edge and a unit of land beyond it, all round: the island shows on every side.
      const off = Array.from({ length: 24 }, (_, i) => (i / 24) * 2 * Math.PI)
        .map((a) => [pin.x + (pin.r + 1) * Math.cos(a), pin.y + (pin.r + 1) * Math.sin(a)] as const)
        .filter(([x, y]) => !onBritain(x, y));
      expect(off, `a dot of ${pin.r} at ${pin.x},${pin.y}`).toEqual([]);
    }
  });
});

describe.each(['default', 'cofi'] as const)('the regions map frame of %s', (brand) => {
  it.each([390, 1280])(
    'at %i px: whole in the window, not cut by its column, no land in its corners',
    async (width) => {
      const page = await open(brand, width);
      const found = await page.locator(MAP).evaluate((svg) => {
        svg.scrollIntoView({ block: 'center' });
        const box = svg.getBoundingClientRect();
        const cutBy: string[] = [];
        for (let el = svg.parentElement; el && el !== document.body; el = el.parentElement) {
          if (getComputedStyle(el).overflow === 'visible') continue;
          const r = el.getBoundingClientRect();
          if (
            box.left < r.left - 0.5 ||
            box.right > r.right + 0.5 ||
            box.top < r.top - 0.5 ||
            box.bottom > r.bottom + 0.5
          )
            cutBy.push(el.tagName + (el.className ? `.${el.className}` : ''));
        }
        // Just inside each corner of the box, outside the frame's rounded corner (16 of 600 units).
        const inset = (1.5 * box.width) / 600;
        const corners = [
          [box.left + inset, box.top + inset],
          [box.right - inset, box.top + inset],
          [box.left + inset, box.bottom - inset],
          [box.right - inset, box.bottom - inset],
        ];
        const land = corners.filter(([x, y]) => document.elementFromPoint(x!, y!)?.hasAttribute('data-land'));
        return { left: box.left, right: box.right, cutBy, land: land.length };
      });
      expect(found.left).toBeGreaterThanOrEqual(0);
      expect(found.right).toBeLessThanOrEqual(width);
      expect(found.cutBy).toEqual([]);
      expect(found.land, 'corners drawn as land').toBe(0);
    },
  );
});
