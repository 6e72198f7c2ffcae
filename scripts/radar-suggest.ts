// The redirect radar's suggestions: for a path that keeps ending on a 404, the closest existing
// page (by the words of its path, and by the menu titles that link to it), written as a rule line
// that the checker accepts. A candidate the checker would refuse (a loop, a chain, a shadowed or
// duplicate source, a source hiding a page) is skipped, with the reason.
import type { MenuItem } from '../worker/content/menus/menu-schema.ts';
import type { Brand } from '../worker/routes/routes.ts';
import { checkTenantTables, type CheckProblem } from '../compiler/redirects/redirect-checker.ts';
import { compileRedirects, matchRedirect } from '../worker/routing/redirect-matcher.ts';
import { parseRedirects } from '../compiler/redirects/redirect-parser.ts';
import type { RedirectRule } from '../worker/content/redirect-rule.ts';

/** A page a tenant shows, with the menu titles that link to it. */
export interface Candidate {
  path: string;
  titles: string[];
}

export interface SuggestInput {
  tenantId: string;
  brand: Brand;
  /** The tenant's rules in priority order (own file, base file, shared). */
  rules: readonly RedirectRule[];
  allowedHosts: ReadonlySet<string>;
  candidates: readonly Candidate[];
  /** The file a new rule goes to (`redirects/<tenant>.redirects`) and the line it would take there. */
  file: string;
  nextLine: number;
}

export type Suggestion =
  | { kind: 'rule'; line: string; destination: string; why: string; skipped: string[] }
  | { kind: 'none'; why: string; skipped: string[] };

/** Words that say nothing about which page is meant. */
const NOISE = new Set(['html', 'htm', 'php', 'aspx', 'index', 'www', 'en', 'the', 'and', 'of', 'a']);

/** `/Summer-Challenge_2023/index.html` → `summer`, `challenge`. */
export function words(text: string): string[] {
  let decoded = text;
  try {
    decoded = decodeURIComponent(text);
  } catch {
    /* keep it encoded */
  }
  return decoded
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w && !NOISE.has(w) && !/^\d+$/.test(w));
}

/** Same word, or one the start of the other (`challenge`/`challenges`, `integration`/`integrations`). */
const alike = (a: string, b: string) =>
  a === b || (Math.min(a.length, b.length) >= 4 && (a.startsWith(b) || b.startsWith(a)));

/** Dice coefficient over words, with `alike` as equality: 1 = the same words, 0 = none shared. */
export function similarity(a: readonly string[], b: readonly string[]): number {
  if (!a.length || !b.length) return 0;
  const shared = a.filter((w) => b.some((v) => alike(w, v))).length;
  return (2 * shared) / (a.length + b.length);
}

/** Below this, no page is close enough to suggest: a wrong redirect is worse than a 404. */
export const MIN_SIMILARITY = 0.4;

/** Candidates ranked for a path, best first (ties: the shorter path). */
export function rankCandidates(path: string, candidates: readonly Candidate[]) {
  const target = words(path);
  return candidates
    .map((c) => {
      const byPath = similarity(target, words(c.path));
      const byTitle = Math.max(0, ...c.titles.map((t) => similarity(target, words(t))));
      const why =
        byTitle > byPath ? `menu title "${c.titles.find((t) => similarity(target, words(t)) === byTitle)}"` : 'path';
      return { candidate: c, score: Math.max(byPath, byTitle), why };
    })
    .filter((r) => r.score >= MIN_SIMILARITY && r.candidate.path !== path)
    .sort((x, y) => y.score - x.score || x.candidate.path.length - y.candidate.path.length);
}

const key = (p: CheckProblem) => `${p.file}:${p.line}:${p.message}`;

/** The checker's errors that adding `rule` to the tenant's own file would cause, or [] when it is clean. */
export function newProblems(input: SuggestInput, rule: RedirectRule): CheckProblem[] {
  const own = input.rules.filter((r) => r.file === input.file).length;
  const rules = [...input.rules.slice(0, own), rule, ...input.rules.slice(own)];
  const check = (rs: readonly RedirectRule[]) =>
    checkTenantTables({ tenantId: input.tenantId, brand: input.brand, rules: rs, allowedHosts: input.allowedHosts });
  const before = new Set(check(input.rules).map(key));
  return check(rules).filter((p) => p.severity === 'error' && !before.has(key(p)));
}

/**
 * The rule that would send `path` (a 404) to the closest page, or why there is none.
 *
 * @example
 * suggestRule(input, '/summer-challenges-2023') // { kind: 'rule', line: '/summer-challenges-2023  /product/challenges  301', … }
 */
export function suggestRule(input: SuggestInput, path: string): Suggestion {
  const skipped: string[] = [];
  const existing = matchRedirect(compileRedirects(input.rules), path);
  if (existing)
    return {
      kind: 'none',
      why: `already redirected by ${existing.rule.file}:${existing.rule.line} (added after these 404s)`,
      skipped,
    };
  for (const { candidate, why } of rankCandidates(path, input.candidates)) {
    const line = `${path}  ${candidate.path}  301`;
    const parsed = parseRedirects(input.file, line);
    if (parsed.problems.length)
      return { kind: 'none', why: `the path cannot be a rule source: ${parsed.problems[0]!.message}`, skipped };
    const problems = newProblems(input, { ...parsed.rules[0]!, line: input.nextLine });
    if (!problems.length) return { kind: 'rule', line, destination: candidate.path, why, skipped };
    skipped.push(`${candidate.path}: ${problems[0]!.message.replace(/^\[[^\]]+\] /, '')}`);
  }
  return {
    kind: 'none',
    why: skipped.length ? 'every close page would make a loop or chain' : 'no page is close enough',
    skipped,
  };
}

/** Pages a tenant shows (its sitemap) with the titles of the menu items that link to them. */
export function candidatesOf(sitemap: readonly string[], menus: readonly (readonly MenuItem[])[]): Candidate[] {
  const titles = new Map<string, string[]>();
  const walk = (items: readonly MenuItem[]) => {
    for (const item of items) {
      if (item.path?.startsWith('/') && item.type === 'INTERNAL') {
        const path = item.path.split(/[?#]/)[0]!;
        titles.set(path, [...(titles.get(path) ?? []), item.title]);
      }
      if (item.items?.length) walk(item.items);
    }
  };
  menus.forEach(walk);
  const paths = new Set([...sitemap, ...titles.keys()]);
  paths.delete('/');
  return [...paths].sort().map((path) => ({ path, titles: titles.get(path) ?? [] }));
}
