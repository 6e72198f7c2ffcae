import type { MenuItem } from '../../content/menus/menu-schema.ts';
import type { Tenant } from '../../tenants/schema.ts';
import { buildHref, isExternal } from '../../../common/links.ts';
import { css } from '../../../common/styles.ts';
import { FIXED_ACTIONS_BAND, PHONE, STACKED_BAND } from './fixed-actions.tsx';
import { BAND_PADDING_INLINE } from './content-column.ts';
import { trustCentrePath } from '../../trust/trust-centre-path.ts';
import { useT } from '../../i18n/messages-context.tsx';

const footer = css`
  margin-top: 64px;
  padding-block: 40px 24px;
  padding-inline: ${BAND_PADDING_INLINE};
  background: var(--tt-surface);
  color: var(--tt-text);
  a {
    color: var(--tt-link);
  }
  a:focus-visible {
    outline: 3px solid var(--tt-link);
    outline-offset: 2px;
  }
  /* Scrolled to the end, the page's last words stay above the fixed corner's band. */
  &[data-fixed-actions='true'] {
    padding-bottom: ${24 + FIXED_ACTIONS_BAND}px;
    @media ${PHONE} {
      padding-bottom: ${24 + STACKED_BAND}px;
    }
  }
`;
const columns = css`
  display: grid;
  gap: 24px;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
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
  margin-top: 32px;
  /* Links side by side with no space between them are one unbreakable run: a row that wraps
     keeps long words (Datenschutzerklärung, Toegankelijkheid) inside a phone's width. */
  nav {
    display: flex;
    flex-wrap: wrap;
    column-gap: 16px;
    row-gap: 8px;
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
  fixedActions = false,
  chat = false,
}: {
  tenant: Tenant;
  menu: MenuItem[];
  search: string;
  compact: boolean;
  /** The page has the fixed corner (fixed-actions.tsx): the footer ends with room for it. */
  fixedActions?: boolean;
  /** Route meta showChat: the page offers a chat with the team, as a quiet link beside the legal ones. */
  chat?: boolean;
}) {
  const t = useT();
  return (
    <footer className={footer} data-testid="footer" data-fixed-actions={String(fixedActions)}>
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
        <nav aria-label={t('footer.legal')}>
          <a href={buildHref('/privacypolicy', { search })}>{t('footer.privacy')}</a>
          <a href={buildHref('/termsofservice', { search })}>{t('footer.terms')}</a>
          <a href={buildHref('/accessibility', { search })}>{t('footer.accessibility')}</a>
          <a href={buildHref(trustCentrePath(tenant), { search })}>{t('footer.security')}</a>
        </nav>
        {chat && (
          <a href={buildHref('/contact?topic=chat', { search })} data-testid="chat-link">
            {t('footer.chat')}
          </a>
        )}
        {!compact && (
          <div className="badges">
            <a href={`https://apps.apple.com/app/id${tenant.iOSAppStoreId}`} target="_blank" rel="noopener">
              <img src="/badges/app-store.svg" alt={t('footer.appStore')} width="120" height="40" loading="lazy" />
            </a>
            <a
              href={`https://play.google.com/store/apps/details?id=${tenant.androidPackageId}`}
              target="_blank"
              rel="noopener"
            >
              <img src="/badges/google-play.svg" alt={t('footer.googlePlay')} width="135" height="40" loading="lazy" />
            </a>
          </div>
        )}
        <p>© {tenant.name}</p>
      </div>
    </footer>
  );
}
