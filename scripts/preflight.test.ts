import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSiteData } from '../compiler/content/build-site-data.ts';
import { deploymentsOf, readWranglerConfig, readZonesConfig, type Deployment } from './deploy-config.ts';
import { planDeploy } from './deploy-plan.ts';
import { FORM_SIGNING_SECRET, offlineSecrets, preflightProblems } from './preflight.ts';
import { readSiteSources, ROOT } from './site-sources.ts';

const { tenants, baseOf } = buildSiteData(readSiteSources()).data;
const zones = readZonesConfig(ROOT).config!;
const repoDeployments = deploymentsOf(await readWranglerConfig(ROOT));
const ALL_SECRETS = new Set([FORM_SIGNING_SECRET, 'GA_API_SECRET_TEAMTREK', 'GA_API_SECRET_COFI']);
const REAL_DB = [{ binding: 'DB', database_id: '6f1c2e8a-3b4d-4e5f-9a0b-1c2d3e4f5a6b' }];
const ready: Deployment[] = repoDeployments.map((d) => ({ ...d, d1: REAL_DB }));
const check = (deployments: Deployment[], secrets: (env: string) => Set<string>) =>
  preflightProblems({
    tenants,
    plan: planDeploy({ tenants, baseOf, zones, deployments }),
    deployments,
    secretsOf: secrets,
    secretsSource: 'test',
  });

describe('preflightProblems', () => {
  it('passes a deployment with real database ids and every secret the config names', () => {
    expect(check(ready, () => ALL_SECRETS)).toEqual([]);
  });

  it("lists every problem of the repository's wrangler.toml at once, each with its fix", () => {
    const problems = check(repoDeployments, (env) =>
      env === 'cofi' ? new Set(['GA_API_SECRET_TEAMTREK']) : new Set(['GA_API_SECRET_TEAMTREK', FORM_SIGNING_SECRET]),
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /^wrangler\.toml: the top-level deployment: D1 binding DB: database_id is the placeholder; create the database \(npx wrangler d1 create challenge-site\)/,
      ),
      expect.stringMatching(
        /^wrangler\.toml: deployment "cofi" \(wrangler --env cofi\): D1 binding DB: database_id is the placeholder/,
      ),
      expect.stringMatching(
        /^wrangler\.toml: deployment "cofi" .*: secret FORM_SIGNING_SECRET is not set .*npx wrangler secret put FORM_SIGNING_SECRET --env cofi$/,
      ),
      expect.stringMatching(
        /^wrangler\.toml: deployment "cofi" .*: secret GA_API_SECRET_COFI is not set \(analyticsSecretName of cofi, mzg, truenorth; .*npx wrangler secret put GA_API_SECRET_COFI --env cofi$/,
      ),
    ]);
  });

  it('asks for the analytics secret of every tenant a deployment serves, partner hosts included', () => {
    const fitmapOwn = {
      ...tenants,
      fitmap: { ...tenants.fitmap!, analyticsPropertyId: 'G-FITMAP03', analyticsSecretName: 'GA_API_SECRET_FITMAP' },
    };
    const problems = preflightProblems({
      tenants: fitmapOwn,
      plan: planDeploy({ tenants: fitmapOwn, baseOf, zones, deployments: ready }),
      deployments: ready,
      secretsOf: () => ALL_SECRETS,
      secretsSource: 'test',
    });
    expect(problems).toEqual([
      expect.stringMatching(
        /^wrangler\.toml: the top-level deployment: secret GA_API_SECRET_FITMAP is not set \(analyticsSecretName of fitmap;/,
      ),
    ]);
  });

  it('reports a deployment without a D1 binding and local-only vars', () => {
    const bare: Deployment = {
      env: 'cofi',
      tenant: 'cofi',
      d1: [],
      vars: { TENANT: 'cofi', APP_ORIGIN: 'http://127.0.0.1:9000' },
    };
    expect(check([ready[0]!, bare], () => ALL_SECRETS)).toEqual([
      expect.stringMatching(
        /deployment "cofi" .*: no D1 binding DB .*add \[\[env\.cofi\.d1_databases\]\] binding = "DB"/,
      ),
      expect.stringMatching(/deployment "cofi" .*: vars\.APP_ORIGIN = "http:\/\/127\.0\.0\.1:9000" .*set it to ""/),
    ]);
  });

  it("reports a var the worker's env schema refuses, naming it and the fix", () => {
    const typo: Deployment = {
      ...ready[1]!,
      vars: { ...ready[1]!.vars, UPSTREAM_TIMEOUT_MS: '10s', HTML_CACHE: 'maybe' },
    };
    expect(check([ready[0]!, typo], () => ALL_SECRETS)).toEqual([
      expect.stringMatching(
        /^wrangler\.toml: deployment "cofi" .*: vars\.UPSTREAM_TIMEOUT_MS: UPSTREAM_TIMEOUT_MS="10s" must be a whole number of milliseconds, such as 10000$/,
      ),
      expect.stringMatching(/: vars\.HTML_CACHE: HTML_CACHE must be "on" or "off"/),
    ]);
  });
});

