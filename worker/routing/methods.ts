import type { MiddlewareHandler } from 'hono';
import type { Decision } from './decide.ts';

/** Pages, redirects (handoff and legacy redirects too), tenant files and the 404 page. */
export const READ_METHODS = ['GET', 'HEAD'] as const;
/** What the app needs through the handoff proxy (`appHandoff: "proxy"`): its pages, forms and API calls. */
export const APP_PROXY_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
/** What the legacy site needs: pages and its own form posts. */
export const LEGACY_PROXY_METHODS = ['GET', 'HEAD', 'POST'] as const;
/** Every method any part of the site answers; anything else (TRACE, CONNECT, WebDAV…) is 501 everywhere. */
export const SITE_METHODS: ReadonlySet<string> = new Set(APP_PROXY_METHODS);

/** The methods a decision answers, or null when it answers any method (malformed or hostile paths). */
export function methodsFor(decision: Decision): readonly string[] | null {
  switch (decision.kind) {
    case 'reject':
    case 'clean-path':
      return null;
    case 'handoff':
      return decision.mode === 'proxy' ? APP_PROXY_METHODS : READ_METHODS;
    case 'legacy':
      return decision.mode === 'proxy' ? LEGACY_PROXY_METHODS : READ_METHODS;
    default:
      // Rewrites (`200` rules) proxy content pages, so they read like pages.
      return READ_METHODS;
  }
}

/** `405` with the `Allow` header RFC 9110 §15.5.6 asks for. */
export function methodNotAllowed(allowed: readonly string[]): Response {
  return new Response('Method Not Allowed\n', { status: 405, headers: { allow: allowed.join(', '), 'content-type': 'text/plain; charset=utf-8' } });
}

/**
 * Refuses, before any route runs, the methods no part of the site implements (TRACE, WebDAV's
 * PROPFIND, MKCOL, COPY, MOVE, LOCK, UNLOCK, PROPPATCH…) with `501` (RFC 9110 §15.6.2: not
 * supported for any resource). CONNECT never reaches a worker: the runtime refuses it first.
 */
export function refuseUnsupportedMethods(): MiddlewareHandler {
  return async function refuseUnsupportedMethod(c, next) {
    if (!SITE_METHODS.has(c.req.method)) return c.text('Not Implemented: this site answers GET, HEAD, POST, PUT, PATCH, DELETE and OPTIONS only.\n', 501);
    await next();
  };
}
