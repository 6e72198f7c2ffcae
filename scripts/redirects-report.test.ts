import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildSiteData } from '../compiler/content/build-site-data.ts';
import { ANSWERS } from './radar-answers.fixture.ts';
import { startSqlStub, STUB_ACCOUNT, STUB_TOKEN, type RecordedAnswers } from './radar-sql-stub.ts';
import { redirectsReportCommand } from './redirects-report.ts';
import { readSiteSources, ROOT } from './site-sources.ts';

const NOW = Date.parse('2026-11-23T06:00:00Z');
const state: { answers: RecordedAnswers | null; queries: string[] } = { answers: ANSWERS, queries: [] };
let stub: Awaited<ReturnType<typeof startSqlStub>>;
const roots: string[] = [];

const git = (root: string, args: string[], date: string) => {
  const r = spawnSync(
    'git',
    ['-c', 'user.name=Ops', '-c', 'user.email=ops@teamtrek.example', '-c', 'commit.gpgsign=false', ...args],
    { cwd: root, encoding: 'utf8', env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } },
  );
  if (r.status !== 0) throw new Error(r.stderr);
};

/**
 * A temporary copy of the tables (the fixture versions of shared, default and cofi) and the config
 * they need, in its own git history: everything
 * committed in May, then one rule added three days before NOW (younger than a 30-day window).
 * Tests never touch the repository's own redirects/.
 */
function tempRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'redirect-radar-'));
  roots.push(root);
  for (const dir of ['tenants', 'redirects', 'content/menus'])
    cpSync(join(ROOT, dir), join(root, dir), { recursive: true });
  // The tables the recorded answers were made against, so ops editing redirects/ never breaks this test.
  cpSync(join(ROOT, 'scripts/fixtures/radar-redirects'), join(root, 'redirects'), { recursive: true });
  git(root, ['init', '-q'], '2026-05-01T09:00:00Z');
  git(root, ['add', '.'], '2026-05-01T09:00:00Z');
  git(root, ['commit', '-qm', 'tables'], '2026-05-01T09:00:00Z');
  appendFileSync(
    join(root, 'redirects/default.redirects'),
    '/pricing-guide                 /pricing                                301\n',
  );
  git(root, ['commit', '-qam', 'pricing guide'], '2026-11-20T09:00:00Z');
  return root;
}

beforeAll(async () => {
  stub = await startSqlStub(state);
});
afterAll(async () => {
  await stub.close();
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});
beforeEach(() => {
  state.answers = ANSWERS;
  state.queries = [];
});

const env = () => ({
  CLOUDFLARE_ACCOUNT_ID: STUB_ACCOUNT,
  CLOUDFLARE_API_TOKEN: STUB_TOKEN,
  CLOUDFLARE_API_BASE_URL: stub.baseUrl,
});

