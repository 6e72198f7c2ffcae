import { readFileSync } from 'node:fs';
import type { SiteData } from '../compiler/content/build-site-data.ts';
import { settingsProblems } from '../worker/env-schema.ts';
import type { Tenant } from '../worker/tenants/schema.ts';
import {
  deploymentLabel,
  deploymentsOf,
  readWranglerConfig,
  readZonesConfig,
  type Deployment,
} from './deploy-config.ts';
import { planDeploy, type DeployPlan } from './deploy-plan.ts';
import { repositorySecurityTxtProblems } from './security-txt-expiry.ts';

/** The secret the forms sign their hidden fields with (worker/forms). */
export const FORM_SIGNING_SECRET = 'FORM_SIGNING_SECRET';
/** The Strapi API token the worker sends to CMS_ORIGIN (worker/content/cms/cms-cache.ts). */
export const CMS_TOKEN = 'CMS_TOKEN';
/** The id wrangler.toml carries until the real database exists: fine locally, useless deployed. */
export const PLACEHOLDER_ID = /^[0-]+$/;
/** Vars that replace every tenant's upstreams: for local stubs and tests, never in production. */
const LOCAL_ONLY_VARS = ['APP_ORIGIN', 'LEGACY_ORIGIN', 'FORM_ORIGIN'];

export interface PreflightInput {
  tenants: Record<string, Tenant>;
  plan: DeployPlan;
  /** The deployments to check (all, or the one being deployed). */
  deployments: Deployment[];
  /** Names of the secrets set on a deployment (`wrangler secret list`), by wrangler env. */
  secretsOf: (env: string) => ReadonlySet<string>;
  /** Where the secret names came from, for the messages. */
  secretsSource: string;
}

const envFlag = (d: Deployment) => (d.env ? ` --env ${d.env}` : '');

/**
 * Everything that would make a deployment not work although the site data is valid, each with
 * its fix: placeholder or missing D1 bindings, secrets the config names but the deployment lacks,
 * tenant hosts nothing routes, local-only vars. Pure and offline.
 *
 * @example
 * preflightProblems({ tenants, zones, plan, deployments, secretsOf: () => new Set(['FORM_SIGNING_SECRET']), secretsSource: 'PREFLIGHT_SECRETS' })
 */
export function preflightProblems({ tenants, plan, deployments, secretsOf, secretsSource }: PreflightInput): string[] {
  const problems = [...plan.problems];
  for (const d of deployments) {
    const label = `wrangler.toml: ${deploymentLabel(d)}`;
    const db = d.d1.find((b) => b.binding === 'DB');
    if (!db)
      problems.push(
        `${label}: no D1 binding DB (form submissions); environments do not inherit d1_databases: add [[${d.env ? `env.${d.env}.` : ''}d1_databases]] binding = "DB" with its database_id`,
      );
    else if (!db.database_id || PLACEHOLDER_ID.test(db.database_id))
      problems.push(
        `${label}: D1 binding DB: database_id is the placeholder; create the database (npx wrangler d1 create challenge-site) and put its id there`,
      );
    for (const name of LOCAL_ONLY_VARS) {
      if (d.vars[name])
        problems.push(
          `${label}: vars.${name} = "${String(d.vars[name])}" replaces every tenant's upstream; it is for local stubs only: set it to ""`,
        );
    }
    // The worker's own env schema: a var it would refuse (UPSTREAM_TIMEOUT_MS = "10s") is caught
    // before the deploy instead of as a 500 on every request. TENANT has its own check (deploy-plan.ts).
    for (const { name, message } of settingsProblems(d.vars))
      if (name !== 'TENANT') problems.push(`${label}: vars.${name}: ${message}`);
    const secrets = secretsOf(d.env);
    const needed = new Map<string, string>([[FORM_SIGNING_SECRET, 'the forms sign their hidden fields with it']]);
    // A CMS answers its API only with a token (Strapi's API tokens); without one every page would
    // warn and show the embedded copy. The webhook and preview secrets are optional (off when unset).
    if (d.vars.CMS_ORIGIN)
      needed.set(
        CMS_TOKEN,
        `vars.CMS_ORIGIN = "${String(d.vars.CMS_ORIGIN)}" is read with it (a Strapi API token with find/findOne on pages and the navigation render permissions)`,
      );
    for (const id of plan.served[d.env] ?? []) {
      const tenant = tenants[id];
      if (!tenant?.analyticsPropertyId.trim()) continue;
      const why = needed.get(tenant.analyticsSecretName);
      needed.set(tenant.analyticsSecretName, why ? `${why}, ${id}` : `analyticsSecretName of ${id}`);
    }
    for (const [name, why] of needed) {
      if (!secrets.has(name))
        problems.push(
          `${label}: secret ${name} is not set (${why}; secrets from ${secretsSource}); set it: npx wrangler secret put ${name}${envFlag(d)}`,
        );
    }
  }
  return problems;
}

