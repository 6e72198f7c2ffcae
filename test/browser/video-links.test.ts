import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { closeSharedBrowser, sharedBrowser, tenantOrigin, waitForIslands } from './browser.ts';

afterAll(closeSharedBrowser);

let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

/** A page whose video embeds are answered locally (no network in tests), with page errors recorded. */
async function openPage(tenantId: string, path: string): Promise<{ page: Page; errors: string[] }> {
  const browser = await sharedBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.route(/^https:\/\/(www\.youtube-nocookie\.com|www\.youtube\.com|player\.vimeo\.com)\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
  );
  await page.goto(`${tenantOrigin(tenantId)}${path}`, { waitUntil: 'load' });
  await page.waitForSelector('html[data-islands="ready"]');
  await waitForIslands(page);
  return { page, errors };
}

describe('video links', () => {
  it.each([
    ['a link in Markdown copy', 'cofi', '/product/benefits/workout-videos', 'ten-minute desk stretch'],
    ['a card', 'default', '/challenges/workout-videos', 'Play the video'],
  ])(
    '%s opens the embedded player with autoplay in a dialog; closing it stops the video',
    async (_label, tenantId, path, text) => {
      const { page, errors } = await openPage(tenantId, path);
      await page
        .locator('main a[href="https://www.youtube.com/watch?v=aqz-KE-bpKQ"]', { hasText: text })
        .click({ timeout: 5000 });
      const dialog = page.getByTestId('video-dialog');
      await expect.poll(() => dialog.isVisible()).toBe(true);
      expect(await dialog.locator('iframe').getAttribute('src')).toBe(
        'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1',
      );
      expect(page.url()).toBe(`${tenantOrigin(tenantId)}${path}`);
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.isVisible()).toBe(false);
      // The player is removed on the dialog's close event, one React render after it hides.
      await expect.poll(() => dialog.locator('iframe').count()).toBe(0);
      expect(errors).toEqual([]);
    },
  );

  it('a menu link’s title leaves out its new-tab hint in the page’s language (German)', async () => {
    const { page, errors } = await openPage('cofi', '/de/product/benefits/workout-videos');
    // A link as MenuLink renders it for another site, the hint as the header's own external link has it
    // (there joined to the link's "(auf Englisch)": ", öffnet in einem neuen Tab").
    await page.evaluate(() => {
      const hint = document.querySelector('header a[target="_blank"] > span')!.outerHTML;
      const link = `<a id="menu-video" href="https://www.youtube.com/watch?v=aqz-KE-bpKQ" target="_blank">Dehnübungen am Schreibtisch${hint}</a>`;
      document.querySelector('main')!.insertAdjacentHTML('beforeend', link);
    });
    expect(await page.locator('#menu-video').textContent()).toContain('öffnet in einem neuen Tab');
    await page.locator('#menu-video').click({ timeout: 5000 });
    const dialog = page.getByTestId('video-dialog');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.locator('h2').textContent()).toBe('Dehnübungen am Schreibtisch');
    expect(errors).toEqual([]);
  });
});
