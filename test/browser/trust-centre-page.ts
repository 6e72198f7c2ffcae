/**
 * A brand's trust centre without JavaScript (its layout is the server's), in a browser context of its
 * own per test: `openTrustCentre` opens one, `closeTrustCentre` (an `afterEach`) closes it.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { TRUST_CENTRE_PATHS } from '../../worker/trust/trust-centre-path.ts';
import { sharedBrowser, tenantOrigin } from './browser.ts';

let context: BrowserContext | undefined;

export async function closeTrustCentre(): Promise<void> {
  await context?.close();
  context = undefined;
}

/** `prefix` is the locale's ('' or '/de'); `height` the window's; with the web fonts loaded. */
export async function openTrustCentre(
  tenant: keyof typeof TRUST_CENTRE_PATHS,
  prefix: string,
  width: number,
  height = 844,
): Promise<Page> {
  await closeTrustCentre();
  context = await (await sharedBrowser()).newContext({ viewport: { width, height }, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${tenantOrigin(tenant)}${prefix}${TRUST_CENTRE_PATHS[tenant]}`, { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);
  return page;
}
