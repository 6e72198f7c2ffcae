import { BASE_OF, TENANTS, TENANT_BY_HOST, isBaseTenant } from './registry.ts';
import type { Tenant } from './schema.ts';
import { ConfigError } from '../config-error.ts';

export interface ResolvedTenant {
  tenant: Tenant;
  /** The effective tenant id (the subtenant when one is selected). */
  id: string;
  baseId: string;
  /** How it was chosen, for `npm run route` and logs. */
  reason: string;
}

export { ConfigError } from '../config-error.ts';

const LOCALHOST = /^([a-z0-9]+)\.localhost$/;

/** A host name as config spells it: lower case, without the trailing dot of a fully qualified name. */
export const normalHostname = (hostname: string): string => hostname.toLowerCase().replace(/\.$/, '');

/** `localhost` and `*.localhost`: loopback only, where previews may use the previewed tenant's upstreams. */
export const isLocalPreviewHost = (hostname: string): boolean => /(?:^|\.)localhost$/.test(normalHostname(hostname));

/**
 * A host this deployment answers for by config (any tenant's host or subtenant host) or a local
 * preview host: the only hosts we ever write into an absolute URL. Any other `Host` is the
 * visitor's word and is never reflected.
 */
export const isKnownHost = (hostname: string): boolean =>
  tenantIdForHost(hostname) !== undefined || isLocalPreviewHost(hostname);

/** The tenant a host selects: a configured host, or `<id>.localhost` for local previews. */
export function tenantIdForHost(hostname: string): string | undefined {
  const host = normalHostname(hostname);
  const configured = TENANT_BY_HOST.get(host);
  if (configured) return configured;
  const local = LOCALHOST.exec(host)?.[1];
  return local && local in TENANTS ? local : undefined;
}

/**
 * Picks the tenant for a request (docs/overview.md "Tenant resolution"):
 * base from `?baseTenant=`, else the host, else the build setting; then `?tenant=` or the host
 * picks a subtenant of that base. Unknown hosts and bad parameter values are ignored, never errors.
 * Without `?baseTenant=`, `?tenant=` may name any tenant, so a preview link needs one parameter.
 *
 * @example
 * resolveTenant(new URL('https://fitmap.localhost:8787/'), 'default').id // 'fitmap'
 */
export function resolveTenant(url: URL, buildTenant: string): ResolvedTenant {
  if (!isBaseTenant(buildTenant)) {
    throw new ConfigError(
      `TENANT="${buildTenant}" is not a base tenant; set TENANT in wrangler.toml [vars] to one of ${Object.keys(BASE_OF).filter(isBaseTenant).join(', ')}`,
    );
  }
  const hostId = tenantIdForHost(url.hostname);
  // Reading url.searchParams builds a URLSearchParams object: only when the query may name a
  // preview (`tenant=`, `baseTenant=`, or percent-encoded names); most queries are ad click ids.
  const params = url.search && (url.search.includes('enant=') || url.search.includes('%')) ? url.searchParams : null;
  const baseParam = params?.get('baseTenant')?.toLowerCase();
  const tenantParam = params?.get('tenant')?.toLowerCase();

  let baseId: string;
  let reason: string;
  if (baseParam && isBaseTenant(baseParam)) [baseId, reason] = [baseParam, `?baseTenant=${baseParam}`];
  else if (!baseParam && tenantParam && tenantParam in TENANTS)
    [baseId, reason] = [BASE_OF[tenantParam]!, `?tenant=${tenantParam}`];
  else if (hostId) [baseId, reason] = [BASE_OF[hostId]!, `host ${url.hostname}`];
  else [baseId, reason] = [buildTenant, `build setting TENANT=${buildTenant}`];

  let id = baseId;
  if (tenantParam && BASE_OF[tenantParam] === baseId) [id, reason] = [tenantParam, `${reason}, ?tenant=${tenantParam}`];
  else if (hostId && hostId !== baseId && BASE_OF[hostId] === baseId)
    [id, reason] = [hostId, `${reason}, subtenant host ${url.hostname}`];
  return { tenant: TENANTS[id]!, id, baseId, reason };
}

/**
 * The tenant whose upstreams (app host, legacy host, `200` rewrites) and cookie domain serve this
 * request. On a production or unknown host that is the host's own tenant (else the build setting),
 * whatever `?tenant=`/`?baseTenant=` preview: one brand's origin never fronts another brand's
 * upstream or sends it its cookies. On `localhost`/`*.localhost` it is the previewed tenant, so
 * local previews can try every brand's handoff and legacy host.
 *
 * @example
 * const url = new URL('https://www.teamtrek.example/old?tenant=cofi');
 * resolveUpstreamTenant(url, resolveTenant(url, 'default'), 'default').id // 'default'
 */
export function resolveUpstreamTenant(url: URL, resolved: ResolvedTenant, buildTenant: string): ResolvedTenant {
  if (!url.search || isLocalPreviewHost(url.hostname)) return resolved;
  const hostId = tenantIdForHost(url.hostname);
  const id = hostId ?? buildTenant;
  if (id === resolved.id) return resolved;
  return {
    tenant: TENANTS[id]!,
    id,
    baseId: BASE_OF[id]!,
    reason: hostId
      ? `host ${url.hostname} (previews never change upstreams)`
      : `build setting TENANT=${buildTenant} (previews never change upstreams)`,
  };
}
