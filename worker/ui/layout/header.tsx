import AccountMenu from '../../../client/islands/account-menu.tsx';
import Drawer from '../../../client/islands/drawer.tsx';
import type { MenuItem } from '../../content/menus/menu-schema.ts';
import type { Tenant } from '../../tenants/schema.ts';
import { contrastRatio } from '../contrast.ts';
import { LOGO_SIZES } from '../../generated/logo-sizes.ts';
import { Island } from '../../../common/islands/island.tsx';
import { buildHref } from '../../../common/links.ts';
import { toDrawerItems, TRIAL_PATH, type DrawerItem } from '../../../common/menu/drawer-menu.tsx';
import { TopMenu } from '../menu/top-menu.tsx';
import { css } from '../../../common/styles.ts';
import type { ThemeMode } from '../theme.ts';
import type { AccountEntry } from '../../page-context.ts';
import { BAND_PADDING_INLINE } from './content-column.ts';
import { usePageLanguage, useT } from '../../i18n/messages-context.tsx';
import { drawerLanguageGroup, LanguageSwitcher } from '../../i18n/language-switcher.tsx';
import { isSitePage } from '../../i18n/site-page.ts';
import { DEFAULT_LOCALE, documentLanguage, localizeHref, type PageLocale } from '../../../common/i18n/locales.ts';

/** The drawer's entries with their site paths in the page's locale: the island renders them in the browser, after the server's link pass. */
function localizeDrawerItems(items: DrawerItem[], locale: PageLocale, isPage: (href: string) => boolean): DrawerItem[] {
  if (locale === DEFAULT_LOCALE) return items;
  return items.map((item) => ({
    ...item,
    ...(item.path && { path: localizeHref(item.path, locale, isPage) }),
    ...(item.items && { items: localizeDrawerItems(item.items, locale, isPage) }),
  }));
}

/** Marks the entries (site paths, before the prefix) that lead to pages English only in the page's locale. */
function markEnglishTargets(items: DrawerItem[], isEnglishOnly: (path: string) => boolean): DrawerItem[] {
  return items.map((item) => ({
    ...item,
    ...(item.path && isEnglishOnly(item.path) && { en: true as const }),
    ...(item.items && { items: markEnglishTargets(item.items, isEnglishOnly) }),
  }));
}

/** The toolbar's height (px); it is sticky, so the page keeps this much scroll padding at the top. */
const TOOLBAR_HEIGHT = 64;

const bar = css`
  position: sticky;
  top: 0;
  z-index: 20;
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: ${TOOLBAR_HEIGHT}px;
  padding-block: 0;
  padding-inline: 12px;
  @media (min-width: 480px) {
    gap: 16px;
    padding-inline: ${BAND_PADDING_INLINE};
  }
  /* From 960 px the bar holds the full menu: it may run wider than the content column. */
  @media (min-width: 960px) {
    padding-inline: max(24px, calc((100% - 1232px) / 2));
  }
  background: var(--tt-toolbar);
  color: var(--tt-on-toolbar);
  box-shadow: 0 1px 0 rgb(0 0 0 / 0.08);
  &[data-centered='true'] {
    justify-content: center;
  }
  a {
    color: inherit;
  }
  a:focus-visible,
  button:focus-visible {
    outline: 3px solid var(--tt-secondary);
    outline-offset: 2px;
  }
  /* WCAG 2.4.11: Shift+Tab and anchors scroll an element to the top of the window, under the bar;
     the padding makes the browser stop below it. On the root, as the demo strip does (demo-button.tsx). */
  html:has(&) {
    scroll-padding-top: ${TOOLBAR_HEIGHT + 16}px;
  }
`;
// On a narrow phone the logo is what gives way: it shrinks whole (height from its own shape), never
// squeezed or cut, while the menu button and sign-in keep their size. Its width and height
// attributes are its size at 32 px high (logoSize), so its box is there before the file arrives:
// no layout shift when it does.
const logo = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  /* Gives way only on the narrowest phones, and never below a legible wordmark; from 960 px never. */
  min-width: 96px;
  flex: 0 1 auto;
  margin-inline-end: auto;
  @media (min-width: 960px) {
    flex: none;
  }
  img {
    display: block;
    height: auto;
    max-width: 100%;
    /* A logo on another host has no known shape: never taller than the bar's logo, never squeezed. */
    max-height: 32px;
    object-fit: contain;
  }
