/**
 * Done when: the real Strapi admin in Chromium, as a marketer uses it, against the site
 * started as the README's "Edit in the CMS" starts it (test/cms-admin/cms-and-site.ts): log in,
 * edit a corporate-fitness page, see the draft in the preview panel on that brand's host, publish
 * and see the change on the site within 5 s, and the live page's link; save a page the site
 * refuses and keep every field as typed, the refused one marked; the page list's columns and the
 * form's labels and help; the Copy editor offers only the blocks the site shows; the Site box says "Live at" only once the site serves the publish, and a
 * plain Save after it never reads as live; rename the "Pricing" menu item and see it in the site's top menu; try a
 * menu link the site refuses and read why in the menu editor's own notice, nothing saved. One
 * browser, one login, one admin tab and one site tab; waits on selectors only.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../browser/browser.ts';
import type { CmsAndSite } from './cms-and-site.ts';
import { publishLineStates, recordPublishLine, staleLiveAfter } from './publish-line-states.ts';

const readyOrigin = inject('cmsAdminReady');

/**
 * The setup's /ready answers once the CMS and the site are up, which on an empty cache includes
 * Strapi's admin build (minutes): asked again whenever Node's fetch gives up waiting for headers.
 */
async function whenReady(origin: string): Promise<CmsAndSite> {
  for (;;) {
    try {
      const r = await fetch(`${origin}/ready`);
      if (!r.ok) throw new Error(await r.text());
      return (await r.json()) as CmsAndSite;
    } catch (error) {
      if ((error as { cause?: { code?: string } }).cause?.code !== 'UND_ERR_HEADERS_TIMEOUT') throw error;
    }
  }
}
const env: CmsAndSite | null = readyOrigin ? await whenReady(readyOrigin) : null;
const suite = env ? describe : describe.skip;

const PAGE = '/solutions/workplace';
const DRAFT_TITLE = 'Workplace challenges everyone joins, edited in the admin';
const SAVED_ONLY_TITLE = 'Workplace challenges, saved as a draft only';
const MENU_LABEL = 'Plans and pricing';
const TYPED_SUMMARY = 'Steps, minutes and wellbeing habits, counted for every team: kept while the title is fixed.';

let browser: Browser;
let admin: Page;
let site: Page;
const cofi = (path: string) => `http://cofi.localhost:${env!.sitePort}${path}`;
const steps: Record<string, number> = {};
async function step<T>(name: string, work: () => Promise<T>): Promise<T> {
  const started = Date.now();
  try {
    const result = await work();
    steps[name] = Date.now() - started;
    return result;
  } catch (error) {
    const shot = join(tmpdir(), `cms-admin-${name.replace(/\W+/g, '-')}.png`);
    await admin.screenshot({ path: shot }).catch(() => {});
    throw new Error(`${name}: ${(error as Error).message}\n(screenshot: ${shot})`);
  }
}

/**
 * A navigation whose answer has not begun by then is abandoned and made again, as a visitor
 * reloads. The site answers in well under a second; what does not is `wrangler dev`'s ProxyWorker,
 * which forwards to the worker over pooled connections and at times leaves one request on a
 * stale one (a page that never loaded in 30 s in one CI run; scripts/keep-alive-bodies.test.ts).
 */
const UNANSWERED_NAVIGATION_MS = 2000;

/** Loads a site page in the site tab until `check` holds or 5 s have passed; the time it took. */
async function onSiteWithin5s(path: string, check: (page: Page) => Promise<boolean>): Promise<number> {
  const started = Date.now();
  const abandoned: number[] = [];
  for (;;) {
    const answered = await site
      .goto(cofi(path), { waitUntil: 'commit', timeout: UNANSWERED_NAVIGATION_MS })
      .then(() => true)
      .catch((error: Error) => {
        if (error.name !== 'TimeoutError') throw error;
        abandoned.push(Date.now() - started);
        return false;
      });
    if (answered && (await check(site))) {
      if (abandoned.length)
        console.warn(`test/cms-admin: ${path}: navigations abandoned at ${abandoned.join(', ')} ms`);
      return Date.now() - started;
    }
    if (Date.now() - started > 5000)
      throw new Error(
        `${path}: not changed within 5 s` +
          (abandoned.length ? ` (unanswered navigations at ${abandoned.join(', ')} ms)` : ''),
      );
  }
}

