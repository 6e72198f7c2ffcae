import type { MiddlewareHandler } from 'hono';
import type { Env } from './env.ts';
import type { PipelineVariables } from './pipeline-variables.ts';
import { resolveTenant, resolveUpstreamTenant } from './tenants/resolve.ts';

/**
 * Resolves the tenant once per request, before any handler: the tenant the visitor sees
 * (`resolved`, previews included) and the tenant whose upstreams serve the request (`upstream`).
 * Every handler (pages, forms, client errors) and the page-view counter read them from the context.
 */
export function tenantMiddleware(): MiddlewareHandler<{ Bindings: Env; Variables: PipelineVariables }> {
  return async function resolveTenantOnce(c, next) {
    const url = new URL(c.req.url);
    const resolved = resolveTenant(url, c.env.TENANT);
    c.set('url', url);
    c.set('resolved', resolved);
    // Previews change what is rendered, never where the request goes (worker/tenants/resolve.ts).
    c.set('upstream', resolveUpstreamTenant(url, resolved, c.env.TENANT));
    await next();
  };
}
