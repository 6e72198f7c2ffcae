import type { z } from 'zod';
import { SubtenantFileSchema, TenantSchema, type Tenant } from './schema.ts';

export interface ConfigProblem {
  file: string;
  /** Field path inside the file, such as `theme.primary` or `subtenants.1.host`. */
  path: string;
  message: string;
}

export interface LoadedTenants {
  /** Every tenant by id, subtenants already merged over their base, all validated. */
  tenants: Record<string, Tenant>;
  /** Subtenant id → base tenant id (base tenants map to themselves). */
  baseOf: Record<string, string>;
  problems: ConfigProblem[];
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Deep merge for subtenant overrides: objects merge, arrays and scalars replace. */
export function mergeOverride<T>(base: T, override: Record<string, unknown>): T {
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(override)) {
    out[key] = isObject(value) && isObject(out[key]) ? mergeOverride(out[key], value) : value;
  }
  return out as T;
}

/** The menus a tenant names, by field, without the brand's postfix: `main-menu` + `-cofi` is cofi's top menu. */
export const MENU_BASE_NAMES = { cmsMenuKey: 'main-menu', footerNavKey: 'footer', solutionsMenuKey: 'solutions' } as const;

/**
 * A subtenant that sets `navPostfix` has its own navigation: every menu key its file does not set
 * becomes `<menu><navPostfix>` (`"navPostfix": "-mzg"` → `main-menu-mzg`, `footer-mzg`,
 * `solutions-mzg`), which `npm run check` then requires to exist. Without it, it shows its base's menus.
 */
export function menuKeysOf(override: Partial<Record<keyof typeof MENU_BASE_NAMES | 'navPostfix', string>>): Partial<Record<keyof typeof MENU_BASE_NAMES, string>> {
  if (override.navPostfix === undefined) return {};
  const postfix = override.navPostfix;
  return Object.fromEntries(Object.entries(MENU_BASE_NAMES).filter(([field]) => !(field in override)).map(([field, name]) => [field, `${name}${postfix}`]));
}

function issuesOf(file: string, error: z.ZodError): ConfigProblem[] {
  return error.issues.map((issue) => ({ file, path: issue.path.join('.') || '(file)', message: issue.message }));
}

/**
 * Validates tenant files (`tenants/<id>.json`) and merges each subtenant over its base.
 * Collects every problem with its file and field path instead of stopping at the first.
 *
 * @example
 * const { tenants, problems } = loadTenants({ 'tenants/default.json': defaultJson, ... })
 */
export function loadTenants(files: Record<string, unknown>): LoadedTenants {
  const problems: ConfigProblem[] = [];
  const bases: Record<string, Tenant> = {};
  const subs: { file: string; data: z.infer<typeof SubtenantFileSchema> }[] = [];
  for (const [file, json] of Object.entries(files)) {
    const expectedId = file.replace(/^.*\//, '').replace(/\.json$/, '');
    const isSub = isObject(json) && 'base' in json;
    const result = isSub ? SubtenantFileSchema.safeParse(json) : TenantSchema.safeParse(json);
    if (!result.success) {
      problems.push(...issuesOf(file, result.error));
      continue;
    }
    if (result.data.id !== expectedId) {
      problems.push({ file, path: 'id', message: `id "${result.data.id}" must match the file name; rename the file to tenants/${result.data.id}.json or fix the id` });
      continue;
    }
    if (isSub) subs.push({ file, data: result.data as z.infer<typeof SubtenantFileSchema> });
    else bases[result.data.id] = result.data as Tenant;
  }

  const tenants: Record<string, Tenant> = { ...bases };
  const baseOf: Record<string, string> = Object.fromEntries(Object.keys(bases).map((id) => [id, id]));
  for (const { file, data } of subs) {
    const { base: baseId, ...override } = data;
    const base = bases[baseId];
    if (!base) {
      problems.push({ file, path: 'base', message: `base tenant "${baseId}" does not exist; use one of ${Object.keys(bases).join(', ')}` });
      continue;
    }
    if (!base.subtenants.some((s) => s.id === data.id)) {
      problems.push({ file, path: 'base', message: `tenants/${baseId}.json does not list "${data.id}" in subtenants; add { "id": "${data.id}", "host": "..." } there` });
    }
    // A subtenant is itself: its absolute URLs (canonical, og:url, sitemap, robots) name its own
    // first host unless its file says otherwise, never the base brand's homeUrl.
    const ownHome = override.homeUrl ?? (override.hosts?.[0] ? `https://${override.hosts[0]}` : undefined);
    const merged = TenantSchema.safeParse(mergeOverride(base, { ...override, ...menuKeysOf(override), ...(ownHome && { homeUrl: ownHome }), subtenants: [] }));
    if (!merged.success) {
      problems.push(...issuesOf(file, merged.error));
      continue;
    }
    const listed = base.subtenants.find((s) => s.id === data.id);
    if (listed && !merged.data.hosts.includes(listed.host)) {
      problems.push({ file, path: 'hosts', message: `tenants/${baseId}.json gives "${data.id}" the host ${listed.host}; add it to hosts here too` });
    }
    tenants[data.id] = merged.data;
    baseOf[data.id] = baseId;
  }

  for (const base of Object.values(bases)) {
    base.subtenants.forEach((s, i) => {
      if (!subs.some((sub) => sub.data.id === s.id)) {
        problems.push({ file: `tenants/${base.id}.json`, path: `subtenants.${i}.id`, message: `subtenant "${s.id}" has no file; create tenants/${s.id}.json with "base": "${base.id}"` });
      }
    });
  }

  for (const tenant of Object.values(tenants)) {
    const homeHost = new URL(tenant.homeUrl).host;
    if (!tenant.hosts.includes(homeHost)) {
      problems.push({ file: `tenants/${tenant.id}.json`, path: 'homeUrl', message: `host ${homeHost} is not one of this tenant's hosts (${tenant.hosts.join(', ')}); add it to hosts or set homeUrl to https://<one of them>` });
    }
  }

  const hostOwner = new Map<string, string>();
  for (const tenant of Object.values(tenants)) {
    tenant.hosts.forEach((host, i) => {
      const owner = hostOwner.get(host);
      if (owner && owner !== tenant.id) {
        problems.push({ file: `tenants/${tenant.id}.json`, path: `hosts.${i}`, message: `host "${host}" already selects tenant "${owner}"; a host may select only one tenant` });
      }
      hostOwner.set(host, tenant.id);
    });
  }
  return { tenants, baseOf, problems };
}

/** One line per problem: `file: field: message`. */
export function formatConfigProblems(problems: readonly ConfigProblem[]): string {
  return problems.map((p) => `${p.file}: ${p.path}: ${p.message}`).join('\n');
}
