/**
 * Browser contexts kept open between the tests of a file and handed out again, each with its first
 * page. Why: a new context's page is a new renderer process; a page load in one cost Chromium
 * 0.54–0.61 s of CPU, the same load in a kept page 0.15–0.19 s (opening and closing a context with
 * nothing loaded: 0.22–0.24 s). The browser project is the larger part of a clean clone's CI time,
 * and the CPU is the limit on 2 cores.
 *
 * A test still gets what a fresh context gives it: on `close()` the context's cookies, permissions,
 * routes and listeners are cleared, its other pages closed, the storage of every origin its page
 * visited emptied (local and session), the page left on about:blank at the size it was made with,
 * the mouse moved off the page, and the visitor address (`cf-connecting-ip`) is new on each use.
 * What cannot be undone (init scripts, exposed functions, media emulation, a fake clock,
 * geolocation, page-level headers or timeouts) marks the context used up: it is really closed.
 * The HTTP cache is shared between uses, as between a visitor's page views.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';

interface Kept {
  context: BrowserContext;
  /** The context's first page, made with it and reused by the next `newPage()`. */
  page: Page;
  pageLent: boolean;
  /** Whether a test holds it: a second `close()` must not put it in the pool twice (two tests would share it). */
  lent: boolean;
  usedUp: boolean;
  /** Origins the kept page was on during this use (their storage is cleared on release). */
  origins: Set<string>;
  viewport: { width: number; height: number } | null;
  /** Listeners a test added to the page or the context (Playwright's own stay: it waits on them). */
  listeners: [Page | BrowserContext, string, (...args: never[]) => unknown][];
}

const VISITOR_HEADER = 'cf-connecting-ip';
/** Playwright's viewport when a context is made without one. */
const DEFAULT_VIEWPORT = { width: 1280, height: 720 };

/** Options that make a context impossible to hand out again: it records or starts from saved state. */
const UNPOOLED_OPTIONS = ['recordVideo', 'recordHar', 'storageState', 'httpCredentials', 'proxy'] as const;

function poolKey(options: BrowserContextOptions): string | null {
  if (UNPOOLED_OPTIONS.some((name) => options[name] !== undefined)) return null;
  const { extraHTTPHeaders = {}, ...rest } = options;
  const headers = Object.fromEntries(Object.entries(extraHTTPHeaders).filter(([name]) => name !== VISITOR_HEADER));
  const named = { ...rest, extraHTTPHeaders: headers } as Record<string, unknown>;
  return JSON.stringify(
    Object.keys(named)
      .sort()
      .map((name) => [name, named[name]]),
  );
}

/** Replaces `target[name]` with a version that marks `kept` used up before it runs. */
function useUpOn<T extends object>(target: T, names: string[], kept: Kept) {
  for (const name of names) {
    const original = (target as Record<string, unknown>)[name];
    if (typeof original !== 'function') continue;
    (target as Record<string, unknown>)[name] = (...args: unknown[]) => {
      kept.usedUp = true;
      return (original as (...a: unknown[]) => unknown).apply(target, args);
    };
  }
}

/** Records what a test adds with `on`, `once` and `addListener`, to take exactly that off on release. */
function recordListeners(target: Page | BrowserContext, kept: Kept) {
  for (const name of ['on', 'once', 'addListener'] as const) {
    const original = (target[name] as (...args: unknown[]) => unknown).bind(target);
    (target as unknown as Record<string, unknown>)[name] = (event: string, listener: (...args: never[]) => unknown) => {
      kept.listeners.push([target, event, listener]);
      return original(event, listener);
    };
  }
}

/** The page's origin when it is a web page (not about:blank or a data: URL). */
function pageOrigin(url: string): string | null {
  const { origin, protocol } = new URL(url);
  return protocol === 'http:' || protocol === 'https:' ? origin : null;
}

function watchOrigins(page: Page, kept: Kept) {
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const origin = pageOrigin(frame.url());
    if (origin) kept.origins.add(origin);
  });
}

