/**
 * The same illustration takes each tenant's colours and the high-contrast palette with no
 * per-tenant code (its fills are the theme's custom properties). Chromium resolves them: the home
 * hero's picture, as computed, differs between two tenants of a brand and `?theme=highcontrast`,
 * and its header band is the page's own primary colour. Each brand has its own hero
 * picture: the app leaderboard on the general brand (default, wmm), the organiser's report on
 * corporate fitness (cofi, mzg).
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

interface Fills {
  /** Computed fill of every shape of the picture, in order. */
  shapes: string[];
  /** The app header band (the phone's `path`). */
  band: string;
  /** `var(--tt-primary)` as Chromium resolves it on a probe element of the page. */
  primary: string;
}

/** Runs in the page: the computed fills of the home hero's picture. */
function fillsOf(): Fills {
  const svg = document.querySelector('[data-testid="home-hero"] svg[role="img"]');
  if (!svg) throw new Error('no picture in the home hero');
  // The picture's own shapes: an icon inside it (a nested lucide <svg>) is stroked, with fill none.
  const shapes = [...svg.querySelectorAll('rect, path, circle')]
    .filter((s) => s.closest('svg') === svg)
    .map((s) => getComputedStyle(s).fill);
  const probe = document.createElement('span');
  probe.style.color = 'var(--tt-primary)';
  document.body.appendChild(probe);
  const primary = getComputedStyle(probe).color;
  probe.remove();
  return { shapes, band: getComputedStyle(svg.querySelector('path')!).fill, primary };
}

async function fillsAt(tenant: string, query = ''): Promise<Fills> {
  await page.goto(`${tenantOrigin(tenant)}/${query}`, { waitUntil: 'domcontentloaded' });
  return page.evaluate(fillsOf);
}

describe.each([
  ['default', 'wmm'],
  ['cofi', 'mzg'],
])('the %s brand hero picture in each theme', (brand, sibling) => {
  it(`renders different fills for ${brand}, ${sibling} and high contrast, from the page theme`, async () => {
    const looks = {
      [brand]: await fillsAt(brand),
      [sibling]: await fillsAt(sibling),
      highcontrast: await fillsAt(brand, '?theme=highcontrast'),
    };
    for (const [name, fills] of Object.entries(looks)) {
      expect(fills.band, name).toBe(fills.primary);
      // color-mix() washes compute to color(srgb …), the theme's own colours to rgb(…).
      const unresolved = fills.shapes.filter((f) => !/^(rgb|color\(srgb)/.test(f));
      expect(unresolved, `${name}: every fill resolves to a colour`).toEqual([]);
    }
    expect(looks[sibling]!.band).not.toBe(looks[brand]!.band);
    expect(looks[sibling]!.shapes).not.toEqual(looks[brand]!.shapes);
    expect(looks.highcontrast!.shapes).not.toEqual(looks[brand]!.shapes);
  });
});
