import type { Settings } from '../env-schema.ts';
import { anonymousClientId } from './client-id.ts';
import { isPreviewUrl, withoutPreviewLink } from '../http/preview-link.ts';

/**
 * The worker's settings this module reads (worker/env.ts `settingsOf`): the collection origin
 * (`ANALYTICS_ORIGIN`; `https://region1.google-analytics.com` keeps the data in the EU) and the
 * secret key for the cookie-less client id (`wrangler secret put ANALYTICS_SALT`).
 */
export type AnalyticsSettings = Pick<Settings, 'analyticsOrigin' | 'analyticsSalt'>;
/** The worker's secrets, read by the name a tenant gives (`analyticsSecretName`, worker/analytics/api-secret.ts). */
export type AnalyticsEnv = object;
/** Analytics is never worth holding a request's background work longer than this. */
export const ANALYTICS_TIMEOUT_MS = 5000;

/** GA4 collection limits (https://support.google.com/analytics/answer/9267744): longer values are dropped, so we cut them. */
const LIMIT = { page_location: 1000, page_referrer: 420, page_title: 300, description: 100 } as const;

export type AnalyticsEvent =
  | {
      name: 'page_view';
      params: { page_location: string; page_title?: string; page_referrer: string; engagement_time_msec: 1 };
    }
  | { name: 'exception'; params: { description: string; fatal: false; page_location?: string } };

export interface MeasurementRequest {
  /** The visitor's request to the worker: IP, user agent and Cloudflare's geolocation come from it. */
  request: Request;
  tenantId: string;
  measurementId: string;
  /** The property's Measurement Protocol API secret (worker/analytics/api-secret.ts). */
  apiSecret: string;
  event: AnalyticsEvent;
  settings: AnalyticsSettings;
  now?: Date;
  fetcher?: typeof fetch;
}

/** The params with no signed preview link in a URL (a page opened from a preview has it in its Referer). */
function reportable(params: AnalyticsEvent['params']): Record<string, unknown> {
  if (!('page_referrer' in params)) return params;
  return { ...params, page_referrer: withoutPreviewLink(params.page_referrer) };
}

function cut(params: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(params).flatMap(([k, v]) =>
      v === undefined
        ? []
        : [[k, typeof v === 'string' && k in LIMIT ? v.slice(0, LIMIT[k as keyof typeof LIMIT]) : v]],
    ),
  );
}

/**
 * Country and region from Cloudflare's geolocation. Without it GA would place every visitor where
 * the worker's own request comes from; the city is left out on purpose.
 */
function userLocation(request: Request): { country_id: string; region_id?: string } | undefined {
  const cf = (request as { cf?: { country?: unknown; regionCode?: unknown } }).cf;
  if (typeof cf?.country !== 'string' || !/^[A-Z]{2}$/.test(cf.country)) return undefined;
  const region =
    typeof cf.regionCode === 'string' && /^[A-Z0-9]{1,3}$/.test(cf.regionCode)
      ? `${cf.country}-${cf.regionCode}`
      : undefined;
  return region ? { country_id: cf.country, region_id: region } : { country_id: cf.country };
}

/** The GA4 Measurement Protocol request for one event (https://developers.google.com/analytics/devguides/collection/protocol/ga4/reference). */
export async function measurementRequest({
  request,
  tenantId,
  measurementId,
  apiSecret,
  event,
  settings,
  now = new Date(),
}: MeasurementRequest): Promise<Request> {
  const visitor = {
    ip: request.headers.get('cf-connecting-ip') ?? '',
    userAgent: request.headers.get('user-agent') ?? '',
    tenantId,
  };
  const url = new URL('/mp/collect', settings.analyticsOrigin);
  url.searchParams.set('measurement_id', measurementId);
  url.searchParams.set('api_secret', apiSecret);
  const body = {
    client_id: await anonymousClientId(visitor, settings.analyticsSalt, now),
    user_location: userLocation(request),
    events: [{ name: event.name, params: cut(reportable(event.params)) }],
  };
  return new Request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/**
 * Whether an event is about a draft preview: the visitor's request or the reported page carries
 * `?cmsPreview=`. Such events are not sent at all: the URL holds a signed link that opens the
 * draft for an hour, and the title is the draft's.
 */
function aboutPreview({ request, event }: MeasurementRequest): boolean {
  return isPreviewUrl(request.url) || (!!event.params.page_location && isPreviewUrl(event.params.page_location));
}

/**
 * Sends one event to the tenant's analytics property; nothing for a draft preview (aboutPreview). Never throws and never lasts longer than
 * {@link ANALYTICS_TIMEOUT_MS}: it runs in `ctx.waitUntil`, after the visitor has the answer.
 *
 * @example
 * ctx.waitUntil(sendAnalyticsEvent({ request, tenantId: 'cofi', measurementId: 'G-COFIFIT02', apiSecret, event, settings }));
 */
export async function sendAnalyticsEvent(options: MeasurementRequest): Promise<void> {
  if (aboutPreview(options)) return;
  const fetcher = options.fetcher ?? ((input, init) => fetch(input, init));
  try {
    const res = await fetcher(await measurementRequest(options), { signal: AbortSignal.timeout(ANALYTICS_TIMEOUT_MS) });
    await res.body?.cancel();
    if (!res.ok) console.error(`analytics ${options.tenantId} ${options.event.name}: collector answered ${res.status}`);
  } catch (error) {
    console.error(`analytics ${options.tenantId} ${options.event.name}: ${(error as Error)?.message ?? error}`);
  }
}
