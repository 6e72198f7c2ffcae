import { APP_DESTINATION, type RedirectRule } from '../../worker/content/redirect-rule.ts';
import { DestinationSchema, SourceSchema, StatusSchema } from './redirect-rule-schemas.ts';

export interface TableProblem {
  file: string;
  line: number;
  message: string;
  fix: string;
}

export interface ParsedTable {
  rules: RedirectRule[];
  problems: TableProblem[];
}

/**
 * Parses a file in the `_redirects` convention (Netlify / Cloudflare Pages):
 * `source destination [status]` per line, `#` comments, blank lines ignored.
 * Every problem is collected with its line; nothing is silently skipped.
 *
 * @example
 * parseRedirects('redirects/shared.redirects', '/request-demo /contact?topic=demo 301')
 */
export function parseRedirects(file: string, text: string): ParsedTable {
  const rules: RedirectRule[] = [];
  const problems: TableProblem[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    const content = raw.replace(/(^|\s)#.*$/, '').trim();
    if (content === '') return;
    const fields = content.split(/\s+/);
    if (fields.length < 2 || fields.length > 3) {
      problems.push({
        file,
        line,
        message: `expected "source destination [status]", found ${fields.length} field(s)`,
        fix: 'write one rule per line, for example: /old-page /new-page 301',
      });
      return;
    }
    const [source = '', destination = '', statusText] = fields;
    const isApp = destination === APP_DESTINATION;
    const checks = [
      ['source', SourceSchema.safeParse(source), 'write the source as a site path such as /old-page or /old/*'],
      [
        'destination',
        DestinationSchema.safeParse(destination),
        'use /path, https://host/path, or app: to hand the path to the app host',
      ],
      [
        'status',
        StatusSchema.safeParse(statusText ?? (isApp ? '302' : '301')),
        'use 301 (permanent), 302 (temporary) or 200 (proxy)',
      ],
    ] as const;
    let ok = true;
    for (const [field, result, fix] of checks) {
      if (!result.success) {
        ok = false;
        problems.push({
          file,
          line,
          message: `${field}: ${result.error.issues.map((i) => i.message).join('; ')}`,
          fix,
        });
      }
    }
    if (!ok) return;
    const status = Number(statusText ?? (isApp ? 302 : 301));
    if (isApp && statusText !== undefined) {
      problems.push({
        file,
        line,
        message: 'an app: handoff takes no status (the tenant config decides redirect or proxy)',
        fix: `remove "${statusText}"`,
      });
      return;
    }
    if (status === 200 && !destination.startsWith('https://')) {
      problems.push({
        file,
        line,
        message: 'status 200 (proxied rewrite) needs an absolute https:// destination on an allowed upstream',
        fix: 'use 301/302 for site paths, or an https:// upstream URL',
      });
      return;
    }
    rules.push({ file, line, source, destination, status });
  });
  return { rules, problems };
}
