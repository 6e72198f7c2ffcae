import { describe, expect, it } from 'vitest';
import { crawl, shareImageProblems, sitemapPathsOf } from './crawler.ts';
import { hostOf } from '../../tenant-hosts.ts';

const HOST = hostOf('default');

describe('every internal link on the general brand resolves', () => {
  it('crawls from / and finds no broken link; every page found is in the sitemap, every sitemap page renders', async () => {
    const { visited, problems, shareImages } = await crawl(HOST);
    expect(problems).toEqual([]);
    expect(shareImages.size).toBeGreaterThan(0);
    expect(await shareImageProblems(HOST, shareImages)).toEqual([]);
    const pages = [...visited].filter(([, v]) => v.kind === 'page');
    expect(pages.length).toBeGreaterThan(80);
    const sitemap = new Set(await sitemapPathsOf(HOST));
    const indexable = new Set(pages.filter(([, v]) => !v.noindex).map(([url]) => url.split('?')[0]!));
    expect([...indexable].filter((p) => !sitemap.has(p))).toEqual([]);
    const unvisited = [...sitemap].filter((p) => !visited.has(p));
    const { problems: sitemapProblems } = await crawlEach(unvisited);
    expect(sitemapProblems).toEqual([]);
  }, 120_000);
});

/** Sitemap pages no link reached (such as /tmp pages are not, but articles may be): each must render. */
async function crawlEach(paths: string[]) {
  const problems: string[] = [];
  const { get } = await import('../helpers.ts');
  for (const path of paths) {
    const res = await get(`https://${HOST}${path}`);
    if (res.status !== 200 || !(res.headers.get('content-type') ?? '').startsWith('text/html'))
      problems.push(`${path}: ${res.status}`);
    await res.body?.cancel();
  }
  return { problems };
}
