import { BACK_TO_TOP_ID, LOADING_INDICATOR_ID } from '../common/islands/island-markers.ts';
import { appStore, isLoading, SCROLL_THRESHOLD_PX } from './store.ts';

/**
 * Shows the server-rendered loading bar while the loading counter is above 0, and
 * keeps showing it while it is. Returns the unsubscribe function.
 */
export function bindLoadingIndicator(doc: Document = document): () => void {
  const bar = doc.getElementById(LOADING_INDICATOR_ID);
  if (!bar) return () => {};
  const update = () => {
    bar.hidden = !isLoading();
  };
  update();
  const off = appStore.subscribe(update);
  return () => void off();
}

/**
 * The back-to-top button appears once the page is scrolled more than 300 px (the scroll
 * threshold) and scrolls back smoothly, or at once for visitors who asked for reduced motion.
 * Without JavaScript it stays hidden: the browser's own Home key does the job.
 */
export function bindBackToTop(win: Window = window): void {
  const button = win.document.getElementById(BACK_TO_TOP_ID);
  if (!button) return;
  const update = () => {
    button.hidden = win.scrollY <= SCROLL_THRESHOLD_PX;
  };
  update();
  win.addEventListener('scroll', update, { passive: true });
  button.addEventListener('click', (event) => {
    const reduced = win.matchMedia('(prefers-reduced-motion: reduce)').matches;
    win.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
    // A keyboard press (no pointer: detail 0) continues from the top of the page, not from the button that hides.
    if (event.detail === 0) win.document.querySelector<HTMLElement>('a[href="#main"]')?.focus({ preventScroll: true });
  });
}
