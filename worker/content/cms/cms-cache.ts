import { beforeDeadline } from '../../http/deadline.ts';

/** What a CMS answer must pass before it is served or cached: the build's own rules. */
export type CmsCheck<T> = (json: unknown) => { ok: true; value: T } | { ok: false; problem: string };

// Structural, not the runtime's ExecutionContext: the CMS bundles these modules for Node (scripts/cms/site-rules.ts).
type WaitUntil = { waitUntil(promise: Promise<unknown>): void };

export interface CmsCacheOptions {
  /** Cache API namespace (`caches.open`). */
  cacheName: string;
  /** What an answer is (`menu`, `page`): warnings start `cms <noun> <name>:`. */
  noun: string;
  /** The page waits at most this long on a cache miss. */
  timeoutMs: number;
  /** A cached answer younger than this is served as is; older ones are served and refreshed. */
  freshMs: number;
  /** A cached answer older than this is not served (the Cache API drops it too: `max-age`). */
  maxAgeS: number;
  /** A fetch the page no longer waits for gives up after this. */
  backgroundTimeoutMs: number;
  /** Injectable for tests; defaults to the runtime's fetch. */
  fetch?: typeof fetch;
  cache?: Cache;
  /** Clock for the age of cached answers (epoch ms). */
  now?: () => number;
  /** The CMS API token (`CMS_TOKEN`), sent as `Authorization: Bearer`; never part of a cache key. */
  token?: string | undefined;
  /**
   * The content version (content-version.ts), part of every cache key: a publish webhook bumps it,
   * so entries cached before are never read again (they expire with `max-age`).
   */
  version?: number;
}

/** Header of a cached answer: when the worker fetched it (epoch ms). */
export const FETCHED_AT_HEADER = 'x-cms-fetched-at';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Per isolate: when a background refresh of a URL started, so that a burst of stale hits starts
 * one refresh, not one each. Times, not promises: a promise must not be awaited across requests.
 */
const refreshStarted = new Map<string, number>();

/**
 * The CMS behind the Cache API with stale-while-revalidate, shared by menus and content-managed
 * pages. `get(url, name, check)` answers from the cache when fresh; serves a stale copy (up to
 * maxAgeS) while refreshing it in the background; on a miss waits at most timeoutMs, letting the
 * fetch finish in the background so a late valid answer is cached for the next visitor. A failed,
 * slow or invalid answer rejects with the reason (the caller falls back to embedded content);
 * nothing invalid is cached, and a failed refresh keeps the cached copy. The URL is the cache
 * key, so it must name everything the answer depends on (see menu-source.ts, page-source.ts).
 */
