import { DEFAULT_LOCALE } from '../../common/i18n/locales.ts';
import type { Context } from 'hono';
import { settingsOf, type Env } from '../env.ts';
import type { AppEnv } from '../pipeline-variables.ts';
import { tenantOrigins, type TenantOrigins } from '../tenants/origins.ts';
import type { RequestFacts } from './request-facts.ts';

/**
 * One request as the pipeline carries it, built once from Hono's context (worker/app.ts): what
 * `respond`, the HTML cache and a page's `load` read. A page renders from `PageContext`
 * (worker/page-context.ts), which is made from this.
 */
export interface RequestContext extends RequestFacts, RequestHooks {
  request: Request;
  origins: TenantOrigins;
  env: Env;
}

/** What a handler tells the pipeline about its answer, and how it keeps work running after it. */
export interface RequestHooks {
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
  const facts = {
    url: c.get('url'),
    locale: c.get('locale') ?? DEFAULT_LOCALE,
    resolved: c.get('resolved'),
    upstream: c.get('upstream'),
  };
  return requestContext(c.req.raw, c.env, facts, {
    markProxied: () => c.set('proxied', true),
    markPage: (title) => c.set('pageTitle', title),
    waitUntil: (promise) => c.executionCtx.waitUntil(promise),
  });
}

/**
 * The request context of a request's facts (worker/http/request-facts.ts), in or before the
 * pipeline. `origins` is given when already known for these facts (worker/decision-memo.ts).
 */
export function requestContext(
  request: Request,
  env: Env,
  facts: RequestFacts,
  hooks: RequestHooks,
  origins: TenantOrigins = tenantOrigins(facts.upstream.tenant, facts.url.host, settingsOf(env)),
): RequestContext {
  const { url, locale, resolved, upstream } = facts;
  // Written out rather than spread: a cached hit builds this on every request (early-answer.ts).
  const { markProxied, markPage, waitUntil } = hooks;
  return { request, env, url, locale, resolved, upstream, origins, markProxied, markPage, waitUntil };
}
