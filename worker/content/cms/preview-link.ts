/** The query parameter of a draft-preview link (cms/src/preview-link.ts makes them). */
export const PREVIEW_PARAM = 'cmsPreview';

export type PreviewCheck = { ok: true } | { ok: false; reason: string };

const encoder = new TextEncoder();

function base64urlBytes(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
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
