import { css } from '../../../common/styles.ts';
import { buildHref } from '../../../common/links.ts';
import type { Tenant } from '../../tenants/schema.ts';

/** A tenant banner shows only before its `until` date (cofi: 26 Aug 2023). */
export function showTenantBanner(tenant: Tenant, now: Date): boolean {
  return tenant.tenantBanner !== null && now < new Date(`${tenant.tenantBanner.until}T00:00:00Z`);
}

const banner = css`
  padding: 10px 16px;
  text-align: center;
  background: var(--tt-primary);
  color: var(--tt-on-primary);
  font-size: 0.95rem;
  a {
    color: inherit;
    font-weight: 600;
    text-decoration: underline;
  }
  a:focus-visible {
    outline: 3px solid var(--tt-on-primary);
    outline-offset: 2px;
  }
`;

/** Where the rebrand banner's link goes: a page of the tenant's own route set (cofi has no /about). */
export const REBRAND_LINK: Record<Tenant['routeSet'], string> = { default: '/about', cofi: '/product' };

export function RebrandBanner({ tenant, search }: { tenant: Tenant; search: string }) {
  return (
    <div className={banner} role="region" aria-label="Announcement" data-testid="rebrand-banner">
      {tenant.name} has a new look: same challenges, clearer pages.{' '}
      <a href={buildHref(REBRAND_LINK[tenant.routeSet], { search })}>What changed</a>
    </div>
  );
}

export function TenantBanner({ tenant, search }: { tenant: Tenant; search: string }) {
  if (!tenant.tenantBanner) return null;
  const { text, linkLabel, linkPath } = tenant.tenantBanner;
  return (
    <div className={banner} role="region" aria-label={`${tenant.name} news`} data-testid="tenant-banner">
      {text} <a href={buildHref(linkPath, { search })}>{linkLabel}</a>
    </div>
  );
}