suite('a marketer in the real Strapi admin (Chromium)', () => {
  beforeAll(async () => {
    browser = await launchChromium();
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    [admin, site] = [await context.newPage(), await context.newPage()];
  });
  afterAll(async () => {
    console.log(`test/cms-admin: steps ${JSON.stringify(steps)} ms`);
    await browser?.close();
  });

  it('logs in, with no guided tour in the way', async () => {
    await step('login', async () => {
      await admin.goto(env!.admin);
      await admin.locator('input[name=email]').fill(env!.email);
      await admin.locator('input[name=password]').fill(env!.password);
      await admin.getByRole('button', { name: 'Login' }).click();
      await admin.getByRole('link', { name: 'Content Manager' }).waitFor();
    });
    expect(await admin.evaluate(() => localStorage.getItem('STRAPI_GUIDED_TOUR'))).toContain('"enabled":false');
  });

  it('edits a corporate-fitness page and sees the draft in the preview panel, on cofi', async () => {
    await step('edit and save', async () => {
      // The English localization, named as the admin's own links name it (without it the admin adds it, leaving the form).
      await admin.goto(
        `${env!.admin}/content-manager/collection-types/api::page.page/${env!.pages[PAGE]}?plugins[i18n][locale]=en`,
      );
      await admin.locator('input[name=title]').fill(DRAFT_TITLE);
      await admin.getByRole('button', { name: 'Save' }).click();
      await admin.getByText('Saved document').first().waitFor();
    });
    const frame = await step('preview', async () => {
      await admin.getByRole('link', { name: 'Open preview' }).click();
      const iframe = admin.locator('iframe');
      await iframe.waitFor();
      expect(new URL((await iframe.getAttribute('src'))!).origin).toBe(`http://cofi.localhost:${env!.sitePort}`);
      const content = admin.frameLocator('iframe');
      await content.locator('[data-testid="cms-preview"][data-preview="draft"]').waitFor();
      return content;
    });
    expect(await frame.locator('h1').innerText()).toBe(DRAFT_TITLE);
    // The public page is still the published one.
    await site.goto(cofi(PAGE));
    expect(await site.locator('h1').innerText()).not.toBe(DRAFT_TITLE);
  });

  it('publishes, and the site shows it within 5 s', async () => {
    await admin.goBack();
    // The box may still say the seed's version is live until its next look at the site.
    const before = await admin.locator('[data-testid="site-status-publish"]').getAttribute('data-version');
    await recordPublishLine(admin);
    await admin.getByRole('button', { name: 'Publish' }).click();
    await admin.getByText('Published document').first().waitFor();
    steps['publish to live'] = await onSiteWithin5s(
      PAGE,
      async (page) => (await page.locator('h1').innerText()) === DRAFT_TITLE,
    );
    // The entry's Site box says "Live at" only once the site serves the version published: the
    // version it names is the one the site's page answers with, and the page shows the edit.
    const box = admin.locator(
      `[data-testid="site-status-publish"][data-state="live"]:not([data-version="${before ?? ''}"])`,
    );
    await box.waitFor();
    expect(await box.innerText()).toMatch(/^Live at [\d:]+( [AP]M)?: the site serves the version published at/);
    const published = await box.getAttribute('data-version');
    const answer = await site.goto(cofi(PAGE));
    expect(answer?.headers()['x-cms-version']).toBe(published);
    expect(await site.locator('h1').innerText()).toBe(DRAFT_TITLE);
    // Every state the box took since the click: once the form knew of the publish, never the
    // previous version's "Live at" (it says "Publishing…" until the site serves it); it ends live with it.
    const states = await publishLineStates(admin);
    expect(states.some((s) => s.published === published)).toBe(true);
    expect(staleLiveAfter(states, published!)).toEqual([]);
    expect(states.at(-1)).toMatchObject({ state: 'live', version: published });
  });

  it('links the live page from the Site box', async () => {
    const link = admin.locator('[data-testid="live-page-link"]');
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(cofi(PAGE));
    expect(await link.innerText()).toContain('View the live page');
  });

  it('a plain Save after the publish never reads as live: the box says the draft is not on the site', async () => {
    const live = admin.locator('[data-testid="site-status-publish"][data-state="live"]');
    const published = await live.getAttribute('data-version');
    await recordPublishLine(admin);
    await admin.locator('input[name=title]').fill(SAVED_ONLY_TITLE);
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('Saved document').first().waitFor();
    await admin.locator('[data-testid="site-status-draft"]').waitFor();
    expect(await admin.locator('[data-testid="site-status-publish"]').getAttribute('data-version')).toBe(published);
    // Every state the box took since the click names that publish only: never a new one, so never a new "live".
    const states = await publishLineStates(admin);
    expect(states.filter((s) => [s.version, s.published].some((v) => v !== null && v !== published))).toEqual([]);
    const answer = await site.goto(cofi(PAGE));
    expect(answer?.headers()['x-cms-version']).toBe(published);
    expect(await site.locator('h1').innerText()).toBe(DRAFT_TITLE);
  });

  it('keeps every field as typed when the site refuses a save, and marks the refused one', async () => {
    const title = admin.locator('input[name=title]');
    const summary = admin.locator('textarea[name=description]');
    await step('refused save', async () => {
      await title.fill('');
      await summary.fill(TYPED_SUMMARY);
      await admin.getByRole('button', { name: 'Save' }).click();
      // Beside the field, in the site's words; and in the Site box, which reads the CMS's record of
      // the refusal a poll later (by then a reset form, as Strapi's own code did it, would show).
      await admin.getByText('The title is empty.', { exact: true }).waitFor();
      await admin.locator('[data-testid="site-status-refusal"]', { hasText: 'The title is empty.' }).waitFor();
    });
    expect(await title.getAttribute('aria-invalid')).toBe('true');
    expect(await title.inputValue()).toBe('');
    expect(await summary.inputValue()).toBe(TYPED_SUMMARY);
    // The kept work saves once the title is fixed.
    await title.fill(DRAFT_TITLE);
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('Saved document').first().waitFor();
    await admin.reload();
    await expect.poll(() => summary.inputValue()).toBe(TYPED_SUMMARY);
    // The fix was taken: the Site box no longer says this page's save was refused.
    await admin.locator('[data-testid="site-status-publish"]').waitFor();
    expect(await admin.locator('[data-testid="site-status-refusal"]').count()).toBe(0);
  });

  it("the Copy editor offers the site's blocks only: pictures and headings 2 to 4, no code block or Heading 1", async () => {
    const offered = await step('copy blocks', async () => {
      // The Copy editor's block list: its button shows the block at the cursor ("Text" at first).
      const blockList = admin
        .getByRole('combobox')
        .filter({ hasText: /^Text$/ })
        .first();
      await admin.getByText('Copy', { exact: true }).first().scrollIntoViewIfNeeded();
      await blockList.click();
      await admin.getByRole('option').first().waitFor();
      const names = await admin.getByRole('option').allInnerTexts();
      await admin.keyboard.press('Escape');
      return names.map((name) => name.trim());
    });
    expect(offered).toEqual([
      'Text',
      'Heading 2',
      'Heading 3',
      'Heading 4',
      'Numbered list',
      'Bulleted list',
      'Image',
      'Quote',
    ]);
  });

  it('labels every field in words with help, and lists pages by title, path, brand and languages', async () => {
    await admin.getByText('Hide the contact banner', { exact: true }).waitFor();
    // Each help line under its field (after Strapi's own "max. 90 characters").
    for (const help of [
      "The page's heading, also its title in search results and browser tabs. At most 90 characters.",
      'On: the page ends without the "talk to us" banner above the footer.',
      'Optional: a picture from the Media Library (PNG, JPEG, WebP, GIF or AVIF) beside the title',
    ])
      await admin.getByText(help).waitFor();
    const brand = admin.locator('input[name=shown_on]');
    expect(await brand.inputValue()).toBe('Corporate Fitness');
    expect(await brand.isDisabled()).toBe(true);
    await admin.goto(
      `${env!.admin}/content-manager/collection-types/api::page.page?plugins[i18n][locale]=en&filters[$and][0][path][$eq]=${encodeURIComponent(PAGE)}`,
    );
    const rows = admin.getByRole('row');
    // The row can show before its "Available in" cell has its languages (seen once on a loaded machine).
    await rows.nth(1).getByText('English (en)').waitFor();
    // The header's words (upper case on screen), then the page's row.
    expect((await rows.first().innerText()).replace(/\s+/g, ' ')).toMatch(/TITLE PATH BRAND AVAILABLE IN STATUS/i);
    const row = (await rows.nth(1).innerText()).replace(/\s+/g, ' ');
    expect(row).toContain(`${PAGE} Corporate Fitness`);
    expect(row).toContain('English (en)');
  });

  it('renames the Pricing menu item and sees it in the top menu', async () => {
    admin.on('response', collectPicker);
    await step('menu rename', async () => {
      await admin.getByRole('link', { name: 'UI Navigation' }).click();
      await admin.getByRole('combobox').first().click();
      await admin.getByRole('option', { name: 'main-menu-cofi', exact: true }).click();
      await editItem('Pricing');
      await admin.locator('input[name=title]').fill(MENU_LABEL);
      expect((await saveItemAndMenu()).status()).toBe(200);
    });
    admin.off('response', collectPicker);
    steps['menu to live'] = await onSiteWithin5s('/', async (page) =>
      (await page.locator('nav[aria-label="Main"]').innerText()).includes(MENU_LABEL),
    );
  });

  it('the page picker of a Corporate Fitness menu offers Corporate Fitness pages only', async () => {
    // The patched admin names the open menu (src/admin/admin-patches.ts); the CMS keeps that brand's pages.
    const sitePages = pickerAnswers.filter((a) => a.type === 'api::site-page.site-page' && a.menu === 'main-menu-cofi');
    expect(sitePages.length).toBeGreaterThan(0);
    for (const answer of sitePages) {
      expect(answer.paths).toContain('/pricing');
      expect(answer.paths).not.toContain('/about');
    }
  });

  it('tries a menu link the site refuses and reads why in the menu editor; nothing changes', async () => {
    // The path typed over the item's page (/contact): the first thing the site's rules find.
    const why =
      'Not saved: the site would refuse the menu main-menu-cofi. Contact: its path /about and its page /contact differ; choose the page again so they agree.';
    await step('menu refusal', async () => {
      await editItem('Contact');
      await admin.locator('input[name=path]').fill('about');
      expect((await saveItemAndMenu()).status()).toBe(500);
      await admin.getByText(why, { exact: true }).waitFor();
    });
    expect(await admin.getByText('Unable to save a navigation', { exact: false }).count()).toBe(0);
    await site.goto(cofi('/'));
    expect(await site.locator('nav[aria-label="Main"] a[href="/contact"]').count()).toBeGreaterThan(0);
  });
});

