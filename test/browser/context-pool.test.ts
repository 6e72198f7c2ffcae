/**
 * The kept contexts of context-pool.ts: a closed context comes back emptied, and one that cannot be
 * emptied is really closed. The pool is what keeps most page loads in a renderer process that
 * already exists; a release that fails silently closes every context and costs the browser tests
 * a new process per page.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { closeSharedBrowser, sharedBrowser, tenantOrigin } from './browser.ts';

afterAll(closeSharedBrowser);

const OPTIONS = { viewport: { width: 390, height: 800 } };

async function leaveStorage(page: import('playwright-core').Page, url: string) {
  await page.goto(url);
  await page.evaluate(() => {
    localStorage.setItem('kept', 'local');
    sessionStorage.setItem('kept', 'session');
  });
}

describe('kept browser contexts', () => {
  it('a context closed on one origin is handed out again, on about:blank, with that origin’s storage empty', async () => {
    const browser = await sharedBrowser();
    const first = await browser.newContext(OPTIONS);
    const page = await first.newPage();
    await leaveStorage(page, `${tenantOrigin('default')}/contact`);
    await page.setViewportSize({ width: 1280, height: 900 });
    await first.close();

    const again = await browser.newContext(OPTIONS);
    expect(again).toBe(first);
    const reused = await again.newPage();
    expect(reused).toBe(page);
    expect(reused.url()).toBe('about:blank');
    expect(reused.viewportSize()).toEqual(OPTIONS.viewport);
    await reused.goto(`${tenantOrigin('default')}/contact`);
    expect(await reused.evaluate(() => [localStorage.getItem('kept'), sessionStorage.getItem('kept')])).toEqual([
      null,
      null,
    ]);
    await again.close();
  });

  it('a context whose page visited two origins is closed, not handed out: the first one’s session storage cannot be emptied', async () => {
    const browser = await sharedBrowser();
    const first = await browser.newContext(OPTIONS);
    const page = await first.newPage();
    await leaveStorage(page, `${tenantOrigin('default')}/contact`);
    await page.goto(`${tenantOrigin('cofi')}/contact`);
    await first.close();

    const next = await browser.newContext(OPTIONS);
    expect(next).not.toBe(first);
    expect(page.isClosed()).toBe(true);
    await next.close();
  });

  it('a context a test changed for good (emulated media) is closed, not handed out', async () => {
    const browser = await sharedBrowser();
    const first = await browser.newContext(OPTIONS);
    const page = await first.newPage();
    await page.emulateMedia({ forcedColors: 'active' });
    await first.close();

    const next = await browser.newContext(OPTIONS);
    expect(next).not.toBe(first);
    await next.close();
  });
});
