import { afterEach, describe, expect, it, vi } from 'vitest';
import { get, HOSTS } from './helpers.ts';

const page = async (path: string, language: string) =>
  (await (await get(`https://${HOSTS.default}${path}`, { headers: { 'accept-language': language } })).text()).replace(
    /<!-- -->/g,
    '',
  );

describe('blog dates are relative and localised, with the date itself in <time datetime>', () => {
  afterEach(() => vi.useRealTimers());

  it.each([
    ['en-GB,en;q=0.9', '<time dateTime="2026-09-22" title="22 September 2026">3 weeks ago</time>'],
    ['de-DE,de;q=0.9', '<time dateTime="2026-09-22" title="22. September 2026">vor 3 Wochen</time>'],
  ])('a post from 22 September 2026, read on 13 October 2026 with Accept-Language %s', async (language, time) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-10-13T09:00:00Z'));
    expect(await page('/blog/privacy-settings-participants-should-know', language)).toContain(time);
    expect(await page('/blog', language)).toContain(time);
  });
});
