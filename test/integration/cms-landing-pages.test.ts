import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import worker from '../../worker/index.ts';
import { PAGE_CSP } from '../../worker/http/security-headers.ts';
import { CMS_VERSION_HEADER } from '../../worker/content/cms/served-version.ts';
import { STUB_LANDING, STUB_PICTURE, STUB_PNG } from '../cms-landing-stub.ts';
import { HOSTS } from './helpers.ts';

/** The stub CMS with landing pages (test/cms-landing-stub.ts): it logs every request it gets. */
const CMS = 'https://cms-landing.test';

async function get(tenant: string, path: string, vars: Record<string, string> = { CMS_ORIGIN: CMS }) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`https://${HOSTS[tenant]}${path}`),
    { ...env, HTML_CACHE: 'on', ...vars },
    ctx,
  );
  const body = (await res.text()).replace(/<!-- -->/g, '');
  await waitOnExecutionContext(ctx);
  return { res, body };
}

/** What the stub CMS was asked since the last call (paths with their queries). */
async function cmsRequests(): Promise<string[]> {
  const log = await (await fetch('https://upstream-log.test/cms-landing.test')).json<{ path: string }[]>();
  return log.map((r) => decodeURIComponent(r.path));
}

let warnings: string[] = [];
beforeEach(() => {
  warnings = [];
  vi.spyOn(console, 'warn').mockImplementation((message: string) => void warnings.push(message));
});
afterEach(() => vi.restoreAllMocks());

