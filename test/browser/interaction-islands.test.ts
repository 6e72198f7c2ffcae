import type { BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { closeSharedBrowser, holdIslandChunk, sharedBrowser, tenantOrigin } from './browser.ts';

/**
 * Islands that matter only on interaction (the drawer, the account menu, the pricing estimator, the
 * contact form) load their code and React's renderer on the first pointer, touch or keyboard event,
 * and neither the first press nor what was typed while they loaded is lost. Home, pricing and
 * contact therefore load no island chunk until a visitor touches one; the snackbar loads with the
 * first message a page shows.
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
async function phonePage(path: string, options: { hasTouch?: boolean; signedIn?: boolean; tenant?: string } = {}) {
  const browser = await sharedBrowser();
  context = await browser.newContext({ viewport: { width: 390, height: 800 }, hasTouch: options.hasTouch ?? false });
  const origin = tenantOrigin(options.tenant ?? 'default');
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

describe('forms hydrated on interaction', () => {
  const renderer = (list: Script[]) => list.some((s) => s.bytes > 100_000);

  it.each([
    ['default', '/pricing', 'pricing-estimator'],
    ['cofi', '/pricing', 'pricing-estimator'],
    ['default', '/contact', 'contact-form'],
    ['cofi', '/contact', 'contact-form'],
  ])("%s %s loads neither React's renderer nor its island before a touch", async (tenant, path, island) => {
    const { page, errors, scripts } = await phonePage(path, { tenant });
    const before = await scripts();
    expect(renderer(before)).toBe(false);
    expect(before.filter((s) => /\/assets\/(pricing-estimator|contact-form|snackbar)-/.test(s.path))).toEqual([]);
    expect(await hydrated(page, island)).toBe('pending');
    await page.locator(`tt-island[data-island="${island}"] input:not([type="hidden"])`).first().focus();
    await expect.poll(() => hydrated(page, island)).toBe('true');
    expect(renderer(await scripts())).toBe(true);
    expect(errors).toEqual([]);
  });

  it('a group size typed while the estimator loads is priced once it has loaded', async () => {
    const { page, errors } = await phonePage('/pricing');
    const typed = await holdIslandChunk(page, 'pricing-estimator');
    const participants = page.getByLabel('Participants', { exact: true });
    const before = await page.getByTestId('estimate-total').textContent();
    await participants.fill('250');
    expect(await hydrated(page, 'pricing-estimator')).toBe('pending');
    typed();
    await expect.poll(() => hydrated(page, 'pricing-estimator')).toBe('true');
    expect(await participants.inputValue()).toBe('250');
    await expect.poll(() => new URL(page.url()).searchParams.get('participants')).toBe('250');
    expect(await page.getByTestId('estimate-total').textContent()).not.toBe(before);
    expect(errors).toEqual([]);
  });

  it('a name typed while the contact form loads stays, and a first message loads the snackbar', async () => {
    const { page, errors, scripts } = await phonePage('/contact');
    const typed = await holdIslandChunk(page, 'contact-form');
    await page.getByLabel('Your name').fill('Amira Haddad');
    typed();
    await expect.poll(() => hydrated(page, 'contact-form')).toBe('true');
    expect(await page.getByLabel('Your name').inputValue()).toBe('Amira Haddad');
    expect((await scripts()).some((s) => /\/assets\/snackbar-/.test(s.path))).toBe(false);
    expect(await hydrated(page, 'snackbar')).toBe('pending');
    // A sent form queues its thank-you message, which loads the snackbar (the post is answered
    // here, and the thank-you page answers 204, so the browser stays on this page to be looked at).
    await page.route('**/*', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 200, json: { ok: true } }) : route.fallback(),
    );
    await page.route('**/thankyou*', (route) => route.fulfill({ status: 204 }));
    await page.getByLabel('Work email').fill('amira@northwind.example');
    await page.getByLabel('Organisation', { exact: true }).fill('Northwind Logistics');
    await page.getByLabel('Your message').fill('A six-week step challenge for 250 staff, please.');
    await page.getByLabel(/I agree/).check();
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => hydrated(page, 'snackbar')).toBe('true');
    expect((await scripts()).some((s) => /\/assets\/snackbar-/.test(s.path))).toBe(true);
    expect(errors).toEqual([]);
  });
});