/** Empties what a use of the context left, or closes it; resolves true when it can be handed out. */
async function release(kept: Kept): Promise<boolean> {
  const { context, page } = kept;
  if (kept.usedUp || page.isClosed()) return false;
  for (const other of context.pages()) if (other !== page) await other.close();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  for (const [target, event, listener] of kept.listeners.splice(0)) target.off(event as never, listener as never);
  // Local and session storage are emptied in the page, for the origin it is on. Another origin this
  // use visited cannot be: Chromium clears an origin's session storage only through a frame of it
  // (DOMStorage.clear answers "Frame not found" once the page has left), so such a context closes.
  const current = pageOrigin(page.url());
  if ([...kept.origins].some((origin) => origin !== current)) return false;
  if (current) await page.evaluate(() => (localStorage.clear(), sessionStorage.clear()));
  kept.origins.clear();
  await page.goto('about:blank');
  await context.clearCookies();
  await context.clearPermissions();
  if (kept.viewport) await page.setViewportSize(kept.viewport);
  // Off the page: a later page must not find the cursor over an island (a hover loads it).
  await page.mouse.move(-1, -1);
  return true;
}

/** A release that fails or takes over 5 s (a page that will not leave) closes the context instead. */
async function withDeadline(released: Promise<boolean>): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<boolean>((done) => (timer = setTimeout(done, 5000, false)));
  try {
    return await Promise.race([released.catch(() => false), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `browser.newContext` handing out kept contexts (see the file's comment). `create` makes a real
 * one; contexts are kept per browser connection, so closing the browser ends them all.
 */
export function pooledNewContext(
  create: (options: BrowserContextOptions) => Promise<BrowserContext>,
): Browser['newContext'] {
  const free = new Map<string, Kept[]>();

  /** The context itself, its `newPage` and `close` replaced once (a wrapper object would split Playwright's own state). */
  function keep(kept: Kept, key: string): BrowserContext {
    const { context } = kept;
    const newPage = context.newPage.bind(context);
    const close = context.close.bind(context);
    context.newPage = async () => {
      if (!kept.page.isClosed() && !kept.pageLent) {
        kept.pageLent = true;
        return kept.page;
      }
      return newPage();
    };
    context.close = async (options) => {
      if (!kept.lent) return;
      kept.lent = false;
      if (await withDeadline(release(kept))) {
        kept.pageLent = false;
        free.set(key, [...(free.get(key) ?? []), kept]);
      } else await close(options);
    };
    return context;
  }

  return async (options: BrowserContextOptions = {}) => {
    const key = poolKey(options);
    if (key === null) return create(options);
    const kept = free.get(key)?.pop();
    if (kept) {
      kept.lent = true;
      await kept.context.setExtraHTTPHeaders(options.extraHTTPHeaders ?? {});
      return kept.context;
    }
    const context = await create(options);
    const page = await context.newPage();
    const fresh: Kept = {
      context,
      page,
      pageLent: false,
      lent: true,
      usedUp: false,
      origins: new Set(),
      viewport: options.viewport === null ? null : (options.viewport ?? DEFAULT_VIEWPORT),
      listeners: [],
    };
    keep(fresh, key);
    watchOrigins(page, fresh);
    recordListeners(page, fresh);
    recordListeners(context, fresh);
    useUpOn(
      context,
      [
        'addInitScript',
        'exposeBinding',
        'exposeFunction',
        'setGeolocation',
        'grantPermissions',
        'setOffline',
        'setDefaultTimeout',
        'setDefaultNavigationTimeout',
      ],
      fresh,
    );
    useUpOn(
      page,
      [
        'addInitScript',
        'exposeBinding',
        'exposeFunction',
        'emulateMedia',
        'setExtraHTTPHeaders',
        'setDefaultTimeout',
        'setDefaultNavigationTimeout',
      ],
      fresh,
    );
    useUpOn(
      context.clock,
      ['install', 'setFixedTime', 'setSystemTime', 'pauseAt', 'fastForward', 'runFor', 'resume'],
      fresh,
    );
    return context;
  };
}
