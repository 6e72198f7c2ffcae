import { beforeAll, describe, expect, it } from 'vitest';
import { preloadPageModules } from '../preload-page-modules.ts';
import { TENANTS } from '../../worker/tenants/registry.ts';
import { get, HOSTS, TENANT_IDS } from './helpers.ts';
import { checkGraph, jsonLdOf, type Node } from './structured-data-rules.ts';
import { TRUST_CENTRE_PATHS } from '../../worker/trust/trust-centre-path.ts';

/** Every page of a tenant's sitemap, as site paths. */
async function sitemapPaths(tenantId: string): Promise<string[]> {
  const xml = await (await get(`https://${HOSTS[tenantId]}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);
}

/** The names of the visible breadcrumb, in order (empty when the page shows none). */
function visibleBreadcrumb(html: string): string[] {
  const nav = /<nav aria-label="Breadcrumb"[^>]*>(.*?)<\/nav>/s.exec(html)?.[1] ?? '';
  return [...nav.matchAll(/<li[^>]*>(.*?)<\/li>/gs)].map(([, li]) =>
    li!
      .replace(/<[^>]+>/g, '')
      .replace(/&amp;/g, '&')
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"'),
  );
}

/** Which of the page's own types a sitemap path must carry, by the kind of page it is. */
function expectedTypes(path: string): string[] {
  if (path === '/pricing') return ['Product', 'FAQPage'];
  if (/^\/blog\/[^/]+$/.test(path)) return ['BlogPosting'];
  if (/^\/articles\/[^/]+$/.test(path)) return ['Article'];
  if (path === '/resources/case-studies') return ['Article'];
  if (/^\/challenges\/journeys\/[^/]+$/.test(path)) return ['TouristTrip'];
  if ((Object.values(TRUST_CENTRE_PATHS) as string[]).includes(path)) return ['WebPage'];
  return [];
}

// The walk renders every page kind: load the modules first, outside a request and its time limit.
beforeAll(preloadPageModules, 120_000);

const checked = { tenants: 0, pages: 0 };

describe.each(TENANT_IDS)('JSON-LD on every sitemap page of %s', (tenantId) => {
  const tenant = TENANTS[tenantId]!;

  it('is valid, names this tenant, and carries the types its page kind needs', { timeout: 120_000 }, async () => {
    const paths = await sitemapPaths(tenantId);
    expect(paths.length).toBeGreaterThan(10);
    const problems: string[] = [];
    for (const path of paths) {
      const res = await get(`https://${HOSTS[tenantId]}${path}`);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      const graph = jsonLdOf(html);
      problems.push(...checkGraph(graph, tenant).map((p) => `${path}: ${p}`));
      const nodes: Node[] = graph['@graph'];
      const types = nodes.map((n) => n['@type']);
      for (const type of expectedTypes(path)) if (!types.includes(type)) problems.push(`${path}: no ${type}`);
      const crumbs = visibleBreadcrumb(html);
      const list = nodes.find((n) => n['@type'] === 'BreadcrumbList');
      const nested = path.split('/').filter(Boolean).length > 1;
      if (nested !== crumbs.length > 0) problems.push(`${path}: nested ${nested} but shows ${crumbs.length} crumbs`);
      const listed = (list?.itemListElement ?? []).map((item: Node) => item.name);
      if (JSON.stringify(listed) !== JSON.stringify(crumbs))
        problems.push(`${path}: BreadcrumbList ${JSON.stringify(listed)} ≠ visible ${JSON.stringify(crumbs)}`);
    }
    expect(problems).toEqual([]);
    checked.tenants++;
    checked.pages += paths.length;
  });
});

describe('the JSON-LD walk', () => {
  it('covered every tenant', () => {
    console.log(`structured data: ${checked.pages} sitemap pages of ${checked.tenants} tenants checked`);
    expect(checked.tenants).toBe(TENANT_IDS.length);
  });
});
