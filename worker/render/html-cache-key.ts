import { DEFAULT_LOCALE, type PageLocale } from '../../common/i18n/locales.ts';
import { KEPT_PARAMS } from '../../common/links.ts';
import { currencyForRequest } from '../../common/pricing/currency.ts';
import { BUILD_ID } from '../generated/build-id.ts';
import { PAGE_ROUTES } from '../routes/routes.ts';
import type { ResolvedTenant } from '../tenants/resolve.ts';
import { isSignedIn } from './create-page-context.ts';
import { isPreviewUrl } from '../http/preview-link.ts';
import { unstorableQuery } from './cacheable-query.ts';

const KEPT: ReadonlySet<string> = new Set(KEPT_PARAMS);

/**
 * Every query parameter some cached page reads or keeps on its links: the kept ones (`buildHref`:
 * previews, theme, view, ad click id) and each page's own `cachedParams` (pricing's `currency`
 * and `mode`, the contact page's `topic` and `mode`, the step converter's inputs).
 */
export const CACHED_PARAMS: ReadonlySet<string> = new Set([
  ...KEPT_PARAMS,
  ...PAGE_ROUTES.flatMap((route) => route.cachedParams ?? []),
]);

/**
 * The longest value of a kept parameter that is cached, in characters. A real click id (`gclid`,
 * about 100) or a theme is far shorter; `?gclid=<8,000 characters>` made a 509 KB page that both
 * levels stored, and 16 of them emptied an isolate's 8 MiB memory cache. Longer values render
 * fresh (BYPASS): the page is still right, it is just not kept.
 */
export const MAX_CACHED_VALUE_CHARS = 256;

/** Whether a kept parameter's value is too long to be worth an entry (MAX_CACHED_VALUE_CHARS). */
export function hasOverlongValue(params: URLSearchParams): boolean {
  for (const value of params.values()) if (value.length > MAX_CACHED_VALUE_CHARS) return true;
  return false;
}

export type CacheDecision = { key: string } | { bypass: string };

/**
 * The HTML cache key of a page request, or why it is not cached. The key names everything that
 * changes the bytes: the build, the host and the tenant it shows (previews included), the
 * language numbers and dates are formatted in, the currency the visitor's country defaults to,
 * the path and the exact query string (theme and view live there). Signed-in visitors (the
 * tenant's auth cookie, the one cookie a render reads) and per-render forms bypass the cache.
 * A request with a parameter that is neither kept on links nor one of the page's own
 * `cachedParams` is not cached (rendered fresh): the drawer island carries the whole query string,
 * so such a parameter changes the bytes, and keying on it would let `?utm_id=<random>` (or another
 * page's parameter) fill the cache. Without `pageParams`, any page's parameter is accepted. A
 * page's own parameter is cached only with a value the page lists (`pageParamValues`): another
 * value, or any value of a parameter without a list (free-form), is rendered fresh.
 */
export function htmlCacheKey(
  request: Request,
  url: URL,
  resolved: ResolvedTenant,
  pageParams?: readonly string[],
  contentVersion = 0,
  pageParamValues?: Readonly<Record<string, readonly string[]>>,
  locale: PageLocale = DEFAULT_LOCALE,
): CacheDecision {
  if (request.method !== 'GET') return { bypass: 'method' };
  if (isSignedIn(request, resolved)) return { bypass: 'signed in' };
  // A draft preview is never stored nor served from the cache (a draft must not reach visitors).
  // isPreviewUrl, not url.searchParams: reading searchParams builds a URLSearchParams in workerd even
  // for a URL without a query, a sixth of a cached hit's CPU.
  if (isPreviewUrl(url)) return { bypass: 'cms preview' };
  if (url.search) {
    const cached = (name: string) =>
      pageParams ? KEPT.has(name) || pageParams.includes(name) : CACHED_PARAMS.has(name);
    for (const name of url.searchParams.keys()) if (!cached(name)) return { bypass: 'query' };
    if (hasOverlongValue(url.searchParams)) return { bypass: 'long query value' };
    // Only values a second visitor would send (cacheable-query.ts): no flood of one-off entries.
    const unstorable = unstorableQuery(url.searchParams, url.search);
    if (unstorable) return { bypass: unstorable };
    // A page's own parameter is stored only with a value the page lists: a free-form one (the step
    // converter's inputs, a parameter whose page lists no values) would be an entry per value.
    if (pageParams)
      for (const [name, value] of url.searchParams) {
        if (KEPT.has(name)) continue;
        const values = pageParamValues?.[name];
        if (!values) return { bypass: 'free-form query value' };
        if (!values.includes(value)) return { bypass: 'query value' };
      }
  }
  const currency = currencyForRequest(request);
  // The CMS content version (worker/content/cms/content-version.ts; 0 without a CMS, and then not
  // in the key): a publish bumps it, so pages rendered from older CMS copies are not served again.
  const parts = [
    BUILD_ID,
    resolved.id,
    // The URL's locale (worker/http/url-locale.ts), never a header: Accept-Language changes no answer.
    locale,
    currency,
    ...(contentVersion ? [`cms${contentVersion}`] : []),
  ].join('/');
  return { key: `https://${url.host}/__html/${parts}${url.pathname}${url.search}` };
}
