import type { z } from 'zod';
import type { ConfigProblem } from '../../worker/config-error.ts';
import {
  SubtenantFileSchema,
  TenantSchema,
  type TenantFile,
  type TenantTranslations,
} from '../../worker/tenants/schema.ts';

type Tenant = TenantFile;
import { withoutInvalid, type Repaired } from './without-invalid.ts';
import { translationProblems } from './translation-problems.ts';

export type { ConfigProblem };

export interface LoadedTenants {
  /** Every tenant by id, subtenants already merged over their base, all validated; without `translations`. */
  tenants: Record<string, Omit<Tenant, 'translations'>>;
  /** Each tenant's title and description per language besides English (for the content asset, not the bundle). */
  translations: Record<string, TenantTranslations>;
  /** Subtenant id → base tenant id (base tenants map to themselves). */
  baseOf: Record<string, string>;
  problems: ConfigProblem[];
  /**
   * Tenants whose file has problems, rebuilt from their valid values (over their base, or over
   * another base tenant for fields that do not decide where visitors may go), so their redirect
   * tables are checked in the same run. For checks only: never built into the site.
   */
  standIns: Record<string, Tenant>;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Fields that decide which hosts a tenant's redirects may reach: a stand-in may not borrow these. */
const ROUTING_FIELDS = [
  'id',
  'hosts',
  'redirectHosts',
  'appOrigin',
  'appOriginApp',
  'homeUrl',
  'demoBookUrl',
  'profileFaqUrl',
  'eventManagerFaqUrl',
  'legacy',
  'routeSet',
];

/** Deep merge for subtenant overrides: objects merge, arrays and scalars replace. */
export function mergeOverride<T>(base: T, override: Record<string, unknown>): T {
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(override)) {
    out[key] = isObject(value) && isObject(out[key]) ? mergeOverride(out[key], value) : value;
  }
  return out as T;
}

/** The menus a tenant names, by field, without the brand's postfix: `main-menu` + `-cofi` is cofi's top menu. */
export const MENU_BASE_NAMES = {
  cmsMenuKey: 'main-menu',
  footerNavKey: 'footer',
  solutionsMenuKey: 'solutions',
} as const;

/**
 * A subtenant that sets `navPostfix` has its own navigation: every menu key its file does not set
 * becomes `<menu><navPostfix>` (`"navPostfix": "-mzg"` → `main-menu-mzg`, `footer-mzg`,
 * `solutions-mzg`), which `npm run check` then requires to exist. Without it, it shows its base's menus.
 */
export function menuKeysOf(
  override: Partial<Record<keyof typeof MENU_BASE_NAMES | 'navPostfix', string>>,
): Partial<Record<keyof typeof MENU_BASE_NAMES, string>> {
  if (override.navPostfix === undefined) return {};
  const postfix = override.navPostfix;
  return Object.fromEntries(
    Object.entries(MENU_BASE_NAMES)
      .filter(([field]) => !(field in override))
      .map(([field, name]) => [field, `${name}${postfix}`]),
  );
}

/**
 * A subtenant over its base. `redirectHosts` is the one array that adds up: hosts a whole brand
 * family may redirect to are listed once, on the base, and a subtenant lists only its own extras.
 */
function mergeSubtenant(base: Tenant, override: Record<string, unknown>): unknown {
  const extra = Array.isArray(override.redirectHosts)
    ? { redirectHosts: [...new Set([...base.redirectHosts, ...(override.redirectHosts as string[])])] }
    : {};
  // A subtenant is itself: its absolute URLs (canonical, og:url, sitemap, robots) name its own
  // first host unless its file says otherwise, never the base brand's homeUrl.
  const firstHost =
    Array.isArray(override.hosts) && typeof override.hosts[0] === 'string' ? override.hosts[0] : undefined;
  const ownHome = override.homeUrl ?? (firstHost ? `https://${firstHost}` : undefined);
  const menus = menuKeysOf(override as Parameters<typeof menuKeysOf>[0]);
  return mergeOverride(base, {
    ...override,
    ...menus,
    ...(ownHome !== undefined && { homeUrl: ownHome }),
    ...extra,
    subtenants: [],
  });
}

function issuesOf(file: string, error: z.ZodError, only?: ReadonlySet<string>): ConfigProblem[] {
  return error.issues
    .filter((issue) => !only || only.has(String(issue.path[0] ?? '')))
    .map((issue) => ({ file, path: issue.path.join('.') || '(file)', message: issue.message }));
}

type SubtenantFile = z.infer<typeof SubtenantFileSchema>;
type SubFile = { file: string; data: Record<string, unknown> & { id: string; base: string }; refused?: z.ZodError };
type InvalidBase = { file: string; id: string; repaired: Repaired };

