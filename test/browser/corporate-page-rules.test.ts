/**
 * Rules a visitor sees on Corporate Fitness's pages, held in Chromium: on home and the product index
 * the header's action and the hero's are both outlined, as the header's is on every page (no filled
 * button in the first screen), every home section heading starts at one edge, the product index's pictures keep their text
 * at 12 px or more on a 390 px phone and their panels the headings' 16 px inset, high contrast keeps
 * the pictures' panels framed, and a person's avatar has one colour on every page.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSharedBrowser, sharedBrowser, tenantOrigin } from './browser.ts';

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

const open = async (path: string, width: number) => {
  await page.setViewportSize({ width, height: 800 });
  expect((await page.goto(`${tenantOrigin('cofi')}${path}`, { waitUntil: 'load' }))?.status()).toBe(200);
};

/** The first screen's filled buttons (the header's among them), and the hero's own action's outline. */
async function firstScreenActions(hero: string) {
  const filled = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('a, button')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        return box.width > 0 && box.bottom <= innerHeight && style.backgroundColor !== 'rgba(0, 0, 0, 0)';
      })
      .filter((el) => !el.closest('[role="dialog"], [hidden]') && el.closest('header, main, section'))
      .map((el) => ({ text: el.textContent?.trim(), inHeader: Boolean(el.closest('header')) })),
  );
  const outline = await page.$eval(hero, (a) => {
    const style = getComputedStyle(a);
    return {
      width: parseFloat(style.borderTopWidth),
      border: style.borderTopColor,
      text: style.color,
      fill: style.backgroundColor,
    };
  });
  return { filled, outline };
}

describe('the Corporate Fitness home at 1280 px', () => {
  beforeAll(() => open('/', 1280));

  it("shows one filled button in the first screen, the hero's: the header's action is outlined", async () => {
    const { filled, outline } = await firstScreenActions('[data-testid="home-hero"] a[data-action="primary"]');
    expect(filled).toEqual([{ text: 'Explore the benefits', inHeader: false }]);
    expect(outline.fill).toBe(outline.border);
    expect(outline.fill).not.toBe(outline.text);
  });

  it('starts every section heading at one edge, none centred', async () => {
    // The sections' own headings (numbered 01, 02, …), not the cards' inside them.
    const headings = await page.$$eval('[data-kicker] > h2', (hs) =>
      hs
        .filter((h) => h.getBoundingClientRect().width > 0)
        .map((h) => {
          const range = document.createRange();
          range.selectNodeContents(h);
          return {
            text: h.textContent,
            align: getComputedStyle(h).textAlign,
            left: Math.round(range.getBoundingClientRect().left),
          };
        }),
    );
    expect(headings.length).toBeGreaterThanOrEqual(4);
    expect(headings.filter((h) => h.align === 'center')).toEqual([]);
    expect(new Set(headings.map((h) => h.left)).size, JSON.stringify(headings)).toBe(1);
  });
});

describe('the Corporate Fitness product index at 1280 px', () => {
  it("shows one filled button in the first screen, the page's own: the header's action is outlined, as on home", async () => {
    await open('/product', 1280);
    const { filled, outline } = await firstScreenActions('[data-testid="intro-visual"] a[data-action="primary"]');
    expect(filled).toHaveLength(1);
    expect(filled[0]!.inHeader).toBe(false);
    expect(outline.fill).not.toBe('rgba(0, 0, 0, 0)');
  });
});

describe('the Corporate Fitness product index at 390 px', () => {
  it("keeps the picture panels' and the IT reviewers' rules and content at the headings' 16 px inset", async () => {
    await open('/product', 390);
    const edges = await page.evaluate(() => {
      const start = (el: Element) => {
        const box = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        return Math.round(box.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft));
      };
      const end = (el: Element) => {
        const box = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        return Math.round(box.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight));
      };
      const headings = [...document.querySelectorAll('main h2')].filter((h) => h.getBoundingClientRect().width > 0);
      const panels = [...document.querySelectorAll('[data-row] > .visual')];
      const figures = [...document.querySelectorAll('[data-testid="buyer-assurance"] figure')];
      return {
        headings: [...new Set(headings.map((h) => Math.round(h.getBoundingClientRect().left)))],
        panels: panels.map((p) => [
          Math.round(p.getBoundingClientRect().left),
          start(p),
          end(p),
          Math.round(p.getBoundingClientRect().right),
        ]),
        figures: figures.map((f) => [
          Math.round(f.getBoundingClientRect().left),
          Math.round(f.getBoundingClientRect().right),
        ]),
      };
    });
    expect(edges.headings).toEqual([16]);
    expect(edges.panels.length).toBe(4);
    for (const panel of edges.panels) expect(panel).toEqual([16, 16, 374, 374]);
    expect(edges.figures.length).toBe(2);
    // Their rules (top and bottom borders) run from the inset to the inset, not from edge to edge.
    for (const figure of edges.figures) expect(figure).toEqual([16, 374]);
  });

  it("keeps every picture's text at 12 px or more", async () => {
    await open('/product', 390);
    const small = await page.$$eval('main svg[role="img"]', (svgs) =>
      (svgs as SVGSVGElement[])
        .filter((svg) => svg.getBoundingClientRect().width > 0)
        .flatMap((svg) => {
          const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
          return [...svg.querySelectorAll('text')]
            .map((t) => ({ text: t.textContent, px: parseFloat(getComputedStyle(t).fontSize) * scale }))
            .filter((t) => t.px < 12);
        }),
    );
    expect(small).toEqual([]);
  });
});

describe('the Corporate Fitness pictures in high contrast', () => {
  for (const path of ['/', '/product'])
    it(`${path}: every card, screen and row a picture draws in the page or surface colour keeps a visible outline`, async () => {
      await open(`${path}?theme=highcontrast`, 1280);
      const shapes = await page.$$eval(
        'svg[role="img"] rect:not([stroke]), svg[role="img"] path:not([stroke])',
        (els) =>
          els
            .filter((el) => /^var\(--tt-(background|surface)\)$/.test(el.getAttribute('fill') ?? ''))
            .map((el) => ({ stroke: getComputedStyle(el).stroke, width: getComputedStyle(el).strokeWidth })),
      );
      expect(shapes.length).toBeGreaterThan(0);
      for (const shape of shapes) {
        expect(shape.stroke, JSON.stringify(shape)).not.toBe('none');
        expect(parseFloat(shape.width)).toBeGreaterThanOrEqual(1);
      }
    });
});

describe("a quoted person's avatar", () => {
  it('has the same colour on the contact page as on the home', async () => {
    const colourOn = async (path: string) => {
      await open(path, 1280);
      return page.evaluate(() => {
        const circle = [...document.querySelectorAll('svg[aria-label="Daniel Hartmann"] circle')][0];
        if (circle) return getComputedStyle(circle).fill;
        const span = [...document.querySelectorAll('span[aria-hidden="true"]')].find((s) => s.textContent === 'DH');
        return span ? getComputedStyle(span).backgroundColor : null;
      });
    };
    const home = await colourOn('/');
    expect(home).toBeTruthy();
    expect(await colourOn('/contact')).toBe(home);
  });
});
