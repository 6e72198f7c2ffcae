import type { MenuItem } from '../../content/menus/menu-schema.ts';
import type { Tenant } from '../../tenants/schema.ts';
import { buildHref, isExternal } from '../../../common/links.ts';
import { bottom, columns, footer, masthead } from './footer-styles.ts';
import { logoSize } from './header.tsx';
import { trustCentrePath } from '../../trust/trust-centre-path.ts';
import { useT } from '../../i18n/messages-context.tsx';

/** The legal links every footer carries, wherever the tenant's menu comes from; each once. */
const LEGAL_LINKS = [
  ['/privacypolicy', 'footer.privacy'],
  ['/termsofservice', 'footer.terms'],
  ['/accessibility', 'footer.accessibility'],
] as const;

/** Legal texts a menu may group: the masthead footer joins such a group to the legal line. */
const LEGAL_PATHS: ReadonlySet<string> = new Set([
  '/privacypolicy',
  '/termsofservice',
  '/cookiepolicy',
  '/accessibility',
]);
const isLegalGroup = (group: MenuItem) =>
  Boolean(group.items?.length) && group.items!.every((item) => item.path && LEGAL_PATHS.has(item.path));
const byOrder = (a: MenuItem, b: MenuItem) => a.order - b.order;

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
 * are not repeated), and app store badges, composed as the tenant's `footerLayout` says: `columns`
 * (the groups side by side, the badges by the legal line) or `masthead` (logo, contact address and
 * badges first, the menu's legal group joined to the legal line). Each link once either way.
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
  const layout = tenant.footerLayout ?? 'columns';
  const joined = layout === 'masthead';
  const groups = compact ? [] : joined ? menu.filter((g) => !isLegalGroup(g)) : menu;
  const listed = menuPaths(groups);
  const legalGroup =
    compact || !joined ? [] : menu.filter(isLegalGroup).flatMap((g) => [...(g.items ?? [])].sort(byOrder));
  const legal = [
    ...legalGroup.map((item) => ({ path: item.path!, label: item.title })),
    ...LEGAL_LINKS.map(([path, key]) => ({ path, label: t(key) })),
    { path: trustCentrePath(tenant), label: t('footer.security') },
  ].filter((link, i, all) => !listed.has(link.path) && all.findIndex((l) => l.path === link.path) === i);
  const badges = (
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
  );
  return (
    <footer className={footer} data-testid="footer" data-layout={joined ? layout : undefined}>
      {!compact && (
        <div className={columns} data-layout={joined ? layout : undefined}>
          {joined && (
            <div className={masthead} data-testid="footer-masthead">
              <img
                src={tenant.headerLogoWhiteUrl}
                alt={tenant.name}
                loading="lazy"
                {...logoSize(tenant.headerLogoWhiteUrl)}
              />
              <a href={`mailto:${tenant.contactEmail}`}>{tenant.contactEmail}</a>
              {badges}
            </div>
          )}
          {[...groups].sort(byOrder).map((group) => (
            <details key={group.id}>
              <summary>
                <h2>{group.title}</h2>
              </summary>
              <ul>
                {[...(group.items ?? [])].sort(byOrder).map((item) => (
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
        {!compact && !joined && badges}
        <p>© {tenant.name}</p>
      </div>
    </footer>
  );
}
