import * as z from 'zod';

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

const SEGMENT = /^(?::[A-Za-z][A-Za-z0-9_]*|[A-Za-z0-9._~!$&'()+,;=@%-]+)$/;

/** A source is a path; `:name` stands for one segment and a final `*` for the rest of the path. */
export const SourceSchema = z
  .string()
  .startsWith('/', 'a source must start with / (for example /pricing)')
  .refine((s) => !s.includes('*') || s.indexOf('*') === s.length - 1, 'a * may only end a source (for example /blog/*)')
  .refine((s) => !s.includes('?'), 'a source cannot hold a query string; the query is kept automatically')
  .refine(
    (s) =>
      s === '/' ||
      s
        .replace(/\*$/, '')
        .replace(/\/$/, '')
        .split('/')
        .slice(1)
        .every((seg, i, all) => SEGMENT.test(seg) || (i === all.length - 1 && seg === '')),
    'a source may hold only path characters, :name placeholders and a final *',
  );

export const DestinationSchema = z.union([
  z.literal(APP_DESTINATION),
  z
    .string()
    .regex(/^\/(?![/\\])[^\s]*$/, 'a site destination must start with a single / (for example /contact?topic=demo)'),
  z.url({ protocol: /^https$/, error: 'an external destination must be an absolute https:// URL' }),
]);

export const StatusSchema = z.coerce
  .number()
  .refine(
    (n) => (REDIRECT_STATUSES as readonly number[]).includes(n),
    'status must be one of 200, 301, 302, 303, 307, 308',
  );

/** True when the source matches more than one path. */
export function isPattern(source: string): boolean {
  return source.includes('*') || source.includes(':');
}
