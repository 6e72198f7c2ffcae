import { knownContentVersion } from '../content/cms/content-version.ts';
import type { RequestContext } from '../http/request-context.ts';
import type { RouteMatch } from '../pages/page-module.ts';
import { rememberedAnswer } from './html-cache.ts';
import { htmlCacheKey, type CacheDecision } from './html-cache-key.ts';
import { currencyForRequest } from '../../common/pricing/currency.ts';
import { keepPagesOfVersion } from './html-memory-cache.ts';
import { pageModuleOf } from './page-modules.ts';

/**
 * A routed page this isolate keeps fresh in memory, as the HTML cache gives it (`x-cache: HIT`,
 * or a 304) with its title marked, computed without an await: the early answer before the router
 * (worker/early-answer.ts). Undefined whenever the pipeline's answer could differ or needs I/O:
 * the HTML cache off, any cookie (sign-in bypasses the cache, a dismissed banner rewrites the
 * copy), a page module not loaded yet, a page whose copy changes after the cache (the contact
 * form's stamp), a CMS version this isolate must read again, a key that bypasses the cache
 * (previews, unknown queries) or no fresh entry.
 */
export function pageFromMemory(
  rc: RequestContext,
  match: RouteMatch,
  htmlCache: boolean,
  cacheKeys: Map<string, CacheDecision>,
): Response | undefined {
  if (!htmlCache || rc.request.headers.has('cookie')) return undefined;
  const module = pageModuleOf(match.route);
  if (module instanceof Promise || module.afterCache) return undefined;
  const version = knownContentVersion(rc.env);
  if (version === undefined) return undefined;
  keepPagesOfVersion(version);
  const cache = cacheDecision(rc, match, version, cacheKeys);
  if (!('key' in cache)) return undefined;
  const answer = rememberedAnswer(rc.request, { key: cache.key }, Date.now());
  if (!answer) return undefined;
  rc.markPage(answer.title);
  return answer.response;
}

/**
 * The page's HTML cache decision. Without a cookie (see above) it depends on the URL, the content
 * version and the visitor's currency only, so the URL's remembered decisions (worker/decision-memo.ts)
 * keep it by version and currency: building the key read the URL's parts again on every hit.
 */
function cacheDecision(
  rc: RequestContext,
  { route }: RouteMatch,
  version: number,
  cacheKeys: Map<string, CacheDecision>,
): CacheDecision {
  const currency = currencyForRequest(rc.request);
  const kept = `${version}/${currency}`;
  let cache = cacheKeys.get(kept);
  if (!cache) {
    cache = htmlCacheKey(
      rc.request,
      rc.url,
      rc.resolved,
      route.cachedParams ?? [],
      version,
      route.cachedParamValues,
      rc.locale,
    );
    // Old versions' keys are never asked for again.
    if (cacheKeys.size >= 8) cacheKeys.clear();
    cacheKeys.set(kept, cache);
  }
  return cache;
}
