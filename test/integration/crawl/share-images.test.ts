import { describe, expect, it } from 'vitest';
import { SITE_DATA } from '../../../worker/generated/site-data.ts';
import { get, HOSTS, TENANT_IDS } from '../helpers.ts';
import { describeShareImage } from './crawler.ts';

/** The content of `<meta property|name="key">` in a page. */
const metaOf = (html: string, key: string) =>
  html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`))?.[1];

describe.each(TENANT_IDS)('the share card of %s', (id) => {
  it('names its own 1200×630 PNG, absolute on the page’s canonical host, with size, alt text and a large X card', async () => {
    const html = await (await get(`https://${HOSTS[id]}/`)).text();
    const image = metaOf(html, 'og:image')!;
    const canonical = html.match(/<link rel="canonical" href="([^"]*)"/)![1]!;
    expect(image).toBe(new URL(`/og/${id}.png`, canonical).href);
    expect({
      width: metaOf(html, 'og:image:width'),
      height: metaOf(html, 'og:image:height'),
      alt: metaOf(html, 'og:image:alt'),
      card: metaOf(html, 'twitter:card'),
    }).toEqual({
      width: '1200',
      height: '630',
      alt: SITE_DATA.tenants[id]!.title.replaceAll('&', '&amp;'),
      card: 'summary_large_image',
    });
    expect(await describeShareImage(image)).toBe('200 image/png 1200x630');
  });
});

describe('share images', () => {
  it('differ between tenants: each is drawn from its own colours, logo and title', async () => {
    const { env } = await import('cloudflare:test');
    const assets = (env as unknown as { ASSETS: Fetcher }).ASSETS;
    const digests = new Set<string>();
    for (const id of TENANT_IDS) {
      const bytes = await (await assets.fetch(`https://${HOSTS[id]}/og/${id}.png`)).arrayBuffer();
      digests.add(new Uint8Array(await crypto.subtle.digest('SHA-256', bytes)).join(','));
    }
    expect(digests.size).toBe(TENANT_IDS.length);
  });

  it('are left off pages kept out of search (the thank-you page, the 404 page)', async () => {
    for (const path of ['/thankyou', '/no-such-page']) {
      const html = await (await get(`https://${HOSTS.default}${path}`)).text();
      expect(html, path).toContain('<meta name="robots" content="noindex"/>');
      expect(metaOf(html, 'og:image'), path).toBeUndefined();
    }
  });
});
