import { settingsOf, type Env } from '../env.ts';
import { previewFrameAncestors, type FramedAnswer } from './preview-framing.ts';

/**
 * Our own pages: scripts and styles only from this site (goober's style tag is inline), images
 * from anywhere over https, and no framing at all (only a verified draft preview may be framed,
 * by the CMS: preview-framing.ts).
 */
export const PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Proxied upstream pages keep their own CSP; we only make sure they cannot be framed. */
const FRAME_ONLY_CSP = "frame-ancestors 'none'";

const COMMON: readonly [string, string][] = [
  ['x-content-type-options', 'nosniff'],
  ['referrer-policy', 'strict-origin-when-cross-origin'],
  ['x-frame-options', 'DENY'],
  ['permissions-policy', 'camera=(), microphone=(), geolocation=(), interest-cohort=()'],
];

/** Our pages' policy and the common headers, to copy from (see pageHeaders). */
const PAGE_SECURITY = new Headers([['content-security-policy', PAGE_CSP], ...COMMON]);

/**
 * New headers for an answer of our own (a redirect, a stored page) that already hold the page
 * security headers: one native copy instead of five `set` calls on the way out, which then
 * finds PAGE_CSP and adds only what depends on the request. Nothing else in the worker sets a
 * CSP, so a non-proxied answer carrying PAGE_CSP was built from here.
 */
export function pageHeaders(): Headers {
  return new Headers(PAGE_SECURITY);
}

/** What the security headers depend on besides the response: the request and whether an upstream answered. */
export interface SecuredRequest {
  /** The request URL as sent (its scheme decides HSTS). */
  url: string;
  /** An upstream (app, legacy) answered: its own CSP is kept, only framing is refused. */
  proxied: boolean;
  /** The answer as framing reads it (preview-framing.ts); without it, no answer is framed. */
  framing?: FramedAnswer;
  env: Env | undefined;
}

/**
 * Sets the security headers on a finished answer's headers (worker/http/finish-answer.ts, for the
 * pipeline and for a page answered from the isolate's memory before it).
 */
export function setSecurityHeaders(headers: Headers, request: SecuredRequest): void {
  const csp = headers.get('content-security-policy');
  // Built with pageHeaders(): the policy and the common headers are in already.
  if (request.proxied || csp !== PAGE_CSP) {
    if (!csp) headers.set('content-security-policy', request.proxied ? FRAME_ONLY_CSP : PAGE_CSP);
    // An upstream's own frame-ancestors (`*`, a partner's origin) is not ours to keep: replaced.
    else if (/frame-ancestors/i.test(csp))
      headers.set('content-security-policy', csp.replace(/frame-ancestors [^;]*/i, FRAME_ONLY_CSP));
    else headers.set('content-security-policy', `${csp}; ${FRAME_ONLY_CSP}`);
    for (const [name, value] of COMMON) headers.set(name, value);
  }
  // A verified draft preview is shown in the CMS's preview panel (an iframe of the CMS's origin):
  // only then is that origin allowed to frame the answer, and X-Frame-Options (which knows no
  // third origin) is left out. Settings are read only for such an answer.
  const ancestors = request.framing ? framingOfPreview(request.framing, request.env) : null;
  if (ancestors) {
    const csp = headers.get('content-security-policy')!;
    headers.set('content-security-policy', csp.replace(/frame-ancestors [^;]*/i, `frame-ancestors ${ancestors}`));
    headers.delete('x-frame-options');
  }
  if (request.url.startsWith('https:')) headers.set('strict-transport-security', 'max-age=63072000; includeSubDomains');
}

function framingOfPreview(answer: FramedAnswer, env: Env | undefined): string | null {
  if (!env) return null;
  try {
    return previewFrameAncestors(answer, settingsOf(env).cmsOrigin);
  } catch {
    // A misconfigured var answers 500 elsewhere; the headers stay today's.
    return null;
  }
}
