/**
 * A translated index page lists every child page, translated or not. A
 * child not translated yet shows its English title and summary, marked `lang="en"` (a screen
 * reader reads it as English) and `dir="ltr"` (on an Arabic page its sentences keep their
 * direction; worker/pages/child-cards.ts); translated children and English pages carry no mark.
 */
import { describe, expect, it } from 'vitest';
import { get } from '../helpers.ts';
import { urlOf } from '../../tenant-hosts.ts';

/** The card items of the page's child-page grid, each as its `<li …>` opening tag and its title. */
async function cards(tenant: string, path: string): Promise<{ tag: string; title: string }[]> {
  const res = await get(urlOf(tenant, path));
  expect(res.status, path).toBe(200);
  const html = (await res.text()).replace(/<!-- -->/g, '');
  return [...html.matchAll(/(<li[^>]*>)<h2><a href="[^"]*"(?: hreflang="en")?>([^<]*)<\/a><\/h2>/g)].map((m) => ({
    tag: m[1]!,
    title: m[2]!,
  }));
}

describe('child cards on a translated index page', () => {
  it.each(['de', 'nl'])(
    '/%s/solutions: every card in the page’s language, nothing in main marked English',
    async (locale) => {
      // Which child is still English, and how it is marked, is worker/pages/child-cards.test.ts.
      const res = await get(urlOf('default', `/${locale}/solutions`));
      const html = (await res.text()).replace(/<!-- -->/g, '');
      const main = html.match(/<main[\s\S]*<\/main>/)?.[0] ?? '';
      expect(main).not.toBe('');
      expect(main).not.toMatch(/ lang="en"/);
      const list = await cards('default', `/${locale}/solutions`);
      expect(list.length).toBeGreaterThan(10);
      for (const english of ['Running challenges', 'Relay races', 'White-label apps', 'Fitness integration engine'])
        expect(list.map((c) => c.title).join('\n')).not.toContain(english);
    },
  );

  it('/nl/product/integrations: the Slack, Teams and single sign-on cards and pages in Dutch', async () => {
    const res = await get(urlOf('default', '/nl/product/integrations'));
    const html = (await res.text()).replace(/<!-- -->/g, '');
    expect(html.match(/<main[\s\S]*<\/main>/)?.[0] ?? '').not.toMatch(/ lang="en"/);
    const titles = (await cards('default', '/nl/product/integrations')).map((c) => c.title);
    expect(titles).toEqual(expect.arrayContaining(['Slack-integratie: klassementen en uitslagen in uw kanalen']));
    expect(titles.join('\n')).not.toMatch(/Slack integration|Microsoft Teams integration|colleagues sign in/);
    // Every page's footer links them without the "(in het Engels)" mark.
    expect(html).toContain('<a href="/nl/product/integrations/slack">Slack-integratie</a>');
  });

  it('/ar/solutions: every child page is translated, so no card is marked English', async () => {
    // An English card would carry the same `lang="en" dir="ltr"` as on /de/solutions above: left to
    // right inside the Arabic page.
    const list = await cards('default', '/ar/solutions');
    expect(list.length).toBeGreaterThan(10);
    expect(list.filter((c) => c.tag !== '<li>').map((c) => c.title)).toEqual([]);
  });

  it('English pages and cofi’s fully translated index carry no mark', async () => {
    for (const [tenant, path] of [
      ['default', '/solutions'],
      ['cofi', '/de/solutions'],
    ] as const) {
      const list = await cards(tenant, path);
      expect(list.length, path).toBeGreaterThan(3);
      expect(
        list.filter((c) => c.tag !== '<li>').map((c) => c.title),
        `${tenant} ${path}`,
      ).toEqual([]);
    }
  });
});
