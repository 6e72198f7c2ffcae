import type { Env } from './env.ts';
import { renderPage, titleFor } from './pages/render-page.tsx';
import { loadPageContext } from './pages/load-page-context.ts';
import type { PageRoute } from './pages/routes.ts';
import { tenantFile } from './pages/tenant-files.ts';
import type { Decision } from './routing/decide.ts';
import { reissueAuthCookie } from './routing/hand-off.ts';
import { isProxyFailure, proxyRequest } from './routing/proxy.ts';
import { allowedHosts } from './tenants/allowed-hosts.ts';
import type { TenantOrigins } from './tenants/origins.ts';
import type { ResolvedTenant } from './tenants/resolve.ts';

export interface Ctx {
  request: Request;
  url: URL;
  resolved: ResolvedTenant;
  origins: TenantOrigins;
  env: Env;
  /** Marks a response as proxied so the security headers keep the upstream's own CSP. */
  markProxied: () => void;
  /** Records the page title for the page-view event sent after the response. */
  markPage: (title: string) => void;
  /** Keeps work (cache writes) running after the response. */
  waitUntil: (promise: Promise<unknown>) => void;
}

/** Thrown when a decision would send a visitor to a host config does not name (a bug, never a visitor error). */
export class UnsafeDestinationError extends Error {}

function assertAllowed(ctx: Ctx, target: string): string {
  const url = new URL(target);
  const ok =
    url.host === ctx.url.host ||
    allowedHosts(ctx.resolved.tenant).has(url.host) ||
    url.origin === ctx.origins.app ||
    url.origin === ctx.origins.legacy;
  if (!ok || !/^https?:$/.test(url.protocol)) throw new UnsafeDestinationError(`refused to send ${ctx.url.pathname} to ${url.host}: not in the config of tenant ${ctx.resolved.id}`);
  return url.href;
}

function redirectTo(ctx: Ctx, location: string, status: number, cookie?: string | null): Response {
  const headers = new Headers({ location: assertAllowed(ctx, location), 'cache-control': status === 301 || status === 308 ? 'public, max-age=3600' : 'no-store' });
  if (cookie) headers.append('set-cookie', cookie);
  return new Response(null, { status, headers });
}

async function proxy(ctx: Ctx, upstream: string, cookie?: string | null): Promise<Response> {
  ctx.markProxied();
  const result = await proxyRequest(ctx.request, assertAllowed(ctx, upstream), { timeoutMs: Number(ctx.env.UPSTREAM_TIMEOUT_MS) || 10_000 });
  if (isProxyFailure(result)) {
    console.error(`proxy ${ctx.resolved.id} ${ctx.url.pathname}: ${result.reason}`);
    return page(ctx, null, {}, result.status);
  }
  if (cookie) result.headers.append('set-cookie', cookie);
  return result;
}

async function page(ctx: Ctx, route: PageRoute | null, params: Record<string, string>, status: number): Promise<Response> {
  const pageCtx = await loadPageContext({ ...ctx, route, params, status });
  ctx.markPage(titleFor(pageCtx, status));
  return renderPage(ctx.request, pageCtx, status);
}

/** Turns a routing decision into the response, in one place. */
export async function respond(ctx: Ctx, decision: Decision): Promise<Response> {
  switch (decision.kind) {
    case 'reject':
      return new Response(`${decision.reason}\n`, { status: decision.status, headers: { 'content-type': 'text/plain; charset=utf-8' } });
    case 'redirect':
      return redirectTo(ctx, decision.location, decision.status);
    case 'rewrite':
      return proxy(ctx, decision.upstream);
    case 'handoff': {
      const cookie = reissueAuthCookie(ctx.resolved.tenant, ctx.request);
      if (decision.mode === 'proxy') return proxy(ctx, decision.upstream, cookie);
      return redirectTo(ctx, decision.upstream, 302, cookie);
    }
    case 'legacy':
      if (decision.mode === 'proxy') return proxy(ctx, decision.upstream);
      return redirectTo(ctx, decision.upstream, 302);
    case 'page':
      if (!['GET', 'HEAD'].includes(ctx.request.method)) return new Response('Method Not Allowed\n', { status: 405, headers: { allow: 'GET, HEAD' } });
      return page(ctx, decision.route, decision.params, 200);
    case 'tenant-file': {
      const file = tenantFile(decision.file, ctx.resolved);
      return new Response(file.body, { headers: { 'content-type': file.type, 'cache-control': 'public, max-age=3600' } });
    }
    case 'not-found':
      return page(ctx, null, {}, 404);
  }
}
