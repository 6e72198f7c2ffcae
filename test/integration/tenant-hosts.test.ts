import { describe, expect, it } from 'vitest';
import { get, HOSTS, TENANT_IDS } from './helpers.ts';
import { originOf } from '../tenant-hosts.ts';

/**
 * Each tenant's own origin, read from its file: `homeUrl` where it sets one (fitmap, wmm, 100kmc),
 * else its first host, never its base brand's (mzg, truenorth, minimal).
 */
const HOME = (id: string): string => originOf(id);

async function absoluteUrlsOf(url: string) {
  const html = await (await get(url)).text();
  return {
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1],
    ogUrl: /<meta property="og:url" content="([^"]+)"/.exec(html)?.[1],
  };
}

describe('a tenant publishes its own host in its absolute URLs', () => {
  it("a subtenant without homeUrl is its first host, not its base brand's (the rule HOME reads)", () => {
    expect(HOME('mzg')).toBe('https://mzg.corporatefitness.example');
    expect(HOME('fitmap')).toBe('https://www.fitmap.example');
  });

  it.each(TENANT_IDS)('%s: canonical and og:url on /pricing', async (id) => {
    expect(await absoluteUrlsOf(`https://${HOSTS[id]}/pricing?gclid=1`)).toEqual({
      canonical: `${HOME(id)}/pricing`,
      ogUrl: `${HOME(id)}/pricing`,
    });
  });

  it.each(TENANT_IDS)('%s: every sitemap.xml line and robots.txt name its home URL', async (id) => {
    const xml = await (await get(`https://${HOSTS[id]}/sitemap.xml`)).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs.length).toBeGreaterThan(10);
    expect(locs.filter((loc) => !loc.startsWith(`${HOME(id)}/`))).toEqual([]);
    const robots = await (await get(`https://${HOSTS[id]}/robots.txt`)).text();
    expect(robots).toContain(`\nSitemap: ${HOME(id)}/sitemap.xml\n`);
  });

  it('another host of the tenant (apex, .app) still publishes the home URL', async () => {
    expect((await absoluteUrlsOf('https://teamtrek.app/pricing')).canonical).toBe(`${HOME('default')}/pricing`);
    expect((await absoluteUrlsOf('https://corporatefitness.example/')).canonical).toBe(`${HOME('cofi')}/`);
  });

  it("a preview on another tenant's host publishes the previewed tenant's host, never the request host", async () => {
    expect(await absoluteUrlsOf('https://www.teamtrek.example/pricing?tenant=mzg')).toEqual({
      canonical: `${HOME('mzg')}/pricing`,
      ogUrl: `${HOME('mzg')}/pricing`,
    });
    const robots = await (await get('https://www.corporatefitness.example/robots.txt?tenant=minimal')).text();
    expect(robots).toContain(`Sitemap: ${HOME('minimal')}/sitemap.xml`);
    expect(robots).not.toContain('corporatefitness');
  });
});
