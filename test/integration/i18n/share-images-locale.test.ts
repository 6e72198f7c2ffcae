import { describe, expect, it } from 'vitest';
import { SITE_DATA } from '../../../worker/generated/site-data.ts';
import { get } from '../helpers.ts';
import { TENANT_IDS, urlOf } from '../../tenant-hosts.ts';
import { describeShareImage } from '../crawl/crawler.ts';

/** The content of `<meta property="key">` in a page. */
const metaOf = (html: string, key: string) => html.match(new RegExp(`<meta property="${key}" content="([^"]*)"`))?.[1];
const htmlOf = async (url: string) => (await get(url)).text();
/** The `image` of the page's JSON-LD things (offers, postings and journeys name the share image too). */
const jsonLdImages = (html: string) => new Set([...html.matchAll(/"image":"([^"]+)"/g)].map((m) => m[1]));

// The localised titles are the tenant files' `translations.<locale>.title` (tenants/*.json).
describe('share images in the page’s language', () => {
  it.each([
    ['default', '/de/', '/og/default.de.png', 'TeamTrek – Schritt-, Distanz- und Wellbeing-Challenges für Teams'],
    ['default', '/ar/', '/og/default.ar.png', 'TeamTrek – تحديات الخطوات والمسافة والعافية للفرق'],
    ['default', '/es/contact', '/og/default.es.png', 'TeamTrek: retos de pasos, distancia y bienestar para equipos'],
    ['cofi', '/fr/', '/og/cofi.fr.png', 'Corporate Fitness – des défis bien-être qui mobilisent au travail'],
  ])('%s %s names %s with the localised title as its alt text', async (id, path, image, alt) => {
    const html = await htmlOf(urlOf(id, path));
    expect(metaOf(html, 'og:image')).toBe(urlOf(id, image));
    expect(metaOf(html, 'og:image:alt')).toBe(alt);
    expect(await describeShareImage(urlOf(id, image))).toBe('200 image/png 1200x630');
  });

  it('the JSON-LD of a translated page names the same picture as its share card', async () => {
    const html = await htmlOf(urlOf('default', '/de/pricing'));
    expect(metaOf(html, 'og:image')).toBe(urlOf('default', '/og/default.de.png'));
    expect(jsonLdImages(html)).toEqual(new Set([urlOf('default', '/og/default.de.png')]));
  });

  it('English pages keep the English picture and title', async () => {
    for (const [id, path] of [
      ['default', '/'],
      ['cofi', '/'],
      ['default', '/contact'],
    ] as const) {
      const html = await htmlOf(urlOf(id, path));
      expect(metaOf(html, 'og:image'), `${id} ${path}`).toBe(urlOf(id, `/og/${id}.png`));
      expect(metaOf(html, 'og:image:alt'), `${id} ${path}`).toBe(SITE_DATA.tenants[id]!.title);
    }
  });

  it('an untranslated prefixed page (English copy with the note) names only the English picture', async () => {
    // Blog posts stay English: under /fr/ they are English with the note.
    const html = await htmlOf(urlOf('default', '/fr/blog/how-to-pick-a-challenge-format'));
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    // noindex: no share card at all; its BlogPosting names the picture of the words it shows.
    expect(metaOf(html, 'og:image')).toBeUndefined();
    expect(jsonLdImages(html)).toEqual(new Set([urlOf('default', '/og/default.png')]));
  });

  it('the build drew a 1200×630 PNG for every tenant and locale it offers, each unlike the English one where the title differs', async () => {
    const { env } = await import('cloudflare:test');
    const assets = (env as unknown as { ASSETS: Fetcher }).ASSETS;
    const digest = async (url: string) =>
      new Uint8Array(await crypto.subtle.digest('SHA-256', await (await assets.fetch(url)).arrayBuffer())).join(',');
    const problems: string[] = [];
    for (const id of TENANT_IDS) {
      const english = await digest(urlOf(id, `/og/${id}.png`));
      for (const locale of SITE_DATA.tenants[id]!.locales.filter((l) => l !== 'en')) {
        const url = urlOf(id, `/og/${id}.${locale}.png`);
        const answer = await describeShareImage(url);
        if (answer !== '200 image/png 1200x630') problems.push(`${url}: ${answer}`);
        // minimal's title, "Challenge Portal", is a name and stays the same in every language.
        else if (id !== 'minimal' && (await digest(url)) === english) problems.push(`${url}: same as English`);
      }
    }
    expect(problems).toEqual([]);
  });
});
