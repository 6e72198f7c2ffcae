import type { MenuItem } from '../../content/menus/menu-schema.ts';
import type { Tenant } from '../../tenants/schema.ts';
import { buildHref, isExternal } from '../../../common/links.ts';
import { css } from '../../../common/styles.ts';

const footer = css`
  margin-top: 64px;
  padding: 40px 16px 24px;
  background: var(--tt-surface);
  color: var(--tt-text);
  a {
    color: var(--tt-link);
  }
  a:focus-visible {
    outline: 3px solid var(--tt-link);
    outline-offset: 2px;
  }
`;
const columns = css`
  display: grid;
  gap: 24px;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  max-width: 1120px;
  margin: 0 auto;
  h2 {
    font-size: 1rem;
    margin: 0 0 8px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    padding: 6px 0;
  }
`;
const bottom = css`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  align-items: center;
  justify-content: space-between;
  max-width: 1120px;
  margin: 32px auto 0;
  nav a {
    margin-right: 16px;
  }
  .badges {
    display: flex;
    gap: 12px;
  }
  img {
    display: block;
    height: 40px;
    width: auto;
  }
`;

const linkProps = (path: string, search: string) =>
  isExternal(path) ? { href: path, target: '_blank', rel: 'noopener' } : { href: buildHref(path, { search }) };

/**
 * Footer: the tenant's footer menu, the privacy, terms and accessibility links (on every tenant,
 * whatever its menu source, embedded views included), and app store badges.
 * `compact` (view=embed) keeps only the legal line.
 */
export function Footer({
  tenant,
  menu,
  search,
  compact,
}: {
  tenant: Tenant;
  menu: MenuItem[];
  search: string;
  compact: boolean;
}) {
  return (
    <footer className={footer} data-testid="footer">
      {!compact && (
        <div className={columns}>
          {[...menu]
            .sort((a, b) => a.order - b.order)
            .map((group) => (
              <section key={group.id}>
                <h2>{group.title}</h2>
                <ul>
                  {[...(group.items ?? [])]
                    .sort((a, b) => a.order - b.order)
                    .map((item) => (
                      <li key={item.id}>
                        <a {...linkProps(item.path ?? '/', search)}>{item.title}</a>
                      </li>
                    ))}
                </ul>
              </section>
            ))}
        </div>
      )}
      <div className={bottom}>
        <nav aria-label="Legal">
          <a href={buildHref('/privacypolicy', { search })}>Privacy policy</a>
          <a href={buildHref('/termsofservice', { search })}>Terms of service</a>
          <a href={buildHref('/accessibility', { search })}>Accessibility</a>
        </nav>
        {!compact && (
          <div className="badges">
            <a href={`https://apps.apple.com/app/id${tenant.iOSAppStoreId}`} target="_blank" rel="noopener">
              <img src="/badges/app-store.svg" alt="Download on the App Store" width="120" height="40" />
            </a>
            <a
              href={`https://play.google.com/store/apps/details?id=${tenant.androidPackageId}`}
              target="_blank"
              rel="noopener"
            >
              <img src="/badges/google-play.svg" alt="Get it on Google Play" width="135" height="40" />
            </a>
          </div>
        )}
        <p>© {tenant.name}</p>
      </div>
    </footer>
  );
}
