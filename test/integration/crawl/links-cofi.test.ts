import { describe, expect, it } from 'vitest';
import { SITE_DATA } from '../../../worker/generated/site-data.ts';
import { CONTENT } from '../../../worker/content/built-content.ts';
import { walk } from '../../../worker/content/menus/load-menus.ts';
import { embeddedMenus } from '../../../worker/content/menus/menu-source.ts';
import { get } from '../helpers.ts';
import { crawl, shareImageProblems, sitemapPathsOf } from './crawler.ts';
import { hostOf } from '../../tenant-hosts.ts';

const HOST = hostOf('cofi');

/** Site paths cofi's menus mark EXTERNAL: its legacy host serves them (its /blog, /get and /challenges live there). */
function legacyMenuPaths(): Set<string> {
  const cofi = SITE_DATA.tenants.cofi!;
  const items = [...(CONTENT.menus[cofi.cmsMenuKey] ?? []), ...(CONTENT.menus[cofi.footerNavKey] ?? [])];
  return new Set([...walk(items)].flatMap(([i]) => (i.type === 'EXTERNAL' && i.path?.startsWith('/') ? [i.path] : [])));
}

describe('every internal link on the corporate-fitness brand resolves', () => {
  it('crawls from /: pages render, redirects land on pages, only menu EXTERNAL paths reach the legacy host', async () => {
    const legacy = legacyMenuPaths();
    expect([...legacy].sort()).toEqual(['/blog', '/challenges', '/get']);
    const { visited, problems, shareImages } = await crawl(HOST, legacy);
    expect(problems).toEqual([]);
    expect(shareImages.size).toBeGreaterThan(0);
    expect(await shareImageProblems(HOST, shareImages)).toEqual([]);
    const pages = [...visited].filter(([, v]) => v.kind === 'page').map(([url, v]) => [url.split('?')[0]!, v] as const);
    expect(pages.length).toBeGreaterThan(40);
    // Every page the cofi main menu links to exists on cofi.
    for (const [item] of walk(embeddedMenus(SITE_DATA.tenants.cofi!).main))
      if (item.type === 'INTERNAL' && item.path) expect(visited.get(item.path)?.kind, item.path).toBe('page');
    const sitemap = new Set(await sitemapPathsOf(HOST));
    const indexable = new Set(pages.filter(([, v]) => !v.noindex).map(([p]) => p));
    expect([...indexable].filter((p) => !sitemap.has(p))).toEqual([]);
    for (const path of [...sitemap].filter((p) => !visited.has(p))) {
      const res = await get(`https://${HOST}${path}`);
      expect(`${path} ${res.status} ${res.headers.get('content-type')}`).toBe(`${path} 200 text/html; charset=utf-8`);
      await res.body?.cancel();
    }
  }, 120_000);
});
