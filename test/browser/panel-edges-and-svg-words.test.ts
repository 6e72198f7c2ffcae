/**
 * Two things the eye checks and axe does not. High contrast (`?theme=highcontrast`) fills cards
 * with the page's own white, so each card keeps its shape by its edge: the home's testimonial
 * cards and picture rows, the trust centre's device cards, the footer's band, and the app badges
 * on corporate fitness's black footer.
 * And a mirrored picture's words read right to left on an Arabic page: in the home's participation
 * chart "321 من أصل 412 موظفًا" starts with 321 at the right, each department's row with its per cent.
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

async function open(url: string, width = 1280) {
  await page.setViewportSize({ width, height: 800 });
  expect((await page.goto(url, { waitUntil: 'load' }))?.status()).toBe(200);
}

/** Runs in the page: each element's top edge (width and colour) and the colour behind it. */
function edgesOf(selector: string) {
  /** The first non-transparent background from the element's parent up. */
  const behind = (el: Element | null): string => {
    for (let e = el; e; e = e.parentElement) {
      const bg = getComputedStyle(e).backgroundColor;
      if (bg !== 'rgba(0, 0, 0, 0)' && bg !== 'transparent') return bg;
    }
    return 'rgb(255, 255, 255)';
  };
  return [...document.querySelectorAll(selector)].map((el) => {
    const style = getComputedStyle(el);
    return { width: style.borderTopWidth, colour: style.borderTopColor, behind: behind(el.parentElement) };
  });
}

describe('high contrast: cards and badges keep their edges', () => {
  it.each([
    ['default', '/', '[data-testid="testimonials"] figure'],
    ['cofi', '/', '[data-testid="testimonials"] figure'],
    ['default', '/solutions/security-privacy', '#devices li'],
    ['cofi', '/', 'footer .badges img'],
    // The home's picture rows (the participation chart's card) and the footer's band, on every page.
    ['default', '/', '[data-visual]'],
    ['default', '/ar/', '[data-visual]'],
    ['default', '/', 'footer'],
    ['default', '/pricing', 'footer'],
    ['default', '/ar/pricing', 'footer'],
    ['cofi', '/pricing', 'footer'],
  ])('%s %s: every %s has an edge that differs from what is behind it', async (tenant, path, selector) => {
    await open(`${tenantOrigin(tenant)}${path}?theme=highcontrast`);
    const edges = await page.evaluate(edgesOf, selector);
    expect(edges.length, selector).toBeGreaterThan(0);
    for (const edge of edges) {
      // At least a hairline; a brand whose cards are ruled (tenants' look.cards) draws its top rule wider.
      expect(parseFloat(edge.width)).toBeGreaterThanOrEqual(1);
      expect(edge.colour).not.toBe(edge.behind);
    }
  });

  it('the default theme draws no new line: the testimonial cards’ edges are their own fill', async () => {
    await open(`${tenantOrigin('default')}/`);
    const fills = await page.evaluate(() =>
      [...document.querySelectorAll('[data-testid="testimonials"] figure')].map((el) => {
        const style = getComputedStyle(el);
        return style.borderTopColor === style.backgroundColor;
      }),
    );
    expect(fills.length).toBeGreaterThan(0);
    expect(fills.every(Boolean)).toBe(true);
  });
});

/** Runs in the page: for texts of the participation chart, where two substrings' first characters are on screen. */
function screenX(pairs: [string, string][]) {
  const svg = [...document.querySelectorAll('svg[role="img"]')].find((s) =>
    s.querySelector('text')?.closest('svg')?.getAttribute('aria-label')?.includes('412'),
  );
  if (!svg) throw new Error('no participation chart');
  const xOf = (node: Text, index: number) => {
    const range = document.createRange();
    range.setStart(node, index);
    range.setEnd(node, index + 1);
    const box = range.getBoundingClientRect();
    return box.left + box.width / 2;
  };
  return pairs.map(([first, second]) => {
    const text = [...svg.querySelectorAll('text')].find(
      (t) => t.textContent!.includes(first) && t.textContent!.includes(second),
    );
    if (!text) throw new Error(`no text with ${first} and ${second}`);
    // The text's nodes (a tspan holds the per cent): the node and offset of each substring.
    const nodes = [...text.childNodes].flatMap((n) => (n.nodeType === 3 ? [n as Text] : ([...n.childNodes] as Text[])));
    const at = (s: string) => {
      const node = nodes.find((n) => n.data.includes(s))!;
      return xOf(node, node.data.indexOf(s));
    };
    return { first: at(first), second: at(second) };
  });
}

describe('right to left: the words of a mirrored picture read from the right', () => {
  it.each([1280, 390])('Arabic home at %i px: 321 before 412, each per cent before its fraction', async (width) => {
    await open(`${tenantOrigin('default')}/ar`, width);
    const pairs = await page.evaluate(screenX, [
      ['321', '412'],
      ['84', '118/140'],
      ['68', '46/68'],
    ] as [string, string][]);
    for (const { first, second } of pairs) expect(first).toBeGreaterThan(second);
  });

  it('English home: the same chart reads from the left', async () => {
    await open(`${tenantOrigin('default')}/`);
    const pairs = await page.evaluate(screenX, [
      ['321', '412'],
      ['84', '118/140'],
    ] as [string, string][]);
    for (const { first, second } of pairs) expect(first).toBeLessThan(second);
  });
});

describe('the badges’ labels stay inside their panel', () => {
  it.each([
    ['/ar', 390],
    ['/ar', 1280],
    ['', 390],
    ['/de', 390],
  ] as const)('home %s at %i px: each label 6 px or more from the panel’s sides', async (prefix, width) => {
    await open(`${tenantOrigin('default')}${prefix}/`, width);
    const insets = await page.evaluate(() => {
      const svg = document.querySelector('[data-visual="badges"] svg')!;
      const panel = svg.querySelector('rect')!.getBoundingClientRect();
      return [...svg.querySelectorAll('text')].map((text) => {
        const box = text.getBoundingClientRect();
        return { label: text.textContent, start: box.left - panel.left, end: panel.right - box.right };
      });
    });
    expect(insets.length).toBeGreaterThan(0);
    for (const inset of insets) {
      expect(inset.start, inset.label!).toBeGreaterThanOrEqual(6);
      expect(inset.end, inset.label!).toBeGreaterThanOrEqual(6);
    }
  });
});
