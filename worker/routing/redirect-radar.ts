import { isbot } from 'isbot';
import type { Decision } from './decide.ts';

/**
 * Redirect radar: one Workers Analytics Engine data point per answer that says something about the
 * redirect tables, so `npm run redirects:report` can tell which rules still fire, which are dead,
 * and which missing URLs visitors keep hitting.
 *
 * Column layout of the `redirect_radar` dataset (the report's SQL reads the same positions):
 * | column | redirect (also 200 rewrites) | handoff          | legacy        | not-found            |
 * | blob1  | `redirect`                   | `handoff`        | `legacy`      | `not-found`          |
 * | blob2  | tenant id                    | tenant id        | tenant id     | tenant id            |
 * | blob3  | rule `file:line`             | rule `file:line` | ``            | ``                   |
 * | blob4  | rule source pattern          | rule source      | ``            | ``                   |
 * | blob5  | status (`301`, `200`, …)     | `302` / `proxy`  | `302`/`proxy` | `404`                |
 * | blob6  | first path segment           | first segment    | first segment | path (no query)      |
 * | blob7  | ``                           | ``               | ``            | referrer host        |
 * | blob8  | ``                           | ``               | ``            | `crawler`/`visitor`  |
 * | blob9  | query parameter NAMES (`gclid,utm_source`), never their values, for every kind |
 * | double1| 1 (a count; the report sums `_sample_interval`) |
 * | index1 | tenant id (the sampling key: one busy tenant never samples another away) |
 *
 * Never recorded: the IP, the user agent, the full referrer, query values, cookies.
 */
export type RadarKind = 'redirect' | 'handoff' | 'legacy' | 'not-found';

/** Longest path or segment kept; a data point's blobs have a size cap, and longer paths are noise. */
const MAX_PATH = 256;

/** The data point of one answer, or `null` when the answer says nothing about the tables. */
export function radarDataPoint(
  tenantId: string,
  decision: Decision,
  status: number,
  request: Request,
  url: URL,
): AnalyticsEngineDataPoint | null {
  const kind = radarKind(decision, status);
  if (!kind) return null;
  const rule = 'rule' in decision ? decision.rule : null;
  const notFound = kind === 'not-found';
  const blobs = [
    kind,
    tenantId,
    rule ? `${rule.file}:${rule.line}` : '',
    rule?.source ?? '',
    statusLabel(decision, status),
    notFound ? url.pathname.slice(0, MAX_PATH) : firstSegment(url.pathname),
    notFound ? referrerHost(request.headers.get('referer')) : '',
    notFound ? (isCrawler(request.headers.get('user-agent')) ? 'crawler' : 'visitor') : '',
    [...new Set(url.searchParams.keys())].sort().join(',').slice(0, MAX_PATH),
  ];
  return { indexes: [tenantId], blobs, doubles: [1] };
}

function radarKind(decision: Decision, status: number): RadarKind | null {
  switch (decision.kind) {
    case 'redirect':
    case 'rewrite':
      return 'redirect';
    case 'handoff':
      return 'handoff';
    case 'legacy':
      return 'legacy';
    case 'not-found':
      return 'not-found';
    case 'page':
      // A content route whose entry does not exist (`/blog/<missing>`) renders the 404 page too.
      return status === 404 ? 'not-found' : null;
    default:
      return null;
  }
}

function statusLabel(decision: Decision, status: number): string {
  if (decision.kind === 'redirect') return String(decision.status);
  if (decision.kind === 'rewrite') return '200';
  if (decision.kind === 'handoff' || decision.kind === 'legacy') return decision.mode === 'proxy' ? 'proxy' : '302';
  return String(status);
}

/** A crawler, or no user agent at all (scripts, monitors), as for page views (tracking-refusal.ts). */
const isCrawler = (userAgent: string | null) => !userAgent || isbot(userAgent);

/** `/product/integrations/slack` → `product`; `/` → `` (the home page). */
export function firstSegment(path: string): string {
  return (path.split('/')[1] ?? '').slice(0, MAX_PATH);
}

/** Only the host of the Referer: its path and query can hold a visitor's search terms or ids. */
export function referrerHost(referer: string | null): string {
  if (!referer) return '';
  try {
    return new URL(referer).host;
  } catch {
    return '';
  }
}

/**
 * Writes the answer's data point when the dataset is bound. `writeDataPoint` is synchronous and
 * non-blocking (the runtime sends the point after the response; Cloudflare's docs: no need to
 * await it or use `waitUntil`), so this never delays the answer. A throwing binding is logged and
 * ignored: analytics must never turn a visitor's answer into a 500.
 */
export function recordRadar(
  dataset: AnalyticsEngineDataset | undefined,
  tenantId: string,
  decision: Decision,
  status: number,
  request: Request,
  url: URL,
): void {
  if (!dataset) return;
  const point = radarDataPoint(tenantId, decision, status, request, url);
  if (!point) return;
  try {
    dataset.writeDataPoint(point);
  } catch (error) {
    console.error(`redirect radar: writeDataPoint failed: ${error}`);
  }
}
