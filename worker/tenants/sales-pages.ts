import type { Tenant } from './schema.ts';

/** How a tenant's pricing, contact and trust pages are composed (`salesPages` in its config). */
export type SalesPages = NonNullable<Tenant['salesPages']>;

/** The general brand's pages: a self-service buyer compares plans, writes to us, reads the catalogue. */
export const SELF_SERVICE_PAGES: SalesPages = { pricing: 'plans-first', contact: 'form-first', trust: 'catalogue' };

/**
 * The tenant's page compositions; a tenant whose config names none (subtenants inherit their
 * brand's) has the general brand's.
 *
 * @example
 * salesPagesOf(ctx.resolved.tenant).pricing // 'per-employee' on Corporate Fitness
 */
export const salesPagesOf = (tenant: Pick<Tenant, 'salesPages'>): SalesPages => tenant.salesPages ?? SELF_SERVICE_PAGES;
