import { pickLanguage } from '../../common/format.ts';
import { KEPT_PARAMS } from '../../common/links.ts';
import { currencyForCountry } from '../../common/pricing/currency.ts';
import { BUILD_ID } from '../generated/build-id.ts';
import { CONVERTER_QUERY_KEYS } from '../pages/convert-steps-page.tsx';
import type { ResolvedTenant } from '../tenants/resolve.ts';
import { isSignedIn } from './page-context.ts';

/**
 * Every query parameter a cached page reads or keeps on its links: the kept ones (`buildHref`:
 * previews, theme, view, ad click id), pricing's `currency` and `mode` (also the contact page's
 * support form), the contact page's `topic`, and the step converter's inputs. A request with any other parameter is not cached (rendered fresh): the drawer island
 * carries the whole query string, so an unknown parameter changes the bytes, and keying on it
 * would let `?utm_id=<random>` fill the cache.
 */
export const CACHED_PARAMS: ReadonlySet<string> = new Set([
  ...KEPT_PARAMS,
  'currency',
  'mode',
  'topic',
  ...CONVERTER_QUERY_KEYS,
]);

/**
 * Whether the HTML cache is on: the `HTML_CACHE` var, "on" or "off" (unset is "on": wrangler.toml
 * sets it, and a bare workerd config such as the bench's need not). A typo is a config error.
 */
export function htmlCacheEnabled(value: string | undefined): boolean {
  if (value === 'on' || value === undefined) return true;
  if (value === 'off') return false;
  throw new Error(`HTML_CACHE must be "on" or "off" (wrangler.toml [vars]), got ${JSON.stringify(value)}`);
}

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
 */
export function htmlCacheKey(request: Request, url: URL, resolved: ResolvedTenant): CacheDecision {
  if (request.method !== 'GET') return { bypass: 'method' };
  if (isSignedIn(request, resolved)) return { bypass: 'signed in' };
  if (url.search) {
    for (const name of url.searchParams.keys()) if (!CACHED_PARAMS.has(name)) return { bypass: 'query' };
    if (hasOverlongValue(url.searchParams)) return { bypass: 'long query value' };
  }
  const locale = pickLanguage(request.headers.get('accept-language'), resolved.tenant.lang);
  const currency = currencyForCountry((request as { cf?: { country?: string } }).cf?.country);
  const parts = [BUILD_ID, resolved.id, encodeURIComponent(locale), currency].join('/');
  return { key: `https://${url.host}/__html/${parts}${url.pathname}${url.search}` };
}
