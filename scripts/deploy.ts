// npm run deploy [-- --env cofi] [--dry-run]: ships one deployment, and refuses one that cannot
// work. In order: the secret names the deployment has (`wrangler secret list`, or offline
// --secrets-from / PREFLIGHT_SECRETS), `npm run check -- --production` for that deployment, the
// build, wrangler.deploy.json (wrangler.toml plus the routes derived from tenants/*.json and
// deploy/zones.json), then `wrangler deploy` with it. Any problem stops it before anything ships.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deploymentsOf, readWranglerConfig, readZonesConfig } from './deploy-config.ts';
import { deployWranglerConfig, planDeploy } from './deploy-plan.ts';
import { envArgument } from './preflight.ts';
import { readSiteSources, ROOT } from './site-sources.ts';
import { buildSiteData } from '../compiler/content/build-site-data.ts';
import { exitOnHelpOrUnknownOption } from './cli-usage.ts';
import { CLI_USAGES } from './cli-usages.ts';

export const DEPLOY_CONFIG = 'wrangler.deploy.json';
/** wrangler, overridable so tests can watch what would have been run. */
const WRANGLER = process.env.DEPLOY_WRANGLER ?? join(ROOT, 'node_modules/.bin/wrangler');

const argv = process.argv.slice(2).filter((a) => a !== '--');
exitOnHelpOrUnknownOption(argv, CLI_USAGES.deploy!);
const env = envArgument(argv) ?? '';
const envArgs = env ? ['--env', env] : [];
const run = (command: string, args: string[], extraEnv: Record<string, string> = {}) =>
  spawnSync(command, args, { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...extraEnv } })
    .status ?? 1;
const fail = (message: string): never => {
  console.error(`deploy${env ? ` --env ${env}` : ''}: ${message}; nothing was deployed.`);
  process.exit(1);
};

// 1. Which secrets the deployment has, unless given offline.
let secrets = process.env.PREFLIGHT_SECRETS;
if (!argv.includes('--secrets-from') && secrets === undefined) {
  const listed = spawnSync(WRANGLER, ['secret', 'list', '--format', 'json', ...envArgs], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (listed.status !== 0)
    fail(
      `wrangler secret list failed (${(listed.stderr || listed.stdout).trim().split('\n').pop()}); log in with npx wrangler login, or pass --secrets-from <file>`,
    );
  try {
    secrets = (JSON.parse(listed.stdout) as { name: string }[]).map((s) => s.name).join(',');
  } catch {
    fail(`wrangler secret list answered no JSON: ${listed.stdout.slice(0, 200)}`);
  }
}

// 2. Preflight: every problem of the site data and of this deployment, at once.
const passOn = argv.includes('--secrets-from')
  ? ['--secrets-from', argv[argv.indexOf('--secrets-from') + 1] ?? '']
  : [];
if (
  run(
    process.execPath,
    ['--import', 'tsx', 'scripts/check.ts', '--production', '--env', env, ...passOn],
    secrets === undefined ? {} : { PREFLIGHT_SECRETS: secrets },
  ) !== 0
)
  fail('preflight found the problems above');

// 3. Build, 4. the deploy config, 5. deploy.
if (run('npm', ['run', '-s', 'build']) !== 0) fail('the build failed');
const { config: zones } = readZonesConfig(ROOT);
const raw = await readWranglerConfig(ROOT);
const site = buildSiteData(readSiteSources());
const plan = planDeploy({
  tenants: site.data.tenants,
  baseOf: site.data.baseOf,
  zones: zones!,
  deployments: deploymentsOf(raw),
});
writeFileSync(join(ROOT, DEPLOY_CONFIG), `${JSON.stringify(deployWranglerConfig(raw, plan), null, 2)}\n`);
console.log(`deploy: ${DEPLOY_CONFIG} routes ${plan.routes[env]!.map((r) => r.pattern).join(', ')}`);
const outdir = argv.includes('--dry-run') ? mkdtempSync(join(tmpdir(), 'deploy-dry-run-')) : undefined;
const status = run(WRANGLER, [
  'deploy',
  '--config',
  DEPLOY_CONFIG,
  ...envArgs,
  ...(outdir ? ['--dry-run', '--outdir', outdir] : []),
]);
if (outdir) rmSync(outdir, { recursive: true, force: true });
if (status !== 0) fail('wrangler deploy failed');
if (plan.customHostnames.length && zones?.saas)
  console.log(
    `deploy: partner hosts are custom hostnames of ${zones.saas.zone}; npm run hostnames lists them and creates the missing ones`,
  );
