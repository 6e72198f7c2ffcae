import { DEFAULT_LOCALE, type PageLocale } from '../../common/i18n/locales.ts';
import type { Context } from 'hono';
import { settingsOf, type Env } from '../env.ts';
import type { AppEnv } from '../pipeline-variables.ts';
import { tenantOrigins, type TenantOrigins } from '../tenants/origins.ts';
import type { ResolvedTenant } from '../tenants/resolve.ts';

/**
 * One request as the pipeline carries it, built once from Hono's context (worker/app.ts): what
 * `respond`, the HTML cache and a page's `load` read. A page renders from `PageContext`
 * (worker/pages/page-context.ts), which is made from this.
 */
export interface RequestContext {
  request: Request;
  /** The request URL without its locale prefix (worker/i18n/locale-middleware.ts). */
  url: URL;
  /** The locale the URL names: `de` for `/de/pricing`, `en` unprefixed. */
  locale: PageLocale;
  /** The tenant the visitor sees (previews included). */
  resolved: ResolvedTenant;
  /** The tenant whose upstreams and cookie domain serve this request (resolveUpstreamTenant). */
  upstream: ResolvedTenant;
  origins: TenantOrigins;
  env: Env;
  /** Marks a response as proxied so the security headers keep the upstream's own CSP. */
  markProxied: () => void;
  /** Records the page title for the page-view event sent after the response. */
  markPage: (title: string) => void;
  /** Keeps work (cache writes, refreshes) running after the response. */
  waitUntil: (promise: Promise<unknown>) => void;
}

/**
 * The request context of a Hono request, after the tenant middleware: built once per request
 * (worker/app.ts) or for a form's re-rendered page.
 */
export function requestContextOf(c: Context<AppEnv>): RequestContext {
  const url = c.get('url');
  const upstream = c.get('upstream');
  return {
    request: c.req.raw,
    url,
    locale: c.get('locale') ?? DEFAULT_LOCALE,
    resolved: c.get('resolved'),
    upstream,
    origins: tenantOrigins(upstream.tenant, url.host, settingsOf(c.env)),
    env: c.env,
    markProxied: () => c.set('proxied', true),
    markPage: (title) => c.set('pageTitle', title),
    waitUntil: (promise) => c.executionCtx.waitUntil(promise),
  };
}
