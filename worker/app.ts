import { Hono } from 'hono';
import { API_PATHS } from '../common/api/api-paths.ts';
import { CLIENT_ERROR_PATH, handleClientError } from './analytics/client-errors.ts';
import { pageViews } from './analytics/page-views.ts';
import { settingsOf, type Env } from './env.ts';
import type { PipelineVariables } from './pipeline-variables.ts';
import { handleFormPost } from './forms/handle-form-post.ts';
import { securityHeaders } from './http/security-headers.ts';
import { respond } from './respond.ts';
import { decideRoute } from './routing/decide.ts';
import { tenantMiddleware } from './tenant-middleware.ts';
import { tenantOrigins } from './tenants/origins.ts';

export type AppEnv = { Bindings: Env; Variables: PipelineVariables };

/**
 * The whole pipeline: resolve the tenant (once, in a middleware), decide, respond; security headers on the way out.
 * Errors end in one handler that logs and answers 500.
 */
export function createApp() {
  const app = new Hono<AppEnv>();
  app.use(securityHeaders());
  app.use(tenantMiddleware());
  app.use(pageViews());
  app.post(CLIENT_ERROR_PATH, handleClientError());
  app.post(API_PATHS.contact, handleFormPost('contact'));
  app.post(API_PATHS.support, handleFormPost('support'));
  app.all('*', async function routeRequest(c) {
    const url = c.get('url');
    const resolved = c.get('resolved');
    const upstream = c.get('upstream');
    const origins = tenantOrigins(upstream.tenant, url.host, settingsOf(c.env));
    const decision = decideRoute(url, resolved, origins, upstream);
    return respond(
      {
        request: c.req.raw,
        url,
        resolved,
        upstream,
        origins,
        env: c.env,
        markProxied: () => c.set('proxied', true),
        markPage: (title) => c.set('pageTitle', title),
        waitUntil: (promise) => c.executionCtx.waitUntil(promise),
      },
      decision,
    );
  });
  app.onError(function logAndAnswer500(error, c) {
    console.error(`500 ${c.req.method} ${c.req.url}: ${error.stack ?? error.message}`);
    return c.text('Internal Server Error: the problem has been logged.\n', 500);
  });
  return app;
}
