import { SITE_DATA } from '../generated/site-data.ts';
import { PAGE_EXISTS } from '../content/built-content.ts';
import { matchPage, type PageRoute } from '../routes/routes.ts';
import { isTenantFile, type TenantFile } from './tenant-file-paths.ts';
import { isKnownHost, type ResolvedTenant } from '../tenants/resolve.ts';
import type { TenantOrigins } from '../tenants/origins.ts';
import { checkPath } from './path-safety.ts';
import { buildDestination, compileRedirects, matchRedirect, type RedirectTable } from './redirect-matcher.ts';
import { APP_DESTINATION, type RedirectRule } from '../content/redirect-rule.ts';

/** Longest path + query we answer; longer gets 414 (browsers and CDNs cap URLs near this too). */
export const MAX_URL_LENGTH = 8192;

export type Decision =
  | { kind: 'reject'; status: 400 | 414; reason: string }
  | { kind: 'clean-path'; status: 308; location: string }
  | { kind: 'redirect'; status: number; location: string; rule: RedirectRule }
  | { kind: 'rewrite'; upstream: string; rule: RedirectRule }
  | { kind: 'handoff'; mode: 'redirect' | 'proxy'; upstream: string; rule: RedirectRule }
  | { kind: 'page'; route: PageRoute; params: Record<string, string> }
  | { kind: 'tenant-file'; file: TenantFile }
  | { kind: 'legacy'; mode: 'proxy' | 'redirect'; upstream: string }
  | { kind: 'not-found' };

/**
 * One table per tenant (own rules, base tenant's, shared), compiled on the tenant's first request
 * and kept for the isolate. Not at module scope: compiling every tenant's regexes there was the
 * largest single cost of a cold start, and an isolate mostly serves one or two tenants.
 */
const TABLES = new Map<string, RedirectTable>();
function tableFor(tenantId: string): RedirectTable {
  let table = TABLES.get(tenantId);
  if (!table) {
    table = compileRedirects(SITE_DATA.redirects[tenantId] ?? []);
    TABLES.set(tenantId, table);
  }
  return table;
}

function isWellEncoded(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/** Decisions that send the request (or the visitor) to an upstream rather than render something. */
export const goesUpstream = (d: Decision): boolean =>
  d.kind === 'rewrite' || d.kind === 'handoff' || d.kind === 'legacy';

/**
 * What the worker does with a URL, as a value: the worker turns it into a response and
 * `npm run route` prints it. Upstream URLs are the configured origin plus the path, never
 * `new URL(path, origin)`, so no path can change the host; hostile paths (`//x`, `\`, controls)
 * never get that far (worker/routing/path-safety.ts).
 *
 * `upstream` is the tenant whose upstreams this request may use (resolveUpstreamTenant): when a
 * preview (`resolved`) would hand off, proxy or send to a legacy host, the host's own tenant
 * decides instead, and where it would not go upstream the preview shows its 404 page.
 */
export function decideRoute(
  url: URL,
  resolved: ResolvedTenant,
  origins: TenantOrigins,
  upstream: ResolvedTenant = resolved,
): Decision {
  const { pathname, search } = url;
  if (pathname.length + search.length > MAX_URL_LENGTH)
    return { kind: 'reject', status: 414, reason: `URL longer than ${MAX_URL_LENGTH} characters` };
  if (pathname.includes('%') && !isWellEncoded(pathname))
    return { kind: 'reject', status: 400, reason: 'malformed percent-encoding in the path' };
  const path = checkPath(pathname, search);
  if (!path.safe)
    return path.status === 308
      ? { kind: 'clean-path', status: 308, location: path.location }
      : { kind: 'reject', status: 400, reason: path.reason };

  const decision = decideFor(url, resolved, origins);
  if (upstream.id === resolved.id || !goesUpstream(decision)) return decision;
  const own = decideFor(url, upstream, origins);
  return goesUpstream(own) ? own : { kind: 'not-found' };
}

function decideFor(url: URL, resolved: ResolvedTenant, origins: TenantOrigins): Decision {
  const { pathname, search } = url;
  const pathAndQuery = `${pathname}${search}`;

  if (isTenantFile(pathname)) return { kind: 'tenant-file', file: pathname };

  const hit = matchRedirect(tableFor(resolved.id), pathname);
  if (hit) {
    const { rule } = hit;
    if (rule.destination === APP_DESTINATION) {
      return { kind: 'handoff', mode: resolved.tenant.appHandoff, upstream: `${origins.app}${pathAndQuery}`, rule };
    }
    const target = buildDestination(rule.destination, hit.params, search);
    if (rule.status === 200) return { kind: 'rewrite', upstream: target, rule };
    // An unknown Host is never written into an absolute Location: it gets a relative one.
    const location = target.startsWith('/') && isKnownHost(url.hostname) ? `${url.origin}${target}` : target;
    return { kind: 'redirect', status: rule.status, location, rule };
  }

  const page = matchPage(resolved.tenant, pathname, PAGE_EXISTS);
  if (page) return { kind: 'page', route: page.route, params: page.params };

  if (origins.legacy && resolved.tenant.legacy) {
    return { kind: 'legacy', mode: resolved.tenant.legacy.mode, upstream: `${origins.legacy}${pathAndQuery}` };
  }
  return { kind: 'not-found' };
}

/**
 * Whether a site path of the tenant is answered by its legacy host (no tenant file, no redirect
 * rule, no page: `decideFor`'s last step), whatever the legacy origin is set to: the pages that
 * link there say where the link leads (worker/i18n/english-targets.ts).
 */
export function servedByLegacyHost(resolved: ResolvedTenant, pathname: string): boolean {
  return (
    resolved.tenant.legacy !== null &&
    !isTenantFile(pathname) &&
    !matchRedirect(tableFor(resolved.id), pathname) &&
    !matchPage(resolved.tenant, pathname, PAGE_EXISTS)
  );
}
