// npm run redirects:report [-- --days 30] [--write] [--tenant <id>] [--top 10] [--dataset redirect_radar]
// Reads the redirect radar (worker/routing/redirect-radar.ts) through the Analytics Engine SQL
// API and prints, per tenant: rules by hits, rules with zero hits (candidates to delete, apart from
// rules younger than the window), the most frequent 404 paths with a suggested rule each.
// --write appends the suggested rules to redirects/<tenant>.redirects and runs the checker.
// Needs CLOUDFLARE_ACCOUNT_ID and CLOUDFLARE_API_TOKEN (Account Analytics: Read);
// CLOUDFLARE_API_BASE_URL replaces the API address.
import { pathToFileURL } from 'node:url';
import { sitemapPaths } from '../worker/render/sitemap.ts';
import { formatCheckProblems } from '../compiler/redirects/redirect-checker.ts';
import type { RedirectRule } from '../worker/content/redirect-rule.ts';
import { buildSiteData, SHARED_REDIRECTS, tenantRedirectFile } from '../compiler/content/build-site-data.ts';
import { allowedHosts } from '../worker/tenants/allowed-hosts.ts';
import { DEFAULT_API_BASE_URL, DEFAULT_DATASET, readRadar, type NotFoundHits, type RadarData } from './radar-sql.ts';
import { candidatesOf, suggestRule } from './radar-suggest.ts';
import { lineCount, writeAcceptedRules, type AcceptedRule } from './radar-write.ts';
import { lineCommitTimes } from './rule-age.ts';
import { readCliArgs } from './cli-usage.ts';
import { CLI_USAGES } from './cli-usages.ts';
import { readSiteSources, ROOT } from './site-sources.ts';

interface Options {
  days: number;
  write: boolean;
  tenant?: string;
  top: number;
  dataset: string;
}

function parseArgs(argv: readonly string[]): Options | string {
  const o: Options = { days: 30, write: false, top: 10, dataset: DEFAULT_DATASET };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const value = () => argv[++i] ?? '';
    if (a === '--') continue;
    else if (a === '--write') o.write = true;
    else if (a === '--days') o.days = Number(value());
    else if (a === '--top') o.top = Number(value());
    else if (a === '--tenant') o.tenant = value();
    else if (a === '--dataset') o.dataset = value();
    else return `unknown option ${a}`;
  }
  if (!Number.isInteger(o.days) || o.days < 1 || o.days > 90)
    return '--days takes a whole number from 1 to 90 (Analytics Engine keeps three months)';
  if (!Number.isInteger(o.top) || o.top < 1) return '--top takes a whole number from 1';
  return o;
}

const pad = (n: number) => String(n).padStart(7);
const at = (r: RedirectRule) => `${r.file}:${r.line}`;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** 404 rows of one tenant merged per path: total, crawler share, referrer hosts by hits. */
function missedPaths(rows: readonly NotFoundHits[]) {
  const byPath = new Map<string, { path: string; hits: number; crawlers: number; referrers: Map<string, number> }>();
  for (const r of rows) {
    const p = byPath.get(r.path) ?? { path: r.path, hits: 0, crawlers: 0, referrers: new Map() };
    p.hits += r.hits;
    if (r.agent === 'crawler') p.crawlers += r.hits;
    if (r.referrer) p.referrers.set(r.referrer, (p.referrers.get(r.referrer) ?? 0) + r.hits);
    byPath.set(r.path, p);
  }
  return [...byPath.values()].sort((a, b) => b.hits - a.hits || a.path.localeCompare(b.path));
}

