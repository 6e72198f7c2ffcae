import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRANDS, type Brand } from '../../common/brands.ts';
import { directionOf, type PageLocale } from '../../common/i18n/locales.ts';
import { translatedLocalesOf } from '../tenant-hosts.ts';
import { closeSharedBrowser, sharedBrowser, tenantOrigin } from './browser.ts';

/**
 * The translated pages that sell fit a phone ("nothing overflows at 390 px"):
 * in every left-to-right language a brand offers, not only in English and the pseudo-locale.
 * German's long compound words once made the footer's legal line one unbreakable run of links,
 * 659 px wide on a 390 px phone, on every German page.
 */
const LOCALES = Object.fromEntries(
  BRANDS.map((brand) => [brand, translatedLocalesOf(brand).filter((l) => directionOf(l as PageLocale) === 'ltr')]),
) as Record<Brand, string[]>;
const PATHS = ['', '/contact', '/pricing'];

afterAll(closeSharedBrowser);

describe.each(Object.keys(LOCALES) as Brand[])('translated pages of %s at 390 px', (tenantId) => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await (await sharedBrowser()).newContext({ viewport: { width: 390, height: 844 } });
    page = await context.newPage();
  });
  afterAll(() => context?.close());

  it.each(LOCALES[tenantId].flatMap((locale) => PATHS.map((path) => `/${locale}${path}`)))(
    '%s is no wider than the phone',
    async (path) => {
      const response = await page.goto(`${tenantOrigin(tenantId)}${path}`, { waitUntil: 'load' });
      expect(response?.status()).toBe(200);
      const sizes = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(sizes.scrollWidth, `${path}: ${JSON.stringify(sizes)}`).toBeLessThanOrEqual(sizes.clientWidth);
    },
  );
});
