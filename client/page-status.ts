import { LOADING_INDICATOR_ID } from '../common/islands/island-markers.ts';
import { appStore, isLoading } from './store.ts';

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