/** The report as lines, and the rules `--write` would append. Pure apart from `git blame`. */
export function buildReport(
  root: string,
  radar: RadarData,
  o: Options,
  now: number,
): { lines: string[]; accepted: AcceptedRule[] } {
  const { data } = buildSiteData(readSiteSources(root));
  const windowStart = now - o.days * 86_400_000;
  const lines = [`Redirect radar, last ${o.days} days (${day(windowStart)} to ${day(now)}), dataset ${o.dataset}`];
  const accepted: AcceptedRule[] = [];
  const hitKey = (tenant: string, file: string, source: string) => `${tenant}\t${file}\t${source}`;
  const hits = new Map<string, number>();
  for (const r of radar.rules) {
    const k = hitKey(r.tenant, r.rule.replace(/:\d+$/, ''), r.source);
    hits.set(k, (hits.get(k) ?? 0) + r.hits);
  }
  const usersOf = (file: string) =>
    Object.keys(data.redirects).filter((id) => data.redirects[id]!.some((r) => r.file === file));
  const zeroHits = (file: string) => {
    const users = usersOf(file);
    const rules = [
      ...new Map(
        users
          .flatMap((id) => data.redirects[id]!)
          .filter((r) => r.file === file)
          .map((r) => [r.line, r]),
      ).values(),
    ];
    const dead = rules.filter((r) => users.every((id) => !hits.get(hitKey(id, file, r.source))));
    if (!dead.length) return;
    const times = lineCommitTimes(root, file, now);
    const young = dead.filter((r) => (times.get(r.line) ?? 0) * 1000 > windowStart);
    const old = dead.filter((r) => !young.includes(r));
    lines.push(`  Zero hits in ${file} (read by ${users.join(', ')}):`);
    if (old.length)
      lines.push(
        '    older than the window, candidates to delete:',
        ...old.map((r) => `      ${at(r)}  ${r.source} ${r.destination}`),
      );
    if (young.length)
      lines.push(
        `    added or changed within the window, too new to judge:`,
        ...young.map(
          (r) => `      ${at(r)}  ${r.source} ${r.destination}  (committed ${day(times.get(r.line)! * 1000)})`,
        ),
      );
  };

  for (const id of Object.keys(data.tenants).sort()) {
    if (o.tenant && o.tenant !== id) continue;
    const tenant = data.tenants[id]!;
    const rules = data.redirects[id]!;
    lines.push('', `== ${id} (${tenant.hosts[0]}) ==`);
    const ruleHits = radar.rules.filter((r) => r.tenant === id);
    const upstream = radar.upstream.filter((u) => u.tenant === id);
    const missed = missedPaths(radar.notFound.filter((n) => n.tenant === id)).slice(0, o.top);
    if (!ruleHits.length && !upstream.length && !missed.length) {
      lines.push('  Nothing recorded in the window (no rule hit, handoff, legacy request or 404).');
      zeroHits(tenantRedirectFile(id));
      continue;
    }
    if (ruleHits.length) lines.push('  Rules by hits:');
    for (const r of ruleHits) {
      const current = rules.find((c) => c.file === r.rule.replace(/:\d+$/, '') && c.source === r.source);
      lines.push(
        `  ${pad(r.hits)}  ${current ? `${at(current)}  ${current.source} ${current.destination}` : `${r.rule}  ${r.source}  (no longer in the tables)`}`,
      );
    }
    zeroHits(tenantRedirectFile(id));
    if (upstream.length)
      lines.push(
        '  App handoffs and legacy host, by first path segment:',
        ...upstream.map((u) => `  ${pad(u.hits)}  ${u.kind.padEnd(7)} /${u.segment}`),
      );

    lines.push(missed.length ? `  Most frequent 404s (top ${o.top}):` : '  404s: none in the window');
    const file = tenantRedirectFile(id);
    const input = {
      tenantId: id,
      brand: tenant.routeSet,
      rules: [...rules],
      allowedHosts: allowedHosts(tenant),
      file,
      nextLine: lineCount(root, file) + 2,
      candidates: candidatesOf(
        sitemapPaths(tenant.routeSet, id),
        [tenant.cmsMenuKey, tenant.footerNavKey].map((k) => data.menus[k] ?? []),
      ),
    };
    for (const m of missed) {
      const referrers = [...m.referrers].sort((a, b) => b[1] - a[1]).map(([host]) => host);
      lines.push(
        `  ${pad(m.hits)}  ${m.path}  (${m.crawlers} from crawlers; referrers: ${referrers.join(', ') || 'none'})`,
      );
      const s = suggestRule(input, m.path);
      for (const skip of s.skipped) lines.push(`           not suggested: ${skip}`);
      if (s.kind === 'none') {
        lines.push(`           no suggestion: ${s.why}`);
        continue;
      }
      lines.push(`           suggest: ${s.line}    # closest by ${s.why}`);
      accepted.push({ tenant: id, file, line: s.line, hits: m.hits, referrers: referrers.slice(0, 3) });
      input.rules.splice(input.rules.filter((r) => r.file === file).length, 0, {
        file,
        line: input.nextLine,
        source: m.path,
        destination: s.destination,
        status: 301,
      });
      input.nextLine += 2;
    }
  }
  if (!o.tenant) {
    lines.push('', `== shared (${SHARED_REDIRECTS}, every tenant) ==`);
    const before = lines.length;
    zeroHits(SHARED_REDIRECTS);
    if (lines.length === before) lines.push('  Every rule had hits in the window.');
  }
  return { lines, accepted };
}

