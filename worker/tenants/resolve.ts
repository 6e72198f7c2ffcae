import { BASE_OF, TENANTS, TENANT_BY_HOST, isBaseTenant } from './registry.ts';
import type { Tenant } from './schema.ts';

export interface ResolvedTenant {
  tenant: Tenant;
  /** The effective tenant id (the subtenant when one is selected). */
  id: string;
  baseId: string;
  /** How it was chosen, for `npm run route` and logs. */
  reason: string;
}

/** Thrown when the deployment itself is misconfigured (not a visitor error). */
export class ConfigError extends Error {}

const LOCALHOST = /^([a-z0-9]+)\.localhost$/;

/** The tenant a host selects: a configured host, or `<id>.localhost` for local previews. */
export function tenantIdForHost(hostname: string): string | undefined {
  const host = hostname.toLowerCase();
  const configured = TENANT_BY_HOST.get(host);
  if (configured) return configured;
  const local = LOCALHOST.exec(host)?.[1];
  return local && local in TENANTS ? local : undefined;
}

/**
 * Picks the tenant for a request (spec §1, DESIGN.md "Tenant resolution"):
 * base from `?baseTenant=`, else the host, else the build setting; then `?tenant=` or the host
 * picks a subtenant of that base. Unknown hosts and bad parameter values are ignored, never errors.
 * Without `?baseTenant=`, `?tenant=` may name any tenant, so a preview link needs one parameter.
 *
 * @example
 * resolveTenant(new URL('https://fitmap.localhost:8787/'), 'default').id // 'fitmap'
 */
export function resolveTenant(url: URL, buildTenant: string): ResolvedTenant {
  if (!isBaseTenant(buildTenant)) {
    throw new ConfigError(`TENANT="${buildTenant}" is not a base tenant; set TENANT in wrangler.toml [vars] to one of ${Object.keys(BASE_OF).filter(isBaseTenant).join(', ')}`);
  }
  const hostId = tenantIdForHost(url.hostname);
  // Reading url.searchParams builds a URLSearchParams object; most requests have no query at all.
  const params = url.search ? url.searchParams : null;
  const baseParam = params?.get('baseTenant')?.toLowerCase();
  const tenantParam = params?.get('tenant')?.toLowerCase();

  let baseId: string;
  let reason: string;
  if (baseParam && isBaseTenant(baseParam)) [baseId, reason] = [baseParam, `?baseTenant=${baseParam}`];
  else if (!baseParam && tenantParam && tenantParam in TENANTS) [baseId, reason] = [BASE_OF[tenantParam]!, `?tenant=${tenantParam}`];
  else if (hostId) [baseId, reason] = [BASE_OF[hostId]!, `host ${url.hostname}`];
  else [baseId, reason] = [buildTenant, `build setting TENANT=${buildTenant}`];

  let id = baseId;
  if (tenantParam && BASE_OF[tenantParam] === baseId) [id, reason] = [tenantParam, `${reason}, ?tenant=${tenantParam}`];
  else if (hostId && hostId !== baseId && BASE_OF[hostId] === baseId) [id, reason] = [hostId, `${reason}, subtenant host ${url.hostname}`];
  return { tenant: TENANTS[id]!, id, baseId, reason };
}
