/**
 * WCAG 1.4.12 Text Spacing: with the criterion's overrides (line height 1.5 × the font size,
 * paragraph spacing 2 × the font size, letter spacing 0.12 ×, word spacing 0.16 ×) nothing is lost:
 * no element that hides its overflow has text cut off (scroll size larger than its box), and no
 * two pieces of text overlap. The overrides go in as a constructed style sheet (CSSOM), which the
 * site's Content-Security-Policy allows, as a reader's bookmarklet or extension would add them.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { WCAG_WALKED_PAGES, WCAG_WIDTHS, wcagTitle } from '../../compiler/accessibility/wcag-checks.ts';
import { BRANDS } from '../../common/brands.ts';
import { closeSharedBrowser } from './browser.ts';
import { openAt, visit } from './wcag.ts';

afterAll(closeSharedBrowser);

/** The overrides of WCAG 1.4.12, as its Understanding document's test bookmarklet sets them. */
export const TEXT_SPACING_CSS = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

async function applyTextSpacing(page: Page): Promise<void> {
  await page.evaluate((css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, TEXT_SPACING_CSS);
}

/** Runs in the page: text cut off by an element that hides its overflow, and text boxes that overlap. */
function lostText(): string[] {
  const describe = (e: Element) =>
    `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}${e.getAttribute('data-testid') ? `[${e.getAttribute('data-testid')}]` : ''} "${(e.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
  const shown = (e: Element) => {
    const r = e.getBoundingClientRect();
    return r.width > 1 && r.height > 1 && getComputedStyle(e).visibility !== 'hidden';
  };
  const problems: string[] = [];

  // Cut off: only elements that show text of their own; a 1 px "visually hidden" label is meant to be.
  for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
    if (el instanceof SVGElement || el.closest('svg, [hidden]') || !shown(el)) continue;
    const s = getComputedStyle(el);
    const clips = (v: string) => v === 'hidden' || v === 'clip';
    if (!clips(s.overflowX) && !clips(s.overflowY) && s.webkitLineClamp === 'none') continue;
    if (!(el.innerText ?? '').trim()) continue;
    const cutY = (clips(s.overflowY) || s.webkitLineClamp !== 'none') && el.scrollHeight > el.clientHeight + 1;
    const cutX = clips(s.overflowX) && el.scrollWidth > el.clientWidth + 1;
    if (cutY || cutX)
      problems.push(
        `${describe(el)} cuts off its text (${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight})`,
      );
  }

  // Overlap: the boxes of the text of different elements of one layer. A layer that floats by
  // design (the sticky header, the demo strip, the open drawer) covers the page's flow as it
  // scrolls: what it covers is for WCAG 2.4.11; its own text is compared within it.
  const layerOf = (e: Element) => {
    for (let x: Element | null = e; x; x = x.parentElement)
      if (/fixed|sticky/.test(getComputedStyle(x).position)) return x;
    return null;
  };
  const boxes: { el: Element; layer: Element | null; r: DOMRect }[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const parent = n.parentElement;
    if (!parent || !n.textContent?.trim() || !shown(parent)) continue;
    // Not rendered: scripts, pictures' own text (it scales with them) and closed disclosures' panels.
    if (parent.closest('svg, script, style, [hidden], details:not([open]) > :not(summary)')) continue;
    const range = document.createRange();
    range.selectNodeContents(n);
    const layer = layerOf(parent);
    for (const r of range.getClientRects()) if (r.width > 1 && r.height > 1) boxes.push({ el: parent, layer, r });
  }
  boxes.sort((a, b) => a.r.top - b.r.top);
  const TOLERANCE = 2;
  for (let i = 0; i < boxes.length; i++) {
    const a = boxes[i]!;
    for (let j = i + 1; j < boxes.length && boxes[j]!.r.top < a.r.bottom - TOLERANCE; j++) {
      const b = boxes[j]!;
      if (a.el === b.el || a.layer !== b.layer) continue;
      const x = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
      const y = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
      if (x > TOLERANCE && y > TOLERANCE) problems.push(`${describe(a.el)} overlaps ${describe(b.el)}`);
    }
  }
  return [...new Set(problems)];
}

describe(wcagTitle('1.4.12'), () => {
  describe.each(BRANDS)('%s', (tenantId) => {
    it.each(Object.entries(WCAG_WIDTHS))(
      `%s (%i px): no text of ${WCAG_WALKED_PAGES.join(', ')} is cut off or overlaps`,
      { timeout: 60_000 },
      async (name, width) => {
        const problems: string[] = [];
        const [first, ...rest] = WCAG_WALKED_PAGES;
        const { page, close } = await openAt(tenantId, first, width, { reducedMotion: 'reduce' });
        try {
          for (const path of [first, ...rest]) {
            if (path !== first) await visit(page, tenantId, path);
            // The check itself must find the page clean first: a problem with the overrides only is theirs.
            const before = await page.evaluate(lostText);
            await applyTextSpacing(page);
            const after = await page.evaluate(lostText);
            problems.push(
              ...after.map((p) => `${path}: ${p}${before.includes(p) ? ' (also without the overrides)' : ''}`),
            );
            if (path === '/' && name === 'phone') {
              await page.getByTestId('drawer-toggle').click();
              await page.getByTestId('drawer').waitFor();
              problems.push(...(await page.evaluate(lostText)).map((p) => `/ (drawer open): ${p}`));
            }
          }
        } finally {
          await close();
        }
        expect(problems).toEqual([]);
      },
    );
  });
});
