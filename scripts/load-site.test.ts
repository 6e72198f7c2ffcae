import { describe, expect, it } from 'vitest';
import { CONTENT_KEYS } from '../worker/generated/content-asset.ts';
import { loadSite } from './load-site.ts';

describe('loadSite', () => {
  // npm run check's coverage and the build read the same content: a page's translated-ness depends
  // on its data files' translations (worker/content/localized-data.ts), so they must be in it.
  it('returns the content with the data files and their translations, the parts of the content asset', () => {
    const { content, contentProblems } = loadSite();
    expect(contentProblems).toEqual([]);
    const keys = Object.keys(content);
    expect(keys).toEqual(expect.arrayContaining(['data:home', 'data:priceList', 'data:de:home', 'data:ar:catalogues']));
    expect(keys.filter((k) => k.startsWith('data:')).sort()).toEqual(
      CONTENT_KEYS.filter((k) => k.startsWith('data:')).sort(),
    );
  });
});
