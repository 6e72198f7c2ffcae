/** Where a rule came from, so every report and `npm run route` can point at `file:line`. */
export interface RuleOrigin {
  file: string;
  line: number;
}

/**
 * One line of a `_redirects` file.
 * `destination` is a site path (`/pricing?mode=x`), an absolute https URL, or `app:` (hand the
 * request's own path and query to the tenant's app host).
 */
export interface RedirectRule extends RuleOrigin {
  source: string;
  destination: string;
  /** 301/302/303/307/308 redirect; 200 = proxied rewrite to an allowed upstream. */
  status: number;
}

export const REDIRECT_STATUSES = [200, 301, 302, 303, 307, 308] as const;
export const APP_DESTINATION = 'app:';

// The schemas of a rule's fields check `_redirects` files at build time only: compiler/redirects/redirect-rule-schemas.ts.

/** True when the source matches more than one path. */
export function isPattern(source: string): boolean {
  return source.includes('*') || source.includes(':');
}
