import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSiteData } from '../compiler/content/build-site-data.ts';
import { TENANT_IDS, tenantIdsOf, type TenantFile } from '../test/tenant-hosts.ts';
import { deploymentsOf, readWranglerConfig, readZonesConfig } from './deploy-config.ts';
import { planDeploy } from './deploy-plan.ts';
import { hostnamesCommand } from './hostnames.ts';
import { readSiteSources, ROOT } from './site-sources.ts';

/**
 * A subtenant added the way the README says (its one file, naming its base), in a copy of the config: everything that walks the tenants (the tests' tenant list, the site
 * data, the deploy plan, `npm run hostnames`) takes it in without an edit. Lists written out by hand
 * are what once broke five tests on a new subtenant; test/source-lists.test.ts keeps them out.
 */
const root = mkdtempSync(join(tmpdir(), 'extra-subtenant-'));
for (const dir of ['tenants', 'redirects', 'content/menus', 'deploy'])
  cpSync(join(ROOT, dir), join(root, dir), { recursive: true });
cpSync(join(ROOT, 'wrangler.toml'), join(root, 'wrangler.toml'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const ACME = {
  id: 'acme',
  base: 'default',
  name: 'Acme Steps',
  hosts: ['www.acme-steps.example', 'acme.teamtrek.example'],
  homeUrl: 'https://www.acme-steps.example',
};
writeFileSync(join(root, 'tenants/acme.json'), JSON.stringify(ACME, null, 2));

const site = buildSiteData(readSiteSources(root));
const readFiles = () => readSiteSources(root).tenantFiles as Record<string, TenantFile>;

describe('a subtenant added by its config alone', () => {
  it('is valid and merged over its base in the site data', () => {
    expect(site.configProblems).toEqual([]);
    expect(site.data.baseOf.acme).toBe('default');
    expect(site.data.tenants.acme).toMatchObject({ name: 'Acme Steps', hosts: ACME.hosts, routeSet: 'default' });
    expect(Object.keys(site.data.tenants)).toHaveLength(TENANT_IDS.length + 1);
  });

  it("is in the tenant list every test walks (it.each over TENANT_IDS), after its brand's others", () => {
    const ids = tenantIdsOf(Object.values(readFiles()));
    expect(ids.slice(0, ids.indexOf('cofi'))).toContain('acme');
    expect(ids.filter((id) => id !== 'acme')).toEqual(TENANT_IDS);
  });

  it('is routed by the deploy plan: its own-zone host a custom domain, its partner host a custom hostname', async () => {
    const deployments = deploymentsOf(await readWranglerConfig(root));
    const zones = readZonesConfig(root).config!;
    const plan = planDeploy({ tenants: site.data.tenants, baseOf: site.data.baseOf, zones, deployments });
    expect(plan.problems).toEqual([]);
    expect(plan.served['']).toContain('acme');
    expect(plan.routes['']).toContainEqual({ pattern: 'acme.teamtrek.example', custom_domain: true });
    expect(plan.customHostnames).toContainEqual({ host: 'www.acme-steps.example', tenant: 'acme' });
  });

  it('is listed by npm run hostnames', async () => {
    const lines: string[] = [];
    const code = await hostnamesCommand({ env: {}, log: (l) => lines.push(l), error: (l) => lines.push(l), root });
    expect(code).toBe(0);
    expect(lines.join('\n')).toContain('www.acme-steps.example');
  });
});
