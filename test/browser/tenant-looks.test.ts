/**
 * Every tenant's home looks right on a phone and a desktop: the header logo shows whole (not cut by
 * its box, by an ancestor's overflow, or by its own SVG's view box when the visitor's font is wider
 * than the designer's), the header's action button stands out from the toolbar, and nothing scrolls
 * sideways; in both themes. One browser context, one page, two loads per tenant.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_DATA } from '../../worker/generated/site-data.ts';
import { closeSharedBrowser, sharedBrowser, tenantOrigin } from './browser.ts';

// 390 (a common phone) and 1280 (a laptop), plus 320: the narrowest width WCAG's reflow rule asks
// for, where the longest tenant names squeezed the logo before it learnt to shrink whole.
const WIDTHS = [320, 390, 1280];
const TENANTS = Object.keys(SITE_DATA.tenants).sort();

let page: Page;
beforeAll(async () => {
  const context = await (await sharedBrowser()).newContext();
  page = await context.newPage();
});
afterAll(closeSharedBrowser);

/** What the browser measured on the loaded page; each field names its problem or is empty. */
interface Looks {
  overflow: string;
  logo: string[];
}

/** WCAG 2 non-text contrast (1.4.11): what sets a control apart from its surroundings. */
const MIN_BOUNDARY_CONTRAST = 3;

/**
 * Runs in the page: how far the header's action button's fill, or the ring around it, stands out
 * from the toolbar (WCAG contrast ratio, 1 to 21), rounded to a tenth.
 */
function actionContrast(): number {
  const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
  const luminance = (value: string) => {
    const [r, g, b] = rgb(value)
      .map((c) => c / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const ratio = (a: string, b: string) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi! + 0.05) / (lo! + 0.05);
  };
  const header = document.querySelector('header')!;
  const button = header.querySelector('[data-testid="primary-action"]')!;
  const bar = getComputedStyle(header).backgroundColor;
  const style = getComputedStyle(button);
  const ring = style.boxShadow.match(/rgba?\([^)]*\)/)?.[0];
  return Math.round(Math.max(ratio(style.backgroundColor, bar), ring ? ratio(ring, bar) : 1) * 10) / 10;
}

/** Runs in the page: measures the header logo and the document's width. */
function measure(): Promise<Looks> {
  return (async () => {
    const logo: string[] = [];
    const overflow =
      document.documentElement.scrollWidth > innerWidth
        ? `document is ${document.documentElement.scrollWidth}px wide in a ${innerWidth}px window`
        : '';
    const img = document.querySelector<HTMLImageElement>('header a[aria-label$=" home"] img');
    if (!img) return { overflow, logo: ['no header logo'] };
    await img.decode().catch(() => logo.push(`${img.currentSrc} did not load`));
    const box = img.getBoundingClientRect();
    const ratio = img.naturalWidth / img.naturalHeight;
    if (box.width < 1 || Math.abs(box.width / box.height - ratio) > 0.02 * ratio)
      logo.push(
        `box ${box.width}x${box.height} does not keep the image's ${img.naturalWidth}x${img.naturalHeight} shape`,
      );
    if (box.left < 0 || box.right > innerWidth)
      logo.push(`box ${box.left}..${box.right} leaves the ${innerWidth}px window`);
    for (let el = img.parentElement; el && el !== document.body; el = el.parentElement) {
      const style = getComputedStyle(el);
      if (el.scrollWidth > el.clientWidth && style.overflowX !== 'visible')
        logo.push(`<${el.tagName.toLowerCase()}> cuts its content (${el.scrollWidth} > ${el.clientWidth})`);
      const r = el.getBoundingClientRect();
      if (style.overflowX !== 'visible' && (box.left < r.left - 0.5 || box.right > r.right + 0.5))
        logo.push(`<${el.tagName.toLowerCase()}> hides part of the logo`);
    }
    // The logo's own drawing: lay its SVG out inline with the fonts this browser has, and compare
    // what it draws with its view box (a wider fallback font pushed "Corporate Fitness" past it).
    const source = await (await fetch(img.currentSrc)).text();
    const svg = new DOMParser().parseFromString(source, 'image/svg+xml').documentElement as unknown as SVGSVGElement;
    const host = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    host.setAttribute('style', 'position:absolute;left:-10000px;top:0');
    host.appendChild(document.importNode(svg, true));
    document.body.appendChild(host);
    const placed = host.firstElementChild as SVGSVGElement;
    const view = placed.viewBox.baseVal;
    for (const shape of placed.querySelectorAll<SVGGraphicsElement>('text, circle, path, rect')) {
      const b = shape.getBBox();
      if (
        b.x < view.x - 0.5 ||
        b.y < view.y - 0.5 ||
        b.x + b.width > view.x + view.width + 0.5 ||
        b.y + b.height > view.y + view.height + 0.5
      ) {
        logo.push(
          `<${shape.tagName}> "${shape.textContent}" draws ${Math.round(b.x)}..${Math.round(b.x + b.width)} outside the view box 0..${view.width}`,
        );
      }
    }
    host.remove();
    return { overflow, logo };
  })();
}

describe.each(TENANTS)('the home of %s', (tenantId) => {
  it(`at ${WIDTHS.join(', ')} px shows the whole header logo and does not scroll sideways`, async () => {
    const response = await page.goto(`${tenantOrigin(tenantId)}/`, { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    // One load, then the window is resized: media queries and layout follow as on a device of that width.
    const seen: Record<number, Looks> = {};
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      seen[width] = await page.evaluate(measure);
    }
    expect(seen).toEqual(Object.fromEntries(WIDTHS.map((width) => [width, { overflow: '', logo: [] }])));
    expect(await page.evaluate(actionContrast), 'action button against the toolbar').toBeGreaterThanOrEqual(
      MIN_BOUNDARY_CONTRAST,
    );
  });

  it('in the high-contrast theme, at 390 px, shows the whole logo and an action button that stands out from the toolbar', async () => {
    await page.setViewportSize({ width: 390, height: 800 });
    const response = await page.goto(`${tenantOrigin(tenantId)}/?theme=highcontrast`, { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    expect(await page.evaluate(measure)).toEqual({ overflow: '', logo: [] });
    expect(await page.evaluate(actionContrast), 'action button against the toolbar').toBeGreaterThanOrEqual(
      MIN_BOUNDARY_CONTRAST,
    );
  });
});
