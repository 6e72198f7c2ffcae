import type { withIslandSheet as Loader } from './island-sheet.ts';

/**
 * Runs `show` once the islands' sheet applies (parts/island-sheet.ts). The loader is installed by
 * the client entry (client/entry.ts), which hydrates every island before it can be opened: the
 * worker, which renders the islands but never opens one, carries only this call.
 */
export const withIslandSheet: typeof Loader = (show) =>
  (window as unknown as { islandSheet: typeof Loader }).islandSheet(show);