/** Secret names given offline: `--secrets-from <file>` (a JSON list of names, or `wrangler secret list --format json` output) or `PREFLIGHT_SECRETS` (names separated by commas or spaces). */
export function offlineSecrets(
  argv: readonly string[],
  env: Record<string, string | undefined>,
): { names: Set<string>; source: string } {
  const at = argv.indexOf('--secrets-from');
  if (at >= 0) {
    const file = argv[at + 1];
    if (!file) throw new Error('--secrets-from needs a file');
    const json = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    if (!Array.isArray(json)) throw new Error(`${file}: expected a JSON array of secret names or of { "name": … }`);
    return {
      names: new Set(json.map((x) => (typeof x === 'string' ? x : String((x as { name?: unknown })?.name)))),
      source: file,
    };
  }
  if (env.PREFLIGHT_SECRETS !== undefined)
    return { names: new Set(env.PREFLIGHT_SECRETS.split(/[\s,]+/).filter(Boolean)), source: 'PREFLIGHT_SECRETS' };
  return {
    names: new Set(),
    source: 'nowhere: pass --secrets-from <file> or PREFLIGHT_SECRETS; npm run deploy asks wrangler secret list',
  };
}

/** The value of `--env <name>` ('' for the top-level deployment), or undefined for every deployment. */
export function envArgument(argv: readonly string[]): string | undefined {
  const at = argv.indexOf('--env');
  return at >= 0 ? (argv[at + 1] ?? '') : undefined;
}

/**
 * `npm run check -- --production` / `npm run preflight`: reads deploy/zones.json and wrangler.toml
 * and returns every problem a deploy would have with the site data given.
 */
export async function productionProblems(
  data: Pick<SiteData, 'tenants' | 'baseOf'>,
  root: string,
  argv: readonly string[],
  env: Record<string, string | undefined>,
  now = new Date(),
): Promise<string[]> {
  // security.txt's Expires (content/trust/): whatever the deployment, it must not lapse.
  const expiry = repositorySecurityTxtProblems(root, now);
  const { config: zones, problems } = readZonesConfig(root);
  if (!zones) return [...expiry, ...problems];
  const deployments = deploymentsOf(await readWranglerConfig(root));
  const only = envArgument(argv);
  const checked = only === undefined ? deployments : deployments.filter((d) => d.env === only);
  if (only !== undefined && checked.length === 0)
    return [
      `wrangler.toml: no environment "${only}"; use one of: ${deployments.map((d) => d.env || '(top level)').join(', ')}`,
    ];
  const { names, source } = offlineSecrets(argv, env);
  const plan = planDeploy({ tenants: data.tenants, baseOf: data.baseOf, zones, deployments });
  return [
    ...expiry,
    ...preflightProblems({
      tenants: data.tenants,
      plan,
      deployments: checked,
      secretsOf: () => names,
      secretsSource: source,
    }),
  ];
}
