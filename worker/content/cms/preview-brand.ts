import type { Brand } from '../../../common/brands.ts';
import { CONTENT } from '../built-content.ts';
import { TENANTS } from '../../tenants/registry.ts';
import { isLocalPreviewHost } from '../../tenants/resolve.ts';
import { isPreviewUrl } from '../../http/preview-link.ts';
import { DEFAULT_LOCALE, localePath, type PageLocale } from '../../../common/i18n/locales.ts';

/** Why a draft-preview link shows nothing on this host, and where it does. */
export interface PreviewElsewhere {
  reason: string;
  /** The same link on the owning brand's host: `<brand>.localhost:<port>` locally, its canonical host in production. */
  href: string;
  host: string;
}

/**
 * A draft-preview link (`?cmsPreview=`) of a content-managed page that the brand of this host
 * does not show, opened on this host: the CMS builds each page's link on its own brand's host
 * (cms/config/admin.ts), so this is a link opened on the wrong site. Instead of a bare 404 the
 * page says why and links the brand that owns the page, in the same locale. Null for anything else.
 *
 * @example
 * previewOnOtherBrand(new URL('http://default.localhost:8787/solutions/workplace?cmsPreview=1.a'), 'default')
 * // { reason: 'this page belongs to Corporate Fitness, not TeamTrek…', href: 'http://cofi.localhost:8787/solutions/workplace?cmsPreview=1.a', … }
 */
export function previewOnOtherBrand(
  url: URL,
  brand: Brand,
  locale: PageLocale = DEFAULT_LOCALE,
): PreviewElsewhere | null {
  if (!isPreviewUrl(url)) return null;
  const path = url.pathname.replace(/(.)\/+$/, '$1');
  const page = CONTENT.cms[path];
  if (!page || page.brands.includes(brand)) return null;
  const owner = TENANTS[page.brands[0]!]!;
  const here = TENANTS[brand]!;
  const host = isLocalPreviewHost(url.hostname)
    ? `${owner.id}.localhost${url.port ? `:${url.port}` : ''}`
    : new URL(owner.homeUrl).host;
  const protocol = isLocalPreviewHost(url.hostname) ? url.protocol : 'https:';
  return {
    reason: `this page belongs to ${owner.name}, not to ${here.name}: a draft is shown only on its own brand's site (${host})`,
    // In the URL's locale (`url` is the path without its prefix): a German draft's link is signed for `/de/…`.
    href: `${protocol}//${host}${localePath(path, locale)}${url.search}`,
    host,
  };
}
