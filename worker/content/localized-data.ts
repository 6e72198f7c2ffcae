import { DEFAULT_LOCALE, type PageLocale } from '../../common/i18n/locales.ts';
import type { RouteName } from '../routes/routes.ts';
import { CONTENT } from './built-content.ts';
import type { SiteContent, TranslatableData, TranslatedDataName } from './site-content-types.ts';

/**
 * A data file's words in a page's locale: its translation (`content/home.de.json`,
 * the content asset's part `data:de:home`, parsed on the first read in that locale), else English.
 * A file falls back whole: the build checks a translation against the English file's schema, so
 * it is complete or absent.
 *
 * @example
 * dataIn('planContent', 'fr').faq[0].question // the French FAQ; English where plans.fr.json is missing
 */
export function dataIn<N extends TranslatedDataName>(
  name: N,
  locale: PageLocale,
  content: SiteContent = CONTENT,
): TranslatableData[N] {
  const parts = content as unknown as Record<string, TranslatableData[N] | undefined>;
  const translation = locale === DEFAULT_LOCALE ? undefined : parts[`data:${locale}:${name}`];
  return translation ?? (name === 'catalogues' ? (content.catalogues as TranslatableData[N]) : parts[`data:${name}`]!);
}

/**
 * Whether a data file has a translation into a locale (English always). Asks for the part's name
 * only (the content asset's keys), so a sitemap or an alternate parses no translation.
 */
export function dataTranslatedIn(
  name: TranslatedDataName,
  locale: PageLocale,
  content: SiteContent = CONTENT,
): boolean {
  return locale === DEFAULT_LOCALE || `data:${locale}:${name}` in content;
}

/**
 * The data files whose words a page shows besides its Markdown: a page counts as translated only
 * when they are too (else it shows English words beside translated ones, and says `noindex`).
 */
export const ROUTE_DATA: Partial<Record<RouteName, readonly TranslatedDataName[]>> = {
  home: ['home'],
  pricing: ['planContent'],
  'support-plans': ['planContent'],
  features: ['catalogues'],
  'product-security-data-privacy': ['trust'],
  'solutions-security-privacy': ['trust'],
  'convert-steps': ['stepTable'],
};

/** Whether every data file the route shows is translated into the locale. */
export function routeDataTranslatedIn(
  routeName: RouteName | undefined,
  locale: PageLocale,
  content: SiteContent = CONTENT,
): boolean {
  const names = routeName ? ROUTE_DATA[routeName] : undefined;
  return !names || names.every((name) => dataTranslatedIn(name, locale, content));
}
