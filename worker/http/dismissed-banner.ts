import type { Handler } from 'hono';
import { readCookie, serializeCookie } from './cookies.ts';

/**
 * The rebrand announcement stays dismissed without tracking: the dismiss button's form asks this, and the
 * answer sets one functional cookie whose value is the announcement's id (the same for every
 * visitor, so it identifies nobody) and sends the visitor back to the page they were on.
 */
export const BANNER_DISMISS_PATH = '/__banner/dismiss';
export const DISMISSED_COOKIE = 'tt_dismissed';
/** The announcement the header shows now; a new announcement gets a new id and shows again. */
export const REBRAND_ANNOUNCEMENT_ID = 'rebrand-2026';
/** A year: as long as the announcement is worth showing at all. */
const DISMISSED_DAYS = 365;
const MAX_NEXT_CHARS = 2048;

/** C0 controls, space, DEL and the backslash: never in a path we send a visitor to (a header refuses NUL, CR, LF). */
const UNSAFE_IN_NEXT = /[\u0000-\u0020\u007f\\]/;
/** Only the origin the return path is resolved against; never sent anywhere. */
const SAME_ORIGIN = 'https://return.invalid';

/**
 * The page to go back to: a path on this host, parsed as a URL against a fixed origin and kept
 * only when it stays on it (not `//host` or `/\\host`, which browsers read as a host). A value
 * with a control character, a space or a backslash is refused (the URL parser would drop a tab or
 * newline and so turn `/\t/host` into `//host`). The answer is the parser's own serialization:
 * ASCII, percent-encoded, safe in a `Location` header. Anything else is `/`.
 */
export function dismissReturnPath(next: string | undefined): string {
  if (!next || next.length > MAX_NEXT_CHARS || !next.startsWith('/') || UNSAFE_IN_NEXT.test(next)) return '/';
  let url: URL;
  try {
    url = new URL(next, SAME_ORIGIN);
  } catch {
    return '/';
  }
  if (url.origin !== SAME_ORIGIN) return '/';
  const path = url.pathname + url.search + url.hash;
  return path.startsWith('//') || path.length > MAX_NEXT_CHARS ? '/' : path;
}

/** Whether this request's visitor dismissed the announcement `id`. */
export function dismissedAnnouncement(request: Request, id: string = REBRAND_ANNOUNCEMENT_ID): boolean {
  return readCookie(request.headers.get('cookie'), DISMISSED_COOKIE) === id;
}

/**
 * `GET /__banner/dismiss?next=/path`: 303 back to `next` with the cookie set. A GET form: it takes
 * no body (nothing to read or drain on a keep-alive connection), and the one thing it changes is
 * this visitor's own preference, so a link to it can do no harm beyond hiding a banner.
 *
 * @example
 * app.get(BANNER_DISMISS_PATH, handleBannerDismiss());
 */
export function handleBannerDismiss(): Handler {
  return function dismissBanner(c) {
    const secure = new URL(c.req.url).protocol === 'https:';
    const cookie = serializeCookie(DISMISSED_COOKIE, REBRAND_ANNOUNCEMENT_ID, {
      maxAgeDays: DISMISSED_DAYS,
      secure,
      httpOnly: true,
    });
    const headers = new Headers({ location: dismissReturnPath(c.req.query('next')), 'cache-control': 'no-store' });
    if (cookie) headers.append('set-cookie', cookie);
    return new Response(null, { status: 303, headers });
  };
}

/**
 * The visitor's copy of an HTML page without the announcements they dismissed: the cached page
 * keeps the banner for everyone else, and an `HTMLRewriter` drops it on the way out, so the HTML
 * cache needs no entry per cookie. Such a copy has no ETag (its bytes are not the entry's).
 */
export function withoutDismissedBanner(request: Request, response: Response): Response {
  if (!dismissedAnnouncement(request) || !response.headers.get('content-type')?.startsWith('text/html'))
    return response;
  const rewritten = new HTMLRewriter()
    .on(`[data-announcement="${REBRAND_ANNOUNCEMENT_ID}"]`, {
      element(element) {
        element.remove();
      },
    })
    .transform(response);
  const copy = new Response(rewritten.body, response);
  copy.headers.delete('etag');
  return copy;
}
