/// <reference types="vite/client" />
import { BRANDS, type Brand } from '../common/brands.ts';

/**
 * Test hosts and brands from the tenant config (tenants/*.json), so a test names a tenant, not a
 * spelling of its host: `urlOf('default', '/pricing')` → 'https://www.teamtrek.example/pricing'.
 * Spell a host out only where the spelling is the point (host resolution, `*.localhost`, a
 * trailing dot, hostile hosts).
 */
export interface TenantFile {
  id: string;
  base?: string;
  hosts: string[];
  homeUrl?: string;
  locales?: string[];
  /** What a subtenant's file may leave to its base (its base's otherwise). */
  logoUrl?: string;
  theme?: { primary?: string };
}

const FILES = import.meta.glob('/tenants/*.json', { eager: true, import: 'default' }) as Record<string, TenantFile>;
const BY_ID = new Map(Object.values(FILES).map((t) => [t.id, t]));
/** The id of each file in tenants/, whether or not a brand lists it. */
export const TENANT_FILE_IDS: string[] = [...BY_ID.keys()];

/** A tenant's file as written (a subtenant's holds only what differs from its base). */
export function tenantFile(id: string): TenantFile {
  const file = BY_ID.get(id);
  if (!file) throw new Error(`no tenants/${id}.json; tenants: ${[...BY_ID.keys()].join(', ')}`);
  return file;
}

export { BRANDS, type Brand };

/**
 * Every tenant id of a set of tenant files: each brand, then the files that name it as their base
 * (by id). What every test that walks the tenants walks, so a new subtenant file is in each of them
 * unedited.
 */
export const tenantIdsOf = (files: Iterable<TenantFile>): string[] => {
  const all = [...files];
  const subtenantsOf = (brand: string) =>
    all
      .filter((t) => t.base === brand)
      .map((t) => t.id)
      .sort();
  return BRANDS.flatMap((brand) => [brand, ...subtenantsOf(brand)]);
};

/** A brand and its subtenants (the files that name it as their base). */
export const tenantsOf = (brand: Brand): string[] =>
  tenantIdsOf(Object.values(FILES)).filter((id) => id === brand || tenantFile(id).base === brand);

/** Every tenant id: each brand, then its subtenants. */
export const TENANT_IDS: string[] = tenantIdsOf(Object.values(FILES));
export const GENERAL_TENANTS = tenantsOf('default');
export const COFI_TENANTS = tenantsOf('cofi');

/** The languages besides English a tenant's file offers (a subtenant without `locales` offers its base's). */
export const translatedLocalesOf = (id: string): string[] =>
  (tenantFile(id).locales ?? tenantFile(brandOf(id)).locales ?? []).filter((locale) => locale !== 'en');

/** The brand (base tenant) of a tenant. */
export const brandOf = (id: string): Brand => (tenantFile(id).base ?? id) as Brand;

/**
 * The tenant's production host: its `homeUrl`'s host (the one its absolute URLs name), else its first host.
 *
 * @example
 * hostOf('default') // 'www.teamtrek.example'
 */
export function hostOf(id: string): string {
  const file = tenantFile(id);
  return file.homeUrl ? new URL(file.homeUrl).host : file.hosts[0]!;
}

/** `https://` + {@link hostOf}. */
export const originOf = (id: string): string => `https://${hostOf(id)}`;

/**
 * An absolute URL on the tenant's production host.
 *
 * @example
 * urlOf('cofi', '/pricing?x=1') // 'https://www.corporatefitness.example/pricing?x=1'
 */
export const urlOf = (id: string, path = '/'): string => `${originOf(id)}${path}`;

/** Production host of each tenant, by id. */
export const HOSTS: Record<string, string> = Object.fromEntries(TENANT_IDS.map((id) => [id, hostOf(id)]));
