import { describe, expect, it } from 'vitest';
import { get, HOSTS } from './helpers.ts';

const page = async (url: string) => (await (await get(url)).text()).replace(/<!-- -->/g, '');
const DIALOG = 'data-island="video-dialog"';

describe('video links open the autoplay player, wherever they are', () => {
  it('Markdown copy with a video link gets the video dialog, in the embedded view too', async () => {
    for (const query of ['', '?view=embed']) {
      const html = await page(`https://${HOSTS.cofi}/product/benefits/workout-videos${query}`);
      expect(html).toContain('<a href="https://www.youtube.com/watch?v=aqz-KE-bpKQ">ten-minute desk stretch</a>');
      expect(html).toContain(DIALOG);
      expect(html).toMatch(/<script type="module" src="\/assets\/entry-[\w-]+\.js"><\/script>/);
    }
  });

  it('workout video cards offer to play each video in the dialog', async () => {
    const html = await page(`https://${HOSTS.default}/challenges/workout-videos`);
    expect(html).toMatch(
      /<a href="https:\/\/www\.youtube\.com\/watch\?v=aqz-KE-bpKQ">Play the video<span[^>]*>: Desk stretch: 10 minutes<\/span><\/a>/,
    );
    expect(html).toContain(DIALOG);
  });

  it('a page without video links does not load the dialog', async () => {
    expect(await page(`https://${HOSTS.default}/pricing`)).not.toContain(DIALOG);
  });
});
