import type { PageLocale } from '../../common/i18n/locales.ts';
import { settingsOf, type Env } from '../env.ts';
import { localeOfUrl } from './url-locale.ts';
import { resolveTenant, resolveUpstreamTenant, type ResolvedTenant } from '../tenants/resolve.ts';

/** What a request is, read before anything answers it: the same for the pipeline and the early answer. */
export interface RequestFacts {
  /** The request URL without its locale prefix (worker/http/url-locale.ts). */
  url: URL;
  /** The locale the URL names: `de` for `/de/pricing`, `en` unprefixed or not offered. */
  locale: PageLocale;
  /** The tenant the visitor sees (previews included). */
  resolved: ResolvedTenant;
  /** The tenant whose upstreams and cookie domain serve this request. */
  upstream: ResolvedTenant;
}

/**
 * The tenant, then the locale, of one request: the one reading of both, for the pipeline's
 * middleware (worker/app.ts) and for the answers given before it (worker/early-answer.ts), so the
 * two can never disagree on which tenant or language a request is for.
 */
export function readRequestFacts(request: Request, env: Env): RequestFacts {
  const sent = new URL(request.url);
  // The first request of an isolate parses every var here, so a bad one fails every request, loudly.
  const { tenant: buildTenant } = settingsOf(env);
  const resolved = resolveTenant(sent, buildTenant);
  // Previews change what is rendered, never where the request goes (worker/tenants/resolve.ts).
  const upstream = resolveUpstreamTenant(sent, resolved, buildTenant);
  return { ...localeOfUrl(sent, resolved), resolved, upstream };
}
