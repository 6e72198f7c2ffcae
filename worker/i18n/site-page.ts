import { PAGE_EXISTS } from '../content/built-content.ts';
import { matchPage } from '../routes/routes.ts';
import type { Tenant } from '../tenants/schema.ts';

/**
 * Whether a link goes to a page this worker renders for the tenant, so it gets the page's locale
 * prefix. Anything else keeps its path: the legacy host's pages (cofi's /blog), app paths (handed
 * over unprefixed anyway), files.
 */
export function isSitePage(tenant: Tenant): (href: string) => boolean {
  return (href) => matchPage(tenant, href.split(/[?#]/, 1)[0]!, PAGE_EXISTS) !== null;
}
