import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Brand } from '../../common/brands.ts';
import { forceRightToLeft } from './force-rtl.ts';
import { MAIN_MENU_NAMES } from '../top-menu.ts';

/** The top menu in any language: Arabic on the real /ar/ pages, English on cofi's forced-RTL ones. */
const MAIN_MENU = new RegExp(
  `^(${Object.values(MAIN_MENU_NAMES)
    .map((m) => m['page.mainMenu'])
    .join('|')})$`,
);
import { closeSharedBrowser, formatViolations, runAxe, sharedBrowser, tenantOrigin } from './browser.ts';

/**
 * Right to left: the pages that sell, mirrored, at a phone and a laptop width on
 * both brands: the drawer opens from the right, the top menu starts at the right, nothing sticks
 * out of the viewport sideways, and axe finds nothing.
 *
 * The general brand offers Arabic: its pages are the real `/ar/…` ones. The corporate-fitness brand
 * does not (tenants/cofi.json `locales`), so its English pages get `<html dir="rtl" lang="ar">` from
 * an init script before their first paint: its layout is ready for a right-to-left locale, from the
 * same stylesheet.
 */
const ARABIC_ROUTES: Record<Brand, boolean> = { default: true, cofi: false };

/** The URL of a page's right-to-left version. */
const rtlUrl = (tenantId: Brand, path: string) =>
  `${tenantOrigin(tenantId)}${ARABIC_ROUTES[tenantId] ? `/ar${path === '/' ? '' : path}` : path}`;

/** Home, pricing, a journey page (cofi's maps page) and the contact form of each brand. */
const PAGES: Record<Brand, string[]> = {
  default: ['/', '/pricing', '/challenges/journeys/us-route-66', '/contact'],
  cofi: ['/', '/pricing', '/product/benefits/maps-virtual-journeys', '/contact'],
};
const WIDTHS = [390, 1280] as const;

afterAll(closeSharedBrowser);

/**
 * Every element whose box sticks out of the viewport sideways: visible, not clipped by a scrolling
 * or clipping ancestor (a wide table in its scroller, an svg's content), and not moved far off the
 * screen on purpose (the skip link until focused, the form's honeypot), which is the one way a box
 * may lie wholly outside.
 */
function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clipped = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement)
        if (getComputedStyle(a).overflowX !== 'visible') return true;
      return false;
    };
    const out: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      if (el instanceof SVGElement && el.ownerSVGElement) continue;
      const r = el.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1 || !el.checkVisibility({ visibilityProperty: true })) continue;
      if (r.left >= -1 && r.right <= width + 1) continue;
      if (r.right < -5000 || r.left > width + 5000) continue;
      if (clipped(el)) continue;
      const id = el.id ? `#${el.id}` : '';
      const cls = typeof el.className === 'string' && el.className ? `.${el.className.split(' ').join('.')}` : '';
      out.push(`${el.tagName.toLowerCase()}${id}${cls} [${Math.round(r.left)}, ${Math.round(r.right)}] of ${width}`);
    }
    return out;
  });
}

/**
 * How each illustration's texts sit right to left compared with left to right: `kept` (every text
 * where it was: a map, whose geometry is the world's), `mirrored` (every text box at its mirror
 * image across the picture's middle, reading normally: a chart or a screen), else `broken` with
 * the first text that is neither. Measured on one page by switching `dir` and back.
 */
