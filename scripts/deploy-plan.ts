import type { Tenant } from '../worker/tenants/schema.ts';
import { deploymentLabel, type Deployment, type ZonesConfig } from './deploy-config.ts';

/** A route in wrangler's config: a custom domain, or a pattern on a zone. */
export type WranglerRoute = { pattern: string; custom_domain: true } | { pattern: string; zone_name: string };

export interface DeployPlan {
  /** wrangler env ('' = top level) → the routes its deployment must carry. */
  routes: Record<string, WranglerRoute[]>;
  /** wrangler env → ids of the tenants whose hosts reach that deployment (their secrets must be set there). */
  served: Record<string, string[]>;
  /** Partner hosts: Cloudflare for SaaS custom hostnames of the SaaS zone. */
  customHostnames: { host: string; tenant: string }[];
  /** `file: field: problem; fix` lines, for hosts nothing would route. */
  problems: string[];
}

/** The owned zone a host belongs to (the longest match), or undefined for a partner's host. */
export function zoneOf(host: string, zones: readonly string[]): string | undefined {
  return zones.filter((zone) => host === zone || host.endsWith(`.${zone}`)).sort((a, b) => b.length - a.length)[0];
}

/**
 * Where every tenant host is served from in production, derived from `tenants/*.json`,
 * `deploy/zones.json` and the deployments of wrangler.toml, so adding a tenant is one file:
 * - a host in a zone the platform owns is a custom domain of the deployment whose `TENANT` is the
 *   tenant's base (Cloudflare creates its DNS record and certificate on deploy);
 * - any other host belongs to a partner: a Cloudflare for SaaS custom hostname of the SaaS zone,
 *   whose fallback origin is the worker of the `saas.tenant` deployment on a `*\/*` route.
 *
 * @example
 * planDeploy({ tenants, baseOf, zones, deployments }).routes[''] // [{ pattern: 'www.teamtrek.example', custom_domain: true }, …]
 */
export function planDeploy({
  tenants,
  baseOf,
  zones,
  deployments,
}: {
  tenants: Record<string, Tenant>;
  baseOf: Record<string, string>;
  zones: ZonesConfig;
  deployments: Deployment[];
}): DeployPlan {
  const plan: DeployPlan = { routes: {}, served: {}, customHostnames: [], problems: [] };
  for (const d of deployments) {
    plan.routes[d.env] = [];
    plan.served[d.env] = [];
  }
  const serve = (d: Deployment, tenantId: string) => {
    if (!plan.served[d.env]!.includes(tenantId)) plan.served[d.env]!.push(tenantId);
  };
  const deploymentFor = (baseId: string) => deployments.find((d) => d.tenant === baseId);
  const saas = zones.saas;
  const saasDeployment = saas ? deploymentFor(saas.tenant) : undefined;
  if (saas && !saasDeployment)
    plan.problems.push(
      `deploy/zones.json: saas.tenant: no deployment in wrangler.toml has TENANT = "${saas.tenant}"; name the base tenant of an existing deployment`,
    );
  if (saas && zoneOf(saas.zone, zones.zones))
    plan.problems.push(
      `deploy/zones.json: saas.zone: ${saas.zone} is also an owned zone; its */* route would send all its traffic to the worker: use a zone kept for custom hostnames`,
    );
  if (saas && saasDeployment) plan.routes[saasDeployment.env]!.push({ pattern: '*/*', zone_name: saas.zone });

  for (const tenant of Object.values(tenants)) {
    const baseId = baseOf[tenant.id] ?? tenant.id;
    tenant.hosts.forEach((host, i) => {
      const where = `tenants/${tenant.id}.json: hosts.${i}`;
      if (host.includes(':')) {
        plan.problems.push(`${where}: "${host}" has a port, which only a local host can have; remove it`);
        return;
      }
      const zone = zoneOf(host, zones.zones);
      if (zone) {
        const d = deploymentFor(baseId);
        if (!d)
          return void plan.problems.push(
            `${where}: nothing routes ${host}: no deployment in wrangler.toml has TENANT = "${baseId}"; add [env.${baseId}.vars] with TENANT = "${baseId}" (and its D1 binding)`,
          );
        plan.routes[d.env]!.push({ pattern: host, custom_domain: true });
        serve(d, tenant.id);
      } else if (saas && saasDeployment) {
        plan.customHostnames.push({ host, tenant: tenant.id });
        serve(saasDeployment, tenant.id);
      } else {
        plan.problems.push(
          `${where}: nothing routes ${host}: it is in no zone of deploy/zones.json and no saas zone is configured; add its zone to "zones" if the platform owns it, or configure "saas" for a partner's domain`,
        );
      }
    });
  }
  for (const d of deployments) {
    if (!Object.values(baseOf).includes(d.tenant))
      plan.problems.push(
        `wrangler.toml: ${deploymentLabel(d)}: TENANT = "${d.tenant}" is not a base tenant (${[...new Set(Object.values(baseOf))].join(', ')})`,
      );
  }
  return plan;
}

/**
 * The wrangler config a deployment is made with: wrangler.toml as read, plus the planned routes for
 * every environment. Written at deploy time only: `routes` in the config `wrangler dev` reads would
 * rewrite the Host of local requests, and the tenant is chosen by host. Every environment gets its
 * own list, because wrangler environments inherit `routes` from the top level.
 */
export function deployWranglerConfig(
  raw: Record<string, unknown> & { env?: Record<string, Record<string, unknown>> },
  plan: DeployPlan,
): Record<string, unknown> {
  const env = Object.fromEntries(
    Object.entries(raw.env ?? {}).map(([name, c]) => [name, { ...c, routes: plan.routes[name] ?? [] }]),
  );
  return { ...raw, routes: plan.routes[''] ?? [], ...(raw.env ? { env } : {}) };
}
