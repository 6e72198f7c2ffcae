import { DEFAULT_LOCALE, type PageLocale } from '../../common/i18n/locales.ts';
import type { Tenant } from '../tenants/schema.ts';

/** The language of a page's numbers and dates: the page's locale, on English pages the tenant's `lang` (PageContext.locale). */
export function formattingLocale(tenant: Pick<Tenant, 'lang'>, pageLocale: PageLocale): string {
  return pageLocale === DEFAULT_LOCALE ? tenant.lang : pageLocale;
}
