import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import worker from '../../index.ts';
import { HOSTS } from '../../../test/tenant-hosts.ts';
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

describe('a D1 outage on the version read', () => {
  const brokenDb = (calls: { n: number }) =>
    ({
      ...withCms,
      DB: {
        prepare: () => ({
          first: () => {
            calls.n++;
            return Promise.reject(new Error('D1 down'));
          },
        }),
      },
    }) as unknown as Env;

  it('warns once per outage, asks D1 again once per TTL, and says when it answers again', async () => {
    let now = 40_000_000_000_000;
    const clock = () => now;
    const known = await contentVersionFor(request(), withCms, clock);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const calls = { n: 0 };
    now += CONTENT_VERSION_TTL_MS;
    for (let i = 0; i < 20; i++) expect(await contentVersionFor(request(), brokenDb(calls), clock)).toBe(known);
    expect(calls.n).toBe(1);
    now += CONTENT_VERSION_TTL_MS;
    for (let i = 0; i < 20; i++) expect(await contentVersionFor(request(), brokenDb(calls), clock)).toBe(known);
    expect(calls.n).toBe(2);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toMatch(/D1 down; using \d+ until D1 answers/);
    now += CONTENT_VERSION_TTL_MS;
    expect(await contentVersionFor(request(), withCms, clock)).toBe(known);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[1]![0])).toMatch(/D1 answers again after \d+ ms/);
    warn.mockRestore();
  });

  it('a page through the worker with the HTML cache on and D1 failing answers 200, not a 5xx', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const calls = { n: 0 };
    const testEnv = { ...brokenDb(calls), HTML_CACHE: 'on', CMS_ORIGIN: 'https://cms-down.test' } as unknown as Env;
    for (const path of ['/pricing', '/solutions/relay-races', '/']) {
      const ctx = createExecutionContext();
      const res = await worker.fetch!(new Request(`https://${HOSTS.default}${path}`) as never, testEnv, ctx);
      expect(res.status, path).toBe(200);
      expect(await res.text()).toContain('</html>');
      await waitOnExecutionContext(ctx);
    }
    warn.mockRestore();
  });
});
