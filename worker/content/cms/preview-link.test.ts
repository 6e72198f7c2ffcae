import { describe, expect, it } from 'vitest';
import { signPreviewLink } from '../../../test/sign-preview-link.ts';
import { checkPreviewLink } from './preview-link.ts';

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
