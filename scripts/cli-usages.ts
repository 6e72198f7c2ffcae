// The usage of every `npm run` command that takes options or arguments, by the name after
// `npm run`: each script answers `--help` with its entry (scripts/cli-usage.ts), and
// scripts/cli-usages.test.ts spawns each one with `--help` and with a bogus option.
import type { CliUsage } from './cli-usage.ts';

const SECRETS_FROM = [
  '--secrets-from <file>',
  "the deployment's secret names offline: a JSON list of names, or `wrangler secret list --format json` output",
] as const;
const ENV = [
  '--env <name>',
  'one deployment of wrangler.toml: cofi, or "" for the general one (default: every one)',
] as const;
const CLOUDFLARE_API_BASE_URL = [
  'CLOUDFLARE_API_BASE_URL',
  'replaces https://api.cloudflare.com/client/v4 (a local stub)',
] as const;

export const CLI_USAGES: Record<string, CliUsage> = {
  check: {
    command: 'npm run check [-- --production [--env <name>] [--secrets-from <file>]]',
    summary:
      'Validates tenants, redirect tables, menus and every content file; prints every problem with its file (line or field), the rule and the fix. Exit 1 on an error.',
    options: [
      [
        '--production',
        'also every reason a deployment would not work (D1 id, secrets, unrouted hosts): npm run preflight',
      ],
      ENV,
      SECRETS_FROM,
    ],
    env: [['PREFLIGHT_SECRETS', 'secret names separated by commas or spaces, instead of --secrets-from']],
    examples: ['npm run check', 'npm run check -- --production --env cofi --secrets-from secrets.json'],
  },
  route: {
    command: 'npm run route -- <url> [url …]',
    summary:
      'Prints what the worker does with each URL and why: the tenant and how it was chosen, then the redirect line, app handoff, legacy proxy, page or 404.',
    env: [
      ['TENANT', 'the build setting for unknown hosts (default: wrangler.toml)'],
      ['APP_ORIGIN, LEGACY_ORIGIN', "replace every tenant's app and legacy origin, as the worker's vars do"],
    ],
    examples: ['npm run route -- https://www.corporatefitness.example/solutions/fitness-engine'],
  },
  deploy: {
    command: 'npm run deploy [-- --env <name>] [--dry-run] [--secrets-from <file>]',
    summary:
      "Preflight with the deployment's real secrets, build, then wrangler deploy with the routes from tenants/*.json and deploy/zones.json; any problem stops it before anything ships. npm run deploy:cofi is --env cofi.",
    options: [
      ['--env <name>', 'the deployment: cofi, or none for the general one'],
      ['--dry-run', 'bundle and check, upload nothing'],
      SECRETS_FROM,
    ],
    env: [
      ['PREFLIGHT_SECRETS', 'secret names, instead of asking `wrangler secret list`'],
      ['DEPLOY_WRANGLER', 'the wrangler binary to run (tests)'],
    ],
    examples: ['npm run deploy -- --dry-run', 'npm run deploy:cofi'],
  },
  'redirects:report': {
    command: 'npm run redirects:report [-- --days <n>] [--tenant <id>] [--top <n>] [--write]',
    summary:
      'Per tenant, from the redirect radar (Workers Analytics Engine): rules by hits, rules never hit, app handoffs and legacy requests, and the most frequent 404s with a suggested rule. Exit 1 if the API fails, 2 for a bad option or no credentials.',
    options: [
      ['--days <n>', 'the window, 1 to 90 days (30)'],
      ['--tenant <id>', 'one tenant only (default: every tenant)'],
      ['--top <n>', 'how many 404 paths per tenant (10)'],
      ['--write', 'append the suggested rules to redirects/<tenant>.redirects, then check the tables'],
      ['--dataset <name>', 'the Analytics Engine dataset (redirect_radar)'],
    ],
    env: [
      ['CLOUDFLARE_ACCOUNT_ID', 'the account (required)'],
      ['CLOUDFLARE_API_TOKEN', 'a token with Account › Account Analytics › Read (required)'],
      CLOUDFLARE_API_BASE_URL,
    ],
    examples: ['npm run redirects:report -- --days 7 --tenant cofi --top 20', 'npm run redirects:report -- --write'],
  },
  hostnames: {
    command: 'npm run hostnames',
    summary:
      'Lists the Cloudflare for SaaS custom hostnames that partner tenants need (deploy/zones.json); with a token, creates the missing ones and sets the fallback origin.',
    env: [
      ['CLOUDFLARE_API_TOKEN', 'SSL and Certificates › Edit on the SaaS zone: create, not only list'],
      CLOUDFLARE_API_BASE_URL,
    ],
    examples: ['CLOUDFLARE_API_TOKEN=<token> npm run hostnames'],
  },
  lighthouse: {
    command: 'npm run lighthouse [-- /path …]',
    summary:
      "Lighthouse (mobile) in Debian's Chromium against wrangler dev: the four scores per page and tenant (default paths: / and /solutions).",
    env: [
      ['LIGHTHOUSE_TENANTS', 'tenants to audit, separated by commas (default,cofi)'],
      ['CHROMIUM_PATH', 'the Chromium binary (/usr/bin/chromium)'],
    ],
    examples: [
      'npm run lighthouse -- /pricing /accessibility',
      'LIGHTHOUSE_TENANTS=default,cofi,wmm npm run lighthouse',
    ],
  },
  screenshots: {
    command: 'npm run screenshots [-- /path …]',
    summary:
      "A PNG contact sheet of every tenant's pages (default and high-contrast theme, 390 and 1280 px) from wrangler dev in Chromium, into screenshots/ (default path: /).",
    options: [
      [
        '--sheet',
        'the review sheet instead: home, features, a solutions page, pricing, a journey and contact per tenant, into screenshots/sheet.png',
      ],
    ],
    env: [
      ['SCREENSHOT_TENANTS', 'tenants to show, separated by commas (default: every tenant)'],
      [
        'SCREENSHOT_DIR',
        'rtl: every page with <html dir="rtl" lang="ar"> set before its first paint, into a sheet named *-rtl.png',
      ],
      ['CHROMIUM_PATH', 'the Chromium binary (/usr/bin/chromium-headless-shell)'],
    ],
    examples: [
      'npm run screenshots -- /pricing /accessibility',
      'SCREENSHOT_DIR=rtl SCREENSHOT_TENANTS=default,cofi npm run screenshots -- --sheet',
      'SCREENSHOT_TENANTS=default,cofi npm run screenshots -- --sheet',
    ],
  },
  illustrations: {
    command: 'npm run illustrations [-- tenant …]',
    summary:
      'The illustration gallery for the chosen tenants in both themes, screenshotted at 390 and 1280 px into screenshots/illustrations/, with an axe-core line per page (default: default and cofi).',
    env: [['CHROMIUM_PATH', 'the Chromium binary (/usr/bin/chromium-headless-shell)']],
    examples: ['npm run illustrations -- mzg wmm'],
  },
  bench: {
    command: 'npm run bench',
    summary:
      'The production bundle on plain workerd under wrk: requests/s and ratios, p50/p99, cold start, bundle size, home render time and HTML/JS size, then one PASS/MISS line per goal. Takes no arguments; the knobs are environment variables.',
    env: [
      ['BENCH_ROUNDS', 'rounds per load, the best counts (2; 3 on a busy machine)'],
      ['BENCH_DURATION, BENCH_WARMUP', 'length of a round and of the warm-up (5s, 1s)'],
      ['BENCH_CONNECTIONS, BENCH_THREADS', 'wrk connections and threads (32, 1)'],
      ['BENCH_LATENCY_DURATION', 'seconds of each latency run (5)'],
      ['BENCH_COLD_RUNS', 'cold starts measured (5)'],
      ['BENCH_PORT_EMPTY … _CACHE_MIN, _LATE', 'ports of the workers (8791, 8792, 8797, 8798, 8799, 8796)'],
    ],
    examples: ['BENCH_ROUNDS=3 npm run bench'],
  },
  soak: {
    command: 'npm run soak',
    summary:
      'The production bundle on plain workerd with local D1 and stub upstreams under a mixed load with abuse, at 8, 24 and 64 connections; exit 1 on a missed goal. Takes no arguments; the knobs are environment variables.',
    env: [
      ['SOAK_SECONDS', 'seconds of the last step (60)'],
      ['SOAK_STEP_SECONDS', 'seconds of the 8- and 24-connection steps (15)'],
      ['SOAK_CONNECTIONS', 'connections of the last step (64)'],
      ['SOAK_PUBLISHES', 'publishes during the last step, for publish-to-live p50/p99 (10)'],
      ['SOAK_LOAD', 'node (default) or wrk, the former 64-thread load'],
      ['SOAK_PORT_SITE, SOAK_PORT_APP/_LEGACY/_FORM', 'ports (8793; 8794–8796)'],
    ],
    examples: ['SOAK_SECONDS=30 npm run soak'],
  },
};
