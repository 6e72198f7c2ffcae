import type { Brand } from '../../common/brands.ts';
import type { Tenant } from '../tenants/schema.ts';

/**
 * Where each brand's trust centre lives: the spec's routes (§2 "/solutions" children, and cofi's
 * mapping of security-privacy to /product/benefits/security-data-privacy). The footer, the contact
 * page and security.txt link to it.
 */
export const TRUST_CENTRE_PATHS = {
  default: '/solutions/security-privacy',
  cofi: '/product/benefits/security-data-privacy',
} as const satisfies Record<Brand, string>;

/** The trust centre of the tenant's brand. */
export const trustCentrePath = (tenant: Pick<Tenant, 'routeSet'>): string => TRUST_CENTRE_PATHS[tenant.routeSet];
