import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSiteData } from '../compiler/content/build-site-data.ts';
import type { CheckProblem } from '../compiler/redirects/redirect-checker.ts';
import { readSiteSources } from './site-sources.ts';

/** One accepted suggestion, as `--write` appends it. */
export interface AcceptedRule {
  tenant: string;
  file: string;
  line: string;
  hits: number;
  referrers: string[];
}

/** Lines a table file has now: a new rule appended after one comment line lands on `count + 2`. */
export function lineCount(root: string, file: string): number {
  const path = join(root, file);
  if (!existsSync(path)) return 0;
  const text = readFileSync(path, 'utf8');
  return text === '' ? 0 : text.replace(/\n$/, '').split('\n').length;
}

/**
 * Appends each accepted rule to its tenant's table, under a comment naming the date and the hit
 * count, then runs the same checker as `npm run check` over every table of `root`.
 * Returns the checker's errors (empty = the tables are valid).
 */
export function writeAcceptedRules(
  root: string,
  accepted: readonly AcceptedRule[],
  days: number,
  today: string,
): CheckProblem[] {
  for (const rule of accepted) {
    const path = join(root, rule.file);
    const before = existsSync(path) ? readFileSync(path, 'utf8') : '';
    const from = rule.referrers.length ? ` (from ${rule.referrers.join(', ')})` : '';
    const block = `# ${today}, npm run redirects:report: ${rule.hits} hits in ${days} days ended on a 404${from}\n${rule.line}\n`;
    appendFileSync(path, `${before && !before.endsWith('\n') ? '\n' : ''}${block}`);
  }
  return buildSiteData(readSiteSources(root)).tableProblems.filter((p) => p.severity === 'error');
}