describe('landing pages made in the CMS (/lp/<slug>)', () => {
  // First, while no copy of the page is in this isolate's HTML memory cache (keyed by the content version, as in production).
  it('without a CMS: /lp/ paths answer as before (404, or the legacy host of Corporate Fitness), and the sitemap is the repository list', async () => {
    expect((await get('default', `/lp/${STUB_LANDING.slug}`, { CMS_ORIGIN: '' })).res.status).toBe(404);
    // The stub legacy host describes the request it got.
    const legacy = await get('cofi', `/lp/${STUB_LANDING.slug}`, { CMS_ORIGIN: '' });
    expect(legacy.body).toContain('legacy.corporatefitness.example');
    expect(legacy.body).toContain(`/lp/${STUB_LANDING.slug}`);
    expect((await get('cofi', '/sitemap.xml', { CMS_ORIGIN: '' })).body).not.toContain('/lp/');
    expect(await cmsRequests()).toEqual([]);
  });

  it('a CMS that fails: the 502 page for a landing page, never cached; the sitemap lists the repository pages', async () => {
    const { res } = await get('cofi', `/lp/${STUB_LANDING.slug}`, { CMS_ORIGIN: 'https://cms-down.test' });
    expect(res.status).toBe(502);
    expect(res.headers.get('x-cache')).toBeNull();
    const sitemap = await get('cofi', '/sitemap.xml', { CMS_ORIGIN: 'https://cms-down.test' });
    expect(sitemap.res.status).toBe(200);
    expect(sitemap.res.headers.get('cache-control')).toBe('no-store');
    expect(sitemap.body).toContain('/pricing</loc>');
    expect(warnings.join('\n')).toMatch(/cms landing page .*status 503/);
  });

  it("a published landing page is served on its brand with the page's headers and version, and is a 404 on the other brand", async () => {
    const { res, body } = await get('cofi', `/lp/${STUB_LANDING.slug}`);
    expect(res.status).toBe(200);
    expect(body).toContain('<h1>Spring into steps with Corporate Fitness</h1>');
    expect(body).toContain('<h2>How it works</h2>');
    expect(body).toMatch(/<a href="\/contact\?topic=demo"[^>]*>Book a demo<\/a>/);
    // Its Picture beside the title and the picture of its copy, from the site's own origin, with their
    // alternative text and size; the first screen's is fetched first, the copy's when near the screen.
    const images = [...body.matchAll(/<img [^>]*>/g)].map(([tag]) => tag).filter((tag) => tag.includes('/cms-media/'));
    expect(images).toEqual([
      expect.stringMatching(
        new RegExp(
          `^<img src="/cms-media/${STUB_PICTURE}" alt="Colleagues at the start line of a spring walk" width="1200" height="800" decoding="async" fetchPriority="high"`,
          'i',
        ),
      ),
      expect.stringMatching(
        new RegExp(
          `^<img src="/cms-media/${STUB_PICTURE}" alt="A team walking through a park in spring" width="1" height="1" decoding="async" loading="lazy"`,
        ),
      ),
    ]);
    expect(images[0]).not.toContain('loading=');
    expect(res.headers.get(CMS_VERSION_HEADER)).toBe(STUB_LANDING.publishedAt);
    expect(res.headers.get('content-security-policy')).toBe(PAGE_CSP);
    // The pictures are the site's own: images stay as allowed before, and the CMS's origin is named nowhere.
    const csp = res.headers.get('content-security-policy')!;
    expect(csp.split('; ').find((d) => d.startsWith('img-src'))).toBe("img-src 'self' data: https:");
    expect(csp).not.toContain('cms-landing.test');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).not.toContain('no-store');
    // The second visitor gets the HTML cache's copy.
    expect((await get('cofi', `/lp/${STUB_LANDING.slug}`)).res.headers.get('x-cache')).toBe('HIT');

    // Never on the other brand's host, whatever the CMS holds.
    for (const tenant of ['default', 'mzg'] as const) {
      const other = await get(tenant, `/lp/${STUB_LANDING.slug}`);
      expect(other.res.status, tenant).toBe(tenant === 'mzg' ? 200 : 404);
    }
    expect(warnings).toEqual([]);
  });

  it('in German: the localization, listed in the German sitemap; the brand sitemaps list only their own', async () => {
    const de = await get('cofi', `/de/lp/${STUB_LANDING.slug}`);
    expect(de.res.status).toBe(200);
    expect(de.body).toContain('<h1>Mit Corporate Fitness in den Frühling</h1>');
    const sitemap = (await get('cofi', '/sitemap.xml')).body;
    expect(sitemap).toContain(`<loc>https://www.corporatefitness.example/lp/${STUB_LANDING.slug}</loc>`);
    expect(sitemap).toContain('<loc>https://www.corporatefitness.example/pricing</loc>');
    expect((await get('cofi', '/de/sitemap.xml')).body).toContain(`/de/lp/${STUB_LANDING.slug}</loc>`);
    expect((await get('default', '/sitemap.xml')).body).not.toContain('/lp/');
  });

  it('a slug the CMS does not have is a 404 after one cached list; a malformed one never asks the CMS', async () => {
    await cmsRequests();
    expect((await get('default', '/lp/not-a-campaign')).res.status).toBe(404);
    expect((await get('default', '/lp/still-not-one')).res.status).toBe(404);
    const asked = await cmsRequests();
    // The list once (then cached under the content version), never a page.
    expect(asked.filter((p) => p.startsWith('/api/landing-pages')).length).toBeLessThanOrEqual(1);
    expect(asked.filter((p) => p.includes('filters[slug]'))).toEqual([]);
    expect((await get('default', '/lp/Not_A_Slug')).res.status).toBe(404);
    expect((await get('default', '/lp/a/b')).res.status).toBe(404);
    expect((await cmsRequests()).filter((p) => p.startsWith('/api/landing-pages'))).toEqual([]);
  });

  it('any other page makes no landing-page request to the CMS', async () => {
    await get('cofi', '/pricing?first=1');
    await cmsRequests();
    const { res } = await get('cofi', '/pricing?again=1');
    expect(res.status).toBe(200);
    expect((await cmsRequests()).filter((p) => p.startsWith('/api/landing-pages'))).toEqual([]);
  });

  it("the CMS's pictures under the site's own origin: only uploads of the types the site shows, only with a CMS", async () => {
    const picture = await get('cofi', `/cms-media/${STUB_PICTURE}`);
    expect(picture.res.status).toBe(200);
    expect(picture.res.headers.get('content-type')).toBe('image/png');
    expect(picture.res.headers.get('x-content-type-options')).toBe('nosniff');
    const ctx = createExecutionContext();
    const bytes = await worker.fetch(
      new Request(`https://${HOSTS.default}/cms-media/${STUB_PICTURE}`),
      { ...env, CMS_ORIGIN: CMS },
      ctx,
    );
    expect(new Uint8Array(await bytes.arrayBuffer())).toEqual(STUB_PNG);
    await waitOnExecutionContext(ctx);
    await cmsRequests();
    // Another visitor's copy comes from the edge cache.
    expect((await get('cofi', `/cms-media/${STUB_PICTURE}`)).res.status).toBe(200);
    expect(await cmsRequests()).toEqual([]);
    for (const path of ['/cms-media/drawing.svg', '/cms-media/..%2Fapi%2Fpages.png', '/cms-media/missing_0000.png'])
      expect((await get('cofi', path)).res.status, path).toBe(404);
    expect((await get('truenorth', `/cms-media/${STUB_PICTURE}`, { CMS_ORIGIN: '' })).res.status).toBe(404);
    // A redirect of the CMS is not followed: only the configured CMS's uploads are served.
    await cmsRequests();
    expect((await get('cofi', '/cms-media/moved_0000.png')).res.status).toBe(502);
    expect(await cmsRequests()).toEqual(['/uploads/moved_0000.png']);
  });
});
