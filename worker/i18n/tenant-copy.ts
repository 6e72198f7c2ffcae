import { DEFAULT_LOCALE, type PageLocale } from '../../common/i18n/locales.ts';
import { CONTENT } from '../content/built-content.ts';
import type { Tenant } from '../tenants/schema.ts';

/** The content asset's key of a tenant's translated field (compiler/steps/build-messages.ts writes them). */
export const tenantCopyKey = (tenantId: string, field: 'title' | 'description') => `tenant.${tenantId}.${field}`;

/**
 * The tenant's title or description in a page's language: `translations` in its config (the build
 * requires one for every offered locale), carried in the locale's part of the content asset beside
 * its plain messages, so the bundle's tenant records stay English only. English pages, and a field
 * the asset lacks, show the config's own. One field at a time: the error page reads only the
 * description, and must not fail on a broken title.
 *
 * @example
 * tenantCopy(tenant, 'de', 'title'); // 'TeamTrek – Schritt-, Distanz- und Wellbeing-Challenges für Teams'
 */
export function tenantCopy(
  tenant: Pick<Tenant, 'id' | 'title' | 'description'>,
  locale: PageLocale,
  field: 'title' | 'description',
): string {
  const translated: Readonly<Record<string, unknown>> | undefined =
    locale === DEFAULT_LOCALE ? undefined : CONTENT[`messages:${locale as Exclude<PageLocale, 'en'>}`];
  const value = translated?.[tenantCopyKey(tenant.id, field)];
  return typeof value === 'string' ? value : tenant[field];
}
