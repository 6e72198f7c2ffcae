import { DEFAULT_LOCALE, localePath, type PageLocale } from '../../common/i18n/locales.ts';
import { PAGE_EXISTS } from '../content/built-content.ts';
import { pageTranslatedIn } from '../content/page-content-for.ts';
import { matchPage } from '../routes/routes.ts';
import type { ResolvedTenant } from '../tenants/resolve.ts';

/**
 * A locale's sitemap paths (`/de/sitemap.xml`): of the tenant's English pages, those translated
 * into the locale, with its prefix. Exactly the pages whose prefixed URL is indexable and listed
 * as an `hreflang` alternate (`pageTranslatedIn` decides, as for the alternates).
 */
export function localeSitemapPaths(
  resolved: ResolvedTenant,
  locale: PageLocale,
  englishPaths: readonly string[],
): string[] {
  if (locale === DEFAULT_LOCALE) return [...englishPaths];
  const { tenant, id } = resolved;
  return englishPaths.flatMap((path) => {
    const match = matchPage(tenant, path, PAGE_EXISTS);
    if (!match) return [];
    const lookup = { route: match.route, params: match.params, path, brand: tenant.routeSet, tenantId: id };
    return pageTranslatedIn(lookup, locale) ? [localePath(path, locale)] : [];
  });
}
