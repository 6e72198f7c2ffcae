import type { RouteMeta } from '../routes/page-route.ts';
import { DEFAULT_LOCALE, isPageLocale, type AuthoredLocale, type PageLocale } from '../../common/i18n/locales.ts';

/** Size of every share image: the 1.91:1 card that Open Graph and X (summary_large_image) show whole. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/**
 * Where `npm run build` (compiler/steps/build-og-images.ts) writes a tenant's share image under dist/client:
 * `/og/<tenant>.png` with the English title, `/og/<tenant>.<locale>.png` with the title of each
 * other locale the tenant offers.
 */
export function shareImagePath(tenantId: string, locale: AuthoredLocale = 'en'): string {
  return locale === DEFAULT_LOCALE ? `/og/${tenantId}.png` : `/og/${tenantId}.${locale}.png`;
}

/**
 * The language of the tenant's picture on a page: the page's, when its copy is in it; English on a
 * prefixed page still showing English copy, and on the pseudo-locales (no picture is drawn for them).
 */
export function shareImageLocale(page: { pageLocale: PageLocale; translated: boolean }): AuthoredLocale {
  return page.translated && isPageLocale(page.pageLocale) ? page.pageLocale : 'en';
}

/** The route's own share image, else the tenant's in `locale`; a path is resolved on the tenant's home URL. */
export function shareImageUrl(
  meta: RouteMeta,
  tenantId: string,
  homeUrl: string,
  locale: AuthoredLocale = 'en',
): string {
  return new URL(meta.image ?? shareImagePath(tenantId, locale), homeUrl).href;
}
