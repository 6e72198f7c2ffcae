/**
 * Corporate Fitness's trust centre keeps its comparison tables (the administrator roles, the
 * privacy levels) tables on a phone, each scrolling sideways in its own frame. At 390 px each says
 * so as the pricing comparison does (worker/ui/scroll-cue.ts): a line right above it, a shadow at
 * the edge it scrolls towards, and its first column held at the start while the others pass under
 * it. At 1280 px the tables fit and the line is gone.
 */
import type { Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { closeSharedBrowser } from './browser.ts';
import { closeTrustCentre, openTrustCentre } from './trust-centre-page.ts';

afterAll(closeSharedBrowser);

afterEach(closeTrustCentre);

const open = (prefix: string, width: number): Promise<Page> => openTrustCentre('cofi', prefix, width);

const TABLES = ['permissions-matrix', 'privacy-table'];

/** A frame's cue: the words above it and whether they show, its shadow, and its first column when scrolled to the end. */
const cueOf = (page: Page, id: string) =>
  page.getByTestId(id).evaluate((frame) => {
    // The line right above the frame, not the section's lead (which says what the table holds).
    const above = frame.previousElementSibling;
    const hint = above && !above.classList.contains('lead') ? above : null;
    const shown = Boolean(
      hint && hint.getBoundingClientRect().height > 0 && getComputedStyle(hint).visibility !== 'hidden',
    );
    const right = Boolean(hint && hint.getBoundingClientRect().bottom <= frame.getBoundingClientRect().top + 1);
    const scrolls = frame.scrollWidth > frame.clientWidth + 1;
    const shadow = getComputedStyle(frame).backgroundImage.includes('radial-gradient');
    const firstColumn = () =>
      [...frame.querySelectorAll('tbody th[scope="row"]')].map((th) => Math.round(th.getBoundingClientRect().left));
    const before = firstColumn();
    frame.scrollLeft = frame.scrollWidth;
    const after = firstColumn();
    frame.scrollLeft = 0;
    return {
      words: hint?.textContent ?? '',
      shown,
      above: right,
      scrolls,
      shadow,
      held: before.join() === after.join(),
    };
  });

describe('the trust centre’s tables say they scroll', () => {
  it.each(['', '/de'])('%s at 390 px: a line above, a shadow at the edge, the first column held', async (prefix) => {
    const page = await open(prefix, 390);
    for (const id of TABLES) {
      const cue = await cueOf(page, id);
      expect(cue.scrolls, id).toBe(true);
      expect(cue.words.length, id).toBeGreaterThan(30);
      expect(cue, id).toMatchObject({ shown: true, above: true, shadow: true, held: true });
    }
  });

  it('at 1280 px the line is gone', async () => {
    const page = await open('', 1280);
    for (const id of TABLES) expect((await cueOf(page, id)).shown, id).toBe(false);
  });
});
