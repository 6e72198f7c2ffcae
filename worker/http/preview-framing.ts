/**
 * Which answers the CMS's preview panel (an iframe of `CMS_ORIGIN`, where Strapi serves its admin)
 * may frame: a page the worker rendered itself (200, HTML, not proxied) for a request whose
 * `cmsPreview` link it verified (signed for that page, unexpired; worker/pages/cms-page-load.ts marks
 * the request). Only a query naming `cmsPreview` is never enough: an invalid, expired or empty
 * link, a redirect, a 404, an API answer or a page proxied from an upstream keeps
 * `frame-ancestors 'none'` and `X-Frame-Options: DENY` (security-headers.ts).
 */

/** Requests whose link was verified; a WeakSet, so nothing outlives its request. */
const verifiedPreviews = new WeakSet<Request>();

/** Marks `request` as carrying a valid, signed, unexpired preview link of the page it asks for. */
export function markVerifiedPreview(request: Request): void {
  verifiedPreviews.add(request);
}

/** What framing depends on: the request, and the answer's status, type and source. */
export interface FramedAnswer {
  request: Request;
  status: number;
  contentType: string | null;
  proxied: boolean;
}

/**
 * The `frame-ancestors` of an answer the CMS may frame: the site itself and the CMS's origin;
 * null for every other answer (and for any answer while the site reads no CMS).
 *
 * @example
 * previewFrameAncestors({ request, status: 200, contentType: 'text/html; charset=utf-8', proxied: false }, 'https://cms.example/') // "'self' https://cms.example" once markVerifiedPreview(request)
 */
export function previewFrameAncestors(answer: FramedAnswer, cmsOrigin: string | null): string | null {
  if (!cmsOrigin || answer.proxied || answer.status !== 200 || !verifiedPreviews.has(answer.request)) return null;
  if (!answer.contentType?.startsWith('text/html')) return null;
  try {
    return `'self' ${new URL(cmsOrigin).origin}`;
  } catch {
    return null;
  }
}
