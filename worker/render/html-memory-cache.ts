/**
 * The HTML cache's first level: fresh pages kept in the isolate's own memory, in front of the
 * Cache API. An isolate serves many requests in a row, and a hot page (home, pricing) is asked
 * for again within seconds; answering those from memory saves the Cache API round trip (a
 * subrequest to the data centre's cache) on every hit. Same keys as the Cache API (so the same
 * tenant, currency, language and query safety), only fresh entries (never past FRESH_SECONDS, so
 * no page is older than the Cache API would serve as a HIT), and bounded in bytes, least recently
 * used first out.
 */

/** A page as both cache levels keep it: its bytes, the visitor's headers, its title and its time. */
export interface StoredPage {
  body: Uint8Array<ArrayBuffer>;
  /** The answer's headers as the visitor gets them (ETag included), before the per-request ones. */
  headers: Headers;
  title: string;
  /** When it was rendered (ms); freshness counts from here in both levels. */
  storedAt: number;
}

/** Bytes of page bodies an isolate keeps (isolates have 128 MB; home is about 16 KB). */
export const MEMORY_CACHE_BYTES = 8 * 1024 * 1024;
/** A page larger than this is left to the Cache API, so one page never empties the memory. */
const MAX_PAGE_BYTES = MEMORY_CACHE_BYTES / 16;

/** Map order is use order: the first key is the least recently used. */
const pages = new Map<string, StoredPage>();
let bytes = 0;

function forget(key: string): void {
  const page = pages.get(key);
  if (!page) return;
  pages.delete(key);
  bytes -= page.body.byteLength;
}

/** Keeps a page under its key (replacing what was there), dropping the least recently used past the budget. */
export function rememberPage(key: string, page: StoredPage): void {
  forget(key);
  if (page.body.byteLength > MAX_PAGE_BYTES) return;
  pages.set(key, page);
  bytes += page.body.byteLength;
  for (const oldest of pages.keys()) {
    if (bytes <= MEMORY_CACHE_BYTES) break;
    forget(oldest);
  }
}

/** The page kept under `key` if it is still fresh at `now` (older ones are dropped), else undefined. */
export function recallPage(key: string, now: number, freshMs: number): StoredPage | undefined {
  const page = pages.get(key);
  if (!page) return undefined;
  pages.delete(key);
  if (!(now - page.storedAt <= freshMs)) {
    bytes -= page.body.byteLength;
    return undefined;
  }
  pages.set(key, page);
  return page;
}
