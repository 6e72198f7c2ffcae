import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { CONTENT } from '../../worker/content/built-content.ts';
import { pageContentFor } from '../../worker/content/page-content-for.ts';
import { SITE_DATA } from '../../worker/generated/site-data.ts';
import { sitemapPaths } from '../../worker/render/sitemap.ts';
import { matchPage, PAGE_ROUTES, type Brand } from '../../worker/routes/routes.ts';
import { PAGE_EXISTS } from '../../worker/content/built-content.ts';
import { expandRules } from '../../compiler/redirects/redirect-landings.ts';
import { knownSitePaths } from '../../compiler/redirects/site-landings.ts';
import { get, HOSTS } from './helpers.ts';

/** A tenant of each brand and a subtenant of it: pages render for the whole brand. */
const TENANTS_OF: Record<Brand, string[]> = { default: ['default', 'wmm'], cofi: ['cofi', 'mzg'] };

/** A concrete path for every route: the pattern, or the first entry of the content it lists. */
function examplePath(pattern: string, brand: Brand): string | null {
  if (pattern.endsWith('*')) return null;
  if (pattern === '/challenges/:id/packages/:packageId') {
    const c = Object.values(CONTENT.readyToGo)[0]!;
    return `/challenges/${c.slug}/packages/${c.packages[0]!.id}`;
  }
  if (!pattern.includes(':')) return pattern;
  return sitemapPaths(brand, brand).find((p) => new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}$`).test(p)) ?? null;
}

const cases = PAGE_ROUTES.flatMap((route) =>
  route.brands.flatMap((brand) =>
    TENANTS_OF[brand].map((tenant) => ({ route, brand, tenant, path: examplePath(route.pattern, brand) })),
  ),
).filter((c): c is typeof c & { path: string } => c.path !== null);

const assets = (env as unknown as { ASSETS: Fetcher }).ASSETS;
const sheets = new Map<string, Promise<Set<string>>>();
/** The component classes a stylesheet has rules for, fetched once per sheet. */
const styledBy = (href: string) => {
  if (!sheets.has(href))
    sheets.set(
      href,
      assets
        .fetch(`https://${HOSTS.default}${href}`)
        .then((res) => res.text())
        .then((css) => new Set([...css.matchAll(/\.(go\d+)/g)].map((m) => m[1]!))),
    );
  return sheets.get(href)!;
};

