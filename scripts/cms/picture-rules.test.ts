import { describe, expect, it } from 'vitest';
import { pictureProblems } from './picture-rules.ts';
import { checkPage } from './site-rules.ts';

/** A Media Library file as Strapi's document service gives it at Save. */
const file = (fields: Record<string, unknown> = {}) => ({
  id: 3,
  name: 'team-walk.png',
  url: '/uploads/team_walk_4f5e6d.png',
  alternativeText: 'Four colleagues walking to the office together',
  width: 1200,
  height: 800,
  mime: 'image/png',
  ...fields,
});
const inCopy = (image: unknown) => ({ type: 'image', image, children: [{ type: 'text', text: '' }] });

describe("a page's pictures at Save, in a marketer's words", () => {
  it('accepts an uploaded picture with its alternative text and size, in Picture and in the copy', () => {
    expect(pictureProblems({ picture: file(), body: [inCopy(file())] })).toEqual([]);
  });

  it.each([
    [
      { picture: file({ alternativeText: null }) },
      'picture',
      'The picture "team-walk.png" in Picture has no alternative text, which visitors who cannot see it hear or read instead. In the Media Library, open the picture, fill in Alternative text (what it shows) and save it; then choose it again here (or save again).',
    ],
    [
      { body: [inCopy(file({ alternativeText: '  ' }))] },
      'body',
      'The picture "team-walk.png" in the copy has no alternative text, which visitors who cannot see it hear or read instead. In the Media Library, open the picture, fill in Alternative text (what it shows) and save it; then remove the picture from the copy and insert it again.',
    ],
    [
      { picture: file({ name: 'logo.svg', url: '/uploads/logo_1a2b.svg' }) },
      'picture',
      'The picture "logo.svg" in Picture cannot be shown: the site shows PNG, JPEG, WebP, GIF and AVIF pictures uploaded to the Media Library. Choose another picture.',
    ],
    [
      { body: [inCopy(file({ url: 'https://bucket.example/team_walk.png' }))] },
      'body',
      'The picture "team-walk.png" in the copy cannot be shown: the site shows PNG, JPEG, WebP, GIF and AVIF pictures uploaded to the Media Library. Choose another picture.',
    ],
    [
      { picture: file({ width: null, height: null }) },
      'picture',
      'The picture "team-walk.png" in Picture has no width and height recorded, which the site needs to keep its place while it loads. Upload the file to the Media Library again and choose the new one.',
    ],
  ])('%o → on %s: %s', (entry, path, message) => {
    expect(pictureProblems(entry)).toEqual([{ path, message }]);
  });

  it('checkPage (what Strapi runs at Save) says it before the copy rules', () => {
    const problems = checkPage({
      path: '/solutions/relay-races',
      title: 'Relay races',
      description: 'Team relays by time slot or by distance.',
      picture: file({ alternativeText: '' }),
      body: [],
    });
    expect(problems).toEqual([expect.objectContaining({ path: 'picture' })]);
  });
});