export function createCmsCache(options: CmsCacheOptions, ctx?: WaitUntil) {
  const label = (name: string): string => `cms ${options.noun} ${name}`;
  const send = options.fetch ?? ((request: Request) => fetch(request));
  const now = options.now ?? Date.now;
  const keep = (work: Promise<unknown>) => ctx?.waitUntil(work);
  let opened: Promise<Cache> | undefined;
  const openCache = () => (opened ??= options.cache ? Promise.resolve(options.cache) : caches.open(options.cacheName));
  const requestHeaders = {
    accept: 'application/json',
    ...(options.token && { authorization: `Bearer ${options.token}` }),
  };
  /** The cache key of a CMS URL: the URL and the content version (the version is not sent: Strapi refuses unknown parameters). */
  const keyOf = (url: string) =>
    options.version ? `${url}${url.includes('?') ? '&' : '?'}cms_content_version=${options.version}` : url;

  /** The answer as sent (what the cache keeps, so reading it back runs the same check) and its checked value. */
  async function fetchChecked<T>(
    url: string,
    check: CmsCheck<T>,
    signal: AbortSignal,
  ): Promise<{ raw: unknown; value: T }> {
    const res = await send(new Request(url, { headers: requestHeaders, signal }));
    if (!res.ok) {
      await res.body?.cancel();
      // A refused token is a setup problem, not an outage: say which.
      if (res.status === 401 || res.status === 403)
        throw new Error(
          `status ${res.status}: the CMS refused the token (CMS_TOKEN unset, expired, or without this permission)`,
        );
      throw new Error(`status ${res.status}`);
    }
    const json: unknown = await res.json().catch((error: unknown) => {
      throw signal.aborted ? error : new Error('the answer is not JSON');
    });
    const checked = check(json);
    if (!checked.ok) throw new Error(`invalid ${options.noun} (${checked.problem})`);
    return { raw: json, value: checked.value };
  }

  function fetchAndStore<T>(url: string, name: string, check: CmsCheck<T>): Promise<T> {
    const signal = AbortSignal.timeout(options.backgroundTimeoutMs);
    const answer = beforeDeadline(fetchChecked(url, check, signal), signal).catch((error: unknown) => {
      throw new Error(signal.aborted ? `no answer within ${options.backgroundTimeoutMs} ms` : messageOf(error));
    });
    const store = async ({ raw }: { raw: unknown }) => {
      const headers = {
        'content-type': 'application/json',
        'cache-control': `max-age=${options.maxAgeS}`,
        [FETCHED_AT_HEADER]: String(now()),
      };
      await (await openCache()).put(keyOf(url), new Response(JSON.stringify(raw), { headers }));
    };
    keep(
      answer
        .then(store, () => {})
        .catch((error: unknown) => console.warn(`${label(name)}: cache put failed: ${messageOf(error)}`)),
    );
    return answer.then(({ value }) => value);
  }

  function refresh<T>(url: string, name: string, check: CmsCheck<T>) {
    const started = refreshStarted.get(keyOf(url));
    if (started !== undefined && now() - started < options.backgroundTimeoutMs) return;
    refreshStarted.set(keyOf(url), now());
    fetchAndStore(url, name, check)
      .catch((error: unknown) =>
        console.warn(`${label(name)}: refresh failed (${messageOf(error)}); serving the cached copy`),
      )
      .finally(() => refreshStarted.delete(keyOf(url)));
  }

  async function readCached<T>(url: string, check: CmsCheck<T>): Promise<{ value: T; fetchedAt: number } | null> {
    const hit = await (await openCache()).match(keyOf(url));
    if (!hit) return null;
    // Re-checked: an entry written by an older deploy may break today's rules (a page removed since).
    const checked = check(await hit.json().catch(() => null));
    return checked.ok ? { value: checked.value, fetchedAt: Number(hit.headers.get(FETCHED_AT_HEADER)) } : null;
  }

  return {
    /** One answer straight from the CMS, never cached (draft previews): waits up to backgroundTimeoutMs. */
    async fetchUncached<T>(url: string, check: CmsCheck<T>): Promise<T> {
      const signal = AbortSignal.timeout(options.backgroundTimeoutMs);
      try {
        return (await beforeDeadline(fetchChecked(url, check, signal), signal)).value;
      } catch (error) {
        throw new Error(signal.aborted ? `no answer within ${options.backgroundTimeoutMs} ms` : messageOf(error));
      }
    },
    async get<T>(url: string, name: string, check: CmsCheck<T>): Promise<T> {
      const cached = await readCached(url, check);
      const age = cached ? now() - cached.fetchedAt : NaN;
      if (cached && age <= options.maxAgeS * 1000) {
        if (age > options.freshMs) refresh(url, name, check);
        return cached.value;
      }
      const deadline = AbortSignal.timeout(options.timeoutMs);
      const fetching = fetchAndStore(url, name, check);
      try {
        return await beforeDeadline(fetching, deadline);
      } catch (error) {
        if (error !== deadline.reason) throw error;
        fetching.catch((late: unknown) =>
          console.warn(`${label(name)}: ${messageOf(late)} (after the page went on); nothing cached`),
        );
        throw new Error(`no answer within ${options.timeoutMs} ms`);
      }
    },
  };
}
