import type { ResolvedTenant } from './tenants/resolve.ts';

/** What the request pipeline records on the Hono context for the middlewares that run after it. */
export interface PipelineVariables {
  /** The response came from an upstream (legacy host, app host): keep its CSP, count no page view. */
  proxied: boolean;
  /** The tenant this request was answered for. */
  resolved: ResolvedTenant;
  /** The <title> of a page this worker rendered (for the page-view event). */
  pageTitle: string;
}
