import type { Page } from 'playwright-core';

/** One state of the Site box: its publish line's `data-state` and `data-version`, and the publish the form knows of. */
export interface LineState {
  state: string | null;
  version: string | null;
  /** The box's `data-published`: the form's published version ('' while it knows of none). */
  published: string | null;
}

/**
 * The recorder: a MutationObserver in the page, so a state that lasts one render is seen too. A
 * string, not a function: the tests' loader wraps named inner functions in a helper the page does
 * not have (test/browser/force-rtl.ts).
 */
const RECORDER = `(() => {
  window.publishLine?.observer.disconnect();
  const states = [];
  const note = () => {
    const line = document.querySelector('[data-testid="site-status-publish"]');
    const box = document.querySelector('[data-testid="site-status"]');
    const now = {
      state: line?.getAttribute('data-state') ?? null,
      version: line?.getAttribute('data-version') ?? null,
      published: box?.getAttribute('data-published') ?? null,
    };
    const last = states.at(-1);
    if (!last || last.state !== now.state || last.version !== now.version || last.published !== now.published)
      states.push(now);
  };
  note();
  const observer = new MutationObserver(note);
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-state', 'data-version', 'data-published'],
  });
  window.publishLine = { states, observer };
})()`;

/**
 * Records, from now on, every state the Site box's publish line takes; read them with
 * `publishLineStates`. The first entry is the state when recording starts; a second call starts a
 * new record.
 */
export async function recordPublishLine(page: Page): Promise<void> {
  await page.evaluate(RECORDER);
}

/** What `recordPublishLine` has recorded so far. */
export function publishLineStates(page: Page): Promise<LineState[]> {
  return page.evaluate(() => (window as unknown as { publishLine: { states: LineState[] } }).publishLine.states);
}

/**
 * The states once the form knows of the publish `version`, "live" with another version: the
 * previous publish's "Live at" standing for the new one. Empty when the box says "Publishing…"
 * until the site serves the new version.
 */
export function staleLiveAfter(states: LineState[], version: string): LineState[] {
  const known = states.findIndex((s) => s.published === version);
  if (known < 0) return [];
  return states.slice(known).filter((s) => s.state === 'live' && s.version !== version);
}
