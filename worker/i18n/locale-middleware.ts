import type { MiddlewareHandler } from 'hono';
import { DEFAULT_LOCALE, PAGE_LOCALES, prefixOf, splitLocale } from '../../common/i18n/locales.ts';
import type { AppEnv } from '../pipeline-variables.ts';

/**
 * The one place a URL's locale prefix is read (issue 29): after the tenant is known, before
 * routing. `/de/pricing` on a tenant that offers German becomes the request for `/pricing` with
 * `locale` `de`; everything after it (redirect tables, page routes, handoffs, the HTML cache)
 * sees the path without the prefix, and `worker/i18n/localize-decision.ts` puts the prefix back
 * where a visitor is sent to a path of this site. A prefix the tenant does not offer is left in
 * the path, so `/ar/…` on cofi gets exactly what any unknown path gets there (its legacy host).
 * The locale comes from the URL only, never from Accept-Language: crawlers and shared links see
 * what the URL says.
 */
export function localeMiddleware(): MiddlewareHandler<AppEnv> {
  return async function readLocalePrefix(c, next) {
    const url = c.get('url');
    const { locale, path } = splitLocale(url.pathname);
    if (locale !== DEFAULT_LOCALE && c.get('resolved').tenant.locales.includes(locale)) {
      const stripped = new URL(url);
      stripped.pathname = path;
      c.set('url', stripped);
      c.set('locale', locale);
    } else {
      c.set('locale', DEFAULT_LOCALE);
    }
    await next();
  };
}

/** `/de`, `/fr`, …: the prefixes a Hono route of its own (the form endpoints) is registered under. */
export const LOCALE_PREFIXES: readonly string[] = PAGE_LOCALES.filter((l) => l !== DEFAULT_LOCALE).map(prefixOf);
