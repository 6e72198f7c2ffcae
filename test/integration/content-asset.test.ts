import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { CONTENT } from '../../worker/content/built-content.ts';
import { CONTENT_ASSET, CONTENT_KEYS } from '../../worker/generated/content-asset.ts';
import { urlOf } from '../tenant-hosts.ts';
import { get } from './helpers.ts';

const assets = (env as unknown as { ASSETS: Fetcher }).ASSETS;

describe('the compiled content as a static asset', () => {
  it('is served at its hashed name, each part the JSON text of the content the worker renders', async () => {
    const answer = await assets.fetch(urlOf('default', CONTENT_ASSET));
    expect(answer.status).toBe(200);
    const parts = (await answer.json()) as Record<string, string>;
    expect(Object.keys(parts)).toEqual([...CONTENT_KEYS]);
    for (const key of CONTENT_KEYS) expect(JSON.parse(parts[key]!), key).toEqual(CONTENT[key]);
  });

  it('names its file by its bytes, so a deploy never serves another build its content', () => {
    expect(CONTENT_ASSET).toMatch(/^\/_content\/content-[0-9a-f]{10}\.json$/);
  });

  it('is what pages render from: a page with copy answers with its words', async () => {
    const res = await get(urlOf('default', '/privacypolicy'));
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('is the data controller for the personal data described here');
  });
});
