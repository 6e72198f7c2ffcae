/**
 * The languages the site's copy is written in, as URL prefixes: English unprefixed,
 * every other one under `/<locale>/`. Not the 30 formatting locales of `common/site-locales.ts`:
 * those say how numbers and dates look, these say which words a page shows.
 */
export const PAGE_LOCALES = ['en', 'de', 'fr', 'es', 'nl', 'ar'] as const;
/** A language a person writes the site's copy in: what a tenant may offer. */
export type AuthoredLocale = (typeof PAGE_LOCALES)[number];

/**
 * Pseudo-locales for engineers, generated at build from English
 * (compiler/i18n/pseudo-text.ts): `en-XA` accented and about 40 % longer, `ar-XB` the same text
 * mirrored right to left. Any plain English on such a page escaped translation. Served on preview
 * hosts only (worker/http/url-locale.ts), never offered by a tenant, never indexed.
 * The region codes are ISO 3166's private-use ones, as Android and Chromium spell them.
 */
export const PSEUDO_LOCALES = ['en-XA', 'ar-XB'] as const;
export type PseudoLocale = (typeof PSEUDO_LOCALES)[number];

/** Every locale a page can render in: the authored ones and, on preview hosts, the pseudo-locales. */
export type PageLocale = AuthoredLocale | PseudoLocale;

/** Each language in its own words, for the language switcher (a reader looks for their own language's name). */
export const LOCALE_NAMES: Record<PageLocale, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  nl: 'Nederlands',
  ar: 'العربية',
  'en-XA': 'Pseudo (accented)',
  'ar-XB': 'Pseudo (mirrored)',
};

/** The locale of unprefixed URLs, the `x-default` of every page and the fallback of every message. */
export const DEFAULT_LOCALE: PageLocale = 'en';

/** A language translators write: every authored locale but English, the source. */
export type TranslatedLocale = Exclude<AuthoredLocale, 'en'>;
/**
 * The translated locales, derived so that adding one to `PAGE_LOCALES` reaches every translation
 * file check, termbase, build step and test that walks them (a list kept apart missed one once,
 * and its pages showed English interface words without any error).
 */
export const TRANSLATED_LOCALES = PAGE_LOCALES.filter((l): l is TranslatedLocale => l !== DEFAULT_LOCALE);
/** The infix a translated file carries before its extension: `(de|fr|…)` for `pricing.de.md`. */
export const TRANSLATED_INFIX = `(${TRANSLATED_LOCALES.join('|')})`;

/** Scripts written right to left: `<html dir>` and the mirrored layout. */
const RTL: ReadonlySet<PageLocale> = new Set(['ar', 'ar-XB']);

/** An authored locale (a tenant may offer it); the pseudo-locales are not. */
export const isPageLocale = (value: string): value is AuthoredLocale =>
  (PAGE_LOCALES as readonly string[]).includes(value);

export const isPseudoLocale = (value: string): value is PseudoLocale =>
  (PSEUDO_LOCALES as readonly string[]).includes(value);

export const directionOf = (locale: PageLocale): 'ltr' | 'rtl' => (RTL.has(locale) ? 'rtl' : 'ltr');

/** `''` for English, `/de` for German: what a site path gets in front of it. */
export const prefixOf = (locale: PageLocale): string => (locale === DEFAULT_LOCALE ? '' : `/${locale}`);

/**
 * The locale a path names and the path without it: `/de/pricing` → `de`, `/pricing`; `/de` →
 * `de`, `/`. `/en/…` is not a prefix (English is unprefixed: one URL per page), nor is a tag the
 * site has no copy in. A pseudo-locale (`/en-XA/…`) is one here; whether the host serves it is the
 * locale middleware's decision.
 *
 * @example
 * splitLocale('/fr/contact') // { locale: 'fr', path: '/contact' }
 */
export function splitLocale(pathname: string): { locale: PageLocale; path: string } {
  const match = /^\/([a-z]{2}(?:-X[A-Z])?)(\/.*|)$/.exec(pathname);
  const tag = match?.[1];
  if (!match || !tag || tag === DEFAULT_LOCALE || !(isPageLocale(tag) || isPseudoLocale(tag)))
    return { locale: DEFAULT_LOCALE, path: pathname };
  return { locale: tag, path: match[2] || '/' };
}

/** A site path in a locale: `localePath('/pricing', 'de')` → `/de/pricing`; `localePath('/', 'de')` → `/de/`. */
export function localePath(path: string, locale: PageLocale): string {
  return `${prefixOf(locale)}${path}`;
}

/** Site paths that stay unprefixed: the API, static files (a dot in the last segment), other hosts, paths that name a locale. */
function isPagePath(path: string): boolean {
  if (!/^\/(?![/\\])/.test(path) || path.startsWith('/api/')) return false;
  const pathname = path.split(/[?#]/, 1)[0]!;
  if (/\.[a-z0-9]+$/i.test(pathname)) return false;
  return splitLocale(pathname).locale === DEFAULT_LOCALE;
}

/**
 * A link in a page of `locale`: site pages get the prefix, anything else (external, API, files, a
 * link that names a locale on purpose, and what `isPage` says the worker does not render) stays as it is.
 *
 * @example
 * localizeHref('/pricing?x=1', 'de') // '/de/pricing?x=1'
 * localizeHref('https://example.com/', 'de') // unchanged
 */
export function localizeHref(href: string, locale: PageLocale, isPage: (href: string) => boolean = () => true): string {
  return locale !== DEFAULT_LOCALE && isPagePath(href) && isPage(href) ? localePath(href, locale) : href;
}

/**
 * `<html lang dir>` of a page: the tenant's own on English pages (`en-GB`, its `dir`), else the
 * locale's language and script direction (`ar` → `rtl`).
 */
export function documentLanguage(
  tenant: { lang: string; dir: 'ltr' | 'rtl' },
  locale: PageLocale,
): { lang: string; dir: 'ltr' | 'rtl' } {
  return locale === DEFAULT_LOCALE
    ? { lang: tenant.lang, dir: tenant.dir }
    : { lang: locale, dir: directionOf(locale) };
}
