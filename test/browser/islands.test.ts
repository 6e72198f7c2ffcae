import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { closeSharedBrowser, hydrateIsland, sharedBrowser, tenantOrigin } from './browser.ts';
import { BRANDS } from '../../common/brands.ts';

afterAll(closeSharedBrowser);

let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

/** A page on a phone-sized screen, with console errors recorded; `prepare` runs before navigation. */
async function phonePage(tenantId: string, path: string, prepare?: (page: Page, ctx: BrowserContext) => Promise<void>) {
  const browser = await sharedBrowser();
  context = await browser.newContext({ viewport: { width: 390, height: 800 }, hasTouch: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  await prepare?.(page, context);
  await page.goto(`${tenantOrigin(tenantId)}${path}`, { waitUntil: 'networkidle' });
  return { page, errors };
}

describe('islands', () => {
  it.each(BRANDS)('hydrate on %s without console errors', async (tenantId) => {
    const { page, errors } = await phonePage(tenantId, '/pricing');
    await page.waitForSelector('html[data-islands="ready"]');
    // The estimator waits for a first touch.
    expect(await page.locator('tt-island[data-island="pricing-estimator"]').getAttribute('data-hydrated')).toBe(
      'pending',
    );
    await hydrateIsland(page, 'pricing-estimator');
    expect(errors).toEqual([]);
  });

  it('the drawer opens from the toggle, 256 wide from the left, and closes on Escape and on the scrim', async () => {
    const { page } = await phonePage('default', '/pricing');
    await page.waitForSelector('html[data-islands="ready"]');
    const drawer = page.getByTestId('drawer');
    await expect.poll(() => drawer.isVisible()).toBe(false);
    await page.getByTestId('drawer-toggle').click();
    await expect.poll(() => drawer.isVisible()).toBe(true);
    expect(await drawer.getByRole('link', { name: 'Start Free Trial' }).count()).toBe(1);
    const box = await drawer.boundingBox();
    expect(box?.x).toBe(0);
    expect(box?.width).toBe(256);
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.isVisible()).toBe(false);
    await page.getByTestId('drawer-toggle').click();
    await page.getByTestId('drawer-scrim').click({ position: { x: 370, y: 400 } });
    await expect.poll(() => drawer.isVisible()).toBe(false);
  });

  it('the drawer shows no trial button for other tenants', async () => {
    const { page } = await phonePage('cofi', '/pricing');
    await page.waitForSelector('html[data-islands="ready"]');
    await page.getByTestId('drawer-toggle').click();
    expect(await page.getByTestId('drawer').getByRole('link', { name: 'Start Free Trial' }).count()).toBe(0);
  });
});

describe('snackbar queue', () => {
  it('shows one message at a time, closes each after 5000 ms and pauses while hovered', async () => {
    const { page } = await phonePage('default', '/test/theme');
    await page.waitForSelector('html[data-islands="ready"]');
    // From here on the page's timers (and animation frames, which Playwright's actionability
    // checks wait for) are fake, so clicks are dispatched and the mouse moved directly.
    await page.clock.install();
    // Installed, the fake clock still runs with real time: paused, a loaded machine cannot let the
    // 5 s pass between two steps (two browser files at a time at load 12 did).
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);
    await page.getByTestId('snackbar-demo-success').dispatchEvent('click');
    await page.getByTestId('snackbar-demo-error').dispatchEvent('click');
    const bar = page.getByTestId('snackbar');
    expect(await bar.textContent()).toBe('Sample success message');
    expect(await bar.getAttribute('data-color')).toBe('success');
    await page.clock.runFor(4900);
    expect(await bar.textContent()).toBe('Sample success message');
    await page.clock.runFor(200);
    await expect.poll(() => bar.textContent()).toBe('Sample error message');
    const box = (await bar.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.clock.runFor(8000);
    expect(await bar.textContent()).toBe('Sample error message');
    await page.mouse.move(5, 5);
    await page.clock.runFor(5100);
    await expect.poll(() => bar.count()).toBe(0);
  });

  it('closes on a vertical swipe of more than 50 px', async () => {
    const { page } = await phonePage('default', '/test/theme');
    await page.waitForSelector('html[data-islands="ready"]');
    await page.getByTestId('snackbar-demo-info').click();
    const bar = page.getByTestId('snackbar');
    const box = (await bar.boundingBox())!;
    const swipe = async (dy: number) =>
      bar.evaluate((el, delta) => {
        const at = (y: number) => [new Touch({ identifier: 1, target: el, clientX: 10, clientY: y })];
        el.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, touches: at(100), changedTouches: at(100) }));
        el.dispatchEvent(new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: at(100 + delta) }));
      }, dy);
    expect(box.height).toBeGreaterThan(0);
    await swipe(30);
    expect(await bar.count()).toBe(1);
    await swipe(60);
    await expect.poll(() => bar.count()).toBe(0);
  });
});

