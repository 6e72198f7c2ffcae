import { DEFAULT_LOCALE, type PageLocale } from '../../common/i18n/locales.ts';
import { PAGE_EXISTS } from '../content/built-content.ts';
import { pageTranslatedIn } from '../content/page-content-for.ts';
import { matchPage } from '../routes/routes.ts';
import { servedByLegacyHost } from '../routing/decide.ts';
import type { ResolvedTenant } from '../tenants/resolve.ts';

/**
 * Whether a link on a page in `locale` leads to a page that is English only there: a page of this
 * site whose prefixed URL shows the English copy with a note, as the sitemaps and alternates decide
 * (`pageTranslatedIn`), or a path the tenant's legacy host answers (cofi's /blog, /get and
 * /challenges): it gets the path without the locale and has its pages in English only. App paths
 * and files: false, the link is left as it is. English pages link to English pages: always false.
 */
export function englishOnlyTarget(resolved: ResolvedTenant, locale: PageLocale): (href: string) => boolean {
  if (locale === DEFAULT_LOCALE) return () => false;
  const { tenant, id } = resolved;
  return (href) => {
    const path = href.split(/[?#]/, 1)[0]!.replace(/(.)\/$/, '$1');
    const key = `${id} ${locale} ${path}`;
    let answer = ANSWERS.get(key);
    if (answer === undefined) {
      const match = matchPage(tenant, path, PAGE_EXISTS);
      const lookup = match && { ...match, path, brand: tenant.routeSet, tenantId: id };
      answer = lookup ? !pageTranslatedIn(lookup, locale) : !FILE_NAME.test(path) && servedByLegacyHost(resolved, path);
      if (ANSWERS.size >= MAX_ANSWERS) ANSWERS.clear();
      ANSWERS.set(key, answer);
    }
    return answer;
  };
}

// A page's menus ask about the same few dozen paths on every page: answered once per isolate (the
// built content does not change in an isolate's life). Bounded: a body's links are finite, but a
// cap keeps a crawler's odd paths from growing it.
const ANSWERS = new Map<string, boolean>();
const MAX_ANSWERS = 4000;
/** A download (`/guide.pdf`) is a static file the assets answer before the worker: never the legacy host. */
const FILE_NAME = /\.[a-z0-9]{2,5}$/i;
