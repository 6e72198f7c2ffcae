/**
 * WCAG 2.3.3 Animation from Interactions (AAA, beyond our AA target) and the site's promise that
 * "reduce motion" stops its animations: with `prefers-reduced-motion: reduce`, no animation or
 * transition runs (`document.getAnimations()` is empty) and no element or pseudo-element has a
 * running animation or a transition longer than 0 s, on load and after opening the drawer, a
 * dropdown of the top menu and showing the loading bar. Without the preference, the home page's
 * tracker illustration does move: the check can see motion.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { WCAG_WIDTHS, wcagTitle } from '../../compiler/accessibility/wcag-checks.ts';
import { BRANDS } from '../../common/brands.ts';
import { LOADING_INDICATOR_ID } from '../../common/islands/island-markers.ts';
import { closeSharedBrowser } from './browser.ts';
import { openAt } from './wcag.ts';

afterAll(closeSharedBrowser);

/** Runs in the page: every running animation, and every element or pseudo-element set to move. */
function motion(): string[] {
  const describe = (e: Element, pseudo: string) =>
    `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}${pseudo} "${(e.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30)}"`;
  const seconds = (list: string) =>
    Math.max(...list.split(',').map((d) => parseFloat(d) * (/ms$/.test(d.trim()) ? 0.001 : 1)));
  const found = document.getAnimations().map((a) => {
    const target = (a.effect as KeyframeEffect | null)?.target;
    return `running: ${a.constructor.name} ${(a as CSSAnimation).animationName ?? (a as CSSTransition).transitionProperty ?? ''} on ${target ? describe(target, (a.effect as KeyframeEffect).pseudoElement ?? '') : '?'}`;
  });
  for (const el of document.querySelectorAll('*')) {
    for (const pseudo of ['', '::before', '::after']) {
      const s = getComputedStyle(el, pseudo || null);
      if (s.animationName !== 'none' && seconds(s.animationDuration) > 0)
        found.push(`${describe(el, pseudo)} has animation ${s.animationName} ${s.animationDuration}`);
      if (seconds(s.transitionDuration) > 0)
        found.push(`${describe(el, pseudo)} has transition ${s.transitionProperty} ${s.transitionDuration}`);
    }
  }
  return [...new Set(found)];
}

const motionOf = (page: Page) => page.evaluate(motion);

describe(wcagTitle('2.3.3'), () => {
  describe.each(BRANDS)('%s', (tenantId) => {
    it('without "reduce motion", the home page moves (the check sees motion)', async () => {
      const { page, close } = await openAt(tenantId, '/', WCAG_WIDTHS.desktop, { reducedMotion: 'no-preference' });
      try {
        expect(await motionOf(page)).not.toEqual([]);
        // And it stops by itself within five seconds (WCAG 2.2.2 Pause, Stop, Hide): no endless loop.
        const runs = await page.evaluate(() =>
          [...document.querySelectorAll('*')]
            .map((el) => getComputedStyle(el))
            .filter((s) => s.animationName !== 'none')
            .map((s) => {
              const seconds =
                parseFloat(s.animationDelay) + parseFloat(s.animationDuration) * Number(s.animationIterationCount);
              return `${s.animationName}: ${Number.isFinite(seconds) ? seconds : 'endless'}`;
            }),
        );
        expect(runs.length).toBeGreaterThan(0);
        for (const run of runs) expect(run).toMatch(/: ([0-4](\.\d+)?|5)$/);
      } finally {
        await close();
      }
    });

    it('phone: nothing moves on load, with the drawer open or with the loading bar shown', async () => {
      const { page, close } = await openAt(tenantId, '/', WCAG_WIDTHS.phone, { reducedMotion: 'reduce' });
      try {
        expect(await motionOf(page), 'on load').toEqual([]);
        await page.getByTestId('drawer-toggle').focus();
        await page.keyboard.press('Enter');
        await page.getByTestId('drawer').waitFor();
        expect(await motionOf(page), 'drawer open').toEqual([]);
        await page.keyboard.press('Escape');
        await page.evaluate((id) => (document.getElementById(id)!.hidden = false), LOADING_INDICATOR_ID);
        expect(await motionOf(page), 'loading bar shown').toEqual([]);
      } finally {
        await close();
      }
    });

    it('desktop: nothing moves on load or with a dropdown of the top menu open', async () => {
      const { page, close } = await openAt(tenantId, '/', WCAG_WIDTHS.desktop, { reducedMotion: 'reduce' });
      try {
        expect(await motionOf(page), 'on load').toEqual([]);
        await page.locator('header nav summary').first().focus();
        await page.keyboard.press('Enter');
        expect(await motionOf(page), 'dropdown open').toEqual([]);
      } finally {
        await close();
      }
    });
  });
});