/** Step 1: each file by its schema. Valid base tenants, subtenant files (repaired when refused) and refused base tenants. */
function readTenantFiles(files: Record<string, unknown>, problems: ConfigProblem[]) {
  const bases: Record<string, Tenant> = {};
  const invalidBases: InvalidBase[] = [];
  const subs: SubFile[] = [];
  for (const [file, json] of Object.entries(files)) {
    const expectedId = file.replace(/^.*\//, '').replace(/\.json$/, '');
    const isSub = isObject(json) && 'base' in json;
    if (!isSub && isObject(json) && 'subtenants' in json) {
      problems.push({
        file,
        path: 'subtenants',
        message: `is derived from the subtenant files (tenants/<id>.json with "base": "${expectedId}"); remove it from this file`,
      });
    }
    // A base's subtenants are the files that name it as their base (deriveSubtenants), never written in it.
    const result = isSub
      ? SubtenantFileSchema.safeParse(json)
      : TenantSchema.safeParse(isObject(json) ? { ...json, subtenants: [] } : json);
    const id = result.success ? result.data.id : isObject(json) ? json.id : undefined;
    if (id !== expectedId) {
      problems.push({
        file,
        path: 'id',
        message: `id "${String(id)}" must match the file name; rename the file to tenants/${String(id)}.json or fix the id`,
      });
      if (result.success) continue;
    }
    if (!result.success) {
      problems.push(...issuesOf(file, result.error));
      if (!isObject(json) || id !== expectedId) continue;
      const repaired = withoutInvalid(json, result.error);
      if (isSub && typeof json.base === 'string')
        subs.push({ file, data: { ...repaired.value, id: expectedId, base: json.base }, refused: result.error });
      else if (!isSub) invalidBases.push({ file, id: expectedId, repaired });
      continue;
    }
    if (isSub) subs.push({ file, data: result.data as SubtenantFile });
    else bases[result.data.id] = result.data as Tenant;
  }
  return { bases, invalidBases, subs };
}

/**
 * Step 2: a base tenant with problems stands in with its valid values; fields it lacks come from a
 * valid base tenant, unless they decide where its visitors may go (then its table waits for the fix).
 */
function baseStandInsOf(
  invalidBases: InvalidBase[],
  bases: Record<string, Tenant>,
  problems: ConfigProblem[],
): Record<string, Tenant> {
  const donor = Object.values(bases)[0];
  const baseStandIns: Record<string, Tenant> = {};
  for (const { file, id, repaired } of invalidBases) {
    const borrowed = [...repaired.deleted].filter((key) => !(key in (donor ?? {})) || ROUTING_FIELDS.includes(key));
    const standIn =
      donor && borrowed.length === 0 ? TenantSchema.safeParse({ ...donor, ...repaired.value }) : undefined;
    if (standIn?.success) baseStandIns[id] = standIn.data;
    else
      problems.push({
        file,
        path: '(file)',
        message: `its redirect table and subtenants are checked once ${borrowed.join(', ') || 'the fields above'} ${borrowed.length > 1 ? 'are' : 'is'} valid`,
      });
  }
  return baseStandIns;
}

/** What a subtenant file says about its base that the base does not agree with (listing, analytics secret). */
function subtenantLinkProblems(file: string, data: SubFile['data'], base: Tenant): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  if (
    data.analyticsPropertyId !== undefined &&
    data.analyticsPropertyId !== base.analyticsPropertyId &&
    data.analyticsSecretName === undefined
  ) {
    problems.push({
      file,
      path: 'analyticsSecretName',
      message: `sets its own analyticsPropertyId but inherits ${base.id}'s analyticsSecretName; an API secret belongs to one property: name this property's secret here too`,
    });
  }
  const own = Array.isArray(data.locales) ? (data.locales as string[]) : [];
  const wider = own.filter((locale) => !(base.locales as string[]).includes(locale));
  if (wider.length) {
    problems.push({
      file,
      path: 'locales',
      message: `offers ${wider.join(', ')}, which its base ${base.id} does not (${base.locales.join(', ')}); a subtenant may narrow its base's locales, not widen them: remove ${wider.join(', ')} or add them to tenants/${base.id}.json first`,
    });
  }
  return problems;
}

/**
 * Step 3: each subtenant merged over its base. A valid one over a valid base joins `tenants`; the
 * others become stand-ins (checked, never built). Every subtenant gets its `baseOf` entry.
 */
function mergeSubtenants(
  subs: SubFile[],
  bases: Record<string, Tenant>,
  baseStandIns: Record<string, Tenant>,
  invalidBases: InvalidBase[],
  out: { tenants: Record<string, Tenant>; standIns: Record<string, Tenant>; baseOf: Record<string, string> },
  problems: ConfigProblem[],
): void {
  for (const { file, data, refused } of subs) {
    const { base: baseId, ...override } = data;
    const base = bases[baseId] ?? baseStandIns[baseId];
    if (!base) {
      const invalid = invalidBases.some((b) => b.id === baseId);
      problems.push({
        file,
        path: 'base',
        message: invalid
          ? `base tenant "${baseId}" has problems (tenants/${baseId}.json); this tenant is checked once they are fixed`
          : `base tenant "${baseId}" does not exist; use one of ${Object.keys(bases).join(', ')}`,
      });
      continue;
    }
    problems.push(...subtenantLinkProblems(file, data, base));
    const merged = TenantSchema.safeParse(mergeSubtenant(base, override));
    // Problems of a stand-in base are its own file's; only those of values this file sets are reported here.
    if (!merged.success)
      problems.push(...issuesOf(file, merged.error, bases[baseId] ? undefined : new Set(Object.keys(override))));
    const result = merged.success
      ? merged
      : TenantSchema.safeParse(mergeSubtenant(base, withoutInvalid(override, merged.error).value));
    out.baseOf[data.id] = baseId;
    if (!result.success) continue;
    problems.push(...translationProblems(file, result.data, override));
    if (merged.success && !refused && bases[baseId]) out.tenants[data.id] = result.data;
    else out.standIns[data.id] = result.data;
  }
}

