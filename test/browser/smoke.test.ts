import { afterAll, describe, expect, it } from 'vitest';
import { closeSharedBrowser, formatViolations, openPage, runAxe, sharedBrowser } from './browser.ts';
import { BRANDS } from '../../common/brands.ts';

afterAll(closeSharedBrowser);

describe.each(BRANDS)('home page of %s in Chromium', (tenantId) => {
  it('loads with status 200, its tenant, a title and no errors', async () => {
    const { page, response, consoleErrors, pageErrors, close } = await openPage(tenantId, '/');
    try {
      expect(response.status()).toBe(200);
      expect(await page.locator('html').getAttribute('data-tenant')).toBe(tenantId);
      expect((await page.title()).trim()).not.toBe('');
      expect(consoleErrors).toEqual([]);
      expect(pageErrors).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('component stylesheet in Chromium', () => {
  it('styles the page before any island runs: the linked sheet loads under the CSP and its rules apply', async () => {
    // The embedded view has no island, so no goober in the browser adds rules: what styles it is the stylesheet.
    const { page, consoleErrors, close } = await openPage('default', '/about?view=embed');
    try {
      // No script runs: the one script element is the JSON-LD data block, which the browser never executes.
      expect(await page.locator('script:not([type="application/ld+json"])').count()).toBe(0);
      expect(await page.locator('script[type="application/ld+json"]').count()).toBe(1);
      const sheets = await page.evaluate(() =>
        [...document.styleSheets].map((sheet) => ({ href: sheet.href, rules: sheet.cssRules.length })),
      );
      const linked = sheets.filter((sheet) => sheet.href?.includes('/assets/css-'));
      expect(linked).toHaveLength(1);
      expect(linked[0]!.rules).toBeGreaterThan(100);
      // The base rule `body { margin: 0 }` and box-sizing come only from that sheet.
      expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
      expect(
        await page.evaluate(() => getComputedStyle(document.querySelector('main') ?? document.body).boxSizing),
      ).toBe('border-box');
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('runAxe', () => {
  it('reports a violation on a deliberately inaccessible page', async () => {
    const browser = await sharedBrowser();
    const page = await browser.newPage();
    try {
      await page.setContent(
        '<!doctype html><html lang="en"><head><title>Bad page</title></head>' +
          '<body><main><h1>Bad page</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></main></body></html>',
      );
      const violations = await runAxe(page);
      expect(violations.map((v) => v.id)).toContain('image-alt');
      expect(formatViolations(violations)).toMatch(/^image-alt \(critical\): .*: img$/m);
    } finally {
      await page.close();
    }
  });

  it('reports nothing on an accessible page', async () => {
    const browser = await sharedBrowser();
    const page = await browser.newPage();
    try {
      await page.setContent(
        '<!doctype html><html lang="en"><head><title>Good page</title></head>' +
          '<body><main><h1>Good page</h1><img alt="A dot" src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></main></body></html>',
      );
      expect(formatViolations(await runAxe(page))).toBe('');
    } finally {
      await page.close();
    }
  });

  it('runs on a page of the site despite its Content-Security-Policy, without console errors', async () => {
    const { page, response, consoleErrors, close } = await openPage('default', '/');
    try {
      expect(response.headers()['content-security-policy']).toMatch(/script-src 'self'/);
      const before = consoleErrors.length;
      // Only that axe runs here: the site's own accessibility is asserted once the page frame is done.
      expect(Array.isArray(await runAxe(page))).toBe(true);
      expect(consoleErrors.slice(before)).toEqual([]);
    } finally {
      await close();
    }
  });
});
