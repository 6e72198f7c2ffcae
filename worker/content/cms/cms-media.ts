import type { Context } from 'hono';
import { settingsOf } from '../../env.ts';
import type { AppEnv } from '../../pipeline-variables.ts';
import { CMS_MEDIA_PREFIX, MEDIA_FILE } from './landing-paths.ts';

/** The type a picture is answered with, by its extension (the names MEDIA_FILE allows). */
const TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
};
const mediaType = (file: string) => TYPES[MEDIA_FILE.exec(file)?.[1]?.toLowerCase() ?? ''];

/**
 * Pictures uploaded to the CMS's media library, served under the site's own origin: the page's
 * CSP keeps `img-src 'self'` for them (no CMS origin added), a visitor's browser never contacts
 * the CMS, and the CMS's address can change without touching a page. `/cms-media/<file>` reads
 * `${CMS_ORIGIN}/uploads/<file>` (Strapi's local upload folder, public) and nothing else.
 * Decision 0032.
 */

/** Upload names carry their content's hash: a name never changes content, so copies keep a day. */
const MAX_AGE_S = 86_400;
export const CMS_MEDIA_CACHE = 'cms-media';
/** A picture is not on the page's critical path (the page has its size): the CMS may take its time. */
export const MEDIA_TIMEOUT_MS = 10_000;
/** Larger answers are refused: the media library's pictures are a few hundred KB. */
export const MAX_MEDIA_BYTES = 10 * 1024 * 1024;

const answer = (status: 404 | 502) =>
  new Response(status === 404 ? 'No such picture.\n' : 'The picture could not be loaded.\n', {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });

/**
 * `GET /cms-media/<file>`: the CMS's upload, its bytes as sent, as the type its extension names
 * (`nosniff`), cached at the edge for a day. 404 without a CMS, for a name that is not an upload's or a
 * type the site does not show, or when the CMS has no such file; 502 when the CMS fails, redirects or
 * sends more than MAX_MEDIA_BYTES (counted as read, whatever its length header says).
 */
export function handleCmsMedia() {
  return async function cmsMedia(c: Context<AppEnv>): Promise<Response> {
    const origin = settingsOf(c.env).cmsOrigin;
    const file = c.req.param('file') ?? '';
    const type = mediaType(file);
    if (!origin || !type) return answer(404);
    const cache = await caches.open(CMS_MEDIA_CACHE);
    const key = new Request(`${new URL(c.req.url).origin}${CMS_MEDIA_PREFIX}${file}`);
    const hit = await cache.match(key);
    if (hit) return new Response(hit.body, hit);
    let problem: string;
    try {
      // No redirect is followed: the site serves the configured CMS's uploads and nothing else.
      const upstream = await fetch(`${origin}/uploads/${file}`, {
        redirect: 'manual',
        signal: AbortSignal.timeout(MEDIA_TIMEOUT_MS),
      });
      if (upstream.status === 404) return answer(404);
      const bytes = upstream.ok ? await upstream.arrayBuffer() : null;
      if (bytes && bytes.byteLength <= MAX_MEDIA_BYTES) {
        const headers = { 'content-type': type, 'cache-control': `public, max-age=${MAX_AGE_S}` };
        c.executionCtx.waitUntil(cache.put(key, new Response(bytes, { headers })));
        return new Response(bytes, { headers });
      }
      problem = bytes ? `${bytes.byteLength} bytes` : `status ${upstream.status}`;
    } catch (error) {
      problem = String(error);
    }
    console.warn(`cms media ${file}: ${problem}; answered 502`);
    return answer(502);
  };
}
