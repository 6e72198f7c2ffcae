import { isbot } from 'isbot';
import type { Tenant } from '../tenants/schema.ts';

/**
 * Why no analytics request may be sent for this request, or `null` when one may.
 * One rule for page views and exception events alike:
 * - the tenant has no analytics property;
 * - the visitor sends Global Privacy Control (`Sec-GPC: 1`, https://privacycg.github.io/gpc-spec/)
 *   or Do Not Track (`DNT: 1`);
 * - the user agent is a crawler or missing (scripts, monitors);
 * - the browser is only prefetching or prerendering the page, which the visitor may never see.
 *
 * @example
 * trackingRefusal(new Request('https://www.teamtrek.example/', { headers: { 'sec-gpc': '1' } }), tenant) // 'Global Privacy Control'
 */
export function trackingRefusal(request: Request, tenant: Pick<Tenant, 'analyticsPropertyId'>): string | null {
  if (!tenant.analyticsPropertyId.trim()) return 'no analytics property';
  const headers = request.headers;
  if (headers.get('sec-gpc')?.trim() === '1') return 'Global Privacy Control';
  if (headers.get('dnt')?.trim() === '1') return 'Do Not Track';
  const userAgent = headers.get('user-agent');
  if (!userAgent || isbot(userAgent)) return 'bot';
  if (/prefetch/i.test(headers.get('sec-purpose') ?? headers.get('purpose') ?? '')) return 'prefetch';
  return null;
}