/**
 * Step 4: each base lists its subtenants, derived from the files that name it as their base (each
 * with its first host), so adding a subtenant is one file. The registry, the allowed redirect hosts
 * and the form origin check read this list.
 */
function deriveSubtenants(
  subs: SubFile[],
  out: { tenants: Record<string, Tenant>; standIns: Record<string, Tenant> },
): void {
  for (const map of [out.tenants, out.standIns]) {
    for (const [id, tenant] of Object.entries(map)) {
      if (subs.some((sub) => sub.data.id === id)) continue;
      const own = subs
        .filter((sub) => sub.data.base === id)
        .flatMap((sub) => {
          const merged = out.tenants[sub.data.id] ?? out.standIns[sub.data.id];
          return merged?.hosts[0] ? [{ id: sub.data.id, host: merged.hosts[0] }] : [];
        });
      map[id] = { ...tenant, subtenants: own };
    }
  }
}

/** Step 5: rules over each merged tenant: its homeUrl is on its own hosts, and an analytics property names its secret. */
function mergedTenantProblems(tenants: Tenant[]): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  for (const tenant of tenants) {
    const homeHost = new URL(tenant.homeUrl).host;
    if (!tenant.hosts.includes(homeHost)) {
      problems.push({
        file: `tenants/${tenant.id}.json`,
        path: 'homeUrl',
        message: `host ${homeHost} is not one of this tenant's hosts (${tenant.hosts.join(', ')}); add it to hosts or set homeUrl to https://<one of them>`,
      });
    }
  }
  for (const tenant of tenants) {
    if (tenant.analyticsPropertyId.trim() && !tenant.analyticsSecretName) {
      problems.push({
        file: `tenants/${tenant.id}.json`,
        path: 'analyticsSecretName',
        message:
          'is empty while analyticsPropertyId is set, and GA4 drops hits without an API secret; name the wrangler secret that holds it, such as GA_API_SECRET_TEAMTREK',
      });
    }
  }
  return problems;
}

/** Step 6: a host selects one tenant only (stand-ins included, so a broken file cannot hide a collision). */
function hostCollisions(tenants: Tenant[]): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const hostOwner = new Map<string, string>();
  for (const tenant of tenants) {
    tenant.hosts.forEach((host, i) => {
      const owner = hostOwner.get(host);
      if (owner && owner !== tenant.id) {
        problems.push({
          file: `tenants/${tenant.id}.json`,
          path: `hosts.${i}`,
          message: `host "${host}" already selects tenant "${owner}"; a host may select only one tenant`,
        });
      }
      hostOwner.set(host, tenant.id);
    });
  }
  return problems;
}

/**
 * Validates tenant files (`tenants/<id>.json`) and merges each subtenant over its base.
 * Collects every problem with its file and field path instead of stopping at the first; a file
 * with problems still gets a stand-in built from its valid values, so the checks that depend on it
 * (its subtenants, its redirect table) run in the same pass.
 *
 * @example
 * const { tenants, problems } = loadTenants({ 'tenants/default.json': defaultJson, ... })
 */
export function loadTenants(files: Record<string, unknown>): LoadedTenants {
  const problems: ConfigProblem[] = [];
  const { bases, invalidBases, subs } = readTenantFiles(files, problems);
  const baseStandIns = baseStandInsOf(invalidBases, bases, problems);
  const tenants: Record<string, Tenant> = { ...bases };
  const standIns: Record<string, Tenant> = { ...baseStandIns };
  const baseOf: Record<string, string> = Object.fromEntries(
    [...Object.keys(bases), ...invalidBases.map((b) => b.id)].map((id) => [id, id]),
  );
  mergeSubtenants(subs, bases, baseStandIns, invalidBases, { tenants, standIns, baseOf }, problems);
  deriveSubtenants(subs, { tenants, standIns });
  problems.push(...mergedTenantProblems(Object.values(tenants)));
  for (const base of Object.values(bases)) problems.push(...translationProblems(`tenants/${base.id}.json`, base));
  problems.push(...hostCollisions([...Object.values(tenants), ...Object.values(standIns)]));
  // Out of the tenant records (the bundle's site data): the worker reads them per locale from the
  // content asset (compiler/steps/build-messages.ts writes them beside the messages).
  const translations: Record<string, TenantTranslations> = {};
  const stripped: Record<string, Omit<Tenant, 'translations'>> = {};
  for (const [id, { translations: own, ...tenant }] of Object.entries(tenants)) {
    translations[id] = own;
    stripped[id] = tenant;
  }
  return { tenants: stripped, translations, baseOf, problems, standIns };
}
