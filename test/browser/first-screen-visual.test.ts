/**
 * A visitor sees the product in the first screen of every marketing page. For both brands
 * at a phone and a laptop width, every page of the tenant's own sitemap.xml (less the legal pages
 * and the contact form; the 404 and thank-you pages are not in it) has a picture with a text
 * alternative, at least 120 px wide, inside the first viewport: an `svg[role=img]` with a label or
 * an `img` with non-empty alt.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSharedBrowser, sharedBrowser, tenantOrigin } from './browser.ts';

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];
const MIN_WIDTH = 120;
/**
 * Pages whose first screen is words or a form by design: legal texts (the accessibility statement is one) and the contact form;
 * and the pricing pages, whose first screen is the buyer's own numbers: the switches and estimator, the plans' prices.
 */
const EXEMPT = new Set([
  '/privacypolicy',
  '/termsofservice',
  '/cookiepolicy',
  '/accessibility',
  '/contact',
  '/pricing',
  '/pricing-2024',
  '/pricing/support-plans',
  '/pricing/essentials-plan',
]);

let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  context = await (await sharedBrowser()).newContext();
  page = await context.newPage();
});
afterAll(async () => {
  await context?.close();
  await closeSharedBrowser();
});

/** The site paths of the tenant's sitemap.xml (its URLs are on the tenant's production host). */
async function sitemapPaths(tenant: string): Promise<string[]> {
  const res = await page.goto(`${tenantOrigin(tenant)}/sitemap.xml`);
  const xml = (await res!.text()) ?? '';
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

/** Runs in the page: the first labelled picture at least `min` px wide that is inside the viewport. */
function firstScreenPicture(min: number): string | null {
  const labelled = (el: Element) =>
    el.tagName.toLowerCase() === 'img'
      ? (el.getAttribute('alt') ?? '').trim() !== ''
      : (el.getAttribute('aria-label') ?? '').trim() !== '';
  // The header's logo and the footer's icons are the frame, not the page's picture.
  for (const el of document.querySelectorAll('svg[role="img"], img')) {
    if (el.closest('header, footer, nav')) continue;
    const box = el.getBoundingClientRect();
    const inView = box.top < innerHeight && box.bottom > 0 && box.left < innerWidth && box.right > 0;
    if (labelled(el) && box.width >= min && inView) return el.getAttribute('aria-label') ?? el.getAttribute('alt');
  }
  return null;
}

describe.each(['default', 'cofi'])('%s: a product picture in the first screen', (tenant) => {
  it('on every marketing page of the sitemap, at 390 and 1280 px', { timeout: 600_000 }, async () => {
    const paths = (await sitemapPaths(tenant)).filter((p) => !EXEMPT.has(p));
    expect(paths.length).toBeGreaterThan(10);
    const missing: string[] = [];
    // One load per page, then each width by resizing the window: the server's HTML does not depend
    // on the width, and a resize lays the page out again as a load at that width would.
    for (const path of paths) {
      await page.setViewportSize(VIEWPORTS[0]!);
      await page.goto(`${tenantOrigin(tenant)}${path}`, { waitUntil: 'domcontentloaded' });
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport);
        const found = await page.evaluate(firstScreenPicture, MIN_WIDTH);
        if (!found) missing.push(`${viewport.width} px ${path}`);
      }
    }
    expect(missing, `pages with no labelled picture ≥ ${MIN_WIDTH} px in the first screen`).toEqual([]);
  });
});
