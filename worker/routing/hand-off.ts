import { readUsableCookie, serializeCookie } from '../http/cookies.ts';
import { normalHostname } from '../tenants/resolve.ts';
import type { Tenant } from '../tenants/schema.ts';

/**
 * The tenant's cookie domain that covers this host: `cookieDomainApp` on its `.app` hosts,
 * `cookieDomain` on the others. Undefined for a host outside both (a local preview), where a
 * browser would refuse the `Domain` attribute, so the cookie is set for that host only.
 */
export function cookieDomainFor(tenant: Tenant, hostname: string): string | undefined {
  const host = normalHostname(hostname);
  for (const domain of [tenant.cookieDomainApp, tenant.cookieDomain]) {
    const bare = domain.replace(/^\./, '');
    if (host === bare || host.endsWith(`.${bare}`)) return domain;
  }
  return undefined;
}

/**
 * The `Set-Cookie` that carries the visitor's auth cookie onto the cookie domain of the host
 * family they are on before a handoff (cofi), so the app host sees the same session; `Secure` on
 * https. Null when the tenant does not re-set its cookie, or the visitor has none worth keeping
 * (missing, empty, malformed or over 4 KB).
 */
export function reissueAuthCookie(tenant: Tenant, request: Request): string | null {
  const { name, reissueDays } = tenant.authCookie;
  if (reissueDays === null) return null;
  const value = readUsableCookie(request.headers.get('cookie'), name);
  if (value === undefined) return null;
  const url = new URL(request.url);
  return serializeCookie(name, value, {
    domain: cookieDomainFor(tenant, url.hostname),
    maxAgeDays: reissueDays,
    secure: url.protocol === 'https:',
  });
}
