import { afterEach, describe, expect, it, vi } from 'vitest';
import { get, HOSTS } from './helpers.ts';

const page = async (path: string, prefix: string) =>
  (
    await (await get(`https://${HOSTS.default}${prefix}${path}`, { headers: { 'accept-language': 'fr' } })).text()
  ).replace(/<!-- -->/g, '');

describe('blog dates are relative and localised, with the date itself in <time datetime>', () => {
  afterEach(() => vi.useRealTimers());

  it.each([
    ['', '<time dateTime="2026-09-22" title="September 22, 2026">3 weeks ago</time>'],
    ['/de', '<time dateTime="2026-09-22" title="22. September 2026">vor 3 Wochen</time>'],
  ])(
    'a post from 22 September 2026, read on 13 October 2026 under "%s" (in the URL\'s language, not the header\'s)',
    async (language, time) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-10-13T09:00:00Z'));
      expect(await page('/blog/privacy-settings-participants-should-know', language)).toContain(time);
      expect(await page('/blog', language)).toContain(time);
    },
  );
});
