import type { MiddlewareHandler } from 'hono';
import { settingsOf, type Env } from './env.ts';
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
    // The first request of an isolate parses every var here, so a bad one fails every request, loudly.
    const { tenant: buildTenant } = settingsOf(c.env);
    const resolved = resolveTenant(url, buildTenant);
    c.set('url', url);
    c.set('resolved', resolved);
    // Previews change what is rendered, never where the request goes (worker/tenants/resolve.ts).
    c.set('upstream', resolveUpstreamTenant(url, resolved, buildTenant));
    await next();
  };
}
