import { describe, expect, it } from 'vitest';
import { get } from '../helpers.ts';
import { urlOf } from '../../tenant-hosts.ts';

/** The tenant's local preview host: `<tenant>.localhost`, what `npm start` and the browser tests use. */
const previewUrl = (tenant: string, path: string) => `http://${tenant}.localhost:8787${path}`;
const htmlOf = async (url: string) => (await get(url)).text();

describe('pseudo-locales: preview hosts only, never indexed', () => {
  it.each([
    ['default', '/en-XA/pricing', '/pricing'],
    ['default', '/ar-XB/challenges/journeys/camino-de-santiago', '/challenges/journeys/camino-de-santiago'],
    ['cofi', '/en-XA/contact', '/contact'],
  ])('on %s’s production host, %s gets what the unknown path gets', async (tenant, pseudoPath, path) => {
    const pseudo = await get(urlOf(tenant, pseudoPath));
    const unknown = await get(urlOf(tenant, `/no-such-prefix${path}`));
    expect(pseudo.status).toBe(unknown.status);
    expect(pseudo.headers.get('location')).toBe(unknown.headers.get('location'));
    expect(pseudo.headers.get('content-type')).toBe(unknown.headers.get('content-type'));
    if (tenant === 'default') expect(pseudo.status).toBe(404);
  });

  it('on a preview host, /en-XA/ renders the page accented, lang en-XA, left to right, noindex', async () => {
    const res = await get(previewUrl('default', '/en-XA/pricing'));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<html lang="en-XA" dir="ltr"/);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    // Interface messages and page copy are both pseudo text.
    expect(html).toContain('[Šîîĝñ îîñ]');
    expect(html).toMatch(/<h1[^>]*>\[[^<]*Þŕîîçîîñĝ/);
    // Links stay in the pseudo-locale.
    expect(html).toContain('href="/en-XA/contact');
  });

  it('fills messages with arguments and plurals from the pseudo catalogue, arguments as given', async () => {
    const html = (await htmlOf(previewUrl('default', '/en-XA/challenges/journeys'))).replace(/<!-- -->/g, '');
    // journeys.meta: `{region} · {km} km · {stages, plural, …}`; the region is the pseudo entry's.
    expect(html).toMatch(/\[\[Ƒŕååñçéé ååñð Šþååîîñ\] · 780 ķɱ · \d+ šţôôþš\]/);
  });

  it('/ar-XB/ is the mirrored variant: lang ar-XB, dir rtl, right-to-left overrides in its words', async () => {
    const html = await htmlOf(previewUrl('default', '/ar-XB/accessibility'));
    expect(html).toMatch(/<html lang="ar-XB" dir="rtl"/);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('\u202e');
  });

  it('is in no sitemap, no alternate and no language switcher, on production or preview hosts', async () => {
    for (const url of [
      urlOf('default', '/pricing'),
      urlOf('default', '/de/pricing'),
      previewUrl('default', '/pricing'),
    ]) {
      const html = await htmlOf(url);
      expect(html, url).not.toMatch(/hreflang="(en-XA|ar-XB)"/);
      expect(html, url).not.toMatch(/href="[^"]*\/(en-XA|ar-XB)\//);
      expect(html, url).not.toContain('og:locale:alternate" content="en_XA"');
    }
    for (const path of ['/sitemap.xml', '/de/sitemap.xml', '/robots.txt']) {
      const text = await htmlOf(urlOf('default', path));
      expect(text, path).not.toMatch(/en-XA|ar-XB/);
    }
    // A pseudo page itself lists no alternates (it is noindex) and its sitemap path is unknown.
    const pseudo = await htmlOf(previewUrl('default', '/en-XA/pricing'));
    expect(pseudo).not.toContain('rel="alternate" hreflang');
    expect((await get(previewUrl('default', '/en-XA/sitemap.xml'))).status).not.toBe(200);
  });
});