/**
 * The command, callable in-process (tests give a temporary `root` and a stub API address). Returns the exit code.
 *
 * @example
 * await redirectsReportCommand({ argv: ['--days', '7'], env: process.env, log: console.log, error: console.error })
 */
export async function redirectsReportCommand({
  argv,
  env,
  log,
  error,
  root = ROOT,
  now = Date.now(),
}: {
  argv: readonly string[];
  env: Record<string, string | undefined>;
  log: (line: string) => void;
  error: (line: string) => void;
  root?: string;
  now?: number;
}): Promise<number> {
  const verdict = readCliArgs(argv, CLI_USAGES['redirects:report']!);
  if (verdict) return verdict.exit === 0 ? (log(verdict.out), 0) : (error(`redirects:report: ${verdict.err}`), 2);
  const o = parseArgs(argv);
  if (typeof o === 'string') return (error(`redirects:report: ${o}`), 2);
  const accountId = env.CLOUDFLARE_ACCOUNT_ID;
  const token = env.CLOUDFLARE_API_TOKEN;
  if (!accountId || !token)
    return (
      error(
        'redirects:report: set CLOUDFLARE_ACCOUNT_ID and CLOUDFLARE_API_TOKEN (a token with Account › Account Analytics › Read)',
      ),
      2
    );
  let radar: RadarData;
  try {
    radar = await readRadar(
      { baseUrl: env.CLOUDFLARE_API_BASE_URL || DEFAULT_API_BASE_URL, accountId, token },
      o.dataset,
      o.days,
    );
  } catch (e) {
    return (error(`redirects:report: ${(e as Error).message}`), 1);
  }
  const { lines, accepted } = buildReport(root, radar, o, now);
  if (lines.length === 1)
    return (error(`redirects:report: --tenant ${o.tenant}: no such tenant (see tenants/*.json)`), 2);
  lines.forEach((l) => log(l));
  if (!o.write) {
    if (accepted.length) log(`\n${accepted.length} suggested rule(s); run with --write to append them to the tables.`);
    return 0;
  }
  if (!accepted.length) return (log('\n--write: no suggested rule to append.'), 0);
  const problems = writeAcceptedRules(root, accepted, o.days, day(now));
  log(`\n--write: appended ${accepted.length} rule(s) to ${[...new Set(accepted.map((a) => a.file))].join(', ')}.`);
  if (problems.length)
    return (
      error(
        `The checker refuses the tables now (${problems.length} error(s)); fix or remove the new lines:\n${formatCheckProblems(problems)}`,
      ),
      1
    );
  log('check: the redirect tables are valid with the new rules (run npm run check for everything else).');
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await redirectsReportCommand({
    argv: process.argv.slice(2),
    env: process.env,
    log: (l) => console.log(l),
    error: (l) => console.error(l),
  });
}
