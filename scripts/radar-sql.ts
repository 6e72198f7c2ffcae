// The redirect radar's reads: three queries against the Workers Analytics Engine SQL API
// (https://developers.cloudflare.com/analytics/analytics-engine/sql-api/). The column positions
// are the ones worker/routing/redirect-radar.ts writes.
import { DEFAULT_API_BASE_URL } from './hostnames-api.ts';

export { DEFAULT_API_BASE_URL };
export const DEFAULT_DATASET = 'redirect_radar';

export interface SqlApi {
  /** API base, `CLOUDFLARE_API_BASE_URL` (as `npm run hostnames` and wrangler read it); tests point it at a stub. */
  baseUrl: string;
  accountId: string;
  token: string;
  fetcher?: typeof fetch;
}

/** Hits of one rule for one tenant; `rule` is the `file:line` at the time of the hit. */
export interface RuleHits {
  tenant: string;
  rule: string;
  source: string;
  hits: number;
}
/** App handoffs and legacy proxying by first path segment. */
export interface UpstreamHits {
  tenant: string;
  kind: 'handoff' | 'legacy';
  segment: string;
  hits: number;
}
/** 404s of one path from one referrer host, crawlers and visitors apart. */
export interface NotFoundHits {
  tenant: string;
  path: string;
  referrer: string;
  agent: 'crawler' | 'visitor';
  hits: number;
}

export interface RadarData {
  rules: RuleHits[];
  upstream: UpstreamHits[];
  notFound: NotFoundHits[];
}

/**
 * The queries of a window of `days`. Counts are `SUM(_sample_interval)`: Analytics Engine samples
 * busy datasets, and each stored row stands for `_sample_interval` written points.
 */
export function radarQueries(dataset: string, days: number) {
  if (!/^[A-Za-z0-9_]+$/.test(dataset)) throw new Error(`dataset name "${dataset}": only letters, digits and _`);
  if (!Number.isInteger(days) || days < 1 || days > 90)
    throw new Error(`--days ${days}: a whole number from 1 to 90 (Analytics Engine keeps three months)`);
  const window = `timestamp > NOW() - INTERVAL '${days}' DAY`;
  return {
    rules: `SELECT blob2 AS tenant, blob3 AS rule, blob4 AS source, SUM(_sample_interval) AS hits FROM ${dataset} WHERE ${window} AND (blob1 = 'redirect' OR blob1 = 'handoff') GROUP BY tenant, rule, source ORDER BY hits DESC LIMIT 10000 FORMAT JSON`,
    upstream: `SELECT blob2 AS tenant, blob1 AS kind, blob6 AS segment, SUM(_sample_interval) AS hits FROM ${dataset} WHERE ${window} AND (blob1 = 'handoff' OR blob1 = 'legacy') GROUP BY tenant, kind, segment ORDER BY hits DESC LIMIT 1000 FORMAT JSON`,
    notFound: `SELECT blob2 AS tenant, blob6 AS path, blob7 AS referrer, blob8 AS agent, SUM(_sample_interval) AS hits FROM ${dataset} WHERE ${window} AND blob1 = 'not-found' GROUP BY tenant, path, referrer, agent ORDER BY hits DESC LIMIT 5000 FORMAT JSON`,
  };
}

/**
 * Runs one query; the answer's `data` rows (FORMAT JSON: `{ meta, data, rows }`). Sums come back as
 * strings (64-bit integers), so callers read numbers with `Number`.
 */
export async function querySql(api: SqlApi, sql: string): Promise<Record<string, unknown>[]> {
  const fetcher = api.fetcher ?? fetch;
  const url = `${api.baseUrl.replace(/\/$/, '')}/accounts/${encodeURIComponent(api.accountId)}/analytics_engine/sql`;
  let res: Response;
  try {
    res = await fetcher(url, { method: 'POST', headers: { authorization: `Bearer ${api.token}` }, body: sql });
  } catch (error) {
    throw new Error(`Analytics Engine SQL API at ${url} could not be reached: ${(error as Error).message}`);
  }
  const text = await res.text();
  if (!res.ok) {
    const hint =
      res.status === 401 || res.status === 403
        ? ' (the token needs the permission Account › Account Analytics › Read on this account)'
        : '';
    throw new Error(
      `Analytics Engine SQL API answered ${res.status}${hint}: ${text.trim().slice(0, 300) || res.statusText}`,
    );
  }
  try {
    const json = JSON.parse(text) as { data?: unknown };
    if (!Array.isArray(json.data)) throw new Error('no "data" array');
    return json.data as Record<string, unknown>[];
  } catch (error) {
    throw new Error(`Analytics Engine SQL API: unexpected answer (${(error as Error).message}): ${text.slice(0, 200)}`);
  }
}

const str = (v: unknown) => (typeof v === 'string' ? v : v == null ? '' : String(v));
const num = (v: unknown) => Number(v) || 0;

/** The three reads of a window, typed. */
export async function readRadar(api: SqlApi, dataset: string, days: number): Promise<RadarData> {
  const q = radarQueries(dataset, days);
  const [rules, upstream, notFound] = await Promise.all([
    querySql(api, q.rules),
    querySql(api, q.upstream),
    querySql(api, q.notFound),
  ]);
  return {
    rules: rules.map((r) => ({ tenant: str(r.tenant), rule: str(r.rule), source: str(r.source), hits: num(r.hits) })),
    upstream: upstream.map((r) => ({
      tenant: str(r.tenant),
      kind: str(r.kind) === 'legacy' ? 'legacy' : 'handoff',
      segment: str(r.segment),
      hits: num(r.hits),
    })),
    notFound: notFound.map((r) => ({
      tenant: str(r.tenant),
      path: str(r.path),
      referrer: str(r.referrer),
      agent: str(r.agent) === 'crawler' ? 'crawler' : 'visitor',
      hits: num(r.hits),
    })),
  };
}
