import { matchKey } from '../routes/paths.ts';
import { isPattern, type RedirectRule } from '../content/redirect-rule.ts';

interface CompiledPattern {
  rule: RedirectRule;
  /** Literal start of the source: a cheap `startsWith` test before the regex. */
  prefix: string;
  regex: RegExp;
  names: string[];
}

/** Rules compiled for lookup: exact sources in a Map (O(1)), patterns in file order. */
export interface RedirectTable {
  exact: Map<string, RedirectRule>;
  patterns: CompiledPattern[];
}

export interface RedirectMatch {
  rule: RedirectRule;
  params: Record<string, string>;
}

const escapeRegex = (s: string) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

function compilePattern(rule: RedirectRule): CompiledPattern {
  const names: string[] = [];
  const source = matchKey(rule.source);
  let body = '';
  const splatAtSegment = source.endsWith('/*');
  const stem = splatAtSegment ? source.slice(0, -2) : source.endsWith('*') ? source.slice(0, -1) : source;
  for (const part of stem.split(/(:[A-Za-z][A-Za-z0-9_]*)/)) {
    if (part.startsWith(':')) {
      names.push(part.slice(1));
      body += '([^/]+)';
    } else body += escapeRegex(part);
  }
  if (splatAtSegment) {
    names.push('splat');
    body += '(?:/(.*))?';
  } else if (source.endsWith('*')) {
    names.push('splat');
    body += '(.*)';
  }
  const prefix = stem.split(':')[0] ?? '';
  return { rule, prefix, regex: new RegExp(`^${body}$`), names };
}

/**
 * Compiles rules in priority order (first match wins, as in Netlify's `_redirects`).
 * An exact rule that an earlier pattern already catches can never match, so it stays out of the
 * Map; `npm run check` reports it as shadowed.
 */
export function compileRedirects(rules: readonly RedirectRule[]): RedirectTable {
  const exact = new Map<string, RedirectRule>();
  const patterns: CompiledPattern[] = [];
  for (const rule of rules) {
    if (isPattern(rule.source)) {
      patterns.push(compilePattern(rule));
      continue;
    }
    const key = matchKey(rule.source);
    const caughtEarlier = patterns.some((p) => key.startsWith(p.prefix) && p.regex.test(key));
    if (!exact.has(key) && !caughtEarlier) exact.set(key, rule);
  }
  return { exact, patterns };
}

/**
 * Finds the rule for a path (percent-encoded, as in `URL.pathname`).
 *
 * @example
 * matchRedirect(table, '/solutions/integrations/slack') // { rule, params: { splat: 'slack' } }
 */
export function matchRedirect(table: RedirectTable, path: string): RedirectMatch | null {
  const key = matchKey(path);
  const hit = table.exact.get(key);
  if (hit) return { rule: hit, params: {} };
  for (const p of table.patterns) {
    if (!key.startsWith(p.prefix)) continue;
    const m = p.regex.exec(key);
    if (!m) continue;
    // An exact rule listed after this pattern was left out of the Map, so first-match order holds.
    const params: Record<string, string> = {};
    p.names.forEach((name, i) => (params[name] = m[i + 1] ?? ''));
    return { rule: p.rule, params };
  }
  return null;
}

/** A query of `name=value` pairs whose characters form-encoding leaves as they are (so re-serialising changes nothing). */
const PLAIN_QUERY = /^\?[\w*.-]+=[\w*.-]*(?:&[\w*.-]+=[\w*.-]*)*$/;

/**
 * Whether the merged query would be the visitor's own, byte for byte: the destination has no
 * query or fragment and nothing in the visitor's would be re-encoded (every value is kept, repeated
 * names included). Most handoffs (`?token=…`, `?x=1`) are; they then skip two URLSearchParams and a
 * serialisation.
 */
function keepsSearchAsIs(target: string, search: string): boolean {
  return !target.includes('?') && !target.includes('#') && PLAIN_QUERY.test(search);
}

/**
 * Fills `:splat` and `:name` in a destination and keeps the request's query: the destination's
 * own parameters win, the visitor's others are appended with every value they carry
 * (`?tag=a&tag=b` keeps both: a filter list or a campaign's repeated tags must reach the page whole).
 */
export function buildDestination(destination: string, params: Record<string, string>, search: string): string {
  let target = destination.replace(/:([A-Za-z][A-Za-z0-9_]*)/g, (whole, name: string) =>
    name in params ? (params[name] ?? '') : whole,
  );
  if (target.startsWith('https://')) target = target.replace(/^https:\/\/([^/]*)\/\/+/, 'https://$1/');
  else target = target.replace(/^\/+/, '/');
  if (!search || search === '?') return target;
  if (keepsSearchAsIs(target, search)) return target + search;
  const hashAt = target.indexOf('#');
  const hash = hashAt >= 0 ? target.slice(hashAt) : '';
  const base = hashAt >= 0 ? target.slice(0, hashAt) : target;
  const [path = '', query = ''] = base.split('?', 2) as [string, string?];
  const merged = new URLSearchParams(query);
  const own = new Set(merged.keys());
  for (const [key, value] of new URLSearchParams(search)) if (!own.has(key)) merged.append(key, value);
  const qs = merged.toString();
  return `${path}${qs ? `?${qs}` : ''}${hash}`;
}
