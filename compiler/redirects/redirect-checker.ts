import { matchKey } from '../../worker/routes/paths.ts';
import { staticPagePaths, type Brand } from '../../worker/routes/routes.ts';
import {
  compileRedirects,
  matchRedirect,
  buildDestination,
  type RedirectTable,
} from '../../worker/routing/redirect-matcher.ts';
import type { TableProblem } from './redirect-parser.ts';
import { APP_DESTINATION, type RedirectRule } from '../../worker/content/redirect-rule.ts';

/** What the checker needs to know about one tenant. */
export interface TenantTables {
  tenantId: string;
  brand: Brand;
  /** Rules in priority order: subtenant file, base tenant file, shared file. */
  rules: readonly RedirectRule[];
  /** Hosts a redirect may send a visitor to. */
  allowedHosts: ReadonlySet<string>;
}

export interface CheckProblem extends TableProblem {
  severity: 'error' | 'warning';
}

/** A concrete path the source matches, to probe other rules with. */
export function samplePath(source: string): string {
  return source.replace(/:[A-Za-z][A-Za-z0-9_]*/g, 'sample').replace(/\*$/, 'sample/path');
}

const at = (r: RedirectRule) => `${r.file}:${r.line}`;

function followOnce(
  table: RedirectTable,
  rule: RedirectRule,
  params: Record<string, string>,
): { next: RedirectRule; target: string } | null {
  if (!rule.destination.startsWith('/')) return null;
  const path = buildDestination(rule.destination, params, '').split('?')[0] ?? '';
  const hit = matchRedirect(table, path);
  if (!hit || hit.rule.destination === APP_DESTINATION) return null;
  return { next: hit.rule, target: buildDestination(hit.rule.destination, hit.params, '') };
}

function sampleParams(source: string): Record<string, string> {
  const params: Record<string, string> = { splat: 'sample/path' };
  for (const [, name] of source.matchAll(/:([A-Za-z][A-Za-z0-9_]*)/g)) params[name!] = 'sample';
  return params;
}

/**
 * Lints one tenant's redirect rules: duplicates, shadowed rules, loops, chains of more than one
 * hop, destinations on hosts not in config, and sources that hide a real page. Each problem says
 * where (`file:line`) and how to fix it.
 */
export function checkTenantTables(t: TenantTables): CheckProblem[] {
  const problems: CheckProblem[] = [];
  const add = (rule: RedirectRule, severity: CheckProblem['severity'], message: string, fix: string) =>
    problems.push({ file: rule.file, line: rule.line, severity, message: `[${t.tenantId}] ${message}`, fix });
  const table = compileRedirects(t.rules);
  const pages = staticPagePaths(t.brand);

  t.rules.forEach((rule, i) => {
    const earlier = t.rules.slice(0, i);
    const twin = earlier.find((e) => matchKey(e.source) === matchKey(rule.source));
    if (twin && twin.file === rule.file) {
      add(rule, 'error', `duplicate source ${rule.source}, already at ${at(twin)}`, 'delete one of the two lines');
      return;
    }
    if (twin) return; // a tenant file overriding a shared rule on purpose
    const probe = samplePath(rule.source);
    const hit = matchRedirect(table, probe);
    if (hit && hit.rule !== rule) {
      const sameFile = hit.rule.file === rule.file;
      add(
        rule,
        sameFile ? 'error' : 'warning',
        `${rule.source} is shadowed by ${hit.rule.source} at ${at(hit.rule)} and never matches`,
        sameFile ? 'move this line above the broader rule, or delete it' : 'delete this rule or narrow the broader one',
      );
      return;
    }
    if (rule.destination.startsWith('https://')) {
      const host = new URL(rule.destination).host;
      if (!t.allowedHosts.has(host)) {
        add(
          rule,
          'error',
          `destination host ${host} is not in the tenant config`,
          `add "${host}" to redirectHosts in tenants/${t.tenantId}.json, or change the destination`,
        );
      }
    }
    for (const page of pages) {
      const pageHit = matchRedirect(compileRedirects([rule]), page);
      if (pageHit)
        add(
          rule,
          'error',
          `source ${rule.source} hides the page ${page}`,
          'remove the rule, or remove the page from worker/routes/routes.ts',
        );
    }

    const seen = [rule];
    let step = followOnce(table, rule, sampleParams(rule.source));
    let finalTarget = rule.destination;
    while (step && !seen.includes(step.next) && seen.length <= 10) {
      seen.push(step.next);
      finalTarget = step.target;
      step = followOnce(table, step.next, matchRedirect(table, samplePath(step.next.source))?.params ?? {});
    }
    if (step && seen.includes(step.next)) {
      add(
        rule,
        'error',
        `redirect loop: ${[...seen, step.next].map((r) => r.source).join(' → ')}`,
        'point one of these rules at a real page',
      );
    } else if (seen.length > 1) {
      add(
        rule,
        'error',
        `chain of ${seen.length} hops: ${rule.destination} is redirected again by ${at(seen[1]!)}`,
        `point this rule straight at the final destination ${finalTarget}`,
      );
    }
  });
  return problems;
}

/** `file:line: error: message (fix: …)`, one line each. */
export function formatCheckProblems(problems: readonly CheckProblem[]): string {
  return problems.map((p) => `${p.file}:${p.line}: ${p.severity}: ${p.message} (fix: ${p.fix})`).join('\n');
}
