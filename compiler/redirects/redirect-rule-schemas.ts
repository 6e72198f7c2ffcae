import * as z from 'zod';
import { APP_DESTINATION, REDIRECT_STATUSES } from '../../worker/content/redirect-rule.ts';

// The fields of a `_redirects` line, checked when the tables are compiled (compiler/redirects/redirect-parser.ts).
// The worker serves compiled tables and never parses a rule, so these stay out of its modules.

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
