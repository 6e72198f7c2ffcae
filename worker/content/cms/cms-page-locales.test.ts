import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTENT } from '../built-content.ts';
import { cmsPageUrl, createCmsPageSource, EMBEDDED_PAGE_SOURCE } from './cms-page-source.ts';
import page from './fixtures/strapi-page-workplace.json';

const PATH = '/solutions/workplace';
const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
/** Strapi's answer in a locale: the recorded English entry, re-titled (and re-described) for the others. */
const answer = (locale: string, fields: Record<string, unknown> = {}) => {
  const entry = { ...structuredClone(page.data[0]!), locale, ...fields };
  return { data: [entry], meta: page.meta };
};
const GERMAN = { title: 'Wellbeing am Arbeitsplatz', description: 'Für alle Schichten.', cta: [], body: [] };

/** A CMS with a German localization of the page (or none: `german: null`), counting requests by locale. */
function fakeCms(german: Record<string, unknown> | null = GERMAN) {
  const asked: string[] = [];
  const fetch: typeof globalThis.fetch = vi.fn(async (req: Request) => {
    const url = new URL(req.url);
    const locale = url.searchParams.get('locale') ?? 'none';
    asked.push(`${locale}${url.searchParams.get('status') === 'draft' ? ' draft' : ''}`);
    if (locale === 'en') return json(answer('en'));
    return json(german ? answer(locale, german) : { data: [], meta: page.meta });
  }) as unknown as typeof fetch;
  return { fetch, asked };
}

let n = 0;
async function source(german?: Record<string, unknown> | null) {
  n += 1;
  const cms = fakeCms(german);
  const cache = await caches.open(`cms-pages-locales-${n}-${crypto.randomUUID()}`);
  const origin = `https://cms-locales-${n}.unit.example`;
  // The cache is filled in waitUntil: the tests wait for it as the runtime would before the next request.
  const pending: Promise<unknown>[] = [];
  const ctx = { waitUntil: (work: Promise<unknown>) => void pending.push(work) };
  const pages = createCmsPageSource({ cmsOrigin: origin }, ctx, { fetch: cms.fetch, cache });
  return { pages, cms, cache, origin, settled: () => Promise.all(pending) };
}

describe('the CMS page source per locale', () => {
  beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => {}));

  it('asks Strapi for the URL locale and fills the fields its localization lacks from English', async () => {
    const { pages, cms } = await source();
    const de = await pages.page('cofi', PATH, undefined, 'de');
    expect(de).toMatchObject({ title: GERMAN.title, description: GERMAN.description, translated: true });
    // No German calls to action or body: English's, per field.
    expect(de!.cta).toEqual(page.data[0]!.cta.map(({ label, href }) => ({ label, href })));
    expect(de!.blocks).toEqual(page.data[0]!.body);
    expect(cms.asked.sort()).toEqual(['de', 'en']);
  });

  it('keeps each locale under its own cache key: never the German copy on an English URL, nor the reverse', async () => {
    const { pages, cache, origin, cms, settled } = await source();
    const de = await pages.page('cofi', PATH, undefined, 'de');
    await settled();
    const en = await pages.page('cofi', PATH, undefined, 'en');
    await settled();
    expect(de!.title).toBe(GERMAN.title);
    expect(en).toMatchObject({ title: page.data[0]!.title, translated: true });
    // Served from the cache the second time round, each from its own entry.
    expect((await pages.page('cofi', PATH, undefined, 'en'))!.title).toBe(page.data[0]!.title);
    expect((await pages.page('cofi', PATH, undefined, 'de'))!.title).toBe(GERMAN.title);
    expect(cms.asked.sort()).toEqual(['de', 'en']);
    const entry = async (locale: 'en' | 'de') =>
      (await (await cache.match(cmsPageUrl(origin, PATH, 'published', locale)))!.json<typeof page>()).data[0]!;
    expect(await entry('de')).toMatchObject({ locale: 'de', title: GERMAN.title });
    expect(await entry('en')).toMatchObject({ locale: 'en', title: page.data[0]!.title });
    expect(cmsPageUrl(origin, PATH)).toMatch(/&locale=en$/);
  });

  it('a page without the localization: English, marked untranslated', async () => {
    const { pages } = await source(null);
    expect(await pages.page('cofi', PATH, undefined, 'fr')).toMatchObject({
      title: page.data[0]!.title,
      translated: false,
    });
  });

  it('a CMS that fails: the embedded translation of that locale, not English', async () => {
    const failing = vi.fn(async () => new Response('down', { status: 503 })) as unknown as typeof fetch;
    const cache = await caches.open(`cms-pages-locales-down-${crypto.randomUUID()}`);
    const pages = createCmsPageSource({ cmsOrigin: 'https://down.unit.example' }, undefined, { fetch: failing, cache });
    const embeddedGerman = CONTENT['translations:de']!.cms![PATH]!;
    expect(await pages.page('cofi', PATH, undefined, 'de')).toMatchObject({
      title: embeddedGerman.title,
      translated: true,
    });
    expect(await EMBEDDED_PAGE_SOURCE.page('cofi', PATH, undefined, 'de')).toMatchObject({
      title: embeddedGerman.title,
      translated: true,
    });
  });
});
