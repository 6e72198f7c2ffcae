import { knownContentVersion } from '../content/cms/content-version.ts';
import type { RequestContext } from '../http/request-context.ts';
import type { RouteMatch } from '../pages/page-module.ts';
import { rememberedAnswer } from './html-cache.ts';
import { htmlCacheKey } from './html-cache-key.ts';
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
export function pageFromMemory(rc: RequestContext, match: RouteMatch, htmlCache: boolean): Response | undefined {
  if (!htmlCache || rc.request.headers.has('cookie')) return undefined;
  const module = pageModuleOf(match.route);
  if (module instanceof Promise || module.afterCache) return undefined;
  const version = knownContentVersion(rc.env);
  if (version === undefined) return undefined;
  keepPagesOfVersion(version);
  const { route } = match;
  const cache = htmlCacheKey(
    rc.request,
    rc.url,
    rc.resolved,
    route.cachedParams ?? [],
    version,
    route.cachedParamValues,
    rc.locale,
  );
  if (!('key' in cache)) return undefined;
  const answer = rememberedAnswer(rc.request, { key: cache.key }, Date.now());
  if (!answer) return undefined;
  rc.markPage(answer.title);
  return answer.response;
}
