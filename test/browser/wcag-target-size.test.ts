/**
 * WCAG 2.5.8 Target Size (Minimum): every link, button, field and summary is at least 24 × 24 CSS
 * px, or passes the spacing exception: a 24 px circle centred on each undersized target meets no
 * other target and no other undersized target's circle. Exempt, as the rule says: links inside a
 * sentence (an inline link whose block has words of its own). A checkbox or radio button counts
 * with its label, which activates it too. The menus are checked open as well.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { WCAG_WALKED_PAGES, WCAG_WIDTHS, wcagTitle } from '../../compiler/accessibility/wcag-checks.ts';
import { BRANDS } from '../../common/brands.ts';
import { closeSharedBrowser } from './browser.ts';
import { openAt, visit } from './wcag.ts';

afterAll(closeSharedBrowser);

/** Runs in the page: the targets that are too small and too close to another, one line each. */
function targetSizeProblems(): string[] {
  const MIN = 24;
  const SELECTOR =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])';
  const describe = (e: Element) =>
    `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''} "${(e.getAttribute('aria-label') ?? e.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
  const isInline = (e: Element) => getComputedStyle(e).display === 'inline';
  /** An inline link in a sentence: its nearest block has words outside the link. */
  const inSentence = (e: Element) => {
    if (!isInline(e)) return false;
    let block = e.parentElement;
    while (
      block &&
      /^inline/.test(getComputedStyle(block).display) &&
      getComputedStyle(block).display !== 'inline-block'
    )
      block = block.parentElement;
    if (!block) return false;
    let outside = '';
    const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) if (!e.contains(n)) outside += n.textContent;
    return /\p{L}{2,}/u.test(outside);
  };
  interface Target {
    el: Element;
    box: { left: number; top: number; right: number; bottom: number };
    small: boolean;
    exempt: boolean;
  }
  const targets: Target[] = [];
  for (const el of document.querySelectorAll(SELECTOR)) {
    if (el.closest('[hidden], [inert], [aria-hidden="true"]')) continue;
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || style.display === 'none') continue;
    const r = el.getBoundingClientRect();
    // Not rendered, or visually hidden until focused (the skip link).
    if (r.width <= 1 || r.height <= 1) continue;
    // A closed <details> panel: its box exists only in the accessibility tree.
    const details = el.closest('details');
    if (details && !details.open && !el.matches('summary')) continue;
    const box = { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    if (el instanceof HTMLInputElement && /^(checkbox|radio)$/.test(el.type)) {
      for (const label of el.labels ?? []) {
        const l = label.getBoundingClientRect();
        box.left = Math.min(box.left, l.left);
        box.top = Math.min(box.top, l.top);
        box.right = Math.max(box.right, l.right);
        box.bottom = Math.max(box.bottom, l.bottom);
      }
    }
    const small = box.right - box.left < MIN - 0.5 || box.bottom - box.top < MIN - 0.5;
    targets.push({ el, box, small, exempt: small && el.matches('a') && inSentence(el) });
  }
  const centre = (t: Target) => ({ x: (t.box.left + t.box.right) / 2, y: (t.box.top + t.box.bottom) / 2 });
  const distanceToBox = (p: { x: number; y: number }, b: Target['box']) =>
    Math.hypot(Math.max(b.left - p.x, 0, p.x - b.right), Math.max(b.top - p.y, 0, p.y - b.bottom));
  const problems: string[] = [];
  for (const a of targets) {
    if (!a.small || a.exempt) continue;
    const c = centre(a);
    const near = targets.find((b) => {
      if (b === a || b.el.contains(a.el) || a.el.contains(b.el)) return false;
      if (b.small && !b.exempt) return Math.hypot(centre(b).x - c.x, centre(b).y - c.y) < MIN;
      return distanceToBox(c, b.box) < MIN / 2;
    });
    if (near) {
      const size = `${Math.round(a.box.right - a.box.left)}×${Math.round(a.box.bottom - a.box.top)}`;
      problems.push(`${describe(a.el)} is ${size} px and its 24 px circle meets ${describe(near.el)}`);
    }
  }
  return problems;
}

async function problemsOf(page: Page, where: string): Promise<string[]> {
  return (await page.evaluate(targetSizeProblems)).map((p) => `${where}: ${p}`);
}

describe(wcagTitle('2.5.8'), () => {
  describe.each(BRANDS)('%s', (tenantId) => {
    it.each(Object.entries(WCAG_WIDTHS))(
      `%s (%i px): targets of ${WCAG_WALKED_PAGES.join(', ')} are 24 px or spaced`,
      { timeout: 60_000 },
      async (name, width) => {
        const problems: string[] = [];
        const [first, ...rest] = WCAG_WALKED_PAGES;
        const { page, close } = await openAt(tenantId, first, width, { reducedMotion: 'reduce' });
        try {
          for (const path of [first, ...rest]) {
            if (path !== first) await visit(page, tenantId, path);
            problems.push(...(await problemsOf(page, path)));
            if (path !== '/') continue;
            // The menus, open: the drawer on a phone, the first dropdown of the top menu on a desktop.
            if (name === 'phone') {
              await page.getByTestId('drawer-toggle').click();
              await page.getByTestId('drawer').waitFor();
              problems.push(...(await problemsOf(page, '/ (drawer open)')));
            } else {
              await page.locator('header nav summary').first().click();
              problems.push(...(await problemsOf(page, '/ (top menu open)')));
            }
          }
        } finally {
          await close();
        }
        expect(problems).toEqual([]);
      },
    );

    it('the account menu, open, on a phone', async () => {
      const { page, close } = await openAt(tenantId, '/', WCAG_WIDTHS.phone, { signedIn: true });
      try {
        await page.getByTestId('account-menu-button').click();
        await page.getByTestId('account-menu').waitFor();
        expect(await problemsOf(page, '/ (account menu open)')).toEqual([]);
      } finally {
        await close();
      }
    });
  });
});
