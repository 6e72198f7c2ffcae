/**
 * Each page links only its own stylesheet (compiler/steps/build-component-stylesheet.ts): on a phone,
 * the pages with the most components of their own are drawn by it alone, every component class on
 * the page, an island's after it hydrated and opened included, having its rules there.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeSharedBrowser, openPage } from './browser.ts';

afterAll(closeSharedBrowser);

/** The component classes of the page that no rule of the linked page sheet names. */
const unstyledClasses = (page: Page) =>
  page.evaluate(() => {
    const named = new Set<string>();
    const walk = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule) for (const m of rule.selectorText.matchAll(/\.(go\d+)/g)) named.add(m[1]!);
        if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
      }
    };
    const linked = [...document.styleSheets].filter((sheet) => sheet.href?.includes('/assets/css-'));
    // The tenant's theme variables: an inline sheet with one class of its own, on <html>.
    const theme = document.querySelector('#tt-theme') as HTMLStyleElement;
    for (const sheet of [...linked, theme.sheet!]) walk(sheet.cssRules);
    const used = new Set([...document.querySelectorAll('[class]')].flatMap((el) => [...el.classList]));
    return {
      sheets: linked.map((sheet) => new URL(sheet.href!).pathname),
      unstyled: [...used].filter((c) => /^go\d+$/.test(c) && !named.has(c)),
    };
  });

const css = (page: Page, selector: string, property: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el, name) => getComputedStyle(el).getPropertyValue(name), property);

describe('page stylesheets in Chromium at 390 px', () => {
  it.each([
    ['default', '/pricing', 'pricing', 'ul:has(> li.recommended)', 'display', 'grid'],
    ['cofi', '/pricing', 'pricing', 'ul:has(> li.recommended)', 'display', 'grid'],
    ['default', '/ar/pricing', 'pricing', 'ul:has(> li.recommended)', 'display', 'grid'],
    ['default', '/challenges/journeys/camino-de-santiago', 'journey', 'section#plan', 'display', 'grid'],
    // A line of text (1.55 × 17 px), the padding and the border.
    ['default', '/contact', 'contact', 'form[data-testid="contact-form"] input#f-email', 'min-height', '50.35px'],
    ['cofi', '/contact', 'contact', 'form[data-testid="contact-form"] input#f-email', 'min-height', '50.35px'],
  ])(
    '%s %s: its own sheet styles every component, islands included',
    async (tenant, path, route, part, property, value) => {
      const { page, consoleErrors, close } = await openPage(tenant, path);
      try {
        await page.setViewportSize({ width: 390, height: 844 });
        const { sheets, unstyled } = await unstyledClasses(page);
        expect(sheets.at(-1)).toMatch(new RegExp(`^/assets/css-[0-9a-f]{10}/${tenant}-${route}\\.css$`));
        // Right to left, the Arabic faces' sheet first.
        expect(sheets.slice(0, -1).map((href) => href.replace(/^.*\//, ''))).toEqual(
          path.startsWith('/ar/') ? ['arabic.css'] : [],
        );
        expect(unstyled, 'classes without rules in the page sheet').toEqual([]);
        // The page's own part, the frame's base rules (body margin) and the header from that one sheet.
        expect(await css(page, part, property)).toBe(value);
        expect(await css(page, 'body', 'margin')).toBe('0px');
        expect(await css(page, 'header', 'display')).not.toBe('inline');
        // The drawer, opened: what its island draws only in the browser is styled by the page sheet too.
        await page.getByTestId('drawer-toggle').click();
        await expect.poll(() => page.getByTestId('drawer').locator('a').count()).toBeGreaterThan(3);
        await expect.poll(() => page.getByTestId('drawer-scrim').count()).toBe(1);
        expect((await unstyledClasses(page)).unstyled, 'after opening the drawer').toEqual([]);
        expect(consoleErrors).toEqual([]);
      } finally {
        await close();
      }
    },
  );
});

/**
 * Watches `selector` and keeps its computed style the first time `shown` holds for it: a mutation
 * observer's callback runs before the browser paints the change, so this is the style of the
 * element's first visible frame.
 */
const styleWhenFirstShown = (page: Page, selector: string, shown: 'not-hidden' | 'open', properties: string[]) =>
  page.evaluate(
    ({ selector, shown, properties }) => {
      const el = document.querySelector(selector)!;
      const w = window as unknown as { firstShown?: Record<string, string> };
      new MutationObserver((_, observer) => {
        if (shown === 'open' ? !el.hasAttribute('open') : el.hasAttribute('hidden')) return;
        const style = getComputedStyle(el);
        w.firstShown = Object.fromEntries(properties.map((name) => [name, style.getPropertyValue(name)]));
        observer.disconnect();
      }).observe(el, { attributes: true, attributeFilter: ['hidden', 'open', 'class'] });
    },
    { selector, shown, properties },
  );
const firstShown = (page: Page) =>
  page.evaluate(() => (window as unknown as { firstShown?: Record<string, string> }).firstShown ?? null);
const islandSheets = (page: Page) =>
  page.evaluate(() => [...document.styleSheets].filter((sheet) => sheet.href?.endsWith('/islands.css')).length);

describe('the islands’ sheet, linked when an island first opens, at 390 px', () => {
  it.each([
    ['default', '/'],
    ['cofi', '/'],
    ['default', '/ar/'],
  ])('%s %s: the drawer’s panel is styled from its first visible frame', async (tenant, path) => {
    const { page, consoleErrors, close } = await openPage(tenant, path);
    try {
      await page.setViewportSize({ width: 390, height: 844 });
      // The page sheet has no rules of the open drawer; nothing links the islands' sheet yet.
      expect(await islandSheets(page)).toBe(0);
      await styleWhenFirstShown(page, '#side-drawer', 'not-hidden', ['position', 'width', 'z-index']);
      await page.getByTestId('drawer-toggle').click();
      await expect.poll(() => firstShown(page)).toEqual({ position: 'fixed', width: '256px', 'z-index': '41' });
      expect(await islandSheets(page)).toBe(1);
      expect(await css(page, '[data-testid="drawer-scrim"]', 'position')).toBe('fixed');
      expect((await unstyledClasses(page)).unstyled, 'after opening the drawer').toEqual([]);
      // Closed and opened again: the sheet is linked once.
      await page.keyboard.press('Escape');
      await page.getByTestId('drawer-toggle').click();
      await expect.poll(() => page.getByTestId('drawer').isVisible()).toBe(true);
      expect(await islandSheets(page)).toBe(1);
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('cofi: the video dialog is styled from its first visible frame', async () => {
    const { page, consoleErrors, close } = await openPage('cofi', '/product/benefits/workout-videos');
    try {
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await islandSheets(page)).toBe(0);
      await styleWhenFirstShown(page, '[data-testid="video-dialog"]', 'open', [
        'background-color',
        'padding-top',
        'border-top-width',
      ]);
      await page.locator('main a[href="https://www.youtube.com/watch?v=aqz-KE-bpKQ"]').first().click();
      await expect
        .poll(() => firstShown(page))
        .toEqual({ 'background-color': 'rgb(0, 0, 0)', 'padding-top': '0px', 'border-top-width': '0px' });
      expect(await islandSheets(page)).toBe(1);
      expect((await unstyledClasses(page)).unstyled, 'with the dialog open').toEqual([]);
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });
});
