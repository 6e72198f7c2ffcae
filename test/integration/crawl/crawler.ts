import { env } from 'cloudflare:test';
import { get } from '../helpers.ts';
import { isTenantFile } from '../../../worker/routing/tenant-file-paths.ts';

/** Files under these prefixes come from the assets binding, not the worker; the crawl skips them. */
const ASSETS = /^\/(assets|brand|badges|illustrations|og)\//;

export interface CrawlResult {
  /** Site URL (path and query) → what answered: a page, a redirect, the legacy host. */
  visited: Map<
    string,
    { status: number; kind: 'page' | 'redirect' | 'legacy' | 'file' | 'other'; location?: string; noindex?: boolean }
  >;
  /** Broken links, each with the page that links it. */
  problems: string[];
  /** Every share image URL (`og:image`) the pages name → the first page naming it. */
  shareImages: Map<string, string>;
}

/** The `og:image` URL of a page, if it names one. */
export const shareImageIn = (html: string) =>
  html.match(/<meta property="og:image" content="([^"]*)"/)?.[1]?.replaceAll('&amp;', '&');

// The language switcher's links (they name their language with hreflang) lead to the same pages in
// the other locales: the crawl walks the English site; test/integration/i18n covers the prefixed pages.
const linksIn = (html: string) =>
  [...html.replace(/<a [^>]*hrefLang="[^"]*"[^>]*>/g, '').matchAll(/href="([^"]*)"/g)].map((m) =>
    m[1]!.replaceAll('&amp;', '&'),
  );

/**
 * Follows every internal link from `/` on a host, through the worker, until none is new. A link
 * resolves when it renders a page (200), or redirects (to a page the crawl then checks, or to
 * another host such as the app host), or, for the paths in `legacyPaths` only, when the legacy
 * host answers it. Anything else is a problem, reported with the linking page.
 */
export async function crawl(
  host: string,
  legacyPaths: ReadonlySet<string> = new Set(),
  limit = 600,
): Promise<CrawlResult> {
  const visited: CrawlResult['visited'] = new Map();
  const problems: string[] = [];
  const shareImages = new Map<string, string>();
  const queue: [string, string][] = [['/', '(start)']];
  const enqueue = (href: string, from: string) => {
    if (!href.startsWith('/') || href.startsWith('//') || ASSETS.test(href) || href === '/manifest.webmanifest') return;
    const url = href.split('#')[0]!;
    if (url && !visited.has(url) && !queue.some(([u]) => u === url)) queue.push([url, from]);
  };
  while (queue.length && visited.size < limit) {
    const [url, from] = queue.shift()!;
    const res = await get(`https://${host}${url}`);
    const type = res.headers.get('content-type') ?? '';
    const location = res.headers.get('location') ?? undefined;
    const path = url.split('?')[0]!;
    if (res.status === 200 && type.startsWith('text/html')) {
      const html = await res.text();
      visited.set(url, {
        status: 200,
        kind: 'page',
        noindex: html.includes('<meta name="robots" content="noindex"/>'),
      });
      for (const href of linksIn(html)) enqueue(href, url);
      const image = shareImageIn(html);
      if (image && !shareImages.has(image)) shareImages.set(image, url);
    } else if (res.status === 200 && isTenantFile(path)) {
      // A tenant's own file (the trust centre links /.well-known/security.txt): it resolves, it has no links.
      await res.body?.cancel();
      visited.set(url, { status: 200, kind: 'file' });
    } else if (res.status >= 300 && res.status < 400 && location) {
      await res.body?.cancel();
      visited.set(url, { status: res.status, kind: 'redirect', location });
      const target = new URL(location, `https://${host}`);
      if (target.host === host) enqueue(target.pathname + target.search, url);
    } else if (res.status === 200 && type.startsWith('application/json') && legacyPaths.has(path)) {
      const body = (await res.json()) as { upstream?: string };
      visited.set(url, { status: 200, kind: body.upstream?.startsWith('legacy') ? 'legacy' : 'other' });
      if (!body.upstream?.startsWith('legacy'))
        problems.push(`${url} (linked from ${from}): not answered by the legacy host`);
    } else {
      await res.body?.cancel();
      visited.set(url, { status: res.status, kind: 'other' });
      problems.push(`${url} (linked from ${from}): ${res.status} ${type}`);
    }
  }
  if (queue.length) problems.push(`crawl stopped at ${limit} URLs with ${queue.length} left; raise the limit`);
  return { visited, problems, shareImages };
}

/** The paths of a tenant's sitemap.xml. */
export async function sitemapPathsOf(host: string): Promise<string[]> {
  const res = await get(`https://${host}/sitemap.xml`);
  const xml = await res.text();
  return [...xml.matchAll(/<loc>https:\/\/[^/<]+([^<]*)<\/loc>/g)].map((m) => m[1] || '/');
}

/**
 * What a share image URL answers from the static assets (where wrangler serves dist/client; in
 * the test pool `SELF.fetch` never reaches them): `<status> <type> <width>x<height>`, the size
 * read from the PNG header (IHDR), or the problem.
 */
export async function describeShareImage(url: string): Promise<string> {
  const res = await (env as unknown as { ASSETS: Fetcher }).ASSETS.fetch(url);
  const bytes = new Uint8Array(await res.arrayBuffer());
  const type = res.headers.get('content-type') ?? '';
  const png = bytes.length >= 24 && String.fromCharCode(...bytes.subarray(12, 16)) === 'IHDR';
  if (!png) return `${res.status} ${type} (not a PNG)`;
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  return `${res.status} ${type} ${view.getUint32(16)}x${view.getUint32(20)}`;
}

/** Share images that are not a 1200×630 PNG served on `host`, each with the page naming it. */
export async function shareImageProblems(host: string, shareImages: Map<string, string>): Promise<string[]> {
  const problems: string[] = [];
  for (const [url, page] of shareImages) {
    const answer = new URL(url).host === host ? await describeShareImage(url) : `on another host than ${host}`;
    if (answer !== '200 image/png 1200x630') problems.push(`${url} (og:image of ${page}): ${answer}`);
  }
  return problems;
}
