/**
 * Helpers for the browser tests: Debian's Chromium driven by playwright-core, pages of the worker
 * served by `wrangler dev` (see global-setup.ts), and axe-core for accessibility checks.
 *
 * Nothing here downloads anything: Chromium is the system one (scripts/ensure-chromium.sh installs
 * it) and axe-core is read from node_modules.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Result as AxeResult, RunOptions } from 'axe-core';
import { chromium, type Browser, type Page, type Response } from 'playwright-core';
import { inject } from 'vitest';
import { MIN_FILL_MS } from '../../worker/forms/handle-form-post.ts';

export { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.ts';
import { pooledNewContext } from './context-pool.ts';

/** The WCAG 2.0 / 2.1 level A and AA rules. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

let visitors = 0;

/**
 * A client address of its own for each browser context (TEST-NET-2, one per context of this
 * process), sent as `CF-Connecting-IP`, which `wrangler dev` keeps when a request has it. Every
 * context is then a visitor of its own, as on the real edge: without it all tests share
 * 127.0.0.1, and the forms' per-client limit (5 accepted submissions a minute) answered 429 to
 * whichever test sent the sixth, which waited for its thank-you page until it timed out.
 */
export function ownVisitorHeaders(): Record<string, string> {
  visitors += 1;
  return { 'cf-connecting-ip': `198.51.${(process.pid % 200) + 1}.${(visitors % 250) + 1}` };
}

/** Starts a new headless Chromium (close it when done); each of its contexts is its own visitor. */
export async function launchChromium(): Promise<Browser> {
  return asOwnVisitors(await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }));
}

/**
 * Gives each new context of `browser` a client address of its own (`ownVisitorHeaders`), and hands
 * out contexts a test closed again, emptied, with their page (context-pool.ts: a new page's process
 * costs Chromium more than the page it loads).
 */
function asOwnVisitors(browser: Browser): Browser {
  const newContext = pooledNewContext(browser.newContext.bind(browser));
  browser.newContext = (options = {}) =>
    newContext({ ...options, extraHTTPHeaders: { ...ownVisitorHeaders(), ...options.extraHTTPHeaders } });
  return browser;
}

/**
 * The run's Chromium (test/browser/chromium-server.ts), connected to; a Chromium of the file's own
 * when the run has none or it does not answer. Closing a connected browser closes the contexts this
 * file opened and leaves the run's Chromium to the other files.
 */
async function connectChromium(): Promise<Browser> {
  const endpoint = inject('chromiumEndpoint');
  if (!endpoint) return launchChromium();
  try {
    return asOwnVisitors(await chromium.connect(endpoint, { timeout: 30_000 }));
  } catch (error) {
    console.error(`[browser tests] the run's Chromium did not answer, launching one: ${(error as Error).message}`);
    return launchChromium();
  }
}

let shared: Promise<Browser> | undefined;

/** One Chromium connection per test file (each file runs in its own worker), made on first use. */
export function sharedBrowser(): Promise<Browser> {
  shared ??= connectChromium();
  return shared;
}

/** Closes the shared Chromium; call it in `afterAll` of a file that used `openPage`. */
export async function closeSharedBrowser(): Promise<void> {
  const browser = shared;
  shared = undefined;
  if (browser) await (await browser).close();
}

/** `http://<tenantId>.localhost:<port>`: every tenant answers on its own `*.localhost` host. */
/**
 * The contact form's submit button on a tenant's /contact: a brand sold by demo opens it on the demo
 * topic (tenants/cofi.json salesPages.contact), whose button asks for demo times.
 */
export const contactSendLabel = (tenantId: string) => (tenantId === 'cofi' ? 'Request demo times' : 'Send message');

export function tenantOrigin(tenantId: string): string {
  const serverError = inject('browserServerError');
  if (serverError) throw new Error(`wrangler dev is not running: ${serverError}`);
  return `http://${tenantId}.localhost:${inject('browserPort')}`;
}

export interface OpenedPage {
  page: Page;
  /** The main document's response. */
  response: Response;
  /** `console.error` messages and other console errors (failed loads, CSP violations), with their source. */
  consoleErrors: string[];
  /** Uncaught exceptions and unhandled rejections in the page. */
  pageErrors: string[];
  /** Closes the page's browser context. */
  close(): Promise<void>;
}

export interface OpenPageOptions {
  /** Browser to open the page in; defaults to the shared one (`sharedBrowser()`). */
  browser?: Browser;
  /**
   * When navigation counts as done. Default `islands`: `load`, then every island that hydrates
   * by itself has (see `waitForIslands`). `networkidle` waits 500 ms of silence more per page: only
   * for tests about what loads late.
   */
  waitUntil?: 'load' | 'domcontentloaded' | 'networkidle' | 'islands';
}

/**
 * Waits until the page's islands that hydrate without a visitor did: every `idle` one (client/entry.ts
 * then sets `<html data-islands="ready">`) and every `visible` one already in the window. A page
 * without islands loads no script and has nothing to wait for. Islands waiting for an interaction,
 * or to be scrolled to, load nothing yet: tests that need them wait for their own `data-hydrated`.
 */
