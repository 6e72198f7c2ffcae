import { describe, expect, it } from 'vitest';
import { menuFromStrapi, pageFromStrapi } from './strapi-answers.ts';
import { withEnglishFallback } from './english-fallback.ts';
import { checkCmsPage } from './cms-page-source.ts';
// Recorded from the real Strapi (see strapi-answers.test.ts); the German entry is the English one re-worded.
import tree from './fixtures/strapi-tree-solutions-cofi.json';
import page from './fixtures/strapi-page-workplace.json';

const clone = <T>(value: T): T => structuredClone(value);
const mapped = (answer: unknown) => {
  const result = pageFromStrapi(answer, '/solutions/workplace');
  if (!result.ok) throw new Error(result.problem);
  return result.value;
};
const english = mapped(clone(page));
/** The German localization as Strapi sends it: its own copy, `locale: 'de'`, nulls where the translator wrote nothing. */
const german = (fields: Record<string, unknown>) => {
  const answer = clone(page) as { data: Record<string, unknown>[] };
  Object.assign(answer.data[0]!, { locale: 'de', title: 'Wellbeing am Arbeitsplatz', ...fields });
  return mapped(answer);
};
type Fields = { title: string; description: string; cta?: unknown[]; body: unknown[] };
const only = (answer: unknown) => (answer as { data: Fields[] }).data[0]!;

describe('withEnglishFallback: another locale, English per field', () => {
  it('keeps every field the localization has', () => {
    const body = [{ type: 'paragraph', children: [{ type: 'text', text: 'Für alle Schichten.' }] }];
    const cta = [{ label: 'Demo buchen', href: '/contact?topic=demo' }];
    const { value, translated } = withEnglishFallback(german({ description: 'Für alle.', body, cta }), english);
    expect(translated).toBe(true);
    expect(only(value)).toMatchObject({ title: 'Wellbeing am Arbeitsplatz', description: 'Für alle.', body, cta });
  });

  it('fills a field the localization lacks (no calls to action, an empty body, a blank description) from English', () => {
    const { value, translated } = withEnglishFallback(german({ cta: [], body: [], description: '  ' }), english);
    expect(translated).toBe(true);
    expect(only(value).title).toBe('Wellbeing am Arbeitsplatz');
    expect(only(value).description).toBe(only(english).description);
    expect(only(value).cta).toEqual(only(english).cta);
    expect(only(value).body).toEqual(only(english).body);
    // The merged page passes the page rules as any page does.
    expect(checkCmsPage(value, ['cofi']).ok).toBe(true);
  });

  it('no localization at all: the English page, not translated', () => {
    const { value, translated } = withEnglishFallback({ data: [] }, english);
    expect(translated).toBe(false);
    expect(value).toBe(english);
  });

  it('without the fallback the German page without a body would be empty: the fallback is what fills it', () => {
    expect(only(german({ body: [] })).body).toEqual([]);
    expect(only(withEnglishFallback(german({ body: [] }), english).value).body.length).toBeGreaterThan(0);
  });
});

describe('menuFromStrapi in another locale', () => {
  const unlocalized = () => {
    const items = clone(tree) as { items: { related: unknown }[] }[];
    // The plugin resolves related pages in the menu's locale: a page without that localization comes as its id only.
    items[0]!.items[0]!.related = { __type: 'api::page.page', documentId: 'abc' };
    return items;
  };

  it('keeps an item linking a page without a localization, without its related copy', () => {
    const result = menuFromStrapi(unlocalized(), { localized: true });
    expect(result.ok).toBe(true);
    const items = (result.ok ? result.value : []) as { items: { path: string; related: unknown }[] }[];
    expect(items[0]!.items[0]).toMatchObject({ path: '/solutions/workplace', related: null });
  });

  it('in English the same answer means an unpublished page, refused as before', () => {
    expect(menuFromStrapi(unlocalized())).toEqual({
      ok: false,
      problem: '0.items.0.related.path: the related page abc is not published',
    });
  });
});
