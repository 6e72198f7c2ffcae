// Links typed as full addresses of the brand's own site (https://www.corporatefitness.example/pricng):
// the worker's link rules check site paths only and let any https:// address through, so a typo in
// an address on the brand's own host would reach visitors as a 404. Checked here, at Save, with the
// site paths' own rule: a page of that host's brand.
import { BRANDS, type Brand } from '../../common/brands.ts';
import { PAGE_EXISTS } from '../../worker/content/built-content.ts';
import { matchPage } from '../../worker/routes/routes.ts';
import { SITE_DATA } from '../../worker/generated/site-data.ts';
import { fieldLabel, fieldPath } from './marketer-words.ts';

export interface LinkProblem {
  path: string;
  message: string;
}

/** The brand whose site answers on `host` (a brand's or one of its partner sites' hosts), or null. */
export function brandOfHost(host: string): Brand | null {
  const name = host.toLowerCase();
  for (const tenant of Object.values(SITE_DATA.tenants))
    if (tenant.hosts.includes(name) && (BRANDS as readonly string[]).includes(tenant.routeSet))
      return tenant.routeSet as Brand;
  return null;
}

/** Whether the brand's site has a page at `path` (query and fragment ignored). */
export const isPageOf = (brand: Brand, path: string): boolean =>
  matchPage(brand, path.split(/[?#]/)[0] || '/', PAGE_EXISTS) !== null;

/**
 * The message for a full address on a brand's own host that has no page there, or null when the
 * address is elsewhere or is a page.
 *
 * @example
 * ownHostLinkMessage('https://www.corporatefitness.example/pricng', "Call to action 1's link")
 * // "Call to action 1's link: https://www.corporatefitness.example/pricng is on the Corporate Fitness site, which has no page at /pricng; …"
 */
export function ownHostLinkMessage(href: string, field: string): string | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const brand = brandOfHost(url.hostname);
  if (!brand || isPageOf(brand, url.pathname)) return null;
  const name = SITE_DATA.tenants[brand]!.name;
  return `${field}: ${href} is on the ${name} site, which has no page at ${url.pathname}; choose one of its pages (a path like /pricing works on every host of the brand).`;
}

/** Every link of a page entry (calls to action, links in the copy) with its field path. */
function pageLinks(entry: Record<string, unknown>): { path: string; href: string }[] {
  const links: { path: string; href: string }[] = [];
  if (Array.isArray(entry.cta))
    entry.cta.forEach((cta: { href?: unknown }, i) => {
      if (typeof cta?.href === 'string') links.push({ path: `cta.${i}.href`, href: cta.href });
    });
  const walk = (node: unknown, path: string) => {
    if (Array.isArray(node)) return node.forEach((child, i) => walk(child, `${path}.${i}`));
    if (!node || typeof node !== 'object') return;
    const block = node as { type?: unknown; url?: unknown; children?: unknown };
    if (block.type === 'link' && typeof block.url === 'string') links.push({ path: `${path}.url`, href: block.url });
    if (block.children) walk(block.children, `${path}.children`);
  };
  walk(entry.body, 'body');
  return links;
}

/** A page's full addresses on a brand's own site that land on no page, each on its field as the admin marks it. */
export function ownHostLinkProblems(entry: Record<string, unknown>): LinkProblem[] {
  return pageLinks(entry).flatMap(({ path, href }) => {
    const message = ownHostLinkMessage(href, fieldLabel(path));
    return message ? [{ path: fieldPath(path).join('.'), message }] : [];
  });
}
