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

/** Bytes of page bodies without a query string an isolate keeps (isolates have 128 MB; home is about 16 KB). */
export const MEMORY_CACHE_BYTES = 8 * 1024 * 1024;
/**
 * Bytes of pages with a query string (`?theme=highcontrast`, `?currency=gbp`), kept apart: however
 * many distinct queries arrive (cacheable-query.ts stores only plausible ones, but a page's own
 * parameters take any value), they push out only each other, never the plain pages most visitors get.
 */
export const QUERY_VARIANT_BYTES = MEMORY_CACHE_BYTES / 4;
/** A page larger than this is left to the Cache API, so one page never empties the memory. */
const MAX_PAGE_BYTES = MEMORY_CACHE_BYTES / 16;

/** One least-recently-used list: Map order is use order, the first key is the least recently used. */
interface Segment {
  pages: Map<string, StoredPage>;
  bytes: number;
  budget: number;
}

const plain: Segment = { pages: new Map(), bytes: 0, budget: MEMORY_CACHE_BYTES };
const variants: Segment = { pages: new Map(), bytes: 0, budget: QUERY_VARIANT_BYTES };
const segmentOf = (key: string) => (key.includes('?') ? variants : plain);

function forget(segment: Segment, key: string): void {
  const page = segment.pages.get(key);
  if (!page) return;
  segment.pages.delete(key);
  segment.bytes -= page.body.byteLength;
}

/** Keeps a page under its key (replacing what was there), dropping the least recently used of its segment past the budget. */
export function rememberPage(key: string, page: StoredPage): void {
  const segment = segmentOf(key);
  forget(segment, key);
  if (page.body.byteLength > MAX_PAGE_BYTES) return;
  segment.pages.set(key, page);
  segment.bytes += page.body.byteLength;
  for (const oldest of segment.pages.keys()) {
    if (segment.bytes <= segment.budget) break;
    forget(segment, oldest);
  }
}

/** The page kept under `key` if it is still fresh at `now` (older ones are dropped), else undefined. */
export function recallPage(key: string, now: number, freshMs: number): StoredPage | undefined {
  const { pages } = segmentOf(key);
  const page = pages.get(key);
  if (!page) return undefined;
  pages.delete(key);
  if (!(now - page.storedAt <= freshMs)) {
    segmentOf(key).bytes -= page.body.byteLength;
    return undefined;
  }
  pages.set(key, page);
  return page;
}

/** The CMS content version of the pages in memory (0: none, or no CMS). */
let versionInMemory = 0;

/**
 * Drops every page in memory when the CMS content version changes: the version is part of every
 * key (html-cache-key.ts), so pages of an older one can never be asked for again, and would hold
 * their bytes until newer pages pushed them out (the soak's publish left both versions' pages in
 * memory). Called with the version each request reads, before it looks a page up.
 */
export function keepPagesOfVersion(version: number): void {
  if (version === versionInMemory) return;
  versionInMemory = version;
  for (const segment of [plain, variants]) {
    segment.pages.clear();
    segment.bytes = 0;
  }
}

/** Whether a key has an entry in memory (fresh or not), for tests and diagnostics; does not touch its place. */
export function isRemembered(key: string): boolean {
  return segmentOf(key).pages.has(key);
}

/** Entries and bytes of each segment, for tests and diagnostics. */
export function memoryCacheUse(): {
  plain: { entries: number; bytes: number };
  variants: { entries: number; bytes: number };
} {
  const use = (s: Segment) => ({ entries: s.pages.size, bytes: s.bytes });
  return { plain: use(plain), variants: use(variants) };
}
