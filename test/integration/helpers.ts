import { SELF } from 'cloudflare:test';
import { expect } from 'vitest';
import { urlOf } from '../tenant-hosts.ts';

/** A real request through the worker in workerd; redirects are returned, not followed. */
export function get(url: string, init: RequestInit = {}): Promise<Response> {
  return SELF.fetch(url, { redirect: 'manual', ...init });
}

// Hosts and tenant lists come from tenants/*.json (test/tenant-hosts.ts); kept here for the tests that import them from helpers.
export { COFI_TENANTS, GENERAL_TENANTS, HOSTS, TENANT_IDS } from '../tenant-hosts.ts';

/** A page's text as a reader sees it: React's entities and text separators undone. */
export const readerTextOf = async (url: string): Promise<string> =>
  (await (await get(url)).text())
    .replace(/<!-- -->/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/** A tenant's page that must answer 200, as HTML with React's text separators (`<!-- -->`) removed. */
export async function pageHtmlOf(tenant: string, path: string): Promise<string> {
  const res = await get(urlOf(tenant, path));
  expect(res.status, path).toBe(200);
  return (await res.text()).replace(/<!-- -->/g, '');
}
