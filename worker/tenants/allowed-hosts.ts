import type { Tenant } from './schema.ts';

const hostOf = (url: string) => new URL(url).host;

/** Tenants are frozen per isolate, so their host sets are computed once, not per request. */
const CACHE = new WeakMap<Tenant, Set<string>>();

/**
 * Every host a response for this tenant may send a visitor to or fetch from: its own hosts,
 * app and legacy origins, and the external hosts its config names.
 */
export function allowedHosts(tenant: Tenant, extraOrigins: readonly string[] = []): Set<string> {
  if (extraOrigins.length === 0) {
    const cached = CACHE.get(tenant);
    if (cached) return cached;
  }
  const hosts = new Set<string>([...tenant.hosts, ...tenant.redirectHosts, ...tenant.subtenants.map((s) => s.host)]);
  for (const url of [
    tenant.appOrigin,
    tenant.appOriginApp,
    tenant.homeUrl,
    tenant.demoBookUrl,
    tenant.profileFaqUrl,
    tenant.eventManagerFaqUrl,
    ...extraOrigins,
  ]) {
    hosts.add(hostOf(url));
  }
  if (tenant.legacy) hosts.add(hostOf(tenant.legacy.origin));
  if (extraOrigins.length === 0) CACHE.set(tenant, hosts);
  return hosts;
}