`;
const wideOnly = css`
  display: none;
  @media (min-width: 960px) {
    display: flex;
    flex: 1;
  }
`;
const narrowOnly = css`
  display: flex;
  flex: none;
  @media (min-width: 960px) {
    display: none;
  }
`;
/** Below this width the bar holds menu, logo and the primary action; sign-in and languages are in the drawer. */
const ROOMY = '(min-width: 720px)';
// Sign-in is the quiet secondary: a text link beside the outlined action, so the two never read as
// one pair of equal buttons; from tablet widths up (the drawer lists it below that, so a phone's bar
// has room for the logo and the action).
const signIn = css`
  display: none;
  flex: none;
  align-items: center;
  min-height: 44px;
  padding: 0 8px;
  font-weight: 600;
  text-decoration: underline;
  text-underline-offset: 4px;
  white-space: nowrap;
  @media ${ROOMY} {
    display: inline-flex;
  }
`;
// The page's one persistent action, in one look on every page of a brand: outlined, its edge in the
// brand's accent where that stands out from the bar, so a page's own filled button (a plan's, "Send
// message") is the screen's only filled one without the header's changing from page to page.
const actionButton = css`
  display: inline-flex;
  flex: none;
  align-items: center;
  min-height: 44px;
  padding: 0 14px;
  border-radius: var(--tt-radius, 8px);
  background: transparent;
  color: var(--tt-on-toolbar) !important;
  box-shadow: inset 0 0 0 2px var(--edge, currentColor);
  font-weight: 700;
  text-decoration: none;
  white-space: nowrap;
  &[data-edge='secondary'] {
    --edge: var(--tt-secondary);
  }
  &[data-edge='primary'] {
    --edge: var(--tt-primary);
  }
  &[data-words='edge'] {
    color: var(--edge) !important;
  }
  @media (max-width: 379px) {
    padding: 0 10px;
    font-size: 0.9375rem;
  }
  /* A phone's bar holds the logo, the action and the menu button: a long label (a language that
     runs longer than English) wraps onto two lines rather than pushing the bar wider than the screen. */
  @media (max-width: 719.98px) {
    flex: 0 1 auto;
    min-width: 0;
    white-space: normal;
    text-align: center;
    line-height: 1.15;
  }
`;
// On a phone the language switcher is the drawer's language group.
const roomyOnly = css`
  display: none;
  @media ${ROOMY} {
    display: contents;
  }
