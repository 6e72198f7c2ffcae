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
 * How many URLs an isolate remembers. Visitors bring any URL, so the memo is bounded: at the
 * limit the oldest entry goes. A site's hot URLs (its pages, its redirects) are a few hundred.
 */
export const DECISION_MEMO_SIZE = 1000;

// Per env object: the decision reads the vars (TENANT, the origins), and a test may pass another env.
const memos = new WeakMap<Env, Map<string, RememberedDecision>>();

/**
 * The remembered decision for a request URL, or the one `decide` computes, remembered. Only for
 * what is a function of the URL and the vars alone: the tenant and locale (request-facts.ts), the
 * upstream origins, the routing decision (worker/routing/decide.ts: the build's redirect tables, routes
 * and content) and its localization. A redirect or a cached page asked for again skips reparsing
 * the URL, resolving the tenant and matching the tables (docs/caching-performance.md, "A URL decided
 * once per isolate"). The same objects serve every request for the URL.
 */
export function rememberedDecision(request: Request, env: Env, decide: () => RememberedDecision): RememberedDecision {
  let memo = memos.get(env);
  if (!memo) memos.set(env, (memo = new Map()));
  const url = request.url;
  let entry = memo.get(url);
  if (!entry) {
    // Frozen (shallowly): a change by one request would show in every later answer for the URL,
    // so it throws instead (the early answer then leaves the request to the pipeline, logged once).
    entry = Object.freeze(decide());
    Object.freeze(entry.facts);
    Object.freeze(entry.decision);
    if (memo.size >= DECISION_MEMO_SIZE) memo.delete(memo.keys().next().value!);
    memo.set(url, entry);
  }
  return entry;
}
