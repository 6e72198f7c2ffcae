import type { BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { closeSharedBrowser, sharedBrowser, tenantOrigin } from './browser.ts';

/**
 * Islands that matter only on interaction (the drawer, the account menu) load their code and
 * React's renderer on the first pointer, touch or keyboard event, and the first press made before
 * hydration is not lost. Home therefore loads no island chunk until a visitor touches one.
 */
afterAll(closeSharedBrowser);

let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

/** A page's scripts as they arrive: URL path, decoded bytes, bytes on the wire (body). */
interface Script {
  path: string;
  bytes: number;
  transferred: number;
}

/** A phone-sized page (touch when asked, signed in when asked) that records every script it loads. */
async function phonePage(path: string, options: { hasTouch?: boolean; signedIn?: boolean } = {}) {
  const browser = await sharedBrowser();
  context = await browser.newContext({ viewport: { width: 390, height: 800 }, hasTouch: options.hasTouch ?? false });
  const origin = tenantOrigin('default');
  if (options.signedIn) await context.addCookies([{ name: 'tt_auth', value: 'tok', url: origin }]);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  const scripts: Promise<Script | null>[] = [];
  page.on('requestfinished', (request: Request) => {
    if (request.resourceType() !== 'script') return;
    scripts.push(
      (async () => {
        const [body, sizes] = await Promise.all([request.response().then((r) => r!.body()), request.sizes()]);
        return { path: new URL(request.url()).pathname, bytes: body.length, transferred: sizes.responseBodySize };
      })().catch((error: Error) => {
        // A script that finished as the test closed its page: nobody reads it any more (and an
        // unhandled rejection would fail the run). Any other failure still fails the test.
        if (/has been closed/.test(error.message)) return null;
        throw error;
      }),
    );
  });
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
  // The entry ran (it binds the loading bar) and every island that hydrates without a visitor did.
  await page.waitForSelector('html[data-islands="ready"]');
  return {
    page,
    errors,
    scripts: async () => (await Promise.all(scripts)).filter((s): s is Script => s !== null),
  };
}

const islandChunk = (s: Script) => /\/assets\/(drawer|account-menu)-/.test(s.path);
const total = (list: Script[], key: 'bytes' | 'transferred') => list.reduce((sum, s) => sum + s[key], 0);
const hydrated = (page: Page, name: string) =>
  page.locator(`tt-island[data-island="${name}"]`).getAttribute('data-hydrated');

describe('islands hydrated on interaction', () => {
  it('home loads no island chunk before interaction; touching the drawer toggle loads it and opens the drawer', async () => {
    const { page, errors, scripts } = await phonePage('/', { hasTouch: true });
    const before = await scripts();
    expect(before.filter(islandChunk)).toEqual([]);
    // No island of home hydrates on its own, so React's renderer is not fetched either.
    expect(before.some((s) => s.bytes > 100_000)).toBe(false);
    expect(await hydrated(page, 'drawer')).toBe('pending');

    await page.getByTestId('drawer-toggle').tap();
    await expect.poll(() => page.getByTestId('drawer').isVisible()).toBe(true);
    const after = await scripts();
    expect(after.some((s) => /\/assets\/drawer-/.test(s.path))).toBe(true);
    console.log(
      `home JS before interaction: ${total(before, 'bytes')} B (${total(before, 'transferred')} B transferred) in ${before.length} files; ` +
        `after the first tap: ${total(after, 'bytes')} B (${total(after, 'transferred')} B transferred) in ${after.length} files`,
    );
    expect(errors).toEqual([]);
  });

  it('the drawer opens on its first click with the mouse, and closes on Escape', async () => {
    const { page, errors } = await phonePage('/');
    await page.getByTestId('drawer-toggle').click();
    await expect.poll(() => page.getByTestId('drawer').isVisible()).toBe(true);
    expect(await hydrated(page, 'drawer')).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('drawer').isVisible()).toBe(false);
    expect(errors).toEqual([]);
  });

  it.each(['Enter', ' '])('the drawer opens from the keyboard: Tab to the toggle, then %j', async (key) => {
    const { page, errors, scripts } = await phonePage('/');
    const toggle = page.getByTestId('drawer-toggle');
    // Tab until the toggle has focus (the skip link comes first).
    for (let i = 0; i < 5 && !(await toggle.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press(key);
    await expect.poll(() => page.getByTestId('drawer').isVisible()).toBe(true);
    expect((await scripts()).some((s) => /\/assets\/drawer-/.test(s.path))).toBe(true);
    expect(errors).toEqual([]);
  });

  it('the account menu loads nothing until touched, then opens by mouse, touch and keyboard', async () => {
    const mouse = await phonePage('/', { signedIn: true });
    expect((await mouse.scripts()).filter(islandChunk)).toEqual([]);
    await mouse.page.getByTestId('account-menu-button').click();
    await expect.poll(() => mouse.page.getByTestId('account-menu').isVisible()).toBe(true);
    expect(mouse.errors).toEqual([]);
    await context!.close();

    const touch = await phonePage('/', { signedIn: true, hasTouch: true });
    await touch.page.getByTestId('account-menu-button').tap();
    await expect.poll(() => touch.page.getByTestId('account-menu').isVisible()).toBe(true);
    await context!.close();

    const keyboard = await phonePage('/', { signedIn: true });
    await keyboard.page.getByTestId('account-menu-button').focus();
    await keyboard.page.keyboard.press('Enter');
    await expect.poll(() => keyboard.page.getByTestId('account-menu').isVisible()).toBe(true);
    await keyboard.page.keyboard.press('Escape');
    await expect.poll(() => keyboard.page.getByTestId('account-menu').count()).toBe(0);
  });
});
