import type { Context } from 'hono';
import { settingsOf } from './env.ts';
import type { AppEnv } from './pipeline-variables.ts';
import { resolveTenant, resolveUpstreamTenant } from './tenants/resolve.ts';

/**
 * Resolves the tenant once per request, before any handler (worker/app.ts): the tenant the
 * visitor sees (`resolved`, previews included) and the tenant whose upstreams serve the request
 * (`upstream`). Every handler (pages, forms, client errors) and the page-view counter read them
 * from the context. Returns the parsed request URL (also `url` on the context).
 */
export function readTenant(c: Context<AppEnv>): URL {
  const url = new URL(c.req.url);
  // The first request of an isolate parses every var here, so a bad one fails every request, loudly.
  const { tenant: buildTenant } = settingsOf(c.env);
  const resolved = resolveTenant(url, buildTenant);
  c.set('url', url);
  c.set('resolved', resolved);
  // Previews change what is rendered, never where the request goes (worker/tenants/resolve.ts).
  c.set('upstream', resolveUpstreamTenant(url, resolved, buildTenant));
  return url;
}
