/**
 * The languages the site's copy is written in (issue 29), as URL prefixes: English unprefixed,
 * every other one under `/<locale>/`. Not the 30 formatting locales of `common/site-locales.ts`:
 * those say how numbers and dates look, these say which words a page shows.
 */
export const PAGE_LOCALES = ['en', 'de', 'fr', 'es', 'nl', 'ar'] as const;
export type PageLocale = (typeof PAGE_LOCALES)[number];

/** The locale of unprefixed URLs, the `x-default` of every page and the fallback of every message. */
export const DEFAULT_LOCALE: PageLocale = 'en';

/** Scripts written right to left: `<html dir>` and the mirrored layout. */
const RTL: ReadonlySet<PageLocale> = new Set(['ar']);

export const isPageLocale = (value: string): value is PageLocale => (PAGE_LOCALES as readonly string[]).includes(value);

export const directionOf = (locale: PageLocale): 'ltr' | 'rtl' => (RTL.has(locale) ? 'rtl' : 'ltr');

/** `''` for English, `/de` for German: what a site path gets in front of it. */
export const prefixOf = (locale: PageLocale): string => (locale === DEFAULT_LOCALE ? '' : `/${locale}`);

/**
 * The locale a path names and the path without it: `/de/pricing` → `de`, `/pricing`; `/de` →
 * `de`, `/`. `/en/…` is not a prefix (English is unprefixed: one URL per page), nor is a tag the
 * site has no copy in.
 *
 * @example
 * splitLocale('/fr/contact') // { locale: 'fr', path: '/contact' }
 */
export function splitLocale(pathname: string): { locale: PageLocale; path: string } {
  const match = /^\/([a-z]{2})(\/.*|)$/.exec(pathname);
  const tag = match?.[1];
  if (!match || !tag || tag === DEFAULT_LOCALE || !isPageLocale(tag)) return { locale: DEFAULT_LOCALE, path: pathname };
  return { locale: tag, path: match[2] || '/' };
}

/** A site path in a locale: `localePath('/pricing', 'de')` → `/de/pricing`; `localePath('/', 'de')` → `/de/`. */
export function localePath(path: string, locale: PageLocale): string {
  return `${prefixOf(locale)}${path}`;
}
