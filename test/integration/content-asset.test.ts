import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { CONTENT } from '../../worker/content/built-content.ts';
import { contentFileOfPart } from '../../worker/content/content-files.ts';
import { CONTENT_FILES, CONTENT_KEYS, CONTENT_PARTS, PSEUDO_KEYS } from '../../worker/generated/content-asset.ts';
import { urlOf } from '../tenant-hosts.ts';
import { TRANSLATED_LOCALES } from '../../common/i18n/locales.ts';
import { get } from './helpers.ts';

const assets = (env as unknown as { ASSETS: Fetcher }).ASSETS;

describe('the compiled content as static assets', () => {
  it('serves each file at its hashed name, its parts side by side, each the JSON text of the content the worker renders', async () => {
    expect(Object.keys(CONTENT_PARTS).sort()).toEqual([...CONTENT_KEYS, ...PSEUDO_KEYS].sort());
    for (const [file, asset] of Object.entries(CONTENT_FILES)) {
      const answer = await assets.fetch(urlOf('default', asset));
      expect(answer.status, asset).toBe(200);
      const bytes = new Uint8Array(await answer.arrayBuffer());
      const parts = Object.entries(CONTENT_PARTS)
        .filter(([, [f]]) => f === file)
        .sort((a, b) => a[1][1] - b[1][1]);
      // The parts side by side, nothing between or after them.
      let at = 0;
      for (const [key, [, start, end]] of parts) {
        expect(start, key).toBe(at);
        at = end;
        if (file !== 'pseudo')
          expect(JSON.parse(new TextDecoder().decode(bytes.subarray(start, end))), key).toEqual(
            CONTENT[key as keyof typeof CONTENT],
          );
      }
      expect(bytes.length, asset).toBe(at);
    }
  });

  it('keeps English and what every locale shares in one file, and each locale’s words in its own', () => {
    expect(Object.keys(CONTENT_FILES).sort()).toEqual(['base', ...TRANSLATED_LOCALES, 'pseudo'].sort());
    for (const key of CONTENT_KEYS) expect(CONTENT_PARTS[key]![0], key).toBe(contentFileOfPart(key));
    for (const key of PSEUDO_KEYS) expect(CONTENT_PARTS[key]![0], key).toBe('pseudo');
    const fileOf = (key: string) => CONTENT_PARTS[key]![0];
    expect([
      fileOf('pages'),
      fileOf('messages:en'),
      fileOf('menus'),
      fileOf('data:home'),
      fileOf('outline:de'),
    ]).toEqual(['base', 'base', 'base', 'base', 'base']);
    for (const locale of TRANSLATED_LOCALES)
      for (const key of [`translations:${locale}`, `messages:${locale}`, `menus:${locale}`, `data:${locale}:home`])
        expect(fileOf(key), key).toBe(locale);
  });

  it('names each file by its bytes, so a deploy never serves another build its content', () => {
    for (const [file, asset] of Object.entries(CONTENT_FILES))
      expect(asset).toMatch(new RegExp(`^/_content/content-${file}-[0-9a-f]{10}\\.parts$`));
  });

  it('is what pages render from: a page with copy answers with its words', async () => {
    const res = await get(urlOf('default', '/privacypolicy'));
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('is the data controller for the personal data described here');
  });
});
