import type { Tenant } from '../tenants/schema.ts';
import type { ConfigProblem as ContentProblem } from '../config-error.ts';
import type { CompiledPage } from './compiled-page.ts';
import type { SiteContent } from './site-content-types.ts';
import type { PageLocale } from '../../common/i18n/locales.ts';

/** The page file of a tenant's custom home copy: `custom-home` + `customHomePostfix` (`custom-home-cofi`). */
export const customHomeKey = (tenant: Pick<Tenant, 'customHomePostfix'>) => `custom-home${tenant.customHomePostfix}`;

/**
 * The brand pitch the home page shows under its hero: `content/pages/custom-home<postfix>.md`,
 * chosen by the tenant's `customHomePostfix` (general brand: "", corporate fitness: "-cofi"; a
 * subtenant inherits its base's unless its file sets its own).
 */
export function customHomeCopy(
  content: Pick<SiteContent, 'pages'>,
  tenant: Pick<Tenant, 'customHomePostfix'>,
): CompiledPage | undefined {
  return content.pages[customHomeKey(tenant)];
}

/**
 * The pitch in a page locale: the translation of the tenant's own file (`custom-home-cofi.de.md`),
 * else English (localizedPageContent then counts the home as untranslated).
 */
export function localizedCustomHomeCopy(
  content: Pick<SiteContent, 'pages' | `translations:${Exclude<PageLocale, 'en'>}`>,
  tenant: Pick<Tenant, 'customHomePostfix'>,
  locale: PageLocale,
): CompiledPage | undefined {
  const translated = locale === 'en' ? undefined : content[`translations:${locale}`]?.pages?.[customHomeKey(tenant)];
  return translated ?? customHomeCopy(content, tenant);
}

/** `npm run check`: every tenant's `customHomePostfix` names a file that exists. */
export function customHomeProblems(
  content: Pick<SiteContent, 'pages'>,
  tenants: Record<string, Tenant>,
): ContentProblem[] {
  return Object.values(tenants)
    .filter((t) => !customHomeCopy(content, t))
    .map((t) => ({
      file: `content/pages/${customHomeKey(t)}.md`,
      path: '(file)',
      message: `missing: tenants/${t.id}.json sets customHomePostfix "${t.customHomePostfix}", so its home page shows this file; create it or change the postfix`,
    }));
}
