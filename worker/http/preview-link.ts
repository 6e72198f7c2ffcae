/** The query parameter of a draft-preview link (cms/src/preview-link.ts makes them). */
export const PREVIEW_PARAM = 'cmsPreview';

export type PreviewCheck = { ok: true } | { ok: false; reason: string };

const encoder = new TextEncoder();

/** The bytes of a base64url text, or null when it is not one (`A`: atob throws on a length of 4n + 1). */
function base64urlBytes(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

/**
 * Whether a URL (a request's, a reported page's) asks for a draft preview. Such a request is
 * private everywhere: never cached, never indexed (worker/http/preview-privacy.ts), never reported
 * to analytics (worker/analytics/measurement-protocol.ts), because its URL carries a signed link
 * that opens the draft for as long as it is valid.
 */
export function isPreviewUrl(url: URL | string): boolean {
  const parsed = typeof url === 'string' ? parseUrl(url) : url;
  const search = parsed?.search;
  // Through URLSearchParams, as the page reads it: `cms%50review=` is a preview too. Without a `%`
  // a decoded name is its text (`+` becoming a space), so a query that does not contain the name
  // cannot hold it, and most queries (`?utm_source=…`) skip building the parameters.
  if (!search || (!search.includes('%') && !search.includes(PREVIEW_PARAM))) return false;
  return parsed.searchParams.has(PREVIEW_PARAM);
}

function parseUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/** A URL to report without its signed preview link (a Referer of a preview page, say); unparsable text comes back as is. */
export function withoutPreviewLink(url: string): string {
  const parsed = parseUrl(url);
  if (!parsed || !parsed.searchParams.has(PREVIEW_PARAM)) return url;
  parsed.searchParams.delete(PREVIEW_PARAM);
  return parsed.href;
}

/**
 * Whether `?cmsPreview=<expires>.<signature>` opens the draft of `path`: the signature is an
 * HMAC-SHA256 of `<path>\n<expires>` under CMS_PREVIEW_SECRET (the CMS signs with the same key), and
 * `expires` (epoch seconds) is still ahead. The reason says what is wrong, for the note on the page.
 *
 * @example
 * await checkPreviewLink('1800000000.abc', '/solutions/workplace', secret) // { ok: false, reason: 'the signature does not match this page…' }
 */
export async function checkPreviewLink(
  value: string,
  path: string,
  secret: string | undefined,
  now = Date.now,
): Promise<PreviewCheck> {
  if (!secret) return { ok: false, reason: 'previews are off on this site (CMS_PREVIEW_SECRET is not set)' };
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{1,100})$/.exec(value);
  const signature = match ? base64urlBytes(match[2]!) : null;
  if (!match || !signature)
    return { ok: false, reason: 'the preview link is incomplete; open the preview from the CMS again' };
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'verify',
  ]);
  // verify, not a string comparison: constant time.
  const valid = await crypto.subtle.verify('HMAC', key, signature, encoder.encode(`${path}\n${match[1]}`));
  if (!valid)
    return { ok: false, reason: 'the preview link is not valid for this page; open the preview from the CMS again' };
  if (Number(match[1]) * 1000 < now())
    return {
      ok: false,
      reason: `the preview link expired at ${new Date(Number(match[1]) * 1000).toISOString()}; open the preview from the CMS again`,
    };
  return { ok: true };
}
