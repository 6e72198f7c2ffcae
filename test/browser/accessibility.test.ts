import { afterAll, describe, expect, it } from 'vitest';
import { closeSharedBrowser, formatViolations, openPage, runAxe } from './browser.ts';
import { BRANDS } from '../../common/brands.ts';
import { AXE_CONTENT_PAGES, AXE_NOT_FOUND_PAGE, AXE_THEMED_PAGES } from '../../compiler/accessibility/axe-pages.ts';

afterAll(closeSharedBrowser);

// The lists live in compiler/accessibility/axe-pages.ts: the accessibility statement counts them.
describe.each(BRANDS)('axe on %s', (tenantId) => {
  it.each(AXE_THEMED_PAGES.flatMap((path) => [path, `${path}?theme=highcontrast`]))(
    '%s has no WCAG A/AA violations',
    async (path) => {
      const { page, close } = await openPage(tenantId, path);
      try {
        expect(formatViolations(await runAxe(page))).toBe('');
      } finally {
        await close();
      }
    },
  );
});

/** One page of each kind the content pipeline renders, per brand, and the 404 page with a search. */
const CONTENT_PAGES: Record<string, string[]> = Object.fromEntries(
  BRANDS.map((brand) => [
    brand,
    [...AXE_CONTENT_PAGES[brand], ...(AXE_NOT_FOUND_PAGE.brand === brand ? [AXE_NOT_FOUND_PAGE.path] : [])],
  ]),
);

describe.each(Object.keys(CONTENT_PAGES))('axe on content pages of %s', (tenantId) => {
  it.each(CONTENT_PAGES[tenantId]!)('%s has no WCAG A/AA violations', async (path) => {
    const { page, close } = await openPage(tenantId, path);
    try {
      expect(formatViolations(await runAxe(page))).toBe('');
    } finally {
      await close();
    }
  });
});
