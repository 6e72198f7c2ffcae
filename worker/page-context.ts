import type { PageLocale } from '../common/i18n/locales.ts';
import type { Translate } from './i18n/messages.ts';
import type { CompiledPage } from './content/compiled-page.ts';
import { embeddedMenus, type TenantMenus } from './content/menus/menu-source.ts';
import type { HomeData } from './live-data/live-data-schema.ts';
import type { PageRoute, RouteMeta } from './routes/routes.ts';
import type { ResolvedTenant } from './tenants/resolve.ts';
import type { ThemeMode } from './http/theme-mode.ts';

export type View = '' | 'embed' | 'app';

/** One entry of a signed-in visitor's account menu (the header shows them). */
export interface AccountEntry {
  href: string;
  label: string;
}

/**
 * What a page renders from, computed once per request (worker/render/create-page-context.ts):
 * the request's facts, the tenant, the route and what the page's `load` brought.
 */
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
  /**
   * Language for numbers and dates: the page's locale, and on English pages the tenant's `lang`.
   * Never Accept-Language: a URL gives every visitor the same bytes.
   */
  locale: string;
  /** The language of the page's words, from its URL (`/de/…` → `de`; worker/http/url-locale.ts). */
  pageLocale: PageLocale;
  /**
   * Whether the page's copy is in `pageLocale`: false for a prefixed page without its translation,
   * which shows the English copy with a note and says noindex (worker/i18n/untranslated-note.tsx).
   */
  translated: boolean;
  /** The page locale's interface messages (messages/<locale>.json, compiled): `ctx.t('header.signIn')`. */
  t: Translate;
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
  /** Home page live data (the home module's `load`); without it the home page shows the embedded content. */
  home?: HomeData;
  /** The tenant's menus from its menu source (loaded for every page); without them, the embedded menus. */
  menus?: TenantMenus;
  /** The route's content (title, description, copy): its content file, a collection entry or a cms page. */
  page?: CompiledPage | undefined;
  /** The CMS content version the page renders from (0 without a CMS): part of a stored illustration's key. */
  contentVersion?: number;
}

/** What a render may bring from outside the request: loaded menus, live data, a cms page, the contact form. */
export type LoadedParts = Partial<
  Pick<PageContext, 'menus' | 'home' | 'page' | 'form' | 'contentVersion' | 'translated'>
>;

/** The tenant's main and footer menus: those loaded for this request, else the embedded ones. */
export function menusFor(ctx: PageContext): TenantMenus {
  return ctx.menus ?? embeddedMenus(ctx.resolved.tenant, ctx.pageLocale);
}