`;

export interface HeaderProps {
  tenant: Tenant;
  menu: MenuItem[];
  search: string;
  /** Set when the visitor is signed in: their account menu entries. */
  account: AccountEntry[] | null;
  showTrialButton: boolean;
  /** Route meta toolbarClass: a page-specific class on the toolbar. */
  toolbarClass?: string;
  /** The theme of this request: its toolbar colour decides which logo shows on it. */
  themeMode: ThemeMode;
  /** The page's primary action (the tenant's unless the page names its own); null on the page it leads to. */
  action: HeaderAction | null;
  /**
   * Whether a site path is English only in the page's locale (worker/i18n/english-targets.ts): the
   * drawer marks such entries as the header and footer menus are marked. Absent on English pages.
   */
  isEnglishOnly?: (path: string) => boolean;
}

/** A next step in the header: its words, the site path it leads to and data attributes an island reads. */
export interface HeaderAction {
  label: string;
  path: string;
  data?: Readonly<Record<string, string>>;
}

/**
 * Whether the toolbar behind the logo is dark, so the white logo shows: the tenant says so for its
 * own theme (`toolbarDark`); the high-contrast toolbar (black for most tenants) is judged by its colour.
 */
export function toolbarIsDark(tenant: Pick<Tenant, 'toolbarDark' | 'highContrastTheme'>, mode: ThemeMode): boolean {
  if (mode !== 'highcontrast') return tenant.toolbarDark;
  const toolbar = tenant.highContrastTheme.toolbar;
  return contrastRatio('#ffffff', toolbar) >= contrastRatio('#000000', toolbar);
}

/** The header logo's height; its width follows from its shape. */
const LOGO_HEIGHT = 32;

/** The logo's width and height attributes: its size 32 px high (a 140 × 32 box for a logo on another host). */
export function logoSize(url: string): { width: number; height: number } {
  const size = LOGO_SIZES[url];
  return { width: size ? Math.round((size.width * LOGO_HEIGHT) / size.height) : 140, height: LOGO_HEIGHT };
}

/** WCAG 2 non-text contrast (1.4.11): a control's boundary against what surrounds it. */
const MIN_BOUNDARY_CONTRAST = 3;

/**
 * The action's edge as data attributes: the theme's accent (secondary), else its primary, where it
 * stands out from the toolbar (3:1; the bar's text colour otherwise), its words in that colour too
 * where they read (4.5:1).
 */
export function actionEdge(
  tenant: Pick<Tenant, 'theme' | 'highContrastTheme'>,
  mode: ThemeMode,
): { 'data-edge'?: 'secondary' | 'primary'; 'data-words'?: 'edge' } {
  const theme = mode === 'highcontrast' ? tenant.highContrastTheme : tenant.theme;
  const edge = (['secondary', 'primary'] as const).find(
    (name) => contrastRatio(theme[name], theme.toolbar) >= MIN_BOUNDARY_CONTRAST,
  );
  if (!edge) return {};
  return { 'data-edge': edge, ...(contrastRatio(theme[edge], theme.toolbar) >= 4.5 && { 'data-words': 'edge' }) };
}

/** Toolbar: logo, top menu (wide screens), drawer (small screens), sign-in button or account menu. */
export function Header({
  tenant,
  menu,
  search,
  account,
  showTrialButton,
  toolbarClass,
  themeMode,
  action,
  isEnglishOnly,
}: HeaderProps) {
  const t = useT();
  const language = usePageLanguage();
  const locale = language.locale;
  const dark = toolbarIsDark(tenant, themeMode);
  const logoUrl = dark ? tenant.headerLogoWhiteUrl : tenant.headerLogoUrl;
  return (
    <header
      className={toolbarClass ? `${bar} ${toolbarClass}` : bar}
      data-centered={String(tenant.toolbarCentered)}
      data-dark={String(dark)}
    >
      <div className={narrowOnly}>
        <Island
          name="drawer"
          component={Drawer}
          props={{
            items: [
              ...localizeDrawerItems(
                isEnglishOnly ? markEnglishTargets(toDrawerItems(menu), isEnglishOnly) : toDrawerItems(menu),
                locale,
                isSitePage(tenant),
              ),
              ...drawerLanguageGroup(language, t('locale.switcher')),
              ...(account ? [] : [{ title: t('header.signIn'), path: '/profile' }]),
            ],
            search,
            showTrialButton,
            labels: {
              open: t('drawer.open'),
              close: t('drawer.close'),
              siteMenu: t('drawer.siteMenu'),
              startTrial: t('drawer.startTrial'),
              // English pages keep their props' bytes: the drawer's default hint is English.
              ...(locale !== DEFAULT_LOCALE && { newTab: t('link.newTab') }),
              ...(isEnglishOnly && { inEnglish: t('link.inEnglish') }),
            },
            ...(locale !== DEFAULT_LOCALE && { trialPath: localizeHref(TRIAL_PATH, locale) }),
          }}
          when="interaction"
        />
      </div>
      <a className={logo} href={buildHref('/', { search })} aria-label={t('header.homeLink', { tenant: tenant.name })}>
        <img src={logoUrl} alt={tenant.name} {...logoSize(logoUrl)} />
      </a>
      <div className={wideOnly}>
        <TopMenu items={menu} search={search} label={t('page.mainMenu')} />
      </div>
      <span className={roomyOnly}>
        <LanguageSwitcher />
      </span>
      {account ? (
        <Island name="account-menu" component={AccountMenu} props={{ entries: account }} when="interaction" />
      ) : (
        <a className={signIn} href="/profile">
          {t('header.signIn')}
        </a>
      )}
      {action && (
        <a
          className={actionButton}
          href={buildHref(action.path, { search })}
          {...actionEdge(tenant, themeMode)}
          data-testid="primary-action"
          {...Object.fromEntries(Object.entries(action.data ?? {}).map(([k, v]) => [`data-${k}`, v]))}
        >
          {action.label}
        </a>
      )}
    </header>
  );
}
