/**
 * Helpers of the WCAG 2.2 browser tests (test/browser/wcag-*.test.ts): a page at a given width in
 * the shared Chromium, the focus indicator of the focused element, and a walk through every
 * focusable element with the keyboard. The criteria and page lists are in
 * compiler/accessibility/wcag-checks.ts, which the accessibility statement reads too.
 */
import type { BrowserContextOptions, Page } from 'playwright-core';
import { TENANTS } from '../../worker/tenants/registry.ts';
import { sharedBrowser, tenantOrigin } from './browser.ts';

export interface WcagPage {
  page: Page;
  /** Console errors and uncaught exceptions since the page opened. */
  errors: string[];
  close(): Promise<void>;
}

/**
 * Opens `path` of `tenantId` in a fresh context of the shared Chromium, `width` CSS px wide
 * (800 px high), and waits until every island that hydrates without a visitor did
 * (`<html data-islands="ready">`, set by client/entry.ts).
 */
export async function openAt(
  tenantId: string,
  path: string,
  width: number,
  options: BrowserContextOptions & { signedIn?: boolean } = {},
): Promise<WcagPage> {
  const { signedIn, ...contextOptions } = options;
  const context = await (
    await sharedBrowser()
  ).newContext({ viewport: { width, height: 800 }, locale: 'en-US', ...contextOptions });
  const origin = tenantOrigin(tenantId);
  // The header shows the account menu for any value of the tenant's auth cookie.
  if (signedIn) await context.addCookies([{ name: TENANTS[tenantId]!.authCookie.name, value: 'tok', url: origin }]);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  try {
    await visit(page, tenantId, path);
  } catch (error) {
    await context.close();
    throw error;
  }
  return { page, errors, close: () => context.close() };
}

/**
 * Loads `path` of `tenantId` in an open page (a page of `openAt`, for the next page of a walk
 * without a new context) and waits for its islands. `load`, then the islands' own signal, rather
 * than `networkidle`, which costs half a second more per page.
 */
export async function visit(page: Page, tenantId: string, path: string): Promise<void> {
  await page.goto(`${tenantOrigin(tenantId)}${path}`, { waitUntil: 'load', timeout: 15_000 });
  await page.waitForSelector('html[data-islands="ready"]', { timeout: 5_000 }).catch(() => {
    // Pages without islands load no script, so nothing marks them ready.
  });
}

/** A short description of the focused element: `a "Pricing"`, `input#sc-minutes[text]`, `button "Open menu"`. */
export function describeFocused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return '(nothing)';
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    const type = el instanceof HTMLInputElement ? `[${el.type}]` : '';
    return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${type}${name ? ` "${name}"` : ''}`;
  });
}

/**
 * WCAG 2.4.7: what the focused element draws because it has focus, or a reason it draws nothing.
 * Reads the outline and box-shadow with focus, blurs it and reads them again, then gives focus back
 * (Chromium keeps :focus-visible for a script's focus after keyboard use, which is checked).
 * Returns `''` when the focus is visible: an outline of at least 2 px in a colour that is not
 * transparent, or a box-shadow, that the element does not have without focus.
 */
export function focusIndicatorProblem(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const label = (e: Element) =>
      `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''} "${(e.getAttribute('aria-label') ?? e.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
    if (!el || el === document.body) return 'nothing has focus';
    if (!el.matches(':focus-visible')) return `${label(el)} has focus but not :focus-visible`;
    const read = () => {
      const s = getComputedStyle(el);
      return {
        outline: `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}`,
        outlineStyle: s.outlineStyle,
        outlineWidth: parseFloat(s.outlineWidth),
        outlineColor: s.outlineColor,
        boxShadow: s.boxShadow,
      };
    };
    const focused = read();
    el.blur();
    const unfocused = read();
    el.focus();
    if (document.activeElement !== el || !el.matches(':focus-visible'))
      return `${label(el)} did not take focus back visibly`;
    const transparent = /rgba\(.*,\s*0\)$|transparent/.test(focused.outlineColor);
    const outline =
      focused.outlineStyle !== 'none' &&
      focused.outlineWidth >= 2 &&
      !transparent &&
      focused.outline !== unfocused.outline;
    const ring = focused.boxShadow !== 'none' && focused.boxShadow !== unfocused.boxShadow;
    return outline || ring
      ? ''
      : `${label(el)} shows no focus indicator (outline ${focused.outline}, box-shadow ${focused.boxShadow})`;
  });
}

/**
 * Presses Tab (or Shift+Tab) until `done` returns true for the focused element's description, and
 * after each press checks the focus indicator. Returns the focus problems met on the way.
 */
export async function tabUntil(
  page: Page,
  done: (focused: string) => boolean,
  { key = 'Tab', limit = 60 }: { key?: 'Tab' | 'Shift+Tab'; limit?: number } = {},
): Promise<string[]> {
  const problems: string[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press(key);
    const problem = await focusIndicatorProblem(page);
    if (problem) problems.push(problem);
    if (done(await describeFocused(page))) return problems;
  }
  throw new Error(`not reached with ${limit} presses of ${key}; focus is on ${await describeFocused(page)}`);
}

/**
 * Installs a recorder that, on every Tab key press (before focus moves on), runs `check` on the
 * focused element and keeps what it returns; `check` runs in the page. Read it with `readFocusWalk`.
 */
export async function recordEachFocus(page: Page, check: (el: HTMLElement) => string | null): Promise<void> {
  await page.evaluate((source) => {
    const fn = new Function(`return (${source})`)() as (el: HTMLElement) => string | null;
    const state = { visited: [] as HTMLElement[], problems: [] as string[], wrapped: false };
    (window as unknown as { __focusWalk: typeof state }).__focusWalk = state;
    const inspect = () => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) {
        if (state.visited.length) state.wrapped = true;
        return;
      }
      if (state.visited.includes(el)) {
        state.wrapped = true;
        return;
      }
      state.visited.push(el);
      const problem = fn(el);
      if (problem) state.problems.push(problem);
    };
    window.addEventListener('keydown', (e) => e.key === 'Tab' && inspect(), { capture: true });
    (window as unknown as { __inspectFocus: () => void }).__inspectFocus = inspect;
  }, check.toString());
}

/** Presses `key` until the walk comes back to an element it saw (or `limit`); returns how many it saw and the problems. */
export async function walkFocus(
  page: Page,
  key: 'Tab' | 'Shift+Tab',
  limit: number,
): Promise<{ visited: number; problems: string[] }> {
  await page.evaluate(() => {
    const w = (window as unknown as { __focusWalk: { visited: unknown[]; problems: string[]; wrapped: boolean } })
      .__focusWalk;
    w.visited = [];
    w.problems = [];
    w.wrapped = false;
  });
  for (let i = 0; i < limit; i += 10) {
    for (let j = 0; j < 10; j++) await page.keyboard.press(key);
    if (await page.evaluate(() => (window as unknown as { __focusWalk: { wrapped: boolean } }).__focusWalk.wrapped))
      break;
  }
  return page.evaluate(() => {
    const w = (window as unknown as { __focusWalk: { visited: unknown[]; problems: string[] } }).__focusWalk;
    return { visited: w.visited.length, problems: w.problems };
  });
}
