import { describe, expect, it } from 'vitest';
import { buildHref, isExternal, videoEmbedUrl } from './links.ts';

describe('buildHref', () => {
  it.each([
    ['/pricing', '', '/pricing'],
    ['/pricing', '?utm_source=mail', '/pricing'],
    ['/pricing', '?gclid=abc', '/pricing?gclid=abc'],
    [
      '/pricing',
      '?tenant=mzg&baseTenant=cofi&theme=highcontrast&view=embed&x=1',
      '/pricing?tenant=mzg&baseTenant=cofi&theme=highcontrast&view=embed',
    ],
    ['/contact?topic=demo', '?tenant=wmm', '/contact?topic=demo&tenant=wmm'],
    ['/contact?tenant=fitmap', '?tenant=wmm', '/contact?tenant=fitmap'],
    ['/blog#latest', '?gclid=1', '/blog?gclid=1#latest'],
    ['https://help.teamtrek.example/', '?tenant=wmm&gclid=1', 'https://help.teamtrek.example/'],
  ])('%s on a page with %j → %s', (path, search, expected) => {
    expect(buildHref(path, { search })).toBe(expected);
  });

  it('treats only https:// as external', () => {
    expect(isExternal('https://x.example')).toBe(true);
    expect(isExternal('http://x.example')).toBe(false);
    expect(isExternal('/blog')).toBe(false);
  });
});

describe('videoEmbedUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=aqz-KE-bpKQ', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1'],
    ['https://youtu.be/aqz-KE-bpKQ', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?autoplay=1'],
    ['https://www.youtube.com/watch?v=%22%3E%3Cx', null],
    ['https://evil.example/watch?v=aqz-KE-bpKQ', null],
    ['not a url', null],
    ['/pricing', null],
    // Spellings the URL parser turns into a video host: never answered by the quick test.
    ['HTTPS://WWW.YOUTUBE.COM/watch?v=aqz-KE-bpKQ', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1'],
    ['https://%79outu.be/aqz-KE-bpKQ', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1'],
    [
      'https://\uff59\uff4f\uff55\uff54\uff55.be/aqz-KE-bpKQ',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1',
    ],
    ['https://you\u00adtu.be/aqz-KE-bpKQ', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1'],
    ['https://you\ttu.be/aqz-KE-bpKQ', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1'],
    ['https://user@VIMEO.com/76979871', 'https://player.vimeo.com/video/76979871?autoplay=1'],
  ])('%j → %s', (href, embed) => {
    expect(videoEmbedUrl(href)).toBe(embed);
  });
});
