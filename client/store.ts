import { useSyncExternalStore } from 'react';

/**
 * The shared state, as far as the browser needs it: the loading counter. Theme,
 * view and context are fixed by the server render (`<html data-theme data-view data-tenant>` and
 * the islands' props), and its user object is the signed-in state the worker reads from the
 * tenant's auth cookie, so no island keeps or reads a copy of them.
 */
export interface AppState {
  /** Requests in flight (island chunks, API calls); the page is loading while this is above 0. */
  loading: number;
}

export type MessageColor = 'success' | 'info' | 'error';
export interface SnackbarMessage {
  id: number;
  text: string;
  color: MessageColor;
  /** Milliseconds before it closes; 5000 by default. */
  timeout: number;
}

export const SNACKBAR_TIMEOUT_MS = 5000;
export const SWIPE_THRESHOLD_PX = 50;

type Listener = () => void;

/** A minimal store: immutable snapshots, subscribe/notify, usable from islands via useStore. */
export function createStore<T>(initial: T) {
  let state = initial;
  const listeners = new Set<Listener>();
  return {
    get: () => state,
    set(update: Partial<T> | ((s: T) => Partial<T>)) {
      state = { ...state, ...(typeof update === 'function' ? update(state) : update) };
      listeners.forEach((l) => l());
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const appStore = createStore<AppState>({ loading: 0 });
export const snackbarStore = createStore<{ queue: SnackbarMessage[] }>({ queue: [] });

export const startLoading = () => appStore.set((s) => ({ loading: s.loading + 1 }));
export const stopLoading = () => appStore.set((s) => ({ loading: Math.max(0, s.loading - 1) }));
export const isLoading = () => appStore.get().loading > 0;
/** The loading counter as the API client's interceptor moves it (common/api/api-client.ts `loading`). */
export const LOADING_COUNTER = { start: startLoading, stop: stopLoading };

let nextId = 1;
/** Queues a message; the snackbar shows one at a time, in order. */
export function showMessage(text: string, color: MessageColor = 'info', timeout = SNACKBAR_TIMEOUT_MS): number {
  const id = nextId++;
  snackbarStore.set((s) => ({ queue: [...s.queue, { id, text, color, timeout }] }));
  return id;
}
export function dismissMessage(id: number) {
  snackbarStore.set((s) => ({ queue: s.queue.filter((m) => m.id !== id) }));
}

export function useStore<T>(store: { get: () => T; subscribe: (l: Listener) => () => void }): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
