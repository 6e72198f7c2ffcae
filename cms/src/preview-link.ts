import { createHmac } from 'node:crypto';

/** How long a preview link opens the draft (seconds): long enough to share with a colleague, never for good. */
export const PREVIEW_LINK_SECONDS = 60 * 60;

/**
 * The site's signed draft-preview link of one page: `<site><path>?cmsPreview=<expires>.<signature>`,
 * with the signature an HMAC-SHA256 (base64url) of `<path>\n<expires>` under the secret the worker
 * also has (`CMS_PREVIEW_SECRET`). The worker checks it (worker/http/preview-link.ts): only
 * a link made here, for this path, before it expires, shows the draft; nothing guessable does.
 *
 * @example
 * previewLink('http://localhost:8787', '/solutions/workplace', 'secret', 1_800_000_000)
 * // 'http://localhost:8787/solutions/workplace?cmsPreview=1800000000.…'
 */
export function previewLink(siteUrl: string, path: string, secret: string, expires: number): string {
  const signature = createHmac('sha256', secret).update(`${path}\n${expires}`).digest('base64url');
  return `${siteUrl.replace(/\/$/, '')}${path}?cmsPreview=${expires}.${signature}`;
}
