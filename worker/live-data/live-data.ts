import { $ZodError } from 'zod/v4/core';
import type * as z from 'zod/mini';
import { createApiClient, type ApiClient } from '../../common/api/api-client.ts';
import type { Settings } from '../env-schema.ts';
import { embeddedHomeData, showcaseCustomers, testimonialsFor } from './embedded-content.ts';
import {
  CustomersSchema,
  StatsSchema,
  TestimonialsSchema,
  type HomeData,
  type LiveSource,
} from './live-data-schema.ts';
import { beforeDeadline } from '../http/deadline.ts';

/**
 * Backend API paths for the home page's live data. The product names the data but not the
 * endpoints; these are our choice, each a GET answering JSON:
 * - `/public/stats`        → `{ "total_orgs": 814, "total_events": 2149 }`
 * - `/public/customers`    → `[{ "id", "name", "url", "showcase", "corporate" }]`
 * - `/public/testimonials` → `[{ "tenant", "name", "title", "org", "logo", "avatar", "quote" }]`
 */
export const LIVE_ENDPOINTS = {
  stats: '/public/stats',
  customers: '/public/customers',
  testimonials: '/public/testimonials',
} as const;
/** The page waits at most this long for the API (cache included), then shows the embedded content. */
export const LIVE_DATA_TIMEOUT_MS = 300;
/** Seconds an API answer stays in the Cache API. */
export const LIVE_DATA_TTL_S = 300;
/** Cache API namespace of the answers (`caches.open`), apart from anything else the zone caches. */
export const LIVE_DATA_CACHE = 'live-data';

export interface LiveDataOptions {
  /** Injectable for tests; defaults to the runtime's fetch. */
  fetch?: typeof fetch;
  /** Defaults to the LIVE_DATA_CACHE namespace. */
  cache?: Cache;
  timeoutMs?: number;
}

type Part = keyof typeof LIVE_ENDPOINTS;
type WaitUntil = Pick<ExecutionContext, 'waitUntil'>;

/**
 * The Cache API key of an API answer: the request URL plus the tenant, because the answer depends
 * on the `x-tenant-id` header and the Cache API keys on the URL alone (it would ignore `Vary`).
 */
export function liveCacheKey(url: string, tenantId: string): string {
  const key = new URL(url);
  key.searchParams.set('x-tenant-id', tenantId);
  return key.href;
}

async function readPart<S extends z.ZodMiniType>(
  part: Part,
  schema: S,
  api: ApiClient,
  key: string,
  cache: Cache,
  deadline: AbortSignal,
  ctx?: WaitUntil,
): Promise<{ data: z.output<S>; source: LiveSource }> {
  const hit = await cache.match(key);
  if (hit) {
    // Re-checked: an entry written by an older deploy may have another shape.
    const cached = schema.safeParse(await hit.json().catch(() => null));
    if (cached.success) return { data: cached.data, source: 'cache' };
  }
  const data = schema.parse(await api.json(LIVE_ENDPOINTS[part], { signal: deadline }));
  const stored = new Response(JSON.stringify(data), {
    headers: { 'content-type': 'application/json', 'cache-control': `max-age=${LIVE_DATA_TTL_S}` },
  });
  const put = cache.put(key, stored).catch((error: unknown) => console.warn(`live data cache put ${key}:`, error));
  if (ctx) ctx.waitUntil(put);
  return { data, source: 'api' };
}

function reasonOf(error: unknown, deadline: AbortSignal, timeoutMs: number): string {
  if (deadline.aborted) return `no answer within ${timeoutMs} ms`;
  if (error instanceof $ZodError)
    return `invalid answer (${error.issues
      .slice(0, 3)
      .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
      .join('; ')})`;
  return error instanceof Error ? error.message : String(error);
}

/**
 * The home page's stats, customer logos and testimonials for a tenant, read from `API_ORIGIN`
 * through the API client (`x-tenant-id` on every request, answers checked with zod) behind the
 * Cache API (one entry per tenant and URL, LIVE_DATA_TTL_S). Each part falls back to the embedded
 * content on its own when the API fails, answers something invalid, or has not answered within
 * LIVE_DATA_TIMEOUT_MS, so a slow or dead API costs the page at most that long. With `API_ORIGIN`
 * empty it makes no request at all. Pass the execution context so cache writes outlive the response.
 *
 * @example
 * const home = await loadHomeData(resolved.id, settingsOf(env), executionCtx); // loadPageContext passes it to createPageContext
 */
export async function loadHomeData(
  tenantId: string,
  settings: Pick<Settings, 'apiOrigin'>,
  ctx?: WaitUntil,
  options: LiveDataOptions = {},
): Promise<HomeData> {
  const embedded = embeddedHomeData(tenantId);
  const baseUrl = settings.apiOrigin;
  if (!baseUrl) return embedded;

  const timeoutMs = options.timeoutMs ?? LIVE_DATA_TIMEOUT_MS;
  const deadline = AbortSignal.timeout(timeoutMs);
  const cache = options.cache ?? (await caches.open(LIVE_DATA_CACHE));
  // No loading counter and no http-error events: no page in this isolate shows a spinner.
  const api = createApiClient({ baseUrl, tenantId, fetch: options.fetch, interceptor: false });
  async function read<S extends z.ZodMiniType>(
    part: Part,
    schema: S,
  ): Promise<{ data: z.output<S>; source: LiveSource } | null> {
    const key = liveCacheKey(baseUrl + LIVE_ENDPOINTS[part], tenantId);
    try {
      return await beforeDeadline(readPart(part, schema, api, key, cache, deadline, ctx), deadline);
    } catch (error) {
      console.warn(
        `live data ${tenantId} ${LIVE_ENDPOINTS[part]}: ${reasonOf(error, deadline, timeoutMs)}; showing embedded content`,
      );
      return null;
    }
  }

  const [stats, customers, testimonials] = await Promise.all([
    read('stats', StatsSchema),
    read('customers', CustomersSchema),
    read('testimonials', TestimonialsSchema),
  ]);
  return {
    stats: stats?.data ?? embedded.stats,
    customers: customers ? showcaseCustomers(customers.data) : embedded.customers,
    testimonials: testimonials ? testimonialsFor(testimonials.data, tenantId) : embedded.testimonials,
    sources: {
      stats: stats?.source ?? 'embedded',
      customers: customers?.source ?? 'embedded',
      testimonials: testimonials?.source ?? 'embedded',
    },
  };
}
