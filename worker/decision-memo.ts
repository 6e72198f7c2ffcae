import type { Env } from './env.ts';
import type { RequestFacts } from './http/request-facts.ts';
import type { CacheDecision } from './render/html-cache-key.ts';
import type { TenantOrigins } from './tenants/origins.ts';
import type { Decision } from './routing/decide.ts';

/** What the early answer (worker/early-answer.ts) reads of a request URL before answering it. */
export interface RememberedDecision {
  facts: RequestFacts;
  origins: TenantOrigins;
  /** The routing decision, localized. */
  decision: Decision;
  /** The path routed (`facts.url.pathname`: the locale prefix removed), read once. */
  path: string;
  /** A page's HTML cache decision by content version and currency (render/memory-hit.ts). */
  cacheKeys: Map<string, CacheDecision>;
}

/**
 * How many URLs an isolate remembers. Visitors bring any URL, so the memo is bounded, in entries
 * and in characters (DECISION_MEMO_CHARS): at either limit the oldest entry goes. A site's hot URLs (its pages, its redirects) are a few hundred.
 */
export const DECISION_MEMO_SIZE = 1000;
/**
 * The characters of URL the memo may hold in all: an entry keeps its URL several times (the key,
 * the parsed URL of its facts, its decision's targets), so 1,000 URLs of 8 KB took an isolate's
 * heap from 13 MB to 30–41 MB. At this bound the memo holds a few MB at most, and 1,000 ordinary
 * URLs (under 512 characters) still fit.
 */
export const DECISION_MEMO_CHARS = 512 * 1024;
/** A longer URL is decided but not remembered: no site URL is this long, and one must not evict hundreds. */
export const MAX_REMEMBERED_URL_CHARS = 2048;

interface Memo {
  entries: Map<string, RememberedDecision>;
  /** The characters of the URLs in `entries`. */
  chars: number;
}

// Per env object: the decision reads the vars (TENANT, the origins), and a test may pass another env.
const memos = new WeakMap<Env, Memo>();

/**
 * The remembered decision for a request URL, or the one `decide` computes, remembered. Only for
 * what is a function of the URL and the vars alone: the tenant and locale (request-facts.ts), the
 * upstream origins, the routing decision (worker/routing/decide.ts: the build's redirect tables, routes
 * and content) and its localization. A redirect or a cached page asked for again skips reparsing
 * the URL, resolving the tenant and matching the tables (docs/caching-performance.md, "Per
 * request"). The same objects serve every request for the URL.
 */
export function rememberedDecision(request: Request, env: Env, decide: () => RememberedDecision): RememberedDecision {
  let memo = memos.get(env);
  if (!memo) memos.set(env, (memo = { entries: new Map(), chars: 0 }));
  const url = request.url;
  let entry = memo.entries.get(url);
  if (!entry) {
    // Frozen (shallowly): a change by one request would show in every later answer for the URL,
    // so it throws instead (the early answer then leaves the request to the pipeline, logged once).
    entry = Object.freeze(decide());
    Object.freeze(entry.facts);
    Object.freeze(entry.decision);
    if (url.length > MAX_REMEMBERED_URL_CHARS) return entry;
    // The oldest go first, until both bounds (entries and characters) hold with this one added.
    while (memo.entries.size >= DECISION_MEMO_SIZE || memo.chars + url.length > DECISION_MEMO_CHARS) {
      const oldest = memo.entries.keys().next().value!;
      memo.entries.delete(oldest);
      memo.chars -= oldest.length;
    }
    memo.entries.set(url, entry);
    memo.chars += url.length;
  }
  return entry;
}
