import { DEFAULT_LOCALE, type PageLocale } from '../../common/i18n/locales.ts';
import { translator, type Catalogue, type Translate } from '../i18n/messages.ts';
import { localizedPageContent } from '../content/page-content-for.ts';
import { fillPageCopy, type PlaceholderTenant } from '../content/placeholders.ts';
import { readUsableCookie } from '../http/cookies.ts';
import type { AccountEntry, LoadedParts, PageContext } from '../page-context.ts';
import type { PageRoute } from '../routes/routes.ts';
import type { ResolvedTenant } from '../tenants/resolve.ts';
import { themeModeFrom } from '../http/theme-mode.ts';
import { formattingLocale } from '../i18n/formatting-locale.ts';

/** The drawer's 'Start Free Trial' button shows for this tenant id only (one tenant only; we chose the general brand). */
export const TRIAL_BUTTON_TENANT = 'default';

/** Whether the page shows the account menu: the one cookie a page render reads (the HTML cache bypasses these requests). */
export function isSignedIn(request: Request, resolved: ResolvedTenant): boolean {
  return readUsableCookie(request.headers.get('cookie'), resolved.tenant.authCookie.name) !== undefined;
}

/**
 * The account menu of a signed-in visitor: one whose request carries the tenant's auth cookie
 * (every tenant names one) with a usable value. Null shows "Sign in".
 */
function accountEntries(request: Request, resolved: ResolvedTenant, t: Translate): AccountEntry[] | null {
  if (!isSignedIn(request, resolved)) return null;
  const entries: AccountEntry[] = [
    { href: '/profile', label: t('account.profile') },
    { href: '/profile/activities/entry', label: t('account.addActivity') },
    { href: '/profile/upload', label: t('account.uploadGpx') },
    { href: '/profile/connections', label: t('account.connections') },
    { href: '/profile/edit', label: t('account.editProfile') },
  ];
  // Organisers create events themselves only where the tenant allows self-service events.
  if (resolved.tenant.allowEventSelfService) entries.push({ href: '/eventmanager', label: t('account.eventManager') });
  entries.push({ href: '/contact?mode=support', label: t('account.support') });
  return entries;
}

const shownPage = (page: PageContext['page'], tenant: PlaceholderTenant) =>
  page && typeof page.html === 'string' ? fillPageCopy(page, tenant) : page;

/** The whole context of a page render: the request's own facts and what `loadPageContext` loaded. */
export function createPageContext(
  request: Request,
  url: URL,
  resolved: ResolvedTenant,
  route: PageRoute | null,
  params: Record<string, string>,
  now: Date,
  loaded: LoadedParts = {},
  pageLocale: PageLocale = DEFAULT_LOCALE,
  catalogue?: Catalogue,
): PageContext {
  const t = translator(catalogue);
  const lookup = { route, params, path: url.pathname, brand: resolved.tenant.routeSet, tenantId: resolved.id };
  const localized = loaded.page ? { page: undefined, translated: false } : localizedPageContent(lookup, pageLocale);
  const query = url.search ? url.searchParams : null;
  const view = query?.get('view');
  return {
    url,
    search: url.search,
    resolved,
    route,
    params,
    meta: route?.meta ?? {},
    themeMode: themeModeFrom(query),
    view: view === 'embed' || view === 'app' ? view : '',
    country: (request as { cf?: { country?: string } }).cf?.country,
    locale: formattingLocale(resolved.tenant, pageLocale),
    pageLocale,
    t,
    now,
    account: accountEntries(request, resolved, t),
    showTrialButton: resolved.id === TRIAL_BUTTON_TENANT,
    // The tenant's words filled once here, for the repository's copy and the CMS's alike.
    page: shownPage(loaded.page ?? localized.page, resolved.tenant),
    // A loaded page (the CMS's, in the URL's locale) says itself whether it is translated.
    translated: pageLocale === DEFAULT_LOCALE || (loaded.page ? loaded.translated === true : localized.translated),
    ...(loaded.menus && { menus: loaded.menus }),
    ...(loaded.home && { home: loaded.home }),
    ...(loaded.form && { form: loaded.form }),
    ...(loaded.contentVersion !== undefined && { contentVersion: loaded.contentVersion }),
  };
}
