import type { Tenant } from './schema.ts';

/**
 * Where a tenant's security reports go: its config's `securityContact`, else `security@` its own
 * domain, so a subtenant with a domain of its own gets an address there. Never `contactEmail`,
 * which is the sales team's.
 *
 * @example
 * securityContactOf({ domain: 'teamtrek.example' }) // 'security@teamtrek.example'
 */
export const securityContactOf = (tenant: Pick<Tenant, 'securityContact' | 'domain'>): string =>
  tenant.securityContact ?? `security@${tenant.domain}`;
