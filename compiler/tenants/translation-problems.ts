import { DEFAULT_LOCALE, LOCALE_NAMES, type PageLocale } from '../../common/i18n/locales.ts';
import type { ConfigProblem } from '../../worker/config-error.ts';
import type { TenantFile as Tenant } from '../../worker/tenants/schema.ts';

const TRANSLATED_FIELDS = ['title', 'description'] as const;

/**
 * A tenant's `translations`: each offered language besides English has its title and
 * description, and a subtenant that sets its own title or description also translates them in its
 * own file: inherited translations would show the base brand's words on its translated home pages.
 *
 * @param own a subtenant's own file (its overrides), or undefined for a base tenant
 */
export function translationProblems(file: string, tenant: Tenant, own?: Record<string, unknown>): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const ownTranslations = (own?.translations ?? {}) as Partial<Record<PageLocale, Record<string, unknown>>>;
  for (const locale of tenant.locales) {
    if (locale === DEFAULT_LOCALE) continue;
    if (!tenant.translations[locale]) {
      problems.push({
        file,
        path: `translations.${locale}`,
        message: `is missing while locales offers "${locale}"; add the title and description in ${LOCALE_NAMES[locale]}`,
      });
      continue;
    }
    for (const field of TRANSLATED_FIELDS) {
      if (own && field in own && ownTranslations[locale]?.[field] === undefined) {
        problems.push({
          file,
          path: `translations.${locale}.${field}`,
          message: `is the base tenant's while this file sets its own ${field}; translate this file's ${field} into ${LOCALE_NAMES[locale]}`,
        });
      }
    }
  }
  return problems;
}
