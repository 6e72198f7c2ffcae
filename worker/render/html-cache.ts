import type { RequestContext } from '../http/request-context.ts';
import { pageHeaders } from '../http/security-headers.ts';
import { recallPage, rememberPage, type StoredPage } from './html-memory-cache.ts';

/**
 * The HTML edge cache: anonymous page answers from the isolate's memory (fresh pages,
 * html-memory-cache.ts) and the Cache API, with stale-while-revalidate, an ETag and 304s. The key
 * (which requests share bytes, which bypass) is html-cache-key.ts; docs/caching-performance.md "HTML
 * edge cache" explains the choices.
 */

/** Seconds an entry is served as is (`x-cache: HIT`). */
export const FRESH_SECONDS = 60;
/** Seconds after that an entry is still served (`x-cache: STALE`) while a fresh render replaces it. */
export const STALE_SECONDS = 600;

/** Headers kept with a cached entry only, never sent to the visitor. */
const TITLE_HEADER = 'x-page-title';
const STORED_AT_HEADER = 'x-stored-at';

/** The Cache API's default cache; `caches.default` exists in workerd only (not in the DOM types). */
const edgeCache = () => (caches as unknown as { default: Cache }).default;

/** The first cache failure of an isolate is logged; the next ones would only repeat it. */
let cacheFailureLogged = false;

/**
 * Per isolate: when a background refresh of a key started, so that a burst of stale hits renders
 * the page once, not once each (the same guard as the CMS cache's). Times, not promises: a promise
 * must not be awaited across requests. A refresh older than this is assumed lost and may restart.
 */
const refreshStarted = new Map<string, number>();
const REFRESH_GUARD_MS = 30_000;

/** A rendered page: its response and its `<title>` (for the page-view event of later hits). */
export interface RenderedPage {
  response: Response;
  title: string;
  /**
   * Why this render must not be stored (it shows the repository's copy where the CMS's was due:
   * worker/content/cms/served-version.ts); it is answered as is, and a stale entry stays.
   */
  notStored?: string;
}

/** What the cache needs of the request: the request itself (If-None-Match), the title and background-work hooks. */
type CacheRequest = Pick<RequestContext, 'request' | 'markPage' | 'waitUntil'>;

/** One page's entry: its key and how to render it. */
export interface PageEntry {
  key: string;
  render: () => Promise<RenderedPage>;
  /**
   * The visitor's copy is changed after the cache (the contact form's fresh stamp), so its bytes
   * are not the entry's: it gets no ETag and never a 304, which would bring back an old stamp.
   */
  changedAfterCache?: boolean;
  /** Now, in milliseconds (tests pass their own). */
  now?: number;
}

/** A request for one entry: `CacheRequest` and `PageEntry` together, as the helpers below take them. */
type Lookup = CacheRequest & PageEntry;

/**
 * Serves a page from the cache (HIT, or STALE while it renders again in the background), or
 * renders it, answers and stores it (MISS). Only `200` renders are stored; anything else passes
 * through untouched. Every cached answer carries an ETag; a matching `If-None-Match` gets a 304.
 */
export async function cachedPage(rc: CacheRequest, entry: PageEntry): Promise<Response> {
  const now = entry.now ?? Date.now();
  // The hottest path, a page in this isolate's memory, builds nothing it does not need.
  const remembered = rememberedAnswer(rc.request, entry, now);
  if (remembered) {
    rc.markPage(remembered.title);
    return remembered.response;
  }
  const p: Lookup = { request: rc.request, markPage: rc.markPage, waitUntil: rc.waitUntil, ...entry };
  let hit: Response | undefined;
  try {
    hit = await edgeCache().match(p.key);
  } catch (error) {
    // No cache (a bare workerd without one, an outage): the page is rendered, never a 500.
    if (!cacheFailureLogged) console.error(`html cache: ${error}; rendering without it`);
    cacheFailureLogged = true;
    const rendered = await p.render();
    p.markPage(rendered.title);
    return rendered.response;
  }
  if (hit) {
    const stored = await fromCacheEntry(hit);
    const stale = !((now - stored.storedAt) / 1000 <= FRESH_SECONDS);
    if (stale) startRefresh(p, now);
    else rememberPage(p.key, stored);
    p.markPage(stored.title);
    return toVisitor(p.request, p, stored, stale ? 'STALE' : 'HIT');
  }
  const rendered = await p.render();
  p.markPage(rendered.title);
  if (rendered.response.status !== 200) return rendered.response;
  if (rendered.notStored) return notStored(rendered);
  const stored = await toStoredPage(rendered, now);
  rememberPage(p.key, stored);
  p.waitUntil(
    edgeCache()
      .put(p.key, toCacheEntry(stored))
      .catch((error) => console.error(`html cache: storing ${p.key} failed: ${error}`)),
  );
  return toVisitor(p.request, p, stored, 'MISS');
}

