import { settingsOf, type Env } from '../env.ts';
import type { Tenant } from '../tenants/schema.ts';
import { apiSecretOf, type ApiSecretReader } from './api-secret.ts';
import { sendAnalyticsEvent, type AnalyticsEnv, type AnalyticsSettings } from './measurement-protocol.ts';
import { trackingRefusal } from './tracking-refusal.ts';

/**
 * Whether a finished response is one of our own HTML pages (200, or the 404 page): not a redirect,
 * handoff, proxied legacy or app response, asset, API answer, form post or HEAD request.
 *
 * @example
 * isCountedPage('GET', new Response('<html>', { headers: { 'content-type': 'text/html' } }), false) // true
 */
export function isCountedPage(method: string, res: Response, proxied: boolean): boolean {
  return (
    method === 'GET' &&
    !proxied &&
    (res.status === 200 || res.status === 404) &&
    (res.headers.get('content-type') ?? '').startsWith('text/html')
  );
}

export interface PageView {
  request: Request;
  tenantId: string;
  tenant: Pick<Tenant, 'analyticsPropertyId' | 'analyticsSecretName'>;
  /** The secrets (the tenant's API secret is read by name). */
  env: AnalyticsEnv;
  settings: AnalyticsSettings;
  /** The page's <title>, as rendered. */
  title?: string;
  fetcher?: typeof fetch;
  /** Where the API secret comes from; the isolate's reader unless a test gives its own. */
  secrets?: ApiSecretReader;
}

/**
 * Sends the `page_view` event for one page load, unless {@link trackingRefusal} says no or the
 * tenant's API secret is missing (warned once). Never throws.
 */
export async function sendPageView({
  request,
  tenantId,
  tenant,
  env,
  settings,
  title,
  fetcher,
  secrets = apiSecretOf,
}: PageView): Promise<void> {
  if (trackingRefusal(request, tenant)) return;
  const apiSecret = secrets(env, tenantId, tenant);
  if (!apiSecret) return;
  const params = {
    page_location: request.url,
    page_title: title,
    page_referrer: request.headers.get('referer') ?? '',
    engagement_time_msec: 1 as const,
  };
  await sendAnalyticsEvent({
    request,
    tenantId,
    measurementId: tenant.analyticsPropertyId.trim(),
    apiSecret,
    event: { name: 'page_view', params },
    settings,
    fetcher,
  });
}

/** One finished answer as the page-view counter reads it. */
export interface AnsweredRequest {
  request: Request;
  response: Response;
  /** An upstream (app, legacy) answered, not one of our pages. */
  proxied: boolean;
  /** The page's <title>, when a page (or the HTML cache) recorded it. */
  title: string | undefined;
  resolved: { id: string; tenant: PageView['tenant'] };
  env: Env;
  waitUntil: (promise: Promise<unknown>) => void;
}

/**
 * Counts a page load from the worker (GA4 Measurement Protocol, in `waitUntil`): the page carries
 * no analytics script, and the visitor never waits for analytics. Every route change of this
 * multi-page site is a page load and passes here, on its way out (worker/http/finish-answer.ts).
 * Never throws.
 */
export function countPageView(a: AnsweredRequest): void {
  const method = a.request.method;
  // A 304 from the HTML cache (it records the title) is a page the browser shows from its own copy: a view too.
  const revalidated = method === 'GET' && a.response.status === 304 && a.title !== undefined;
  if (!revalidated && !isCountedPage(method, a.response, a.proxied)) return;
  try {
    // Refused here already (a crawler, Do Not Track, …): no background task for a request that sends nothing.
    if (trackingRefusal(a.request, a.resolved.tenant)) return;
    a.waitUntil(
      sendPageView({
        request: a.request,
        tenantId: a.resolved.id,
        tenant: a.resolved.tenant,
        env: a.env,
        settings: settingsOf(a.env),
        title: a.title,
      }),
    );
  } catch (error) {
    console.error(`analytics page view ${a.request.url}: ${(error as Error)?.message ?? error}`);
  }
}
