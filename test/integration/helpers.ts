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

/**
 * What a reader sees of some HTML: scripts (JSON-LD, island props) and styles dropped, tags as
 * spaces, React's text separators and the entities it writes undone, white space collapsed.
 * `keepNoBreakSpaces` collapses only ASCII white space, for copy whose no-break spaces are the
 * point (French figures and punctuation: "2 149").
 */
export const textOf = (html: string, { keepNoBreakSpaces = false } = {}): string =>
  html
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(keepNoBreakSpaces ? /[ \t\r\n]+/g : /\s+/g, ' ');

/** The `aria-label`s of some HTML, entities undone; with `role`, only those of elements of that role written before it. */
export const labelsOf = (html: string, { role }: { role?: string } = {}): string[] =>
  [...html.matchAll(role ? new RegExp(`role="${role}" aria-label="([^"]*)"`, 'g') : /aria-label="([^"]*)"/g)].map((m) =>
    m[1]!
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&'),
  );