async function run(argv: string[], root: string, environment: Record<string, string | undefined> = env()) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await redirectsReportCommand({
    argv,
    env: environment,
    root,
    now: NOW,
    log: (l) => out.push(l),
    error: (l) => err.push(l),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('npm run redirects:report', () => {
  it('reads the SQL API (weighted by _sample_interval, 30 days) and prints rules by hits, zero-hit rules by age, 404s with a suggested rule', async () => {
    const root = tempRoot();
    const { code, out, err } = await run([], root);
    expect({ code, err }).toEqual({ code: 0, err: '' });
    expect(state.queries).toHaveLength(3);
    for (const sql of state.queries)
      expect(sql).toMatch(
        /SUM\(_sample_interval\) AS hits FROM redirect_radar WHERE timestamp > NOW\(\) - INTERVAL '30' DAY .* FORMAT JSON$/,
      );

    const hitLines = [
      '1204  redirects/shared.redirects:17  /solutions/integrations/* /product/integrations/:splat',
      '310  redirects/shared.redirects:41  /checkout/* app:',
      '88  redirects/default.redirects:3  /integrations/slack /product/integrations/slack',
    ];
    const at = hitLines.map((l) => out.indexOf(l));
    expect(at.every((i) => i > 0) && at[0]! < at[1]! && at[1]! < at[2]!).toBe(true);
    // Zero hits: the May rule is a candidate to delete, the rule added three days ago is too new to judge.
    expect(out).toContain(
      '  Zero hits in redirects/default.redirects (read by default, 100kmc, fitmap, minimal, wmm):\n    older than the window, candidates to delete:\n      redirects/default.redirects:4  /integrations/microsoft-teams /product/integrations/microsoft-teams\n    added or changed within the window, too new to judge:\n      redirects/default.redirects:5  /pricing-guide /pricing  (committed 2026-11-20)',
    );
    expect(out).toContain('      310  handoff /checkout');
    expect(out).toContain('       95  legacy  /old');
    expect(out).toContain(
      '       47  /summer-challenges  (7 from crawlers; referrers: www.partner.example)\n           suggest: /summer-challenges  /challenges  301',
    );
    expect(out).toContain(
      '       23  /support-plan  (0 from crawlers; referrers: mail.example)\n           suggest: /support-plan  /pricing/support-plans  301',
    );
    expect(out).toContain(
      '       19  /wp-login.php  (19 from crawlers; referrers: none)\n           no suggestion: no page is close enough',
    );
    expect(out).toContain(
      '       12  /integration/slack  (0 from crawlers; referrers: www.google.com)\n           suggest: /integration/slack  /product/integrations/slack  301',
    );
    expect(out).toContain('3 suggested rule(s); run with --write');
  });

  it('an empty dataset: nothing recorded per tenant, every shared rule listed with zero hits, no suggestion; --days goes into the SQL', async () => {
    state.answers = { rules: [], upstream: [], notFound: [] };
    const { code, out } = await run(['--days', '7'], tempRoot());
    expect(code).toBe(0);
    for (const sql of state.queries) expect(sql).toContain("INTERVAL '7' DAY");
    expect(out).toContain('Redirect radar, last 7 days (2026-11-16 to 2026-11-23), dataset redirect_radar');
    expect(out).toContain(
      '== default (teamtrek.example) ==\n  Nothing recorded in the window (no rule hit, handoff, legacy request or 404).',
    );
    expect(out).toContain('      redirects/shared.redirects:13  /request-demo /contact?topic=demo');
    expect(out).not.toContain('suggest:');
  });

  it("an API error: a clear message naming the status and the API's words, exit 1; a refused token names the permission", async () => {
    state.answers = null;
    const broken = await run([], tempRoot());
    expect(broken.code).toBe(1);
    expect(broken.err).toBe(
      'redirects:report: Analytics Engine SQL API answered 422: ERROR: unable to find type of column: blob42',
    );
    const refused = await run([], ROOT, { ...env(), CLOUDFLARE_API_TOKEN: 'wrong' });
    expect(refused.code).toBe(1);
    expect(refused.err).toContain(
      'answered 403 (the token needs the permission Account › Account Analytics › Read on this account)',
    );
    state.answers = ANSWERS;
    expect(await run(['--tenant', 'nosuch'], ROOT)).toMatchObject({
      code: 2,
      err: 'redirects:report: --tenant nosuch: no such tenant (see tenants/*.json)',
    });
    const unset = await run([], ROOT, { CLOUDFLARE_API_BASE_URL: stub.baseUrl });
    expect(unset).toMatchObject({
      code: 2,
      err: expect.stringContaining('set CLOUDFLARE_ACCOUNT_ID and CLOUDFLARE_API_TOKEN'),
    });
  });

  it('the command line exits non-zero with the message on stderr (an API error, a bad option)', async () => {
    state.answers = null;
    const cli = (args: string[]) =>
      new Promise<{ status: number | null; stderr: string }>((resolve) => {
        // Asynchronous: the stub answers from this process while the command runs.
        const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/redirects-report.ts', ...args], {
          cwd: ROOT,
          env: { ...process.env, ...env() },
        });
        let stderr = '';
        child.stderr.on('data', (chunk) => (stderr += chunk));
        child.on('close', (status) => resolve({ status, stderr }));
      });
    const failed = await cli(['--days', '14']);
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain(
      'redirects:report: Analytics Engine SQL API answered 422: ERROR: unable to find type of column: blob42',
    );
    expect(state.queries[0]).toContain("INTERVAL '14' DAY");
    const bad = await cli(['--days', '0']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('--days takes a whole number from 1 to 90');
  });

  it('--write appends the suggested rules with a comment (date, hits, referrers) and the checker accepts the tables', async () => {
    const root = tempRoot();
    const realTables = readFileSync(join(ROOT, 'redirects/default.redirects'), 'utf8');
    const before = readFileSync(join(root, 'redirects/default.redirects'), 'utf8');
    const { code, out, err } = await run(['--write'], root);
    expect({ code, err }).toEqual({ code: 0, err: '' });
    expect(out).toContain('--write: appended 3 rule(s) to redirects/cofi.redirects, redirects/default.redirects.');
    expect(out).toContain('check: the redirect tables are valid with the new rules');
    expect(readFileSync(join(root, 'redirects/default.redirects'), 'utf8')).toBe(
      `${before}` +
        '# 2026-11-23, npm run redirects:report: 47 hits in 30 days ended on a 404 (from www.partner.example)\n/summer-challenges  /challenges  301\n' +
        '# 2026-11-23, npm run redirects:report: 23 hits in 30 days ended on a 404 (from mail.example)\n/support-plan  /pricing/support-plans  301\n',
    );
    expect(readFileSync(join(root, 'redirects/cofi.redirects'), 'utf8')).toMatch(
      /# 2026-11-23, npm run redirects:report: 12 hits in 30 days ended on a 404 \(from www\.google\.com\)\n\/integration\/slack {2}\/product\/integrations\/slack {2}301\n$/,
    );
    const site = buildSiteData(readSiteSources(root));
    expect(site.tableProblems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(site.data.redirects.default!.find((r) => r.source === '/summer-challenges')).toMatchObject({
      file: 'redirects/default.redirects',
      line: 7,
      destination: '/challenges',
      status: 301,
    });
    expect(readFileSync(join(ROOT, 'redirects/default.redirects'), 'utf8')).toBe(realTables);
    // A second run finds the paths already redirected and suggests nothing again.
    const again = await run([], root);
    expect(again.out).toContain('no suggestion: already redirected by redirects/default.redirects:7');
    expect(again.out).not.toContain('suggest:');
  });
});