function illustrationTexts(page: Page): Promise<{ label: string; kind: string }[]> {
  return page.evaluate(() => {
    const pictures = [...document.querySelectorAll<SVGSVGElement>('svg[role="img"]')].filter(
      (svg) => svg.getBoundingClientRect().width > 0 && svg.querySelector('text'),
    );
    const measure = () =>
      pictures.map((svg) => ({
        box: svg.getBoundingClientRect(),
        texts: [...svg.querySelectorAll('text')].map((t) => t.getBoundingClientRect()),
      }));
    const html = document.documentElement;
    const rtl = measure();
    html.dir = 'ltr';
    const ltr = measure();
    html.dir = 'rtl';
    const near = (a: number, b: number) => Math.abs(a - b) <= 1.5;
    return pictures.map((svg, i) => {
      // Relative to the picture's own box, which the mirrored page moves.
      const { box, texts } = rtl[i]!;
      const { box: was, texts: before } = ltr[i]!;
      const kept = texts.every(
        (r, j) =>
          near(r.left - box.left, before[j]!.left - was.left) && near(r.top - box.top, before[j]!.top - was.top),
      );
      const mirrored = texts.every(
        (r, j) => near(r.left - box.left, was.right - before[j]!.right) && near(r.width, before[j]!.width),
      );
      const label = (svg.getAttribute('aria-label') ?? '').slice(0, 40);
      return { label, kind: kept ? 'kept' : mirrored ? 'mirrored' : 'broken' };
    });
  });
}

describe.each(Object.keys(PAGES) as Brand[])('right to left on %s', (tenantId) => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await (await sharedBrowser()).newContext();
    if (!ARABIC_ROUTES[tenantId]) await forceRightToLeft(context);
    page = await context.newPage();
  });
  afterAll(() => context?.close());

  /** One page, reused: a new size, then the URL, ready at `load` (islands are not needed here). */
  async function open(path: string, width: number) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    const response = await page.goto(rtlUrl(tenantId, path), { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).direction)).toBe('rtl');
  }

  it.each(PAGES[tenantId].flatMap((path) => WIDTHS.map((width) => [path, width] as const)))(
    '%s at %i px: nothing overflows sideways, axe is clean',
    async (path, width) => {
      await open(path, width);
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
      expect(await overflowingElements(page)).toEqual([]);
      expect(formatViolations(await runAxe(page))).toBe('');
    },
  );

  it("at 1280 px the home page's pictures of screens are mirrored, their texts readable in place", async () => {
    await open('/', 1280);
    const pictures = await illustrationTexts(page);
    expect(pictures.filter((p) => p.kind === 'broken')).toEqual([]);
    expect(pictures.some((p) => p.kind === 'mirrored')).toBe(true);
  });

  it('at 1280 px the journey map keeps its geometry: every label stays beside its stop', async () => {
    await open(PAGES[tenantId][2]!, 1280);
    const pictures = await illustrationTexts(page);
    expect(pictures.length).toBeGreaterThan(0);
    expect(pictures.filter((p) => p.kind !== 'kept')).toEqual([]);
    // The legend's team swatches (general brand's journey pages) keep their gap toward the words,
    // on the left now: an svg's own logical margins follow the page.
    const gaps = await page
      .locator('[data-testid="map-team-legend"] .swatch')
      .evaluateAll((els) => els.map((el) => [getComputedStyle(el).marginLeft, getComputedStyle(el).marginRight]));
    expect(gaps.filter(([left, right]) => left !== '8px' || right !== '0px')).toEqual([]);
  });

  it('at 390 px the drawer opens from the right', async () => {
    await open('/', 390);
    await page.getByTestId('drawer-toggle').click();
    const drawer = page.getByTestId('drawer');
    await expect.poll(() => drawer.isVisible()).toBe(true);
    const box = (await drawer.boundingBox())!;
    expect(box.x + box.width).toBe(390);
    expect(box.x).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.isVisible()).toBe(false);
  });

  it('at 1280 px the first top-menu item is at the right, the next ones to its left', async () => {
    await open('/', 1280);
    const items = page.getByRole('navigation', { name: MAIN_MENU }).locator('li:visible');
    const boxes = (await items.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON()))) as DOMRect[];
    expect(boxes.length).toBeGreaterThan(1);
    expect(boxes[0]!.left).toBeGreaterThan(640);
    expect(boxes[1]!.right).toBeLessThanOrEqual(boxes[0]!.left);
  });
});