describe('every route renders real content for the tenants of its brand', () => {
  it.each(cases)('$tenant $path ($route.name)', async ({ route, brand, tenant, path }) => {
    const res = await get(`https://${HOSTS[tenant]}${path}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html.match(/<h1[\s>]/g)?.length, 'exactly one <h1>').toBe(1);
    const match = matchPage(brand, path, PAGE_EXISTS);
    expect(match?.route.name).toBe(route.name);
    const params = match!.params;
    const copy = pageContentFor({ route, params, path, brand, tenantId: tenant });
    if (route.name !== 'home') {
      expect(copy, 'content for the route').toBeDefined();
      const name = SITE_DATA.tenants[tenant]!.name;
      // The contact page is titled by its heading, which follows the chosen topic (its module's `heading`).
      const title =
        route.name === 'contact'
          ? /<h1[^>]*>(.*?)<\/h1>/s.exec(html)![1]!
          : copy!.title.replaceAll('{{name}}', name).replaceAll('&', '&amp;').replaceAll("'", '&#x27;');
      expect(html).toContain(`<title>${title} | ${name}</title>`);
    }
    // Real copy, not a stub: the visible text of <main> (or the hero on home) runs to several sentences.
    const text = html.replace(/<style[\s\S]*?<\/style>|<script[\s\S]*?<\/script>|<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(text.length).toBeGreaterThan(800);
    // Drawn by the sheet it links (its brand's and route's, compiler/steps/build-component-stylesheet.ts):
    // every component class it names has rules there, but the theme's own class (inline, per request).
    const [href, ...more] = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!);
    expect(more, 'one stylesheet').toEqual([]);
    expect(href).toMatch(new RegExp(`/${brand}-${route.name}\\.css$`));
    const styled = await styledBy(href!);
    const theme = new Set(/<style id="tt-theme">([\s\S]*?)<\/style>/.exec(html)![1]!.match(/\bgo\d+\b/g));
    const names = new Set(html.match(/\bgo\d+\b/g));
    expect(
      [...names].filter((name) => !styled.has(name) && !theme.has(name)),
      'classes without rules',
    ).toEqual([]);
  });
});

describe('routes of one brand are not pages of the other', () => {
  // cofi's own redirects take some general paths first (cofi's tenant mapping).
  const redirected = new Set((SITE_DATA.redirects.cofi ?? []).map((r) => r.source));
  const general = PAGE_ROUTES.filter(
    (r) =>
      !r.brands.includes('cofi') && !r.pattern.includes(':') && !r.pattern.endsWith('*') && !redirected.has(r.pattern),
  );
  it('the cofi mapping redirects the general solutions pages to product pages, and the trial it does not offer to its demo request', () => {
    const mapped = PAGE_ROUTES.filter((r) => !r.brands.includes('cofi') && redirected.has(r.pattern)).map(
      (r) => r.pattern,
    );
    expect(mapped.filter((p) => p.startsWith('/solutions/'))).toHaveLength(7);
    expect(mapped.filter((p) => !p.startsWith('/solutions/'))).toEqual(['/start-trial']);
  });
  it.each(general.map((r) => r.pattern))('cofi sends %s to its legacy host', async (path) => {
    const res = await get(`https://${HOSTS.cofi}${path}`);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(((await res.json()) as { upstream: string }).upstream).toBe('legacy.corporatefitness.example');
  });

  // The general brand's own pages on the same subject take some cofi paths (redirects/default.redirects).
  const ownRedirect = new Set(
    (SITE_DATA.redirects.default ?? []).filter((r) => r.file === 'redirects/default.redirects').map((r) => r.source),
  );
  const cofiOnly = Object.values(CONTENT.cms)
    .filter((p) => !p.brands.includes('default') && !ownRedirect.has(p.path))
    .map((p) => p.path);
  it.each(cofiOnly)('the general brand answers %s with its 404 page', async (path) => {
    const res = await get(`https://${HOSTS.default}${path}`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Search the site');
  });

  it('unknown ids of collection routes are 404, not empty pages', async () => {
    for (const path of [
      '/blog/no-such-post',
      '/challenges/journeys/atlantis',
      '/challenges/10k-steps-a-day/packages/platinum',
      '/trial/forever',
      '/solutions/nowhere',
    ]) {
      expect((await get(`https://${HOSTS.default}${path}`)).status, path).toBe(404);
    }
  });
});

describe('redirect tables point at pages that exist', () => {
  // Splat and placeholder rules expanded over every path the site knows, as `npm run check` does.
  const known = knownSitePaths({ ...SITE_DATA, menus: CONTENT.menus }, CONTENT);
  const expansions = (tenant: string) => expandRules(SITE_DATA.redirects[tenant] ?? [], known);

  it.each([
    ['default', 'wmm'],
    ['cofi', 'mzg'],
  ])('the expansion reaches the spec integrations on %s and %s (the splat rule is covered)', (tenant) => {
    const sources = expansions(tenant).map((e) => e.source);
    for (const name of ['zapier', 'fitness-trackers', 'single-sign-on', 'custom-app-platforms', 'slack'])
      expect(sources).toContain(`/solutions/integrations/${name}`);
  });

  for (const tenant of ['default', 'minimal', 'cofi', 'mzg']) {
    it.each(expansions(tenant).map((e) => [e.source, e.target]))(
      `${tenant}: %s → %s renders`,
      async (source, destination) => {
        const hop = await get(`https://${HOSTS[tenant]}${source}`);
        expect(hop.headers.get('location')).toBe(`https://${HOSTS[tenant]}${destination}`);
        const res = await get(`https://${HOSTS[tenant]}${destination}`);
        expect(res.status).toBe(200);
        const type = res.headers.get('content-type');
        if (SITE_DATA.tenants[tenant]!.legacy && type === 'application/json') {
          // A path this site does not render on the corporate-fitness brand: its legacy host serves it.
          expect(((await res.json()) as { upstream: string }).upstream).toBe('legacy.corporatefitness.example');
          return;
        }
        expect(type).toBe('text/html; charset=utf-8');
        await res.body?.cancel();
      },
    );
  }
});
