import { useSyncExternalStore } from 'react';

/** Spec §3 "Shared state": loading counter, theme, view, context and the visitor. */
export interface AppState {
  /** Requests in flight; the app is loading while this is above 0. */
  loading: number;
  theme: 'default' | 'highcontrast';
  view: '' | 'embed' | 'app';
  context: Record<string, string>;
  user: { signedIn: boolean } | null;
}

export type MessageColor = 'success' | 'info' | 'error';
export interface SnackbarMessage {
  id: number;
  text: string;
  color: MessageColor;
  /** Milliseconds before it closes; 5000 by default (spec §9). */
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

export const appStore = createStore<AppState>({ loading: 0, theme: 'default', view: '', context: {}, user: null });
export const snackbarStore = createStore<{ queue: SnackbarMessage[] }>({ queue: [] });

export const startLoading = () => appStore.set((s) => ({ loading: s.loading + 1 }));
export const stopLoading = () => appStore.set((s) => ({ loading: Math.max(0, s.loading - 1) }));
export const isLoading = () => appStore.get().loading > 0;

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