/**
 * The visitor's copy of a fresh page in this isolate's memory (`x-cache: HIT`, or a 304) and its
 * title, or undefined when memory holds no fresh entry for the key. cachedPage's first step, and
 * all of a memory hit before the router (worker/render/memory-hit.ts).
 */
export function rememberedAnswer(
  request: Request,
  entry: Pick<PageEntry, 'key' | 'changedAfterCache'>,
  now: number,
): { response: Response; title: string } | undefined {
  const remembered = recallPage(entry.key, now, FRESH_SECONDS * 1000);
  if (!remembered) return undefined;
  return { response: toVisitor(request, entry, remembered, 'HIT'), title: remembered.title };
}

/** Starts one background refresh of a stale entry, unless one for the same key is already under way. */
function startRefresh(p: Lookup, now: number): void {
  const started = refreshStarted.get(p.key);
  if (started !== undefined && now - started < REFRESH_GUARD_MS) return;
  refreshStarted.set(p.key, now);
  p.waitUntil(
    refresh(p, now)
      .catch((error) => console.error(`html cache: refreshing ${p.key} failed: ${error}`))
      .finally(() => refreshStarted.delete(p.key)),
  );
}

/** Renders again and replaces the entry (a stale hit's background work); a non-200 render keeps the old one. */
async function refresh(p: Lookup, now: number): Promise<void> {
  const rendered = await p.render();
  if (rendered.response.status !== 200 || rendered.notStored) return void (await rendered.response.body?.cancel());
  const stored = await toStoredPage(rendered, now);
  rememberPage(p.key, stored);
  await edgeCache().put(p.key, toCacheEntry(stored));
}

/** A render answered but kept out of both caches: the next request renders again. */
function notStored({ response }: RenderedPage): Response {
  const headers = pageHeaders();
  for (const [name, value] of response.headers) headers.set(name, value);
  headers.set('x-cache', 'MISS');
  headers.set('cache-control', 'no-store');
  return new Response(response.body, { status: 200, headers });
}

/** A 200 render as the caches keep it: the whole body, its ETag (a digest of the bytes), its title and time. */
async function toStoredPage({ response, title }: RenderedPage, now: number): Promise<StoredPage> {
  const body = new Uint8Array(await response.arrayBuffer());
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-1', body));
  // With the page security headers in (pageHeaders): a hit copies them, and nothing sets them again.
  const headers = pageHeaders();
  for (const [name, value] of response.headers) headers.set(name, value);
  headers.set('etag', `"${Array.from(digest.subarray(0, 12), (b) => b.toString(16).padStart(2, '0')).join('')}"`);
  headers.set('cache-control', 'public, max-age=0, must-revalidate');
  return { body, headers, title, storedAt: now };
}

/** The Cache API's copy: the page, with its title and time in headers of its own, kept for the stale window. */
function toCacheEntry(page: StoredPage): Response {
  const headers = new Headers(page.headers);
  headers.set(TITLE_HEADER, encodeURIComponent(page.title));
  headers.set(STORED_AT_HEADER, String(page.storedAt));
  // For the Cache API only (how long it keeps the entry); the visitor gets the page's own policy.
  headers.set('cache-control', `public, max-age=${FRESH_SECONDS + STALE_SECONDS}`);
  return new Response(page.body, { status: 200, headers });
}

/** A Cache API entry read back: the inverse of toCacheEntry. */
async function fromCacheEntry(entry: Response): Promise<StoredPage> {
  const headers = new Headers(entry.headers);
  const title = decodeURIComponent(headers.get(TITLE_HEADER) ?? '');
  const storedAt = Number(headers.get(STORED_AT_HEADER));
  headers.delete(TITLE_HEADER);
  headers.delete(STORED_AT_HEADER);
  headers.set('cache-control', 'public, max-age=0, must-revalidate');
  return { body: new Uint8Array(await entry.arrayBuffer()), headers, title, storedAt };
}

/** The visitor's copy of a stored page: its body, or a 304 when the browser already has these bytes. */
function toVisitor(
  request: Request,
  entry: Pick<PageEntry, 'changedAfterCache'>,
  page: StoredPage,
  state: 'HIT' | 'STALE' | 'MISS',
): Response {
  const headers = new Headers(page.headers);
  headers.set('x-cache', state);
  if (entry.changedAfterCache) headers.delete('etag');
  const etag = headers.get('etag');
  if (etag && ifNoneMatch(request.headers.get('if-none-match'), etag)) {
    headers.delete('content-type');
    headers.delete('content-length');
    return new Response(null, { status: 304, headers });
  }
  return new Response(page.body, { status: 200, headers });
}

/** `If-None-Match` matches: `*`, or one of its (weak or strong) tags is ours. */
function ifNoneMatch(header: string | null, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}
