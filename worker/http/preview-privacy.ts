import { isPreviewUrl } from './preview-link.ts';

/**
 * Every answer to a draft-preview request (`?cmsPreview=`), whatever produced it (a page with the
 * HTML cache on or off, a signed-in visitor, an error page, a form post): kept by no cache on the
 * way (browser, proxy) and never indexed. In one place, on the way out, so no path can miss it;
 * the HTML cache neither stores nor serves previews (html-cache-key.ts), and analytics never hears
 * of them (measurement-protocol.ts). Marks the headers of one answer to `url` (worker/http/finish-answer.ts).
 */
export function markPreviewPrivate(headers: Headers, url: URL | string): void {
  if (!isPreviewUrl(url)) return;
  headers.set('cache-control', 'private, no-store');
  headers.set('x-robots-tag', 'noindex');
  // A validator would let a browser revalidate a page it must not keep.
  headers.delete('etag');
}
