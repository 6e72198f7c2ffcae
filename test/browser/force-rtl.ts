import type { BrowserContext } from 'playwright-core';

/**
 * The init script: the parser sets the server's attributes when it creates `<html>`, after this
 * runs, so it waits for the element's insertion (a mutation observer, whose callback runs long
 * before anything is painted) and then overrides them. A string, not a function: tsx (the scripts'
 * loader) wraps named inner functions in a helper the page does not have.
 */
const RIGHT_TO_LEFT = `(() => {
  const apply = () => {
    const html = document.documentElement;
    if (!html) return false;
    html.dir = 'rtl';
    html.lang = 'ar';
    return true;
  };
  if (apply()) return;
  const observer = new MutationObserver(() => apply() && observer.disconnect());
  observer.observe(document, { childList: true });
})();`;

/**
 * Makes every page of `context` right to left before its first paint: `<html dir="rtl" lang="ar">`
 * over the server's `dir="ltr"`. For the layout's tests and screenshots while the Arabic locale
 * routes (`/ar/…`) do not exist; once they do, load those instead.
 *
 * @example
 * const context = await browser.newContext(); await forceRightToLeft(context);
 */
export async function forceRightToLeft(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: RIGHT_TO_LEFT });
}
