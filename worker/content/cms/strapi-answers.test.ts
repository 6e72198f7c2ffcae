import { describe, expect, it } from 'vitest';
import { checkMenu } from '../menus/menu-source.ts';
import { checkCmsPage } from './cms-page-source.ts';
import { menuFromStrapi, pageFromStrapi, treePath } from './strapi-answers.ts';
// Recorded from the real Strapi 5.54.0 + strapi-plugin-navigation 3.3.7 that `npm run cms` seeds
// (page bodies shortened); test/cms/ runs the same mapping against a live one.
import tree from './fixtures/strapi-tree-solutions-cofi.json';
import page from './fixtures/strapi-page-workplace.json';

const clone = <T>(value: T): T => structuredClone(value);
const problemOf = (mapped: ReturnType<typeof menuFromStrapi>) => (mapped.ok ? '' : mapped.problem);

describe('menuFromStrapi: a navigation TREE as the site menu', () => {
  it('maps the recorded answer onto items that pass the build rules', () => {
    const mapped = menuFromStrapi(clone(tree));
    expect(mapped.ok).toBe(true);
    const check = checkMenu('solutions-cofi', mapped.ok ? mapped.value : null);
    expect(check).toMatchObject({ ok: true });
    const [solutions] = check.ok ? check.items : [];
    expect(solutions).toMatchObject({ title: 'Solutions', path: '/solutions', type: 'INTERNAL', additionalFields: {} });
    expect(solutions!.items[0]).toMatchObject({
      path: '/solutions/workplace',
      show_in_drawer: true,
      related: { path: '/solutions/workplace', slug: 'workplace', template: null, rtg_challenges: [] },
    });
    // Dropped by name: nothing of Strapi's own reaches the site's items.
    expect(JSON.stringify(check.ok && check.items)).not.toMatch(
      /documentId":"[a-z0-9]{24}".*createdAt|"__type"|"locale"/,
    );
    expect(Object.keys(solutions!.related!)).not.toContain('body');
  });

  it('refuses an unknown item type and an unknown field, naming them', () => {
    const typed = clone(tree) as Record<string, unknown>[];
    typed[0]!.type = 'SECTION';
    expect(problemOf(menuFromStrapi(typed))).toMatch(/^0\.type: unknown item type "SECTION"/);
    const extra = clone(tree) as { items: Record<string, unknown>[] }[];
    extra[0]!.items[1]!.target = '_blank';
    expect(problemOf(menuFromStrapi(extra))).toMatch(/^0\.items\.1\.target: a field the site does not know/);
  });

  it('refuses a related page that is not published, or not a page', () => {
    const unpublished = clone(tree) as { items: { related: unknown }[] }[];
    unpublished[0]!.items[0]!.related = { __type: 'api::page.page', documentId: 'abc' };
    expect(problemOf(menuFromStrapi(unpublished))).toBe(
      '0.items.0.related.path: the related page abc is not published',
    );
    const other = clone(tree) as { items: { related: Record<string, unknown> }[] }[];
    other[0]!.items[0]!.related.__type = 'api::article.article';
    expect(problemOf(menuFromStrapi(other))).toMatch(/^0\.items\.0\.related\.__type: links a api::article.article/);
  });

  it('maps a read-only Site page (a page the CMS does not edit) to no related page, and refuses one that disagrees', () => {
    const sitePage = (path: string) => ({
      id: 7,
      documentId: 'sitepage0000000000000001',
      path,
      shown_on: 'TeamTrek, Corporate Fitness',
      createdAt: '2026-11-26T13:00:00.000Z',
      updatedAt: '2026-11-26T13:00:00.000Z',
      publishedAt: '2026-11-26T13:00:00.000Z',
      locale: null,
      __type: 'api::site-page.site-page',
    });
    const linked = clone(tree) as { items: { path: string; related: unknown }[] }[];
    linked[0]!.items[0]!.path = '/contact?topic=demo';
    linked[0]!.items[0]!.related = sitePage('/contact');
    const mapped = menuFromStrapi(linked);
    expect(mapped.ok && (mapped.value as { items: { related: unknown }[] }[])[0]!.items[0]!.related).toBeNull();
    linked[0]!.items[0]!.related = sitePage('/pricing');
    expect(problemOf(menuFromStrapi(linked))).toBe(
      '0.items.0.related.path: the related site page is /pricing but the item links to /contact; make them agree',
    );
  });

  it('keeps the rule that an item links its related page: a wrong related path is refused by field', () => {
    const wrong = clone(tree) as { items: { related: Record<string, unknown> }[] }[];
    wrong[0]!.items[0]!.related.path = '/solutions/education';
    const mapped = menuFromStrapi(wrong);
    const check = checkMenu('solutions-cofi', mapped.ok ? mapped.value : null);
    expect(check.ok ? '' : check.problem).toMatch(
      /^0\.items\.0\.related\.path: the related page is \/solutions\/education/,
    );
  });

  it.each([
    ['/solutions//workplace', '/solutions/workplace'],
    ['/challenges/.', '/challenges'],
    ['/solutions/', '/solutions'],
    ['/contact?topic=demo', '/contact?topic=demo'],
    ['/', '/'],
    ['javascript:alert(1)', 'javascript:alert(1)'],
  ])('treePath(%s) → %s', (path, expected) => expect(treePath(path)).toBe(expected));
});

describe('pageFromStrapi: the pages answer for one path', () => {
  it('maps the recorded answer onto fields that pass the page rules', () => {
    const mapped = pageFromStrapi(clone(page), '/solutions/workplace');
    expect(mapped.ok).toBe(true);
    const checked = checkCmsPage(mapped.ok ? mapped.value : null, ['cofi']);
    expect(checked).toMatchObject({
      ok: true,
      value: {
        title: page.data[0]!.title,
        cta: [
          { label: 'Book a demo', href: '/contact?topic=demo' },
          { label: 'See pricing', href: '/pricing' },
        ],
      },
    });
    expect(checked.ok && Object.keys(checked.value)).not.toContain('template');
  });

  it('refuses an entry for another path, and an unknown field, naming them', () => {
    expect(pageFromStrapi(clone(page), '/solutions/education')).toEqual({
      ok: false,
      problem: 'data.0.path: is "/solutions/workplace", but the page asked for is /solutions/education',
    });
    const extra = clone(page) as { data: Record<string, unknown>[] };
    extra.data[0]!.seo = { title: 'x' };
    expect(pageFromStrapi(extra, '/solutions/workplace')).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/^data\.0\.seo: /),
    });
  });
});