/** What the navigation plugin's page picker asked for and got while main-menu-cofi was open. */
const pickerAnswers: { type: string; menu: string | null; paths: string[] }[] = [];
async function collectPicker(answer: import('playwright-core').Response) {
  const url = new URL(answer.url());
  const type = decodeURIComponent(url.pathname).match(/^\/navigation\/content-type-items\/(.+)$/)?.[1];
  if (!type || !answer.ok()) return;
  const items = (await answer.json()) as { path: string }[];
  pickerAnswers.push({ type, menu: url.searchParams.get('navigation'), paths: items.map((i) => i.path) });
}

/** The pencil ("Edit") button of a menu item, found by its title in the item's title row. */
async function editItem(title: string) {
  const row = admin.locator('[id$="-title"]').filter({ has: admin.getByText(title, { exact: true }) });
  await row.getByRole('button', { name: 'Edit' }).click();
  // The window opens before the item's values are in its form: wait for them (its title, its type).
  await expect.poll(() => admin.getByRole('dialog').locator('input[name=title]').inputValue()).toBe(title);
  await admin.getByRole('dialog').getByText('Internal source').waitFor();
}

/** Save in the item's window, then Save of the menu; the answer to the menu's PUT. */
async function saveItemAndMenu() {
  await admin.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await admin.getByRole('dialog').waitFor({ state: 'detached' });
  const [answer] = await Promise.all([
    admin.waitForResponse(
      (r) => r.request().method() === 'PUT' && /^\/navigation\/[^/]+$/.test(new URL(r.url()).pathname),
    ),
    admin.getByRole('button', { name: 'Save', exact: true }).click(),
  ]);
  return answer;
}
