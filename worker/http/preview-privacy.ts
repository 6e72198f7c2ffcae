import type { Context } from 'hono';
import { isPreviewUrl } from '../content/cms/preview-link.ts';
import type { AppEnv } from '../pipeline-variables.ts';

/**
 * Every answer to a draft-preview request (`?cmsPreview=`), whatever produced it (a page with the
 * HTML cache on or off, a signed-in visitor, an error page, a form post): kept by no cache on the
 * way (browser, proxy) and never indexed. In one place, on the way out, so no path can miss it;
 * the HTML cache neither stores nor serves previews (html-cache-key.ts), and analytics never hears
 * of them (measurement-protocol.ts).
 */
export function keepPreviewPrivate(c: Context<AppEnv>): void {
  markPreviewPrivate(c.res.headers, c.get('url') ?? c.req.url);
}

/** The headers of one answer to `url` made private when it is a draft preview (the early answer uses it too: worker/early-answer.ts). */
export function markPreviewPrivate(headers: Headers, url: URL | string): void {
  if (!isPreviewUrl(url)) return;
  headers.set('cache-control', 'private, no-store');
  headers.set('x-robots-tag', 'noindex');
  // A validator would let a browser revalidate a page it must not keep.
  headers.delete('etag');
}
