/**
 * High contrast colours every border the text's colour (worker/ui/base-styles.ts). A quiet text
 * link beside a button (the home's "See the challenges", the product index's "See pricing") kept
 * the button's border, only transparent: high contrast drew it as a rule above and below, an empty
 * box. A text link there is a link: underlined, no border.
 */
import type { BrowserContext } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { closeSharedBrowser, sharedBrowser, tenantOrigin } from './browser.ts';

afterAll(closeSharedBrowser);

let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

describe('quiet text links in high contrast', () => {
  it.each([
    ['cofi', '/'],
    ['cofi', '/product'],
    ['cofi', '/de/product'],
    ['default', '/'],
  ])('%s %s: underlined, without a rule above or below', async (brand, path) => {
    context = await (await sharedBrowser()).newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${tenantOrigin(brand)}${path}?theme=highcontrast`, { waitUntil: 'load' });
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('highcontrast');
    const links = await page.locator('main [data-secondary] a:not([data-action="primary"])').evaluateAll((as) =>
      as.map((a) => {
        const style = getComputedStyle(a);
        return {
          text: a.textContent,
          underline: style.textDecorationLine,
          top: parseFloat(style.borderTopWidth),
          bottom: parseFloat(style.borderBottomWidth),
        };
      }),
    );
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link, link.text!).toMatchObject({ underline: 'underline', top: 0, bottom: 0 });
  });
});
