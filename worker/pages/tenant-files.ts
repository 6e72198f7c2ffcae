import type { Tenant } from '../tenants/schema.ts';

/** Files every tenant answers itself, before its redirect table and its legacy host. */
export const TENANT_FILES = ['/robots.txt'] as const;
export type TenantFile = (typeof TENANT_FILES)[number];

export function isTenantFile(path: string): path is TenantFile {
  return (TENANT_FILES as readonly string[]).includes(path);
}

/**
 * robots.txt: crawl the marketing pages, not the app paths handed to the app host or the
 * preview and test pages.
 */
export function robotsTxt(tenant: Tenant): string {
  return [
    `# ${tenant.name}`,
    'User-agent: *',
    'Allow: /',
    'Disallow: /profile',
    'Disallow: /eventmanager',
    'Disallow: /checkout/',
    'Disallow: /account/',
    'Disallow: /test/',
    'Disallow: /tmp/',
    'Disallow: /*?*tenant=',
    '',
  ].join('\n');
}
