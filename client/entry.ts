/// <reference types="vite/client" />
import { createElement, useEffect, type ComponentType, type ReactNode } from 'react';
import { bindLoadingIndicator } from './page-status.ts';
import { withIslandSheet } from './islands/parts/island-sheet.ts';
import { snackbarStore, startLoading, stopLoading } from './store.ts';
import {
  CHUNK_RELOAD_FLAG,
  ISLAND_HYDRATED_ATTR,
  ISLAND_NAME_ATTR,
  ISLAND_PROPS_ATTR,
  ISLAND_TAG,
  ISLAND_WHEN_ATTR,
  type IslandName,
} from '../common/islands/island-markers.ts';
import { API_PATHS } from '../common/api/api-paths.ts';

type Loader = () => Promise<{ default: ComponentType<Record<string, unknown>> }>;

/** One lazily loaded chunk per island: every `client/islands/<name>.tsx` (not its tests or `parts/`). */
const LOADERS: Record<IslandName, Loader> = Object.fromEntries(
  Object.entries(import.meta.glob(['./islands/*.tsx', '!./islands/*.test.tsx'])).map(([file, load]) => [
    file.slice('./islands/'.length, -'.tsx'.length),
    load as Loader,
  ]),
);

/** At most this many error reports per page load (a loop that throws must not flood analytics). */
const MAX_ERROR_REPORTS = 5;
let errorReports = 0;
/** Reports an error the page survived to the worker, which forwards it to the tenant's analytics (worker/analytics/client-errors.ts). */
function reportClientError(description: string) {
  if (errorReports++ >= MAX_ERROR_REPORTS || !navigator.sendBeacon) return;
  const report = {
    description: description.trim().slice(0, 500) || 'unknown error',
    fatal: false,
    page: location.href.split('#')[0]!.slice(0, 2048),
  };
  // A string goes as text/plain, which every browser's sendBeacon accepts (some refuse a JSON Blob).
  navigator.sendBeacon(API_PATHS.clientError, JSON.stringify(report));
}
const describeError = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));
window.addEventListener('error', (event) =>
  reportClientError(event.error ? describeError(event.error) : event.message),
);
window.addEventListener('unhandledrejection', (event) =>
  reportClientError(`unhandled rejection: ${describeError(event.reason)}`),
);

const isChunkFailure = (error: unknown) =>
  String((error as Error)?.message ?? error).includes('Failed to fetch dynamically imported module');

/** A chunk that fails to load reloads the page once (flag in sessionStorage); a second failure only logs. */
function onChunkError(error: unknown) {
  if (isChunkFailure(error) && !sessionStorage.getItem(CHUNK_RELOAD_FLAG)) {
    sessionStorage.setItem(CHUNK_RELOAD_FLAG, '1');
    location.reload();
    return;
  }
  console.error('island failed to load', error);
  reportClientError(`island failed to load: ${describeError(error)}`);
}

/**
 * Loads an island's chunk and React's renderer (react-dom, both on demand: a page whose islands all
 * wait for interaction loads neither until a visitor touches one; React itself is small and in the entry), hydrates it, and resolves once React
 * committed the hydrated tree, so a replayed click reaches React's handlers.
 */
async function hydrate(el: HTMLElement): Promise<void> {
  const name = el.getAttribute(ISLAND_NAME_ATTR) as IslandName;
  const loader = LOADERS[name];
  if (!loader) return console.error(`unknown island "${name}"`);
  // An island chunk is a request like any other: the loading bar shows while it is on its way.
  startLoading();
  let Component: ComponentType<Record<string, unknown>>;
  let reactDom: typeof import('react-dom/client');
  try {
    [{ default: Component }, reactDom] = await Promise.all([loader(), import('react-dom/client')]);
  } finally {
    stopLoading();
  }
  const props = JSON.parse(el.getAttribute(ISLAND_PROPS_ATTR) ?? '{}') as Record<string, unknown>;
  await new Promise<void>((committed) => {
    // Renders nothing itself, so the server HTML still matches; its effect runs after the commit.
    function Committed({ children }: { children: ReactNode }) {
      useEffect(committed, []);
      return children;
    }
    reactDom.hydrateRoot(el, createElement(Committed, null, createElement(Component, props)), {
      onRecoverableError: (error) => console.error(`island "${name}" did not match its server HTML`, error),
    });
  });
  replayEdits(el);
}

const defaultOption = (field: HTMLSelectElement) =>
  ([...field.options].find((o) => o.defaultSelected) ?? field.options[0])?.value ?? '';

/**
 * What a visitor typed, ticked or chose in an island's server-rendered form while the island loaded
 * is in the fields, but no change reached React (hydration keeps a field's value and takes it as
 * unchanged). Each such field is changed again as React expects it, so the island's state and
 * what it derives (an estimate, a plan, a heading) follow what the visitor did.
 */
