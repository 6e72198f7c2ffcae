import type { MenuItem } from '../../content/menus/menu-schema.ts';
import type { Tenant } from '../../tenants/schema.ts';
import { buildHref, isExternal } from '../../../common/links.ts';
import { css } from '../../../common/styles.ts';
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
`;
/** From this width the groups stand side by side, always open; below it each folds under its heading. */
const COLUMNS = '(min-width: 720px)';
// One layout on every page: the groups are <details>, folded on a phone (they open without
// JavaScript); side by side from tablet widths, where ::details-content keeps them shown.
const columns = css`
  display: grid;
  grid-template-columns: 1fr;
  details {
    border-block-end: 1px solid var(--tt-muted-text);
  }
  summary {
    display: flex;
    align-items: center;
    justify-content: space-between;
    min-height: 48px;
    cursor: pointer;
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary::after {
    content: '+';
    font-size: 1.5rem;
    line-height: 1;
  }
  details[open] > summary::after {
    content: '−';
  }
  h2 {
    font-size: 1rem;
    margin: 0;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0 0 12px;
  }
  li {
    padding: 6px 0;
  }
  @media ${COLUMNS} {
    gap: 24px;
    grid-template-columns: repeat(4, minmax(0, 1fr));
    details {
      border: 0;
    }
    details::details-content {
      content-visibility: visible;
      display: block;
    }
    summary {
      min-height: 0;
      margin-block-end: 8px;
      cursor: default;
      pointer-events: none;
    }
    summary::after {
      content: none;
    }
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

/** The legal links every footer carries, wherever the tenant's menu comes from; each once. */
const LEGAL_LINKS = [
  ['/privacypolicy', 'footer.privacy'],
  ['/termsofservice', 'footer.terms'],
  ['/accessibility', 'footer.accessibility'],
] as const;

/** Every site path a menu links to, at any depth. */
function menuPaths(items: MenuItem[]): Set<string> {
  const paths = new Set<string>();
  const walk = (list: MenuItem[]) => {
    for (const item of list) {
      if (item.path) paths.add(item.path);
      if (item.items) walk(item.items);
    }
  };
  walk(items);
  return paths;
}

const linkProps = (path: string, search: string) =>
  isExternal(path) ? { href: path, target: '_blank', rel: 'noopener' } : { href: buildHref(path, { search }) };

/**
 * Footer: the tenant's footer menu, the privacy, terms, accessibility and trust centre links (on
 * every tenant, whatever its menu source, embedded views included; those the menu already lists
 * are not repeated), and app store badges.
 * `compact` (view=embed) keeps only the legal line.
 */
export function Footer({
  tenant,
  menu,
  search,
  compact,
  chat = false,
}: {
  tenant: Tenant;
  menu: MenuItem[];
  search: string;
  compact: boolean;
  /** Route meta showChat: the page offers a chat with the team, as a quiet link beside the legal ones. */
  chat?: boolean;
}) {
  const t = useT();
  const listed = compact ? new Set<string>() : menuPaths(menu);
  const legal = [
    ...LEGAL_LINKS.map(([path, key]) => ({ path, label: t(key) })),
    { path: trustCentrePath(tenant), label: t('footer.security') },
  ].filter((link) => !listed.has(link.path));
  return (
    <footer className={footer} data-testid="footer">
      {!compact && (
        <div className={columns}>
          {[...menu]
            .sort((a, b) => a.order - b.order)
            .map((group) => (
              <details key={group.id}>
                <summary>
                  <h2>{group.title}</h2>
                </summary>
                <ul>
                  {[...(group.items ?? [])]
                    .sort((a, b) => a.order - b.order)
                    .map((item) => (
                      <li key={item.id}>
                        <a {...linkProps(item.path ?? '/', search)}>{item.title}</a>
                      </li>
                    ))}
                </ul>
              </details>
            ))}
        </div>
      )}
      <div className={bottom}>
        {legal.length > 0 && (
          <nav aria-label={t('footer.legal')}>
            {legal.map((link) => (
              <a key={link.path} href={buildHref(link.path, { search })}>
                {link.label}
              </a>
            ))}
          </nav>
        )}
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
