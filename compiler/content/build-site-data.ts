import type { PageExists } from '../../worker/routes/routes.ts';
import { loadMenus } from '../../worker/content/menus/load-menus.ts';
import { checkTenantTables, type CheckProblem } from '../redirects/redirect-checker.ts';
import { parseRedirects } from '../redirects/redirect-parser.ts';
import type { RedirectRule } from '../../worker/content/redirect-rule.ts';
import { allowedHosts } from '../../worker/tenants/allowed-hosts.ts';
import { loadTenants } from '../tenants/load.ts';
import type { SiteData } from '../../worker/content/site-data-shape.ts';

export interface SiteSources {
  /** `tenants/<id>.json` → parsed JSON. */
  tenantFiles: Record<string, unknown>;
  /** `redirects/<name>.redirects` → text; `shared` plus one per tenant. */
  redirectFiles: Record<string, string>;
  /**
   * `content/menus/<key>.json` → parsed JSON; tenants name menus by key (`cmsMenuKey`,
   * `footerNavKey`). The build always passes it; tests that are not about menus may leave it out.
   */
  menuFiles?: Record<string, unknown>;
  /** Which parameterised pages exist (content-managed paths): menu links are checked against it. */
  pageExists?: PageExists;
}

export type { SiteData };

export interface SiteBuild {
  data: SiteData;
  configProblems: string[];
  tableProblems: CheckProblem[];
}

export const SHARED_REDIRECTS = 'redirects/shared.redirects';
export const tenantRedirectFile = (id: string) => `redirects/${id}.redirects`;

/**
 * Validates every tenant and redirect file and compiles them into the data the worker embeds.
 * Pure: the build script and `npm run check` feed it files; tests feed it strings.
 */
export function buildSiteData(sources: SiteSources): SiteBuild {
  const { tenants, baseOf, problems, standIns } = loadTenants(sources.tenantFiles);
  const configProblems = problems.map((p) => `${p.file}: ${p.path}: ${p.message}`);
  const { menus, problems: menuProblems } = sources.menuFiles
    ? loadMenus(sources.menuFiles, { ...tenants, ...standIns }, sources.pageExists)
    : { menus: {}, problems: [] };
  configProblems.push(...menuProblems.map((p) => `${p.file}: ${p.path}: ${p.message}`));
  const tableProblems: CheckProblem[] = [];
  const parsed: Record<string, RedirectRule[]> = {};
  for (const [file, text] of Object.entries(sources.redirectFiles)) {
    const result = parseRedirects(file, text);
    parsed[file] = result.rules;
    tableProblems.push(...result.problems.map((p) => ({ ...p, severity: 'error' as const })));
  }
  for (const file of Object.keys(parsed)) {
    const id = file.replace(/^redirects\//, '').replace(/\.redirects$/, '');
    if (file !== SHARED_REDIRECTS && !tenants[id] && !baseOf[id]) {
      tableProblems.push({
        file,
        line: 1,
        severity: 'error',
        message: `no tenant "${id}" for this file`,
        fix: `rename it to redirects/<tenant id>.redirects (tenants: ${Object.keys(tenants).join(', ')})`,
      });
    }
  }
  if (!(SHARED_REDIRECTS in parsed))
    configProblems.push(`${SHARED_REDIRECTS}: (file): missing; create it (it may hold only comments)`);

  const redirects: Record<string, RedirectRule[]> = {};
  // Tenants with problems are checked through their stand-ins, so one run reports everything.
  for (const [id, tenant] of Object.entries({ ...tenants, ...standIns })) {
    const baseId = baseOf[id] ?? id;
    const layers = [...new Set([tenantRedirectFile(id), tenantRedirectFile(baseId), SHARED_REDIRECTS])];
    const rules = layers.flatMap((file) => parsed[file] ?? []);
    if (tenants[id]) redirects[id] = rules;
    tableProblems.push(
      ...checkTenantTables({ tenantId: id, brand: tenant.routeSet, rules, allowedHosts: allowedHosts(tenant) }),
    );
  }
  return {
    data: { tenants, baseOf, redirects, menus },
    configProblems,
    tableProblems: mergeAcrossTenants(tableProblems, baseOf),
  };
}

const TENANT_PREFIX = /^\[([^\]]+)\] /;
const MISSING_HOST = /^destination host (\S+) is not in the tenant config$/;

/**
 * One problem per rule and message, naming every tenant it concerns: a shared rule is checked
 * once per tenant, and keeping only the first tenant's report hid the others until the next run.
 * A missing redirect host is to be added once per brand family, on the base (its subtenants
 * inherit `redirectHosts`), or on the subtenant alone when only its own rules need it.
 */
function mergeAcrossTenants(problems: CheckProblem[], baseOf: Record<string, string>): CheckProblem[] {
  const merged = new Map<string, { problem: CheckProblem; tenants: string[] }>();
  for (const p of problems) {
    const tenant = TENANT_PREFIX.exec(p.message)?.[1];
    const message = p.message.replace(TENANT_PREFIX, '');
    const key = `${p.file}:${p.line}:${p.severity}:${message}`;
    const seen = merged.get(key);
    if (seen) {
      if (tenant && !seen.tenants.includes(tenant)) seen.tenants.push(tenant);
    } else merged.set(key, { problem: p, tenants: tenant ? [tenant] : [] });
  }
  return [...merged.values()].map(({ problem, tenants }) => {
    if (tenants.length === 0) return problem;
    const message = `[${tenants.join(', ')}] ${problem.message.replace(TENANT_PREFIX, '')}`;
    const host = MISSING_HOST.exec(problem.message.replace(TENANT_PREFIX, ''))?.[1];
    if (!host) return { ...problem, message };
    const files = [...new Set(tenants.map((id) => (tenants.includes(baseOf[id] ?? id) ? (baseOf[id] ?? id) : id)))].map(
      (id) => `tenants/${id}.json`,
    );
    const inherit = files.some((f) => Object.values(baseOf).some((b) => f === `tenants/${b}.json`))
      ? ' (subtenants inherit it)'
      : '';
    return {
      ...problem,
      message,
      fix: `add "${host}" to redirectHosts in ${files.join(' and ')}${inherit}, or change the destination`,
    };
  });
}
