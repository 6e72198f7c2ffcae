import type { MiddlewareHandler } from 'hono';

/**
 * Our own pages: scripts and styles only from this site (goober's style tag is inline), images
 * from anywhere over https, and no framing except by the site itself.
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
  "frame-ancestors 'self'",
].join('; ');

/** Proxied upstream pages keep their own CSP; we only make sure framing is restricted. */
const FRAME_ONLY_CSP = "frame-ancestors 'self'";

/** Adds the security headers to every response, on the way out, in one place. */
export function securityHeaders(): MiddlewareHandler {
  return async function addSecurityHeaders(c, next) {
    await next();
    const headers = c.res.headers;
    const upstreamCsp = headers.get('content-security-policy');
    if (!upstreamCsp) headers.set('content-security-policy', c.get('proxied' as never) ? FRAME_ONLY_CSP : PAGE_CSP);
    else if (!/frame-ancestors/i.test(upstreamCsp)) headers.set('content-security-policy', `${upstreamCsp}; ${FRAME_ONLY_CSP}`);
    headers.set('x-content-type-options', 'nosniff');
    headers.set('referrer-policy', 'strict-origin-when-cross-origin');
    headers.set('x-frame-options', 'SAMEORIGIN');
    headers.set('permissions-policy', 'camera=(), microphone=(), geolocation=(), interest-cohort=()');
    if (c.req.url.startsWith('https:')) headers.set('strict-transport-security', 'max-age=63072000; includeSubDomains');
  };
}
