import type { Decision } from './decide.ts';

/** Pages, redirects (handoff and legacy redirects too), tenant files and the 404 page. */
export const READ_METHODS = ['GET', 'HEAD'] as const;
/** What the app needs through the handoff proxy (`appHandoff: "proxy"`): its pages, forms and API calls. */
export const APP_PROXY_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
/** What the legacy site needs: pages and its own form posts. */
export const LEGACY_PROXY_METHODS = ['GET', 'HEAD', 'POST'] as const;
/**
 * Every method any part of the site answers. Anything else (TRACE, WebDAV's PROPFIND, MKCOL, COPY,
 * MOVE, LOCK, UNLOCK, PROPPATCH…) gets 405 wherever it is sent: a client error, not a 5xx that
 * would page someone. CONNECT never reaches a worker: the runtime refuses it first.
 */
export const SITE_METHODS: ReadonlySet<string> = new Set(APP_PROXY_METHODS);

/** The methods a decision answers, or null when it answers any site method (malformed or hostile paths get their 4xx/308 whatever the method). */
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
  return new Response('Method Not Allowed\n', {
    status: 405,
    headers: { allow: allowed.join(', '), 'content-type': 'text/plain; charset=utf-8' },
  });
}

/** The 405 answer for a method this decision does not take, or null when it takes it. */
export function refuseMethod(method: string, decision: Decision): Response | null {
  const allowed = methodsFor(decision);
  if (!SITE_METHODS.has(method)) return methodNotAllowed(allowed ?? READ_METHODS);
  return allowed && !allowed.includes(method) ? methodNotAllowed(allowed) : null;
}
