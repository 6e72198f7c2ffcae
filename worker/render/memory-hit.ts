import { countPageView } from '../analytics/page-views.ts';
import { contentLoaded } from '../content/built-content.ts';
import { knownContentVersion } from '../content/cms/content-version.ts';
import { settingsOf, type Env } from '../env.ts';
import { setSecurityHeaders } from '../http/security-headers.ts';
import { localeOfUrl } from '../i18n/locale-middleware.ts';
import { isPseudoLocale } from '../../common/i18n/locales.ts';
import { decideRoute } from '../routing/decide.ts';
import { tenantOrigins } from '../tenants/origins.ts';
import { resolveTenant, resolveUpstreamTenant } from '../tenants/resolve.ts';
import { rememberedAnswer } from './html-cache.ts';
import { htmlCacheKey } from './html-cache-key.ts';
import { pageModuleOf } from './page-modules.ts';

/**
 * A page this isolate keeps fresh in memory, answered before the router: the same tenant, locale,
 * routing decision, cache key, visitor copy, security headers and page view as the whole pipeline
 * (worker/app.ts) gives it, computed by the same functions, without the middleware chain's
 * awaits around them. A cached home cost 69–74 µs of workerd CPU through the pipeline and about
 * 58–60 µs here, against 56 µs for a static asset of the same size (docs/architecture.md, "A
 * memory hit before the router").
 *
 * Undefined whenever anything could make the answer differ from the pipeline's, and the request
 * goes through the pipeline as before: not a GET, any cookie (sign-in, a dismissed banner), a
 * pseudo-locale (its content loads on first use), content not loaded yet, a CMS version that
 * must be read again, a page whose copy changes after the cache (the contact form's stamp), a
 * decision other than a page, a key that bypasses the cache (previews, unknown queries), no fresh
 * entry, or an error (the pipeline then answers, and logs it if it is real).
 * `memory-hit.test.ts` holds its answers equal to the pipeline's, headers and bytes.
 */
export function answerFromMemory(request: Request, env: Env, ctx: ExecutionContext): Response | undefined {
  if (request.method !== 'GET' || request.headers.has('cookie') || !contentLoaded()) return undefined;
  try {
    return remembered(request, env, ctx);
  } catch {
    return undefined;
  }
}

function remembered(request: Request, env: Env, ctx: ExecutionContext): Response | undefined {
  const settings = settingsOf(env);
  if (!settings.htmlCache) return undefined;
  const version = knownContentVersion(env);
  if (version === undefined) return undefined;
  const sent = new URL(request.url);
  const resolved = resolveTenant(sent, settings.tenant);
  const { locale, url } = localeOfUrl(sent, resolved);
  if (isPseudoLocale(locale)) return undefined;
  const upstream = resolveUpstreamTenant(sent, resolved, settings.tenant);
  // Pages are not localized further (worker/i18n/localize-decision.ts passes them through).
  const decision = decideRoute(url, resolved, tenantOrigins(upstream.tenant, url.host, settings), upstream);
  if (decision.kind !== 'page') return undefined;
  const module = pageModuleOf(decision.route);
  if (module instanceof Promise || module.afterCache) return undefined;
  const route = decision.route;
  const cache = htmlCacheKey(
    request,
    url,
    resolved,
    route.cachedParams ?? [],
    version,
    route.cachedParamValues,
    locale,
  );
  if (!('key' in cache)) return undefined;
  const answer = rememberedAnswer(request, { key: cache.key }, Date.now());
  if (!answer) return undefined;
  const { response, title } = answer;
  setSecurityHeaders(response.headers, { url: request.url, pipelineUrl: url, proxied: false, env });
  countPageView({ request, response, proxied: false, title, resolved, env, waitUntil: (p) => ctx.waitUntil(p) });
  return response;
}
