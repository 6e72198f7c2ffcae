import {
  DEFAULT_LOCALE,
  PAGE_LOCALES,
  PSEUDO_LOCALES,
  isPseudoLocale,
  prefixOf,
  splitLocale,
  type PageLocale,
} from '../../common/i18n/locales.ts';
import type { ResolvedTenant } from '../tenants/resolve.ts';
import { isLocalPreviewHost } from '../tenants/resolve.ts';

/**
 * Whether a host serves a locale: one its tenant offers, or a pseudo-locale on a preview host
 * (`localhost`, `<tenant>.localhost`: the hosts the code already treats as non-production, the
 * ones `npm start`, the screenshots and the browser tests use). A production host never serves a
 * pseudo-locale, so there `/en-XA/…` is an unknown path like any other.
 */
export function servesLocale(resolved: ResolvedTenant, hostname: string, locale: PageLocale): boolean {
  if (isPseudoLocale(locale)) return isLocalPreviewHost(hostname);
  return (resolved.tenant.locales as readonly PageLocale[]).includes(locale);
}

/**
 * The one place a URL's locale prefix is read, after the tenant is known, before
 * routing (worker/http/request-facts.ts, for the pipeline and the early answer alike).
 * `/de/pricing` on a tenant that offers German becomes the request for `/pricing` with `locale`
 * `de`; everything after it (redirect tables, page routes, handoffs, the HTML cache) sees the path
 * without the prefix, and `worker/i18n/localize-decision.ts` puts the prefix back where a visitor
 * is sent to a path of this site. A prefix the tenant does not offer is no locale: the URL comes
 * back as it was, in English, so `/ar/…` on cofi gets exactly what any unknown path gets there
 * (its legacy host); so does a pseudo-locale on a production host (`servesLocale`).
 * The locale comes from the URL only, never from Accept-Language: crawlers and shared links see
 * what the URL says.
 */
export function localeOfUrl(url: URL, resolved: ResolvedTenant): { locale: PageLocale; url: URL } {
  const { locale, path } = splitLocale(url.pathname);
  if (locale === DEFAULT_LOCALE || !servesLocale(resolved, url.hostname, locale))
    return { locale: DEFAULT_LOCALE, url };
  const stripped = new URL(url);
  stripped.pathname = path;
  return { locale, url: stripped };
}

/** `/de`, `/fr`, …: the prefixes a Hono route of its own (the form endpoints) is registered under. */
export const LOCALE_PREFIXES: readonly string[] = [...PAGE_LOCALES, ...PSEUDO_LOCALES]
  .filter((l) => l !== DEFAULT_LOCALE)
  .map(prefixOf);
