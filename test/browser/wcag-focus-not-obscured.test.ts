/**
 * WCAG 2.4.11 Focus Not Obscured (Minimum): walking a page with Tab, then back with Shift+Tab, no
 * focused element is hidden by content of the page itself: the sticky header, a banner, the demo
 * strip or the back-to-top button. Checked at the centre of the focused element's visible part:
 * the topmost element there must be the focused element, something inside it or an ancestor.
 * test/browser/fixed-actions.test.ts checks the fixed corner (back to top, primary action) alone at five widths.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WCAG_WALKED_PAGES, WCAG_WIDTHS, wcagTitle } from '../../compiler/accessibility/wcag-checks.ts';
import { BRANDS } from '../../common/brands.ts';
import { closeSharedBrowser } from './browser.ts';
import { openAt, recordEachFocus, visit, walkFocus, type WcagPage } from './wcag.ts';

afterAll(closeSharedBrowser);

/** More than the focusable elements of any walked page (the pricing page has about 110). */
const MAX_TABS = 250;

/** Runs in the page (serialised): why the focused element is obscured, or null. */
function obscured(el: HTMLElement): string | null {
  const describe = (e: Element) =>
    `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''} "${(e.getAttribute('aria-label') ?? e.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
  const r = el.getBoundingClientRect();
  if (r.width === 0 && r.height === 0) return `${describe(el)} has focus but no box`;
  const left = Math.max(r.left, 0);
  const right = Math.min(r.right, window.innerWidth);
  const top = Math.max(r.top, 0);
  const bottom = Math.min(r.bottom, window.innerHeight);
  if (right <= left || bottom <= top) return `${describe(el)} is outside the window`;
  const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
  if (!hit || el.contains(hit) || hit.contains(el)) return null;
  if ([...((el as HTMLInputElement).labels ?? [])].some((l) => l.contains(hit))) return null;
  // Name the layer that covers it: its nearest fixed or sticky ancestor, else the element itself.
  let layer: Element | null = hit;
  while (layer && !/fixed|sticky/.test(getComputedStyle(layer).position)) layer = layer.parentElement;
  return `${describe(el)} is under ${describe(layer ?? hit)}`;
}

describe(wcagTitle('2.4.11'), () => {
  describe.each(BRANDS)('%s', (tenantId) => {
    describe.each(Object.entries(WCAG_WIDTHS))('%s (%i px)', (_, width) => {
      // One page per brand and width, walked from page to page.
      let opened: WcagPage | undefined;
      beforeAll(async () => {
        opened = await openAt(tenantId, '/', width, { reducedMotion: 'reduce' });
      });
      afterAll(() => opened?.close());

      it.each(WCAG_WALKED_PAGES)('%s: no focused element is hidden, Tab and Shift+Tab', async (path) => {
        const { page } = opened!;
        await visit(page, tenantId, path);
        await recordEachFocus(page, obscured);
        const forward = await walkFocus(page, 'Tab', MAX_TABS);
        const back = await walkFocus(page, 'Shift+Tab', MAX_TABS);
        expect(forward.visited, 'focusable elements reached with Tab').toBeGreaterThan(5);
        expect(back.visited, 'Shift+Tab comes back through the page').toBeGreaterThan(5);
        expect([...forward.problems, ...back.problems.map((p) => `${p} (Shift+Tab)`)]).toEqual([]);
      });
    });
  });
});
