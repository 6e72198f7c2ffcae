/**
 * The closed list of locales the site formats numbers, dates and relative times for. A visitor's
 * Accept-Language is matched onto it (`siteLocale`), so the HTML cache keys on one of these and
 * never on whatever tag a client makes up (`en-x-r1`, `en-x-r2`, … would each make an entry).
 * Regions are listed where they format differently from the language alone (en-GB "1 November
 * 2025" against en "November 1, 2025"; de-CH "2’149" against de "2.149").
 */
export const SITE_LOCALES: ReadonlySet<string> = new Set([
  'en',
  'en-AU',
  'en-CA',
  'en-GB',
  'en-IE',
  'en-IN',
  'en-NZ',
  'en-ZA',
  'de',
  'de-AT',
  'de-CH',
  'fr',
  'fr-BE',
  'fr-CA',
  'fr-CH',
  'nl',
  'nl-BE',
  'es',
  'es-MX',
  'it',
  'pt',
  'pt-BR',
  'da',
  'fi',
  'nb',
  'sv',
  'pl',
  'cs',
  'ja',
  'zh',
]);

/**
 * The listed locale closest to a language tag: language and region if listed, else the language,
 * else null. Script, variants, extensions (`-u-nu-arab`) and private use (`-x-…`) are dropped.
 *
 * @example
 * siteLocale('de-CH-1996') // 'de-CH'
 * siteLocale('en-x-r1') // 'en'
 * siteLocale('tlh') // null
 */
export function siteLocale(tag: string): string | null {
  let locale: Intl.Locale;
  try {
    locale = new Intl.Locale(tag);
  } catch {
    return null;
  }
  const { language, region } = locale;
  if (region && SITE_LOCALES.has(`${language}-${region}`)) return `${language}-${region}`;
  return SITE_LOCALES.has(language) ? language : null;
}
