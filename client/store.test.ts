import { describe, expect, it } from 'vitest';
import { appStore, dismissMessage, isLoading, showMessage, snackbarStore, startLoading, stopLoading } from './store.ts';

describe('app store', () => {
  it('counts loading: loading while above 0, never below 0', () => {
    expect(isLoading()).toBe(false);
    startLoading();
    startLoading();
    stopLoading();
    expect([appStore.get().loading, isLoading()]).toEqual([1, true]);
    stopLoading();
    stopLoading();
    expect([appStore.get().loading, isLoading()]).toEqual([0, false]);
  });

  it('queues snackbar messages in order with the 5000 ms default', () => {
    const calls: number[] = [];
    const off = snackbarStore.subscribe(() => calls.push(snackbarStore.get().queue.length));
    const a = showMessage('Saved', 'success');
    showMessage('Oops', 'error', 2000);
    expect(snackbarStore.get().queue.map((m) => [m.text, m.color, m.timeout])).toEqual([
      ['Saved', 'success', 5000],
      ['Oops', 'error', 2000],
    ]);
    dismissMessage(a);
    expect(snackbarStore.get().queue.map((m) => m.text)).toEqual(['Oops']);
    expect(calls).toEqual([1, 2, 1]);
    off();
  });
});
