import type { Core } from '@strapi/strapi';
import { siteLocales } from './site-rules';

type LocaleService = {
  find(params: object): Promise<{ code: string }[]>;
  create(locale: { code: string; name: string; isDefault?: boolean }): Promise<unknown>;
  getDefaultLocale(): Promise<string | undefined>;
  setDefaultLocale(locale: { code: string }): Promise<void>;
};

/**
 * The site's languages as Strapi's locales: en (the default), de, fr, es, nl and
 * ar, from the site's own list (src/site-rules: common/i18n/locales.ts), added at every start
 * when missing. Pages are localized per field (src/api/page/…/schema.json: the copy per locale, the
 * path and page settings shared); the navigation plugin keeps one navigation per locale.
 */
export async function ensureSiteLocales(strapi: Core.Strapi) {
  const service = strapi.plugin('i18n').service('locales') as unknown as LocaleService;
  const known = new Set((await service.find({})).map((l) => l.code));
  for (const { code, name, isDefault } of siteLocales()) {
    if (!known.has(code)) await service.create({ code, name: `${name} (${code})` });
    if (isDefault && (await service.getDefaultLocale()) !== code) await service.setDefaultLocale({ code });
  }
}
