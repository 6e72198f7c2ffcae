import type { PageExists } from '../pages/routes.ts';
import { loadMenus } from '../content/load-menus.ts';
import type { MenuItem } from '../content/menu-schema.ts';
import { checkTenantTables, type CheckProblem } from '../routing/redirect-checker.ts';
import { parseRedirects } from '../routing/redirect-parser.ts';
import type { RedirectRule } from '../routing/redirect-rule.ts';
import { allowedHosts } from '../tenants/allowed-hosts.ts';
import { loadTenants, type LoadedTenants } from '../tenants/load.ts';

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

export interface SiteData extends Pick<LoadedTenants, 'tenants' | 'baseOf'> {
  /** Tenant id → its rules in priority order (own file, base tenant's file, shared file). */
  redirects: Record<string, RedirectRule[]>;
  /** Menu key → its validated items (`content/menus/<key>.json`). */
  menus: Record<string, MenuItem[]>;
}

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
  const { tenants, baseOf, problems } = loadTenants(sources.tenantFiles);
  const configProblems = problems.map((p) => `${p.file}: ${p.path}: ${p.message}`);
  const { menus, problems: menuProblems } = sources.menuFiles ? loadMenus(sources.menuFiles, tenants, sources.pageExists) : { menus: {}, problems: [] };
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
    if (file !== SHARED_REDIRECTS && !tenants[id]) {
      tableProblems.push({ file, line: 1, severity: 'error', message: `no tenant "${id}" for this file`, fix: `rename it to redirects/<tenant id>.redirects (tenants: ${Object.keys(tenants).join(', ')})` });
    }
  }
  if (!(SHARED_REDIRECTS in parsed)) configProblems.push(`${SHARED_REDIRECTS}: (file): missing; create it (it may hold only comments)`);

  const redirects: Record<string, RedirectRule[]> = {};
  for (const [id, tenant] of Object.entries(tenants)) {
    const baseId = baseOf[id] ?? id;
    const layers = [...new Set([tenantRedirectFile(id), tenantRedirectFile(baseId), SHARED_REDIRECTS])];
    redirects[id] = layers.flatMap((file) => parsed[file] ?? []);
    tableProblems.push(...checkTenantTables({ tenantId: id, brand: tenant.routeSet, rules: redirects[id], allowedHosts: allowedHosts(tenant) }));
  }
  const unique = new Map<string, CheckProblem>();
  for (const p of tableProblems) {
    const key = `${p.file}:${p.line}:${p.message.replace(/^\[[^\]]+\] /, '')}`;
    if (!unique.has(key)) unique.set(key, p);
  }
  return { data: { tenants, baseOf, redirects, menus }, configProblems, tableProblems: [...unique.values()] };
}
