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
    ['default', '/contact', 'contact', 'form[data-testid="contact-form"] input#f-email', 'min-height', '44px'],
    ['cofi', '/contact', 'contact', 'form[data-testid="contact-form"] input#f-email', 'min-height', '44px'],
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
