import { describe, expect, it } from 'vitest';
import { buildSiteData } from '../compiler/content/build-site-data.ts';
import type { Tenant } from '../worker/tenants/schema.ts';
import { deploymentsOf, readWranglerConfig, readZonesConfig, type ZonesConfig } from './deploy-config.ts';
import { deployWranglerConfig, planDeploy, zoneOf } from './deploy-plan.ts';
import { readSiteSources, ROOT } from './site-sources.ts';

const site = buildSiteData(readSiteSources());
const raw = await readWranglerConfig(ROOT);
const deployments = deploymentsOf(raw);
const zones = readZonesConfig(ROOT).config!;
const { tenants, baseOf } = site.data;
const owned = (host: string) => zoneOf(host, zones.zones) !== undefined;
const envOf = (brand: string) => deployments.find((d) => d.tenant === brand)!.env;
const domains = (routes: { pattern: string }[] = []) =>
  routes.filter((r) => 'custom_domain' in r).map((r) => r.pattern);

describe('planDeploy (the repository config)', () => {
  const plan = planDeploy({ tenants, baseOf, zones, deployments });

  it('routes every tenant host somewhere, and nothing twice', () => {
    expect(plan.problems).toEqual([]);
    const routed = [...Object.values(plan.routes).flatMap(domains), ...plan.customHostnames.map((h) => h.host)];
    expect(routed.sort()).toEqual(
      Object.values(tenants)
        .flatMap((t) => t.hosts)
        .sort(),
    );
  });

  it("makes owned-zone hosts custom domains of their family's deployment", () => {
    for (const d of deployments)
      expect(domains(plan.routes[d.env])).toEqual(
        Object.values(tenants)
          .filter((t) => baseOf[t.id] === d.tenant)
          .flatMap((t) => t.hosts.filter(owned)),
      );
    // Samples: a subtenant on the general brand's own zone, and one on cofi's.
    expect(domains(plan.routes[envOf('default')])).toEqual(expect.arrayContaining(tenants.minimal!.hosts));
    expect(domains(plan.routes[envOf('cofi')])).toEqual(expect.arrayContaining(tenants.mzg!.hosts));
  });

  it('makes partner hosts custom hostnames of the SaaS zone, whose */* route goes to the fallback deployment', () => {
    const partners = Object.values(tenants).filter((t) => !t.hosts.every(owned));
    expect(plan.customHostnames).toEqual(
      partners.flatMap((t) => t.hosts.filter((host) => !owned(host)).map((host) => ({ host, tenant: t.id }))),
    );
    expect(partners.map((t) => t.id)).toContain('fitmap');
    const saasEnv = envOf(zones.saas!.tenant);
    expect(plan.routes[saasEnv]).toContainEqual({ pattern: '*/*', zone_name: zones.saas!.zone });
    expect(plan.routes[envOf('cofi')]).not.toContainEqual(expect.objectContaining({ pattern: '*/*' }));
    // A tenant is served by its brand's deployment for its owned hosts, by the SaaS fallback's for a partner's.
    for (const d of deployments)
      expect([...plan.served[d.env]!].sort()).toEqual(
        Object.keys(tenants)
          .filter(
            (id) =>
              (baseOf[id] === d.tenant && tenants[id]!.hosts.some(owned)) ||
              (d.env === saasEnv && partners.some((t) => t.id === id)),
          )
          .sort(),
      );
  });

  it("writes routes into the deploy config only, each environment its own (they would inherit the top level's)", () => {
    expect(raw.routes).toBeUndefined();
    expect(raw.env?.cofi).not.toHaveProperty('routes');
    const config = deployWranglerConfig(raw, plan) as {
      routes: unknown;
      env: { cofi: { routes: unknown; vars: unknown } };
      main: unknown;
    };
    expect(config.routes).toEqual(plan.routes['']);
    expect(config.env.cofi.routes).toEqual(plan.routes.cofi);
    expect(config.env.cofi.vars).toEqual(raw.env!.cofi!.vars);
    expect(config.main).toBe(raw.main);
  });
});

describe('planDeploy (hosts nothing routes)', () => {
  const newTenant = (hosts: string[]): Record<string, Tenant> => ({
    ...tenants,
    acme: { ...tenants.fitmap!, id: 'acme', hosts },
  });

  it.each([
    [
      'a partner host without a SaaS zone',
      { ...zones, saas: null },
      ['www.acme.example'],
      /hosts\.0: nothing routes www\.acme\.example: it is in no zone of deploy\/zones\.json and no saas zone/,
    ],
    [
      'a host with a port',
      zones,
      ['acme.teamtrek.example:8443'],
      /hosts\.0: "acme\.teamtrek\.example:8443" has a port/,
    ],
  ] as [string, ZonesConfig, string[], RegExp][])(
    'reports %s with the file and the fix',
    (_label, zonesConfig, hosts, message) => {
      const plan = planDeploy({
        tenants: newTenant(hosts),
        baseOf: { ...baseOf, acme: 'default' },
        zones: zonesConfig,
        deployments,
      });
      expect(plan.problems).toEqual(
        expect.arrayContaining([expect.stringMatching(new RegExp(`^tenants/acme\\.json: ${message.source}`))]),
      );
    },
  );

  it('reports an owned host of a base tenant no deployment serves', () => {
    const plan = planDeploy({ tenants, baseOf, zones, deployments: deployments.filter((d) => d.env !== 'cofi') });
    expect(plan.problems).toContain(
      'tenants/cofi.json: hosts.0: nothing routes corporatefitness.example: no deployment in wrangler.toml has TENANT = "cofi"; add [env.cofi.vars] with TENANT = "cofi" (and its D1 binding)',
    );
  });

  it('picks the longest owned zone', () => {
    expect(zoneOf('a.b.example', ['example', 'b.example'])).toBe('b.example');
    expect(zoneOf('notteamtrek.example', ['teamtrek.example'])).toBeUndefined();
  });
});
