import { describe, expect, it } from 'vitest';
import { get, pageHtmlOf } from '../helpers.ts';

interface Item {
  name: string;
  item: string;
}
const breadcrumbListOf = (html: string): Item[] => {
  const json = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)![1]!;
  const graph = JSON.parse(json)['@graph'] as { '@type': string; itemListElement?: Item[] }[];
  return graph.find((n) => n['@type'] === 'BreadcrumbList')!.itemListElement!;
};

describe('a translated page’s BreadcrumbList points to the addresses of its language', () => {
  it.each([
    ['ar', '/ar/pricing/support-plans'],
    ['de', '/de/pricing/support-plans'],
    ['ar', '/ar/challenges/journeys/us-route-66'],
    ['fr', '/fr/solutions/step-challenges'],
  ])('%s: %s', async (locale, path) => {
    const items = breadcrumbListOf(await pageHtmlOf('default', path));
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(items[0]!.item).toBe(`https://www.teamtrek.example/${locale}/`);
    expect(items.at(-1)!.item).toBe(`https://www.teamtrek.example${path}`);
    // Every crumb's address is a page in that language (indexable, not the English copy under a prefix).
    for (const { item } of items) {
      const res = await get(item);
      expect(res.status, item).toBe(200);
      expect(await res.text(), item).not.toContain('data-testid="untranslated-note"');
    }
  });

  it('English pages keep their unprefixed addresses', async () => {
    const items = breadcrumbListOf(await pageHtmlOf('default', '/pricing/support-plans'));
    expect(items.map((i) => i.item)).toEqual([
      'https://www.teamtrek.example/',
      'https://www.teamtrek.example/pricing',
      'https://www.teamtrek.example/pricing/support-plans',
    ]);
  });
});
