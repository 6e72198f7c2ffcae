import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { Env } from '../../env.ts';
import { bumpContentVersion, CONTENT_VERSION_TTL_MS, contentVersionFor } from './content-version.ts';

const base = env as unknown as Env;
const withCms = { ...base, CMS_ORIGIN: 'https://cms.test' } as Env;
const request = () => new Request('https://example.test/');

describe('the CMS content version', () => {
  it('is 0 without CMS_ORIGIN, with no read at all', async () => {
    const failing = { ...base, CMS_ORIGIN: '', DB: null } as unknown as Env;
    expect(await contentVersionFor(request(), failing)).toBe(0);
  });

  it('is read once per request, and a bump is seen at once in this isolate', async () => {
    const req = request();
    const first = await contentVersionFor(req, withCms);
    const bumped = await bumpContentVersion(base.DB);
    expect(bumped).toBe(first + 1);
    expect(await contentVersionFor(req, withCms)).toBe(first); // the same request keeps one value
    expect(await contentVersionFor(request(), withCms)).toBe(bumped);
  });

  it('a bump elsewhere (another isolate) is seen once the isolate re-reads, within CONTENT_VERSION_TTL_MS', async () => {
    let now = 10_000_000_000_000;
    const clock = () => now;
    const seen = await contentVersionFor(request(), withCms, clock);
    await base.DB.prepare('UPDATE cms_content_version SET version = version + 1 WHERE id = 1').run();
    expect(await contentVersionFor(request(), withCms, clock)).toBe(seen);
    now += CONTENT_VERSION_TTL_MS;
    expect(await contentVersionFor(request(), withCms, clock)).toBe(seen + 1);
  });

  it('a D1 failure keeps the last known version, with a warning', async () => {
    const known = await contentVersionFor(request(), withCms, () => 20_000_000_000_000);
    const broken = {
      ...withCms,
      DB: { prepare: () => ({ first: () => Promise.reject(new Error('D1 down')) }) },
    } as unknown as Env;
    expect(await contentVersionFor(request(), broken, () => 30_000_000_000_000)).toBe(known);
  });
});
