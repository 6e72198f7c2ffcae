/**
 * The HTML edge cache: anonymous page answers from the Cache API, with stale-while-revalidate,
 * an ETag and 304s. The key (which requests share bytes, which bypass) is html-cache-key.ts;
 * docs/architecture.md "HTML edge cache" explains the choices.
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
}

export interface CachedPageRequest {
  request: Request;
  key: string;
  render: () => Promise<RenderedPage>;
  /** Records the title of the page served (hits included), for analytics. */
  markPage: (title: string) => void;
  waitUntil: (promise: Promise<unknown>) => void;
  /** Now, in milliseconds (tests pass their own). */
  now?: number;
}

/**
 * Serves a page from the cache (HIT, or STALE while it renders again in the background), or
 * renders it, answers and stores it (MISS). Only `200` renders are stored; anything else passes
 * through untouched. Every cached answer carries an ETag; a matching `If-None-Match` gets a 304.
 */
export async function cachedPage(p: CachedPageRequest): Promise<Response> {
  const now = p.now ?? Date.now();
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
    const age = (now - Number(hit.headers.get(STORED_AT_HEADER))) / 1000;
    const stale = !(age <= FRESH_SECONDS);
    if (stale) startRefresh(p, now);
    p.markPage(decodeURIComponent(hit.headers.get(TITLE_HEADER) ?? ''));
    return toVisitor(p.request, hit, stale ? 'STALE' : 'HIT');
  }
  const rendered = await p.render();
  p.markPage(rendered.title);
  if (rendered.response.status !== 200) return rendered.response;
  const entry = await toEntry(rendered, now);
  p.waitUntil(edgeCache().put(p.key, entry.clone()).catch((error) => console.error(`html cache: storing ${p.key} failed: ${error}`)));
  return toVisitor(p.request, entry, 'MISS');
}

/** Starts one background refresh of a stale entry, unless one for the same key is already under way. */
function startRefresh(p: CachedPageRequest, now: number): void {
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
async function refresh(p: CachedPageRequest, now: number): Promise<void> {
  const rendered = await p.render();
  if (rendered.response.status !== 200) return void (await rendered.response.body?.cancel());
  await edgeCache().put(p.key, await toEntry(rendered, now));
}

/** The stored form of a render: the whole body, its ETag, its title and time, kept for the stale window. */
async function toEntry({ response, title }: RenderedPage, now: number): Promise<Response> {
  const body = await response.arrayBuffer();
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-1', body));
  const headers = new Headers(response.headers);
  headers.set('etag', `"${Array.from(digest.subarray(0, 12), (b) => b.toString(16).padStart(2, '0')).join('')}"`);
  headers.set(TITLE_HEADER, encodeURIComponent(title));
  headers.set(STORED_AT_HEADER, String(now));
  // For the Cache API only (how long it keeps the entry); the visitor gets the page's own policy.
  headers.set('cache-control', `public, max-age=${FRESH_SECONDS + STALE_SECONDS}`);
  return new Response(body, { status: 200, headers });
}

/** The visitor's copy of an entry: its body, or a 304 when the browser already has these bytes. */
function toVisitor(request: Request, entry: Response, state: 'HIT' | 'STALE' | 'MISS'): Response {
  const headers = new Headers(entry.headers);
  headers.delete(TITLE_HEADER);
  headers.delete(STORED_AT_HEADER);
  headers.set('cache-control', 'public, max-age=0, must-revalidate');
  headers.set('x-cache', state);
  const etag = headers.get('etag');
  if (etag && ifNoneMatch(request.headers.get('if-none-match'), etag)) {
    void entry.body?.cancel();
    headers.delete('content-type');
    headers.delete('content-length');
    return new Response(null, { status: 304, headers });
  }
  return new Response(entry.body, { status: 200, headers });
}

/** `If-None-Match` matches: `*`, or one of its (weak or strong) tags is ours. */
function ifNoneMatch(header: string | null, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}
