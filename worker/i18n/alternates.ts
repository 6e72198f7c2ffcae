import { DEFAULT_LOCALE, localePath, type PageLocale } from '../../common/i18n/locales.ts';
import { pageTranslatedIn } from '../content/page-content-for.ts';
import type { PageContext } from '../page-context.ts';

/** Open Graph's locale names (language_TERRITORY) of the page locales. */
export const OG_LOCALE: Record<PageLocale, string> = {
  en: 'en_US',
  de: 'de_DE',
  fr: 'fr_FR',
  es: 'es_ES',
  nl: 'nl_NL',
  ar: 'ar_AR',
  // Pseudo-locales (preview only, never indexed): the same private-use region.
  'en-XA': 'en_XA',
  'ar-XB': 'ar_XB',
};

/** Whether a page exists in a locale: English always; another locale when its copy is translated. */
function translatedIn(ctx: PageContext, locale: PageLocale): boolean {
  if (locale === DEFAULT_LOCALE) return true;
  if (locale === ctx.pageLocale) return ctx.translated;
  const { resolved, route, params, url } = ctx;
  if (!route) return false;
  const lookup = { route, params, path: url.pathname, brand: resolved.tenant.routeSet, tenantId: resolved.id };
  return pageTranslatedIn(lookup, locale);
}

/**
 * The languages a 200 page is offered in, each with its absolute URL: the tenant's locales the page
 * is translated into (English always), for `hreflang` alternates, `og:locale:alternate` and the
 * sitemaps. A page not translated into a locale is not listed there (its prefixed URL shows
 * English with a note and says noindex).
 */
export function pageLocales(ctx: PageContext): { locale: PageLocale; href: string }[] {
  const { tenant } = ctx.resolved;
  const path = ctx.url.pathname;
  return tenant.locales
    .filter((locale) => translatedIn(ctx, locale))
    .map((locale) => ({ locale, href: `${tenant.homeUrl}${localePath(path, locale)}` }));
}
