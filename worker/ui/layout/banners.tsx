import { css } from '../../../common/styles.ts';
import { buildHref } from '../../../common/links.ts';
import type { Tenant } from '../../tenants/schema.ts';
import { BANNER_DISMISS_PATH, REBRAND_ANNOUNCEMENT_ID } from '../../http/dismissed-banner.ts';
import { Icon } from '../visual/icons.tsx';
import { useT } from '../../i18n/messages-context.tsx';

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

const dismissable = css`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  padding-block: 4px;
  padding-inline: 16px 4px;
  /* One line: a phone gets the link alone, naming the tenant, and its "(in English)" note (the
     sentence before it and the note did not fit 390 px in German, French, Spanish or Dutch). A text
     that still runs longer wraps rather than cutting words off, inside the bar's padding. */
  p {
    display: flex;
    flex-wrap: wrap;
    column-gap: 0.5ch;
    min-width: 0;
    margin: 0;
    padding-block: 6px;
    flex: 0 1 auto;
  }
  p .short {
    display: none;
  }
  @media (max-width: 599.98px) {
    p .long {
      display: none;
    }
    p .short {
      display: inline;
    }
  }
  p > a {
    flex: none;
  }
  form {
    flex: none;
    margin: 0;
  }
  button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 44px;
    height: 44px;
    border: 0;
    border-radius: 50%;
    background: none;
    color: inherit;
    cursor: pointer;
  }
  button:hover {
    background: rgb(255 255 255 / 0.15);
  }
  button:focus-visible {
    outline: 3px solid var(--tt-on-primary);
    outline-offset: -3px;
  }
`;

/** Where the rebrand banner's link goes: a page of the tenant's own route set (cofi has no /about). */
export const REBRAND_LINK: Record<Tenant['routeSet'], string> = { default: '/about', cofi: '/product' };

/**
 * The rebrand announcement, dismissable without JavaScript: its button sends a GET form to the
 * dismiss path with the page to come back to (`returnTo`: path and query), and the visitor's later pages leave
 * it out (worker/http/dismissed-banner.ts).
 */
export function RebrandBanner({ tenant, search, returnTo }: { tenant: Tenant; search: string; returnTo: string }) {
  const t = useT();
  return (
    <div
      className={`${banner} ${dismissable}`}
      role="region"
      aria-label={t('banner.region')}
      data-testid="rebrand-banner"
      data-announcement={REBRAND_ANNOUNCEMENT_ID}
    >
      <p>
        <span className="long">{t('banner.rebrand', { tenant: tenant.name })}</span>{' '}
        <a href={buildHref(REBRAND_LINK[tenant.routeSet], { search })}>
          <span className="long">{t('banner.whatChanged')}</span>
          <span className="short">{t('banner.whatChangedAt', { tenant: tenant.name })}</span>
        </a>
      </p>
      <form method="get" action={BANNER_DISMISS_PATH}>
        <input type="hidden" name="next" value={returnTo} />
        <button type="submit" aria-label={t('banner.dismiss')} data-testid="dismiss-banner">
          <Icon name="close" size={20} />
        </button>
      </form>
    </div>
  );
}

export function TenantBanner({ tenant, search }: { tenant: Tenant; search: string }) {
  const t = useT();
  if (!tenant.tenantBanner) return null;
  const { text, linkLabel, linkPath } = tenant.tenantBanner;
  return (
    <div
      className={banner}
      role="region"
      aria-label={t('banner.tenantNews', { tenant: tenant.name })}
      data-testid="tenant-banner"
    >
      {text} <a href={buildHref(linkPath, { search })}>{linkLabel}</a>
    </div>
  );
}