describe('preflightProblems: the CMS', () => {
  it('refuses CMS_ORIGIN without the CMS_TOKEN secret, and passes it with the token', () => {
    const withCms: Deployment = { ...ready[1]!, vars: { ...ready[1]!.vars, CMS_ORIGIN: 'https://cms.example' } };
    expect(check([ready[0]!, withCms], () => ALL_SECRETS)).toEqual([
      expect.stringMatching(
        /^wrangler\.toml: deployment "cofi" .*: secret CMS_TOKEN is not set \(vars\.CMS_ORIGIN = "https:\/\/cms\.example" is read with it.*npx wrangler secret put CMS_TOKEN --env cofi$/,
      ),
    ]);
    expect(check([ready[0]!, withCms], () => new Set([...ALL_SECRETS, 'CMS_TOKEN']))).toEqual([]);
  });
});

describe('offlineSecrets', () => {
  it('reads `wrangler secret list --format json` output or a list of names from --secrets-from, else PREFLIGHT_SECRETS', () => {
    const dir = mkdtempSync(join(tmpdir(), 'preflight-'));
    writeFileSync(
      join(dir, 'listed.json'),
      JSON.stringify([
        { name: 'FORM_SIGNING_SECRET', type: 'secret_text' },
        { name: 'GA_API_SECRET_COFI', type: 'secret_text' },
      ]),
    );
    writeFileSync(join(dir, 'names.json'), '["A", "B"]');
    expect([...offlineSecrets(['--secrets-from', join(dir, 'listed.json')], {}).names]).toEqual([
      'FORM_SIGNING_SECRET',
      'GA_API_SECRET_COFI',
    ]);
    expect([...offlineSecrets(['--secrets-from', join(dir, 'names.json')], { PREFLIGHT_SECRETS: 'C' }).names]).toEqual([
      'A',
      'B',
    ]);
    expect(offlineSecrets([], { PREFLIGHT_SECRETS: 'A, B C' })).toEqual({
      names: new Set(['A', 'B', 'C']),
      source: 'PREFLIGHT_SECRETS',
    });
    expect(offlineSecrets([], {}).source).toMatch(/^nowhere: pass --secrets-from/);
  });
});

describe('npm run preflight', () => {
  it('fails with every production problem of every deployment in one run, offline', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check.ts', '--production'], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, PREFLIGHT_SECRETS: 'GA_API_SECRET_TEAMTREK,GA_API_SECRET_COFI' },
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Production (4 problem(s)):');
    expect(run.stderr.match(/database_id is the placeholder/g)).toHaveLength(2);
    expect(run.stderr.match(/secret FORM_SIGNING_SECRET is not set/g)).toHaveLength(2);
  });
});
