import { SITE_DATA } from '../generated/site-data.ts';
import type { Tenant } from './schema.ts';

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** Every tenant, subtenants merged over their base, validated at build time; frozen once per isolate. */
export const TENANTS: Readonly<Record<string, Tenant>> = deepFreeze(SITE_DATA.tenants);
/** Tenant id → its base tenant id. */
export const BASE_OF: Readonly<Record<string, string>> = deepFreeze(SITE_DATA.baseOf);

/** Host name (no port) → tenant id, from each tenant's `hosts` and its base's `subtenants`. */
export const TENANT_BY_HOST: ReadonlyMap<string, string> = new Map(
  Object.values(TENANTS).flatMap((t) => [
    ...t.hosts.map((h) => [h, t.id] as const),
    ...t.subtenants.map((s) => [s.host, s.id] as const),
  ]),
);

/** A tenant's base tenant id (itself for a base tenant or an id the registry does not know). */
export const baseTenantOf = (tenantId: string): string => BASE_OF[tenantId] ?? tenantId;

export const isBaseTenant = (id: string): boolean => BASE_OF[id] === id;
