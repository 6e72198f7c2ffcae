import { isLocalPreviewHost, normalHostname } from '../tenants/resolve.ts';
import type { Tenant } from '../tenants/schema.ts';

/**
 * Whether a form post comes from one of the tenant's own pages (cross-site request forgery guard).
 * Allowed: an `Origin` on the request's own host, on one of the tenant's hosts (subtenant hosts
 * included), or, when the request itself is a local preview, any `*.localhost` origin. Without
 * `Origin`, `Sec-Fetch-Site` must be `same-origin` or `none`; a request with neither header is not
 * from a browser page, so it is let through (the time trap and rate limit still apply).
 *
 * @example
 * isSameSiteFormPost(request, new URL(request.url), tenant) // false for Origin: https://evil.example
 */
export function isSameSiteFormPost(request: Request, url: URL, tenant: Pick<Tenant, 'hosts' | 'subtenants'>): boolean {
  const origin = request.headers.get('origin');
  if (origin === null) {
    const site = request.headers.get('sec-fetch-site');
    return site === null || site === 'same-origin' || site === 'none';
  }
  let from: URL;
  try {
    from = new URL(origin);
  } catch {
    return false; // "null" (sandboxed frames, privacy redirects) or garbage
  }
  if (!/^https?:$/.test(from.protocol)) return false;
  const fromHost = normalHostname(from.hostname);
  if (fromHost === normalHostname(url.hostname) && from.port === url.port) return true;
  if (isLocalPreviewHost(url.hostname)) return isLocalPreviewHost(fromHost);
  return (
    from.protocol === 'https:' &&
    from.port === '' &&
    (tenant.hosts.includes(fromHost) || tenant.subtenants.some((s) => s.host === fromHost))
  );
}
