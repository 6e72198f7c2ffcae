import { pickLanguage } from '../../common/format.ts';
import type { HomeData } from '../live-data/live-data-schema.ts';
import type { CompiledPage } from '../content/compiled-page.ts';
import { pageContentFor } from '../content/page-content-for.ts';
import { embeddedMenus, type TenantMenus } from '../content/menus/menu-source.ts';
import { readUsableCookie } from '../http/cookies.ts';
import type { ResolvedTenant } from '../tenants/resolve.ts';
import type { AccountEntry } from '../ui/layout/header.tsx';
import { themeModeFrom, type ThemeMode } from '../ui/theme.ts';
import { routeMeta, type RouteMeta } from '../routes/route-meta.ts';
import type { PageRoute } from '../routes/routes.ts';

/** The drawer's 'Start Free Trial' button shows for this tenant id only (one tenant only; we chose the general brand). */
export const TRIAL_BUTTON_TENANT = 'default';

export type View = '' | 'embed' | 'app';

/** Everything a page render needs, computed once per request. */
export interface PageContext {
  url: URL;
  search: string;
  resolved: ResolvedTenant;
  route: PageRoute | null;
  params: Record<string, string>;
  meta: RouteMeta;
  themeMode: ThemeMode;
  view: View;
  /** The visitor's country at the edge (`request.cf.country`), for the default currency. */
  country?: string;
  /** Language for numbers and dates (Accept-Language, else the tenant's). */
  locale: string;
  now: Date;
  account: AccountEntry[] | null;
  showTrialButton: boolean;
  /** The contact form's values, errors and signed hidden fields (a fresh stamp, or a plain post that needs fixing). */
  form?: {
    values: Record<string, string>;
    errors: Record<string, string>;
    key?: string;
    startedAt?: number;
    startedSig?: string;
  };
  /** Home page live data (`loadHomeData`, called by `loadPageContext`); without it the home page shows the embedded content. */
  home?: HomeData;
  /** The tenant's menus from its menu source (`createMenuSource`, called by `loadPageContext`); without them, the embedded menus. */
  menus?: TenantMenus;
  /** The route's content (title, description, copy): its content file, a collection entry or a cms page. */
  page?: CompiledPage | undefined;
}

/** Whether the page shows the account menu: the one cookie a page render reads (the HTML cache bypasses these requests). */
export function isSignedIn(request: Request, resolved: ResolvedTenant): boolean {
  return readUsableCookie(request.headers.get('cookie'), resolved.tenant.authCookie.name) !== undefined;
}

/**
 * The account menu of a signed-in visitor: one whose request carries the tenant's auth cookie
 * (every tenant names one) with a usable value. Null shows "Sign in".
 */
function accountEntries(request: Request, resolved: ResolvedTenant): AccountEntry[] | null {
  if (!isSignedIn(request, resolved)) return null;
  const entries: AccountEntry[] = [
    { href: '/profile', label: 'My profile' },
    { href: '/profile/activities/entry', label: 'Add an activity' },
    { href: '/profile/upload', label: 'Upload a GPX file' },
    { href: '/profile/connections', label: 'Connected apps and devices' },
    { href: '/profile/edit', label: 'Edit profile' },
  ];
  // Organisers create events themselves only where the tenant allows self-service events.
  if (resolved.tenant.allowEventSelfService) entries.push({ href: '/eventmanager', label: 'Event manager' });
  entries.push({ href: '/contact?mode=support', label: 'Get support' });
  return entries;
}

/** What a render may bring from outside the request: loaded menus, live data, a cms page, the contact form. */
export type LoadedParts = Partial<Pick<PageContext, 'menus' | 'home' | 'page' | 'form'>>;

/** The whole context of a page render: the request's own facts and what `loadPageContext` loaded. */
export function createPageContext(
  request: Request,
  url: URL,
  resolved: ResolvedTenant,
  route: PageRoute | null,
  params: Record<string, string>,
  now: Date,
  loaded: LoadedParts = {},
): PageContext {
  const query = url.search ? url.searchParams : null;
  const view = query?.get('view');
  return {
    url,
    search: url.search,
    resolved,
    route,
    params,
    meta: routeMeta(route?.name),
    themeMode: themeModeFrom(query),
    view: view === 'embed' || view === 'app' ? view : '',
    country: (request as { cf?: { country?: string } }).cf?.country,
    locale: pickLanguage(request.headers.get('accept-language'), resolved.tenant.lang),
    now,
    account: accountEntries(request, resolved),
    showTrialButton: resolved.id === TRIAL_BUTTON_TENANT,
    page:
      loaded.page ??
      pageContentFor({ route, params, path: url.pathname, brand: resolved.tenant.routeSet, tenantId: resolved.id }),
    ...(loaded.menus && { menus: loaded.menus }),
    ...(loaded.home && { home: loaded.home }),
    ...(loaded.form && { form: loaded.form }),
  };
}

/** The tenant's main and footer menus: those loaded for this request, else the embedded ones. */
export function menusFor(ctx: PageContext): TenantMenus {
  return ctx.menus ?? embeddedMenus(ctx.resolved.tenant);
}
