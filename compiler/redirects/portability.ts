import type { CheckProblem } from './redirect-checker.ts';

// Our tables are the `_redirects` convention with our additions (docs/operations.md). These
// warnings name the lines that would read differently, or be refused, if a table were ever handed
// to Cloudflare Pages: they do not fail the check, since every one of them works here.

/** Statuses Cloudflare Pages accepts in `_redirects`. */
const CLOUDFLARE_STATUSES = new Set(['200', '301', '302', '303', '307', '308']);

/** Warnings for one table's lines: a missing status, and rules Cloudflare Pages would reject. */
export function portabilityWarnings(file: string, text: string): CheckProblem[] {
  const warnings: CheckProblem[] = [];
  const appLines: number[] = [];
  text.split('\n').forEach((raw, i) => {
    const line = i + 1;
    const fields = raw.replace(/#.*$/, '').trim().split(/\s+/).filter(Boolean);
    if (fields.length < 2) return;
    const [, destination = '', status] = fields;
    if (destination === 'app:') return void appLines.push(line);
    if (status === undefined)
      warnings.push({
        file,
        line,
        severity: 'warning',
        message: 'no status: this table reads it as 301, Cloudflare Pages as 302',
        fix: 'write the status: 301 for a permanent move, 302 for one that may change',
      });
    else if (!CLOUDFLARE_STATUSES.has(status))
      warnings.push({
        file,
        line,
        severity: 'warning',
        message: `status ${status} is not one Cloudflare Pages accepts`,
        fix: 'use 301, 302, 303, 307, 308 or 200',
      });
    else if (status === '200' && /^https?:\/\//.test(destination))
      warnings.push({
        file,
        line,
        severity: 'warning',
        message: 'a 200 proxy to another host: Cloudflare Pages rewrites only to its own paths and would reject it',
        fix: 'keep it here (the host is in the tenant config); an export would need a Worker or a redirect instead',
      });
  });
  if (appLines.length)
    warnings.push({
      file,
      line: appLines[0]!,
      severity: 'warning',
      message: `${appLines.length} app: line(s) (lines ${appLines.join(', ')}): our addition, which Cloudflare Pages and Netlify reject`,
      fix: "keep them here; an export would write each as a redirect to the tenant's app host",
    });
  return warnings;
}
