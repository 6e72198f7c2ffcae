import { describe, expect, it } from 'vitest';
import { signPreviewLink } from '../../test/sign-preview-link.ts';
import { checkPreviewLink, isPreviewUrl, PREVIEW_PARAM } from './preview-link.ts';

const SECRET = 'unit-preview-secret';
const NOW = 1_800_000_000_000;

const sign = (path: string, expires: number, secret = SECRET) => signPreviewLink(path, expires, secret);

describe('checkPreviewLink', () => {
  const ahead = NOW / 1000 + 3600;
  it('opens the draft for the signed path before it expires', async () => {
    expect(
      await checkPreviewLink(await sign('/solutions/workplace', ahead), '/solutions/workplace', SECRET, () => NOW),
    ).toEqual({
      ok: true,
    });
  });

  it.each([
    ['another page', async () => sign('/solutions/education', ahead), /not valid for this page/],
    ['another secret', async () => sign('/solutions/workplace', ahead, 'guess'), /not valid for this page/],
    [
      'a changed expiry',
      async () => (await sign('/solutions/workplace', ahead)).replace(/^\d+/, String(ahead + 999)),
      /not valid/,
    ],
    [
      'an expired link',
      async () => sign('/solutions/workplace', NOW / 1000 - 1),
      /expired at 2027-01-15T07:59:59\.000Z/,
    ],
    ['a cut link', async () => '1800003600', /incomplete/],
    ['a guessable value', async () => '1', /incomplete/],
  ])('refuses %s, saying why', async (_, link, reason) => {
    const checked = await checkPreviewLink(await link(), '/solutions/workplace', SECRET, () => NOW);
    expect(checked).toEqual({ ok: false, reason: expect.stringMatching(reason) });
  });

  it('is off without CMS_PREVIEW_SECRET', async () => {
    expect(await checkPreviewLink(await sign('/x', ahead), '/x', undefined)).toEqual({
      ok: false,
      reason: expect.stringMatching(/CMS_PREVIEW_SECRET is not set/),
    });
  });
});

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
