// npm run hostnames: lists the Cloudflare for SaaS custom hostnames every tenant needs (hosts in no
// zone of deploy/zones.json), and with CLOUDFLARE_API_TOKEN set creates the missing ones in the
// SaaS zone and sets its fallback origin. CLOUDFLARE_API_BASE_URL replaces the API address.
import { pathToFileURL } from 'node:url';
import { buildSiteData } from '../compiler/content/build-site-data.ts';
import { deploymentsOf, readWranglerConfig, readZonesConfig, type ZonesConfig } from './deploy-config.ts';
import { planDeploy } from './deploy-plan.ts';
import { DEFAULT_API_BASE_URL, syncCustomHostnames } from './hostnames-api.ts';
import { PLACEHOLDER_ID } from './preflight.ts';
import { exitOnHelpOrUnknownOption } from './cli-usage.ts';
import { CLI_USAGES } from './cli-usages.ts';
import { readSiteSources, ROOT } from './site-sources.ts';

/**
 * The command, callable in-process (tests give `zones` and a stub API address). Returns the exit code.
 *
 * @example
 * await hostnamesCommand({ env: process.env, log: console.log, error: console.error })
 */
export async function hostnamesCommand({
  env,
  log,
  error,
  zones: given,
  root = ROOT,
}: {
  env: Record<string, string | undefined>;
  log: (line: string) => void;
  error: (line: string) => void;
  zones?: ZonesConfig;
  root?: string;
}): Promise<number> {
  const read = given ? { config: given, problems: [] } : readZonesConfig(root);
  if (!read.config) return (read.problems.forEach((p) => error(p)), 1);
  const zones = read.config;
  const site = buildSiteData(readSiteSources(root));
  const plan = planDeploy({
    tenants: site.data.tenants,
    baseOf: site.data.baseOf,
    zones,
    deployments: deploymentsOf(await readWranglerConfig(root)),
  });
  if (!zones.saas) {
    log('deploy/zones.json configures no saas zone, so no tenant host is a custom hostname.');
    plan.problems.forEach((p) => error(p));
    return plan.problems.length ? 1 : 0;
  }
  log(
    `Custom hostnames of ${zones.saas.zone} (fallback origin ${zones.saas.fallbackOrigin}; partners point a CNAME at it):`,
  );
  for (const { host, tenant } of plan.customHostnames) log(`  ${host}  (${tenant})`);
  const token = env.CLOUDFLARE_API_TOKEN;
  if (!token) {
    log('Set CLOUDFLARE_API_TOKEN (a token with SSL and Certificates: Edit on that zone) to create the missing ones.');
    return 0;
  }
  if (PLACEHOLDER_ID.test(zones.saas.zoneId)) {
    error(
      `deploy/zones.json: saas.zoneId: is a placeholder; put the id of ${zones.saas.zone} (dashboard → zone → Overview → API)`,
    );
    return 1;
  }
  try {
    const api = { baseUrl: env.CLOUDFLARE_API_BASE_URL || DEFAULT_API_BASE_URL, token, zoneId: zones.saas.zoneId };
    const result = await syncCustomHostnames(
      api,
      plan.customHostnames.map((h) => h.host),
      zones.saas.fallbackOrigin,
    );
    if (result.fallbackOriginWas !== undefined)
      log(`fallback origin set to ${zones.saas.fallbackOrigin} (was ${result.fallbackOriginWas ?? 'not set'})`);
    log(
      `${result.created.length} created${result.created.length ? `: ${result.created.join(', ')}` : ''}; ${result.existing.length} already there.`,
    );
    return 0;
  } catch (e) {
    error(`hostnames: ${(e as Error).message}`);
    return 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  exitOnHelpOrUnknownOption(process.argv.slice(2), CLI_USAGES.hostnames!);
  process.exitCode = await hostnamesCommand({
    env: process.env,
    log: (l) => console.log(l),
    error: (l) => console.error(l),
  });
}
