import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { CONTENT } from '../../worker/content/built-content.ts';
import { CONTENT_ASSET, CONTENT_KEYS, CONTENT_OFFSETS } from '../../worker/generated/content-asset.ts';
import { urlOf } from '../tenant-hosts.ts';
import { get } from './helpers.ts';

const assets = (env as unknown as { ASSETS: Fetcher }).ASSETS;

describe('the compiled content as a static asset', () => {
  it('is served at its hashed name, each part the JSON text of the content the worker renders', async () => {
    const answer = await assets.fetch(urlOf('default', CONTENT_ASSET));
    expect(answer.status).toBe(200);
    const bytes = new Uint8Array(await answer.arrayBuffer());
    expect(Object.keys(CONTENT_OFFSETS)).toEqual([...CONTENT_KEYS]);
    // The parts side by side, nothing between or after them.
    let at = 0;
    for (const key of CONTENT_KEYS) {
      const [start, end] = CONTENT_OFFSETS[key]!;
      expect(start, key).toBe(at);
      at = end;
      expect(JSON.parse(new TextDecoder().decode(bytes.subarray(start, end))), key).toEqual(CONTENT[key]);
    }
    expect(bytes.length).toBe(at);
  });

  it('names its file by its bytes, so a deploy never serves another build its content', () => {
    expect(CONTENT_ASSET).toMatch(/^\/_content\/content-[0-9a-f]{10}\.parts$/);
  });

  it('is what pages render from: a page with copy answers with its words', async () => {
    const res = await get(urlOf('default', '/privacypolicy'));
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('is the data controller for the personal data described here');
  });
});