describe('failed island chunk', () => {
  it('reloads the page once, then only logs', async () => {
    let documents = 0;
    // The component gallery's snackbar hydrates when idle, with no touch.
    const { page, errors } = await phonePage('default', '/test/theme', async (p) => {
      p.on('request', (r) => r.resourceType() === 'document' && documents++);
      await p.route('**/assets/snackbar-*.js', (route) => route.abort());
    });
    // The second failure logs instead of reloading: once it did, no further document can come.
    await expect.poll(() => errors.some((e) => e.includes('island failed to load'))).toBe(true);
    expect(documents).toBe(2);
    expect(await page.evaluate(() => sessionStorage.getItem('tt-chunk-reload'))).toBe('1');
    expect(errors.some((e) => e.includes('island failed to load'))).toBe(true);
  });

  it('clears the flag once islands mounted', async () => {
    const { page } = await phonePage('default', '/test/theme', async (p, ctx) => {
      await ctx.addInitScript(() => sessionStorage.setItem('tt-chunk-reload', '1'));
      void p;
    });
    await page.waitForSelector('html[data-islands="ready"]');
    // The init script sets the flag again on every navigation; read it after the entry ran.
    expect(await page.evaluate(() => sessionStorage.getItem('tt-chunk-reload'))).toBeNull();
  });
});

describe('video player', () => {
  it('opens the embedded player with autoplay in place', async () => {
    const { page, errors } = await phonePage('default', '/test/theme', async (p) => {
      // No network here: answer the embed with an empty page.
      await p.route('https://www.youtube-nocookie.com/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>player</title>' }),
      );
    });
    const play = page.getByTestId('video-play');
    await play.scrollIntoViewIfNeeded();
    await expect
      .poll(() => page.locator('tt-island[data-island="video-player"]').getAttribute('data-hydrated'))
      .toBe('true');
    await play.click();
    const src = await page.locator('iframe').getAttribute('src');
    expect(src).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?autoplay=1$/);
    expect(errors).toEqual([]);
  });
});

describe('an idle island on a main thread that is never idle', () => {
  it("hydrates by its deadline all the same (the component gallery's snackbar)", async () => {
    const { page, errors } = await phonePage('default', '/test/theme', async (p) => {
      // A browser that never finds an idle moment: a callback runs only when its deadline passes.
      await p.addInitScript(() => {
        window.requestIdleCallback = ((cb: IdleRequestCallback, options?: IdleRequestOptions) =>
          options?.timeout === undefined
            ? 0
            : window.setTimeout(() => cb({ didTimeout: true, timeRemaining: () => 0 }), options.timeout)) as never;
      });
    });
    await page.waitForSelector('tt-island[data-island="snackbar"][data-hydrated="true"]', {
      state: 'attached',
      timeout: 10_000,
    });
    await page.waitForSelector('html[data-islands="ready"]', { timeout: 5_000 });
    expect(errors).toEqual([]);
  });
});
