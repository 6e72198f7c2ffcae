import type { Settings } from '../env-schema.ts';
import { normalHostname } from './resolve.ts';
import type { Tenant } from './schema.ts';

/** The settings of worker/env.ts that replace configured origins (`APP_ORIGIN`, `LEGACY_ORIGIN`, parsed). */
export type OriginVars = Pick<Settings, 'appOrigin' | 'legacyOrigin'>;

export interface TenantOrigins {
  /** Where app paths go for this request (the `.app` variant when the visitor is on a .app host). */
  app: string;
  /** cofi's legacy host, or null for tenants without one. */
  legacy: string | null;
}

/**
 * The upstream origins for a tenant and request host; `APP_ORIGIN` / `LEGACY_ORIGIN` vars, when
 * set, replace the configured ones (local stubs, tests). Pass the upstream tenant
 * (`resolveUpstreamTenant`), not a previewed one.
 */
export function tenantOrigins(tenant: Tenant, requestHost: string, vars: OriginVars): TenantOrigins {
  const onAppDomain = normalHostname(requestHost.replace(/:\d+$/, '')).endsWith('.app');
  return {
    app: vars.appOrigin ?? (onAppDomain ? tenant.appOriginApp : tenant.appOrigin),
    legacy: tenant.legacy ? (vars.legacyOrigin ?? tenant.legacy.origin) : null,
  };
}
