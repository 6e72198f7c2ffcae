/** Names and attributes shared by the server (which writes island markers) and the client entry. */
export const ISLAND_TAG = 'tt-island';
export const ISLAND_NAME_ATTR = 'data-island';
export const ISLAND_PROPS_ATTR = 'data-props';
export const ISLAND_WHEN_ATTR = 'data-hydrate';
export const ISLAND_HYDRATED_ATTR = 'data-hydrated';
/** sessionStorage flag: a chunk failed to load and the page was reloaded once. */
export const CHUNK_RELOAD_FLAG = 'tt-chunk-reload';

/** The page frame's loading bar, which the entry script shows while islands load (client/page-status.ts). */
export const LOADING_INDICATOR_ID = 'tt-loading';

/**
 * An island's name is its file: `client/islands/<name>.tsx`, whose default export the client
 * hydrates (client/entry.ts finds the files itself; test/islands.test.ts holds that every name the
 * server writes has its file). Code an island shares goes to `client/islands/parts/` or `common/`.
 */
export type IslandName = string;
/**
 * `visible`: hydrate when scrolled into view; `idle`: when the browser is idle after load;
 * `interaction`: on the first pointer, touch, focus or key event inside the island (its trigger must
 * be a real button in the server HTML; client/entry.ts replays a click made before hydration);
 * `message`: when the page first queues a snackbar message (the snackbar, which has nothing to show before).
 */
export type HydrateWhen = 'visible' | 'idle' | 'interaction' | 'message';
