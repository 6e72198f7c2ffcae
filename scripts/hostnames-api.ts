/** Cloudflare's API (https://developers.cloudflare.com/api/resources/custom_hostnames/). */
export const DEFAULT_API_BASE_URL = 'https://api.cloudflare.com/client/v4';

export interface CustomHostnamesApi {
  /** API base, `CLOUDFLARE_API_BASE_URL` (wrangler reads the same variable); tests point it at a stub. */
  baseUrl: string;
  token: string;
  zoneId: string;
  fetcher?: typeof fetch;
}

export interface SyncResult {
  existing: string[];
  created: string[];
  /** The fallback origin before the sync, when it had to be set. */
  fallbackOriginWas?: string | null;
}

type Envelope<T> = {
  success: boolean;
  errors?: { code: number; message: string }[];
  result: T;
  result_info?: { page: number; total_pages: number };
};

async function call<T>(api: CustomHostnamesApi, method: string, path: string, body?: unknown): Promise<Envelope<T>> {
  const fetcher = api.fetcher ?? fetch;
  const res = await fetcher(`${api.baseUrl.replace(/\/$/, '')}/zones/${api.zoneId}${path}`, {
    method,
    headers: { authorization: `Bearer ${api.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res
    .json()
    .catch(() => ({ success: false, errors: [{ code: res.status, message: res.statusText }] }))) as Envelope<T>;
  return res.ok ? json : { ...json, success: false };
}

const explain = (what: string, e: Envelope<unknown>) =>
  new Error(`${what}: ${(e.errors ?? []).map((x) => `${x.code} ${x.message}`).join('; ') || 'failed'}`);

/** Every custom hostname of the zone, all pages. */
export async function listCustomHostnames(api: CustomHostnamesApi): Promise<string[]> {
  const names: string[] = [];
  for (let page = 1; ; page++) {
    const answer = await call<{ hostname: string }[]>(api, 'GET', `/custom_hostnames?page=${page}&per_page=50`);
    if (!answer.success) throw explain('listing custom hostnames', answer);
    names.push(...answer.result.map((h) => h.hostname));
    if (page >= (answer.result_info?.total_pages ?? 1)) return names;
  }
}

/**
 * Creates the custom hostnames the tenants need that the SaaS zone lacks (certificates validated
 * over HTTP, which works once the partner's CNAME points at the fallback origin), and sets the
 * zone's fallback origin when it is another host. Existing hostnames are left alone: deleting one
 * would take a partner's site down, so that stays a person's decision.
 *
 * @example
 * await syncCustomHostnames({ baseUrl, token, zoneId }, ['www.fitmap.example'], 'fallback.teamtrek-saas.example')
 */
export async function syncCustomHostnames(
  api: CustomHostnamesApi,
  needed: readonly string[],
  fallbackOrigin: string,
): Promise<SyncResult> {
  const result: SyncResult = { existing: [], created: [] };
  const fallback = await call<{ origin?: string }>(api, 'GET', '/custom_hostnames/fallback_origin');
  const current = fallback.success ? (fallback.result?.origin ?? null) : null;
  if (current !== fallbackOrigin) {
    const set = await call(api, 'PUT', '/custom_hostnames/fallback_origin', { origin: fallbackOrigin });
    if (!set.success) throw explain(`setting the fallback origin to ${fallbackOrigin}`, set);
    result.fallbackOriginWas = current;
  }
  const have = new Set(await listCustomHostnames(api));
  for (const hostname of needed) {
    if (have.has(hostname)) {
      result.existing.push(hostname);
      continue;
    }
    const created = await call(api, 'POST', '/custom_hostnames', { hostname, ssl: { method: 'http', type: 'dv' } });
    if (!created.success) throw explain(`creating ${hostname}`, created);
    result.created.push(hostname);
  }
  return result;
}
