import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SITE_DATA } from '../../generated/site-data.ts';
import { cmsMenuUrl, createMenuSource, embeddedMenus } from './menu-source.ts';

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
const COFI = SITE_DATA.tenants.cofi!;
const menu = (pricing: string) => [
  { id: 1, title: pricing, order: 1, type: 'INTERNAL', path: '/pricing' },
  { id: 2, title: 'Contact', order: 2, type: 'INTERNAL', path: '/contact' },
];

/** A CMS with an English navigation per key and, per locale, the given one (`[]`: the plugin's empty copy). */
function fakeCms(localized: Record<string, unknown[]>) {
  const asked: string[] = [];
  const fetch: typeof globalThis.fetch = vi.fn(async (req: Request) => {
    const locale = new URL(req.url).searchParams.get('locale') ?? 'none';
    asked.push(locale);
    return json(locale === 'en' ? menu('Pricing') : (localized[locale] ?? []));
  }) as unknown as typeof fetch;
  return { fetch, asked };
}

let n = 0;
async function source(localized: Record<string, unknown[]>) {
  n += 1;
  const cms = fakeCms(localized);
  const origin = `https://cms-menu-locales-${n}.unit.example`;
  const cache = await caches.open(`cms-menu-locales-${n}-${crypto.randomUUID()}`);
  const pending: Promise<unknown>[] = [];
  const ctx = { waitUntil: (work: Promise<unknown>) => void pending.push(work) };
  const menus = createMenuSource({ cmsOrigin: origin }, ctx, { fetch: cms.fetch, cache });
  return { menus, cms, cache, origin, settled: () => Promise.all(pending) };
}
const firstTitle = (items: { title: string }[]) => items[0]!.title;

describe('CMS menus per locale', () => {
  let warnings: string[] = [];
  beforeEach(() => {
    warnings = [];
    vi.spyOn(console, 'warn').mockImplementation((message: string) => void warnings.push(message));
  });

  it("a locale's own navigation on its pages, English on English pages, each under its own cache key", async () => {
    const { menus, cache, origin, settled } = await source({ de: menu('Preise') });
    expect(firstTitle((await menus.menus(COFI, 'de')).footer)).toBe('Preise');
    await settled();
    expect(firstTitle((await menus.menus(COFI, 'en')).footer)).toBe('Pricing');
    expect(firstTitle((await menus.menus(COFI)).footer)).toBe('Pricing');
    await settled();
    const cached = async (locale: 'en' | 'de') =>
      (await (await cache.match(cmsMenuUrl(origin, COFI.footerNavKey, locale)))!.json<{ title: string }[]>())[0]!.title;
    expect(await cached('de')).toBe('Preise');
    expect(await cached('en')).toBe('Pricing');
    expect(warnings).toEqual([]);
  });

  it('a navigation not filled in that locale yet (the empty copy the plugin makes): the English one', async () => {
    const { menus } = await source({});
    expect(firstTitle((await menus.menus(COFI, 'fr')).footer)).toBe('Pricing');
    expect(warnings).toEqual([]);
  });

  it('a locale navigation the rules refuse: the embedded translation (German stays German), with a warning', async () => {
    const { menus } = await source({ de: [{ ...menu('Preise')[0], path: '/nowhere' }] });
    const embedded = embeddedMenus(COFI, 'de').footer;
    expect(firstTitle(embedded)).not.toBe(firstTitle(embeddedMenus(COFI, 'en').footer));
    expect(firstTitle((await menus.menus(COFI, 'de')).footer)).toBe(firstTitle(embedded));
    expect(warnings).toContainEqual(
      expect.stringMatching(
        new RegExp(`^cms menu ${COFI.footerNavKey} \\(de\\): invalid menu .*; showing the embedded de menu$`),
      ),
    );
  });

  it('a refused navigation in a locale the repository does not translate: the English one from the CMS', async () => {
    const { menus } = await source({ es: [{ ...menu('Precios')[0], path: '/nowhere' }] });
    expect(firstTitle((await menus.menus(COFI, 'es')).footer)).toBe('Pricing');
    expect(warnings).toContainEqual(expect.stringMatching(/\(es\): invalid menu .*; showing the English menu$/));
  });
});
