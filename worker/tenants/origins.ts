import { ConfigError, normalHostname } from './resolve.ts';
import type { Tenant } from './schema.ts';

/** The vars of worker/env.ts that replace configured origins. */
export interface OriginVars {
  APP_ORIGIN?: string;
  LEGACY_ORIGIN?: string;
}

export interface TenantOrigins {
  /** Where app paths go for this request (the `.app` variant when the visitor is on a .app host). */
  app: string;
  /** cofi's legacy host, or null for tenants without one. */
  legacy: string | null;
}

/** An origin var (`APP_ORIGIN`, `LEGACY_ORIGIN`, `FORM_ORIGIN`): null when empty, a clear ConfigError when not an http(s) origin. */
export function originVar(name: string, value: string | undefined): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name}="${value}" is not a URL; set it to an origin such as http://127.0.0.1:9000`);
  }
  if (url.origin !== value.replace(/\/$/, '') || !/^https?:$/.test(url.protocol)) {
    throw new ConfigError(`${name}="${value}" must be an http(s) origin only (no path), such as http://127.0.0.1:9000`);
  }
  return url.origin;
}

/**
 * The upstream origins for a tenant and request host; `APP_ORIGIN` / `LEGACY_ORIGIN` vars, when
 * set, replace the configured ones (local stubs, tests). Pass the upstream tenant
 * (`resolveUpstreamTenant`), not a previewed one.
 */
export function tenantOrigins(tenant: Tenant, requestHost: string, env: OriginVars): TenantOrigins {
  const onAppDomain = normalHostname(requestHost.replace(/:\d+$/, '')).endsWith('.app');
  return {
    app: originVar('APP_ORIGIN', env.APP_ORIGIN) ?? (onAppDomain ? tenant.appOriginApp : tenant.appOrigin),
    legacy: tenant.legacy ? (originVar('LEGACY_ORIGIN', env.LEGACY_ORIGIN) ?? tenant.legacy.origin) : null,
  };
}