function replayEdits(el: HTMLElement) {
  for (const field of el.querySelectorAll<HTMLElement>('input:not([type="hidden"]), select, textarea')) {
    if (field instanceof HTMLSelectElement) {
      if (field.value !== defaultOption(field)) field.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked === field.defaultChecked || (field.type === 'radio' && !field.checked)) continue;
      // React reads a tick from the click that makes it: the server's state, then the visitor's click.
      field.checked = field.defaultChecked;
      field.click();
    } else if (
      (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) &&
      field.value !== field.defaultValue
    ) {
      const typed = field.value;
      // React's own setter records the server's value as the last it saw; the prototype's puts the
      // typed value back without telling it, so the input event reads as a change.
      field.value = field.defaultValue;
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!.call(field, typed);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
}

/**
 * Events that count as a first interaction with an island: pointer, touch and keyboard (focus included,
 * so a keyboard visitor's island loads while they reach it), and a field changed without any of them
 * (autofill, assistive technology).
 */
const INTERACTION_EVENTS = [
  'pointerover',
  'pointerdown',
  'touchstart',
  'focusin',
  'keydown',
  'input',
  'change',
  'click',
] as const;
const CLICKABLE = 'button, a[href], summary, input, select, textarea, [role="button"]';

/**
 * An island that matters only on interaction (the drawer, the account menu): nothing loads until a
 * visitor points at, touches or focuses it. Its trigger is a real button in the server HTML, so a
 * click (or Enter / Space, which the browser turns into a click) before hydration is held back and
 * replayed on the same element once React has hydrated it: the first press is never lost.
 */
function onInteraction(el: HTMLElement, run: () => Promise<void>): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let started = false;
    let pendingClick: HTMLElement | null = null;
    const holdClick = (event: Event) => {
      const target = (event.target as Element | null)?.closest<HTMLElement>(CLICKABLE);
      if (!target || !el.contains(target)) return;
      // React would not see this click (not hydrated yet): keep it for after hydration.
      event.preventDefault();
      event.stopImmediatePropagation();
      pendingClick ??= target;
    };
    const start = (event: Event) => {
      if (event.type === 'click') holdClick(event);
      if (started) return;
      started = true;
      for (const type of INTERACTION_EVENTS) if (type !== 'click') el.removeEventListener(type, start, true);
      run().then(
        () => {
          el.removeEventListener('click', start, true);
          pendingClick?.click();
          resolve();
        },
        (error: unknown) => {
          el.removeEventListener('click', start, true);
          reject(error);
        },
      );
    };
    for (const type of INTERACTION_EVENTS)
      el.addEventListener(type, start, { capture: true, passive: type !== 'click' });
  });
}

/**
 * The snackbar has nothing to show until an island queues a message: React's renderer and its chunk
 * load then (the message waits in the store and shows once it mounted), not with the page.
 */
function onFirstMessage(run: () => Promise<void>): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const start = () => {
      if (snackbarStore.get().queue.length === 0) return;
      stop();
      run().then(resolve, reject);
    };
    const stop = snackbarStore.subscribe(start);
    start();
  });
}

/** The longest an idle island waits for the browser to be idle before it hydrates anyway. */
const IDLE_DEADLINE_MS = 2000;

function schedule(el: HTMLElement): Promise<void> {
  el.setAttribute(ISLAND_HYDRATED_ATTR, 'pending');
  const run = async (): Promise<void> => {
    await hydrate(el);
    el.setAttribute(ISLAND_HYDRATED_ATTR, 'true');
  };
  if (el.getAttribute(ISLAND_WHEN_ATTR) === 'interaction') return onInteraction(el, run);
  if (el.getAttribute(ISLAND_WHEN_ATTR) === 'message') return onFirstMessage(run);
  if (el.getAttribute(ISLAND_WHEN_ATTR) === 'visible' && 'IntersectionObserver' in window) {
    return new Promise<void>((resolve, reject) => {
      const observer = new IntersectionObserver((entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          run().then(resolve, reject);
        }
      });
      observer.observe(el.firstElementChild ?? el);
    });
  }
  // At most IDLE_DEADLINE_MS: a main thread that is never idle (a busy phone) must not keep an idle
  // island (the pricing estimator) from working indefinitely.
  const idle = window.requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 1));
  return new Promise<void>((resolve, reject) => idle(() => run().then(resolve, reject), { timeout: IDLE_DEADLINE_MS }));
}

bindLoadingIndicator();
// The islands' sheet's loader, for the islands that open (parts/island-sheet-call.ts): here, not in
// them, so the worker that renders them does not carry it.
(window as unknown as { islandSheet: typeof withIslandSheet }).islandSheet = withIslandSheet;

const markers = [...document.querySelectorAll<HTMLElement>(`${ISLAND_TAG}:not([${ISLAND_HYDRATED_ATTR}])`)];
const scheduled = markers.map((el) => schedule(el).catch(onChunkError));
// Islands waiting to be scrolled into view or touched may never load; "mounted" means every idle one has.
const waitsForVisitor = (el: HTMLElement) => el.getAttribute(ISLAND_WHEN_ATTR) !== 'idle';
const idle = markers.flatMap((el, i) => (waitsForVisitor(el) ? [] : [scheduled[i]]));
Promise.all(idle).then(() => {
  const mounted = markers.every((el) => waitsForVisitor(el) || el.getAttribute(ISLAND_HYDRATED_ATTR) === 'true');
  if (!mounted) return;
  // Islands mounted: the chunks load again, so a later failure may reload once more.
  sessionStorage.removeItem(CHUNK_RELOAD_FLAG);
  document.documentElement.setAttribute('data-islands', 'ready');
});
