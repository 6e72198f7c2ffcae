import { matchKey } from '../../worker/routes/paths.ts';
import { matchPage, type PageExists, type RouteScope } from '../../worker/routes/routes.ts';
import type { CheckProblem } from './redirect-checker.ts';
import {
  buildDestination,
  compileRedirects,
  matchRedirect,
  type RedirectTable,
} from '../../worker/routing/redirect-matcher.ts';
import { APP_DESTINATION, isPattern, type RedirectRule } from '../../worker/content/redirect-rule.ts';

/** What the landing check needs to know about one tenant. */
export interface LandingTenant {
  tenantId: string;
  /** The tenant's pages: its route set less what its flags switch off. */
  scope: RouteScope;
  /** A legacy host answers the paths this site does not render (cofi: every unknown path goes to its legacy host). */
  hasLegacy: boolean;
  /** Rules in priority order: subtenant file, base tenant file, shared file. */
  rules: readonly RedirectRule[];
}

/** One concrete path a rule answers, and where it sends the visitor. */
export interface Expansion {
  rule: RedirectRule;
  source: string;
  /** Site path and query the visitor lands on. */
  target: string;
}

const NAME = /:([A-Za-z][A-Za-z0-9_]*)/g;
const escapeRegex = (s: string) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/** A regex for a destination path with `:name` (one segment) and `:splat` (the rest). */
function destinationRegex(path: string): { regex: RegExp; names: string[] } {
  const names: string[] = [];
  const body = path
    .split(/(:[A-Za-z][A-Za-z0-9_]*)/)
    .map((part) => {
      if (!part.startsWith(':')) return escapeRegex(part);
      names.push(part.slice(1));
      return part === ':splat' ? '(.+)' : '([^/]+)';
    })
    .join('');
  return { regex: new RegExp(`^${body}$`), names };
}

/** The last literal section before a splat (`integrations` in `/solutions/integrations/*`). */
const sectionBeforeSplat = (pattern: string) => /\/([^/:*]+)\/(?:\*|:splat)$/.exec(pattern.split('?')[0]!)?.[1];

/**
 * The concrete paths a rule answers among the paths the site knows: the known paths its source
 * matches; for each known path its destination pattern matches, the source that leads there; and
 * for a splat, every name the site uses under the same section elsewhere (`/integrations/zapier`
 * gives `/solutions/integrations/zapier`). An exact rule is its own source.
 *
 * @example
 * expandSource(rule('/solutions/integrations/*', '/product/integrations/:splat'), ['/integrations/zapier'])
 * // ['/solutions/integrations/zapier']
 */
export function expandSource(rule: RedirectRule, known: Iterable<string>): string[] {
  if (!isPattern(rule.source)) return [matchKey(rule.source)];
  const table = compileRedirects([rule]);
  const destination = rule.destination.startsWith('/') ? rule.destination.split('?')[0]! : null;
  const back = destination && /:[A-Za-z]/.test(destination) ? destinationRegex(destination) : null;
  const section = rule.source.endsWith('*') ? sectionBeforeSplat(rule.source) : undefined;
  const splatStem = rule.source.replace(/\/?\*$/, '');
  const fill = (params: Record<string, string>) =>
    rule.source
      .replace(NAME, (whole, name: string) => params[name] ?? whole)
      .replace(/\/?\*$/, params.splat ? `/${params.splat}` : '');
  const found = new Set<string>();
  for (const path of known) {
    if (matchRedirect(table, path)) found.add(matchKey(path));
    const m = back?.regex.exec(path);
    if (m && back) found.add(fill(Object.fromEntries(back.names.map((n, i) => [n, m[i + 1]!]))));
    const at = section ? path.lastIndexOf(`/${section}/`) : -1;
    if (at >= 0 && !/[:*]/.test(splatStem)) found.add(`${splatStem}/${path.slice(at + section!.length + 2)}`);
  }
  return [...found].filter((p) => !/[:*]/.test(p) && matchRedirect(table, p));
}

/** Every concrete source of the tenant's rules that the tenant's table really sends to that rule. */
export function expandRules(
  rules: readonly RedirectRule[],
  known: Iterable<string>,
  table: RedirectTable = compileRedirects(rules),
): Expansion[] {
  const paths = [...known];
  const out: Expansion[] = [];
  for (const rule of rules) {
    if (rule.destination === APP_DESTINATION || rule.status === 200 || !rule.destination.startsWith('/')) continue;
    for (const source of expandSource(rule, paths)) {
      const hit = matchRedirect(table, source);
      if (hit?.rule === rule) out.push({ rule, source, target: buildDestination(rule.destination, hit.params, '') });
    }
  }
  return out;
}

/**
 * Redirects that would not land on a page: for each concrete source of each rule with a site
 * destination (`expandRules`), the destination must render a page of the tenant (or reach its app
 * host, or its legacy host when it has one), in one hop. Each problem names `file:line`, the
 * source, the destination and the fix.
 */
export function checkTenantLandings(t: LandingTenant, known: Iterable<string>, exists: PageExists): CheckProblem[] {
  const table = compileRedirects(t.rules);
  const problems: CheckProblem[] = [];
  for (const { rule, source, target } of expandRules(t.rules, known, table)) {
    const path = target.split(/[?#]/)[0]!;
    const again = matchRedirect(table, path);
    const add = (message: string, fix: string) =>
      problems.push({
        file: rule.file,
        line: rule.line,
        severity: 'error',
        message: `[${t.tenantId}] ${source} → ${target}: ${message}`,
        fix,
      });
    if (again && again.rule.destination !== APP_DESTINATION) {
      add(
        `redirected again by ${again.rule.file}:${again.rule.line} (two hops)`,
        `send ${source} straight to ${buildDestination(again.rule.destination, again.params, '')} with its own line before this one`,
      );
    } else if (!again && !matchPage(t.scope, path, exists) && !t.hasLegacy) {
      add(
        'no page renders there (the 404 page)',
        `add the page for this tenant (content/cms${path}.md with its brand, or a route), or a line "${source}  <an existing page>" in redirects/${t.tenantId}.redirects before the broader rule`,
      );
    }
  }
  return problems;
}

/**
 * The same problem found for several tenants (a shared rule) reported once, naming them all:
 * `[default, fitmap] /a → /b: …`.
 */
export function mergeTenantProblems(problems: readonly CheckProblem[]): CheckProblem[] {
  const byKey = new Map<string, { problem: CheckProblem; ids: string[] }>();
  for (const p of problems) {
    const [, id = '', rest = p.message] = /^\[([^\]]+)\] ([\s\S]*)$/.exec(p.message) ?? [];
    const key = `${p.file}:${p.line}:${rest}`;
    const entry = byKey.get(key) ?? { problem: { ...p, message: rest }, ids: [] };
    entry.ids.push(id);
    byKey.set(key, entry);
  }
  return [...byKey.values()].map(({ problem, ids }) => ({
    ...problem,
    message: `[${ids.join(', ')}] ${problem.message}`,
  }));
}
