import { describe, expect, it } from 'vitest';
import { isPreviewUrl, PREVIEW_PARAM } from './preview-link.ts';

/** What the page itself reads: URLSearchParams over the whole query. */
const byParams = (url: string) => new URL(url).searchParams.has(PREVIEW_PARAM);

describe('isPreviewUrl', () => {
  it('finds the preview parameter however the query spells it', () => {
    for (const query of [
      '?cmsPreview=1.abc',
      '?a=1&cmsPreview=1.abc',
      '?cms%50review=1',
      '?%63msPreview',
      '?x=1&cmsPreview',
    ])
      expect(isPreviewUrl(`https://www.teamtrek.example/solutions${query}`), query).toBe(true);
    for (const query of [
      '',
      '?',
      '?x=1',
      '?utm_source=mail&x=cmsPreview',
      '?cmspreview=1',
      '?cmsPreview+=1',
      '?cms+Preview=1',
    ])
      expect(isPreviewUrl(`https://www.teamtrek.example/solutions${query}`), query).toBe(false);
  });

  it('agrees with URLSearchParams on generated queries', () => {
    // Pieces that make or nearly make the name, encoded or not, with the separators between them.
    const pieces = ['cms', 'Preview', 'cmsPreview', '%50', '%63', '%2B', '+', '&', '=', 'x', '%', '%7', 'P'];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % pieces.length;
    let previews = 0;
    for (let i = 0; i < 5000; i++) {
      const query = `?${Array.from({ length: 1 + (i % 6) }, () => pieces[next()]).join('')}`;
      const url = `https://www.teamtrek.example/p${query}`;
      const expected = byParams(url);
      if (expected) previews++;
      expect(isPreviewUrl(url), query).toBe(expected);
      expect(isPreviewUrl(new URL(url)), query).toBe(expected);
    }
    expect(previews).toBeGreaterThan(50);
  });
});
