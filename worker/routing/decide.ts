import { SITE_DATA } from '../generated/site-data.ts';
import { PAGE_EXISTS } from '../content/content.ts';
import { matchPage, type PageRoute } from '../pages/routes.ts';
import { isTenantFile, type TenantFile } from '../pages/tenant-files.ts';
import type { ResolvedTenant } from '../tenants/resolve.ts';
import type { TenantOrigins } from '../tenants/origins.ts';
import { buildDestination, compileRedirects, matchRedirect, type RedirectTable } from './redirect-matcher.ts';
import { APP_DESTINATION, type RedirectRule } from './redirect-rule.ts';

/** Longest path + query we answer; longer gets 414 (browsers and CDNs cap URLs near this too). */
export const MAX_URL_LENGTH = 8192;

export type Decision =
  | { kind: 'reject'; status: 400 | 414; reason: string }
  | { kind: 'redirect'; status: number; location: string; rule: RedirectRule }
  | { kind: 'rewrite'; upstream: string; rule: RedirectRule }
  | { kind: 'handoff'; mode: 'redirect' | 'proxy'; upstream: string; rule: RedirectRule }
  | { kind: 'page'; route: PageRoute; params: Record<string, string> }
  | { kind: 'tenant-file'; file: TenantFile }
  | { kind: 'legacy'; mode: 'proxy' | 'redirect'; upstream: string }
  | { kind: 'not-found' };

/** Compiled once per isolate: one table per tenant (own rules, base tenant's, shared). */
const TABLES: Record<string, RedirectTable> = Object.fromEntries(
  Object.entries(SITE_DATA.redirects).map(([id, rules]) => [id, compileRedirects(rules)]),
);

function isWellEncoded(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * What the worker does with a URL, as a value: the worker turns it into a response and
 * `npm run route` prints it. Upstream URLs are the configured origin plus the path, never
 * `new URL(path, origin)`, so no path can change the host.
 */
export function decideRoute(url: URL, resolved: ResolvedTenant, origins: TenantOrigins): Decision {
  const { pathname, search } = url;
  if (pathname.length + search.length > MAX_URL_LENGTH) return { kind: 'reject', status: 414, reason: `URL longer than ${MAX_URL_LENGTH} characters` };
  if (pathname.includes('%') && !isWellEncoded(pathname)) return { kind: 'reject', status: 400, reason: 'malformed percent-encoding in the path' };
  const pathAndQuery = `${pathname}${search}`;

  if (isTenantFile(pathname)) return { kind: 'tenant-file', file: pathname };

  const hit = matchRedirect(TABLES[resolved.id]!, pathname);
  if (hit) {
    const { rule } = hit;
    if (rule.destination === APP_DESTINATION) {
      return { kind: 'handoff', mode: resolved.tenant.appHandoff, upstream: `${origins.app}${pathAndQuery}`, rule };
    }
    const target = buildDestination(rule.destination, hit.params, search);
    if (rule.status === 200) return { kind: 'rewrite', upstream: target, rule };
    return { kind: 'redirect', status: rule.status, location: target.startsWith('/') ? `${url.origin}${target}` : target, rule };
  }

  const page = matchPage(resolved.tenant, pathname, PAGE_EXISTS);
  if (page) return { kind: 'page', route: page.route, params: page.params };

  if (origins.legacy && resolved.tenant.legacy) {
    return { kind: 'legacy', mode: resolved.tenant.legacy.mode, upstream: `${origins.legacy}${pathAndQuery}` };
  }
  return { kind: 'not-found' };
}
