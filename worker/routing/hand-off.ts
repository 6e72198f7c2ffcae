import { readCookie, serializeCookie } from '../http/cookies.ts';
import type { Tenant } from '../tenants/schema.ts';

/**
 * The `Set-Cookie` that carries the visitor's auth cookie onto the shared cookie domain before a
 * handoff (cofi), so the app host sees the same session. Null when the tenant has no such cookie
 * or the visitor has none.
 */
export function reissueAuthCookie(tenant: Tenant, request: Request): string | null {
  if (!tenant.authCookie) return null;
  const value = readCookie(request.headers.get('cookie'), tenant.authCookie.name);
  if (value === undefined) return null;
  return serializeCookie(tenant.authCookie.name, value, {
    domain: tenant.cookieDomain,
    maxAgeDays: tenant.authCookie.reissueDays,
    secure: new URL(request.url).protocol === 'https:',
  });
}
