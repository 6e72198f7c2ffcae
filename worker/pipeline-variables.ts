import type { PageLocale } from '../common/i18n/locales.ts';
import type { Env } from './env.ts';
import type { ResolvedTenant } from './tenants/resolve.ts';

/** What the request pipeline records on the Hono context for the middlewares that run after it. */
export interface PipelineVariables {
  /** The response came from an upstream (legacy host, app host): keep its CSP, count no page view. */
  proxied: boolean;
  /**
   * The request URL, parsed once (worker/http/request-facts.ts) for every handler after it; without its
   * locale prefix (worker/http/url-locale.ts).
   */
  url: URL;
  /** The locale the URL names (`en` when unprefixed or not offered by the tenant). */
  locale: PageLocale;
  /** The tenant the visitor sees, previews included (worker/http/request-facts.ts, before any handler). */
  resolved: ResolvedTenant;
  /** The tenant whose upstreams and cookie domain serve this request (worker/http/request-facts.ts). */
  upstream: ResolvedTenant;
  /** The <title> of a page this worker rendered (for the page-view event). */
  pageTitle: string;
}

/** The Hono environment of every handler: the worker's bindings and these variables. */
export type AppEnv = { Bindings: Env; Variables: PipelineVariables };
