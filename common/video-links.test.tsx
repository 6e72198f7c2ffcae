import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { IslandCollector, IslandContext } from './islands/island.tsx';
import { MenuLink } from './menu/menu-link.tsx';
import { Blocks } from '../worker/ui/cms-blocks.tsx';
import { htmlHasVideoLink } from './video-links.tsx';
import { VideoDialogSlot } from '../worker/ui/layout/video-dialog-slot.tsx';
import { urlOf } from '../test/tenant-hosts.ts';

const renderWithSlot = (path: string) => {
  const islands = new IslandCollector();
  const html = renderToString(
    <IslandContext.Provider value={islands}>
      <MenuLink path={path} search="">
        Watch
      </MenuLink>
      <VideoDialogSlot />
    </IslandContext.Provider>,
  );
  return { html, islands };
};

describe('video links', () => {
  it('a video link in a menu brings the video dialog island onto the page', () => {
    const { html, islands } = renderWithSlot('https://www.youtube.com/watch?v=aqz-KE-bpKQ');
    expect(html).toContain('href="https://www.youtube.com/watch?v=aqz-KE-bpKQ"');
    expect(html).toContain('data-island="video-dialog"');
    expect([...islands.used]).toEqual(['video-dialog']);
  });

  it.each([urlOf('default', '/about'), '/pricing', 'https://evil.example/watch?v=aqz-KE-bpKQ'])(
    '%s is not a video link: no dialog, no script',
    (path) => {
      const { html, islands } = renderWithSlot(path);
      expect(html).not.toContain('video-dialog');
      expect(islands.used.size).toBe(0);
    },
  );

  it.each([
    ['<p><a href="https://vimeo.com/76979871">a tour</a></p>', true],
    ['<p><a href="https://www.youtube.com/watch?v=aqz-KE-bpKQ&amp;t=30">from 0:30</a></p>', true],
    ['<p><a href="https://www.youtube.com/">YouTube</a> and <a href="/pricing">pricing</a></p>', false],
  ])('finds video links in compiled Markdown: %s', (html, found) => {
    expect(htmlHasVideoLink(html)).toBe(found);
  });

  it('a video link in CMS rich text brings the video dialog too', () => {
    const islands = new IslandCollector();
    const blocks = [
      {
        type: 'paragraph' as const,
        children: [
          {
            type: 'link' as const,
            url: 'https://youtu.be/aqz-KE-bpKQ',
            children: [{ type: 'text' as const, text: 'Watch' }],
          },
        ],
      },
    ];
    const html = renderToString(
      <IslandContext.Provider value={islands}>
        <Blocks blocks={blocks} ctx={{ search: '' }} />
        <VideoDialogSlot />
      </IslandContext.Provider>,
    );
    expect(html).toContain('data-island="video-dialog"');
  });
});
