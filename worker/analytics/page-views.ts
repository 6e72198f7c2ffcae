import type { MiddlewareHandler } from 'hono';
import type { Env } from '../env.ts';
import { resolveTenant } from '../tenants/resolve.ts';
import type { Tenant } from '../tenants/schema.ts';
import { sendAnalyticsEvent, type AnalyticsEnv } from './measurement-protocol.ts';
import { readTitle } from './page-title.ts';
import { trackingRefusal } from './tracking-refusal.ts';

/** Waiting longer than this for the page's `<title>` sends the page view without it. */
export const TITLE_WAIT_MS = 2000;

/**
 * Whether a finished response is one of our own HTML pages (200, or the 404 page): not a redirect,
 * handoff, proxied legacy or app response, asset, API answer, form post or HEAD request.
 *
 * @example
 * isCountedPage('GET', new Response('<html>', { headers: { 'content-type': 'text/html' } }), false) // true
 */
export function isCountedPage(method: string, res: Response, proxied: boolean): boolean {
  return method === 'GET' && !proxied && (res.status === 200 || res.status === 404) && (res.headers.get('content-type') ?? '').startsWith('text/html');
}

export interface PageView {
  request: Request;
  tenantId: string;
  tenant: Pick<Tenant, 'analyticsPropertyId'>;
  env: AnalyticsEnv;
  /** A copy of the page body to read the title from (cancelled once read). */
  body?: ReadableStream<Uint8Array> | null;
  fetcher?: typeof fetch;
}

/** Sends the `page_view` event for one page load, unless {@link trackingRefusal} says no. Never throws. */
export async function sendPageView({ request, tenantId, tenant, env, body, fetcher }: PageView): Promise<void> {
  if (trackingRefusal(request, tenant)) {
    await body?.cancel();
    return;
  }
  const title = body ? await readTitle(body, { signal: AbortSignal.timeout(TITLE_WAIT_MS) }).catch(() => undefined) : undefined;
  const params = { page_location: request.url, page_title: title, page_referrer: request.headers.get('referer') ?? '', engagement_time_msec: 1 as const };
  await sendAnalyticsEvent({ request, tenantId, measurementId: tenant.analyticsPropertyId.trim(), event: { name: 'page_view', params }, env, fetcher });
}

/**
 * Counts every page load from the worker (GA4 Measurement Protocol, in `ctx.waitUntil`): the page
 * carries no analytics script, and the visitor never waits for analytics. The site is a multi-page
 * app, so every route change is a page load and passes here.
 */
export function pageViews(): MiddlewareHandler<{ Bindings: Env; Variables: { proxied: boolean } }> {
  return async function countPageView(c, next) {
    await next();
    if (!isCountedPage(c.req.method, c.res, c.get('proxied') === true)) return;
    try {
      const { tenant, id } = resolveTenant(new URL(c.req.url), c.env.TENANT);
      if (trackingRefusal(c.req.raw, tenant)) return;
      const ctx = c.executionCtx;
      // The visitor gets one branch of the page stream; the other is read up to the <title>.
      const [page, copy] = c.res.body ? c.res.body.tee() : [null, null];
      c.res = new Response(page, c.res);
      ctx.waitUntil(sendPageView({ request: c.req.raw, tenantId: id, tenant, env: c.env, body: copy }));
    } catch (error) {
      console.error(`analytics page view ${c.req.url}: ${(error as Error)?.message ?? error}`);
    }
  };
}