export async function waitForIslands(page: Page, timeout = 15_000): Promise<void> {
  try {
    await page.waitForFunction(
      () => {
        const islands = [...document.querySelectorAll<HTMLElement>('tt-island')];
        if (islands.length === 0) return true;
        if (document.documentElement.getAttribute('data-islands') !== 'ready') return false;
        return islands.every((el) => {
          if (el.getAttribute('data-hydrate') !== 'visible' || el.getAttribute('data-hydrated') === 'true') return true;
          const box = (el.firstElementChild ?? el).getBoundingClientRect();
          const inWindow = box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
          return !inWindow || box.width * box.height === 0;
        });
      },
      undefined,
      { timeout, polling: 50 },
    );
  } catch (error) {
    const state = await page
      .evaluate(() =>
        [...document.querySelectorAll('tt-island')]
          .map(
            (el) =>
              `${el.getAttribute('data-island')}(${el.getAttribute('data-hydrate')}): ${el.getAttribute('data-hydrated')}`,
          )
          .join(', '),
      )
      .catch(() => '');
    throw new Error(`islands did not hydrate on ${page.url()} within ${timeout} ms: ${state}`, { cause: error });
  }
}

/**
 * Loads an island that waits for a visitor's first touch (`data-hydrate="interaction"`: the pricing
 * estimator, the contact form, the planner) and waits until React has hydrated it. The touch is a
 * `pointerover` on its first element, which scrolls nothing: tests that measure a page keep its scroll.
 */
export async function hydrateIsland(page: Page, name: string, timeout = 15_000): Promise<void> {
  const island = `tt-island[data-island="${name}"]`;
  await page.locator(`${island} > *`).first().dispatchEvent('pointerover');
  await page.waitForSelector(`${island}[data-hydrated="true"]`, { state: 'attached', timeout });
}

/**
 * Holds the requests for an island's chunk (`/assets/<name>-<hash>.js`) until the returned function
 * is called: what a test does meanwhile surely happens while the island is still loading.
 */
export async function holdIslandChunk(page: Page, name: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/assets/${name}-[\\w-]+\\.js$`), async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Margin over the form's minimum fill time: the worker's clock and ours are the same machine's. */
const TIME_TRAP_MARGIN_MS = 200;

/**
 * Waits until the form on the page may be sent: its time trap refuses a form sent within
 * MIN_FILL_MS of its signed render time (`startedAt`). Only the remainder is waited, so a test
 * that fills the form first waits less.
 */
export async function waitOutTimeTrap(page: Page, form = 'form'): Promise<void> {
  const startedAt = Number(await page.locator(`${form} input[name="startedAt"]`).first().inputValue());
  if (!Number.isFinite(startedAt) || startedAt <= 0)
    throw new Error(`waitOutTimeTrap: no startedAt in ${form} on ${page.url()}`);
  const remaining = startedAt + MIN_FILL_MS + TIME_TRAP_MARGIN_MS - Date.now();
  if (remaining > 0) await page.waitForTimeout(remaining);
}

/**
 * Opens `http://<tenantId>.localhost:<port><path>` in a fresh browser context (no cookies or
 * storage from other tests) and records console errors and page errors from before navigation on.
 * The site's Content-Security-Policy is enforced, so a CSP violation shows up as a console error.
 */
export async function openPage(tenantId: string, path = '/', options: OpenPageOptions = {}): Promise<OpenedPage> {
  const origin = tenantOrigin(tenantId);
  const url = `${origin}${path}`;
  const browser = options.browser ?? (await sharedBrowser());
  // A context kept for this origin (context-pool.ts keys on the options): its page loads in the
  // renderer process it already has; after another tenant's page Chromium would start a new one.
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  const pageErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url, lineNumber } = message.location();
    consoleErrors.push(url ? `${message.text()} (${url}:${lineNumber})` : message.text());
  });
  page.on('pageerror', (error) => pageErrors.push(error.stack || String(error)));

  try {
    const waitUntil = options.waitUntil ?? 'islands';
    const response = await page.goto(url, { waitUntil: waitUntil === 'islands' ? 'load' : waitUntil });
    if (!response) throw new Error(`no response for ${url}`);
    if (waitUntil === 'islands') await waitForIslands(page);
    return { page, response, consoleErrors, pageErrors, close: () => context.close() };
  } catch (error) {
    await context.close();
    throw error;
  }
}

let axeSource: string | undefined;

/** axe-core's browser bundle, from node_modules (never a CDN). */
function readAxeSource(): string {
  axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  return axeSource;
}

/**
 * Runs axe-core on the page's current document and returns the violations of the WCAG 2.0/2.1
 * A and AA rules (or of `options.runOnly` when given).
 *
 * axe-core's bundle is read from node_modules and evaluated in the page through the DevTools
 * protocol. Not with `page.addScriptTag({ content })`: our pages' CSP (`script-src 'self'`) blocks
 * that inline script and Chromium logs the block as a console error, which would make the
 * "no console errors" checks fail. Evaluation isn't subject to CSP, and the page keeps its CSP.
 */
export async function runAxe(page: Page, options: RunOptions = {}): Promise<AxeResult[]> {
  const hasAxe = () => page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!(await hasAxe())) {
    await page.evaluate(readAxeSource());
    if (!(await hasAxe())) throw new Error('runAxe: axe-core did not load into the page');
  }
  // Only violations are read: axe then keeps one node per passed or inapplicable rule, not all of them.
  const runOptions: RunOptions = {
    runOnly: { type: 'tag', values: WCAG_AA_TAGS },
    resultTypes: ['violations'],
    ...options,
  };
  return page.evaluate(async (opts) => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const results = await axe.run(document, opts);
    return results.violations;
  }, runOptions);
}

/** One line per violation, for assertion messages: `rule (impact): help: target, target`. */
export function formatViolations(violations: readonly AxeResult[]): string {
  return violations
    .map((v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
    .join('\n');
}
