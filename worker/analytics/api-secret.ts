import type { Tenant } from '../tenants/schema.ts';

/** Reads a tenant's Measurement Protocol API secret from the worker's secrets; `null` when it is missing. */
export type ApiSecretReader = (
  env: object,
  tenantId: string,
  tenant: Pick<Tenant, 'analyticsSecretName'>,
) => string | null;

/**
 * A reader of analytics API secrets that warns once per tenant while its secret is missing.
 * GA4 silently drops Measurement Protocol hits without `api_secret`, so sending without one only
 * hides the mistake; not sending, with one log line naming the tenant and the secret, shows it.
 * One warning per isolate and tenant: a log line per page view would drown every other line.
 *
 * @example
 * const apiSecretOf = createApiSecretReader();
 * apiSecretOf(env, 'cofi', { analyticsSecretName: 'GA_API_SECRET_COFI' }) // 'xY…' or null (warned once)
 */
export function createApiSecretReader(
  warn: (message: string) => void = (message) => console.warn(message),
): ApiSecretReader {
  const warned = new Set<string>();
  return function apiSecretOf(env, tenantId, tenant) {
    const name = tenant.analyticsSecretName;
    const value = name ? (env as Record<string, unknown>)[name] : undefined;
    if (typeof value === 'string' && value.trim()) return value.trim();
    if (!warned.has(tenantId)) {
      warned.add(tenantId);
      warn(
        name
          ? `analytics ${tenantId}: secret ${name} is not set, so no analytics is sent for this tenant; set it with \`wrangler secret put ${name}\` (the API secret of its GA4 property)`
          : `analytics ${tenantId}: analyticsSecretName is empty in its tenant config, so no analytics is sent for this tenant`,
      );
    }
    return null;
  };
}

/** The worker's reader: one per isolate. */
export const apiSecretOf: ApiSecretReader = createApiSecretReader();
