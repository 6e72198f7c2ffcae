import { describe, expect, it, vi } from 'vitest';
import { cachedPage, FRESH_SECONDS, STALE_SECONDS, type RenderedPage } from './html-cache.ts';
import { originOf, urlOf } from '../../test/tenant-hosts.ts';

const page = (text: string, status = 200): RenderedPage => ({
  title: `Title ${text}`,
  response: new Response(text, { status, headers: { 'content-type': 'text/html; charset=utf-8' } }),
});

/** One request through cachedPage at a given time, with its background work awaited. */
async function serve(key: string, now: number, text: string, status = 200) {
  const work: Promise<unknown>[] = [];
  let renders = 0;
  let title = '';
  const res = await cachedPage(
    {
      request: new Request(urlOf('default', '/')),
      markPage: (t) => (title = t),
      waitUntil: (p) => work.push(p),
    },
    { key, render: async () => (renders++, page(text, status)), now },
  );
  const body = await res.text();
  await Promise.all(work);
  return { state: res.headers.get('x-cache'), body, renders, title, status: res.status };
}

describe('cachedPage: stale-while-revalidate', () => {
  it('is fresh for FRESH_SECONDS, then stale (served, rendered again behind it), then gone', async () => {
    const key = `${originOf('default')}/__html/test/${crypto.randomUUID()}`;
    const t0 = Date.now();
    expect(await serve(key, t0, 'v1')).toMatchObject({ state: 'MISS', body: 'v1', renders: 1, title: 'Title v1' });
    expect(await serve(key, t0 + FRESH_SECONDS * 1000, 'v2')).toMatchObject({
      state: 'HIT',
      body: 'v1',
      renders: 0,
      title: 'Title v1',
    });
    const stale = await serve(key, t0 + FRESH_SECONDS * 1000 + 1, 'v2');
    expect(stale).toMatchObject({ state: 'STALE', body: 'v1', renders: 1, title: 'Title v1' });
    // The background render replaced the entry, stamped with the time it was made.
    expect(await serve(key, t0 + FRESH_SECONDS * 1000 + 2, 'v3')).toMatchObject({ state: 'HIT', body: 'v2' });
    expect(STALE_SECONDS).toBeGreaterThan(FRESH_SECONDS);
  });

  it("serves a fresh hit from the isolate's memory without asking the Cache API; a stale one asks it", async () => {
    const key = `${originOf('default')}/__html/test/${crypto.randomUUID()}`;
    const t0 = Date.now();
    await serve(key, t0, 'v1');
    const match = vi.spyOn((caches as unknown as { default: Cache }).default, 'match');
    try {
      expect(await serve(key, t0 + 1000, 'v2')).toMatchObject({ state: 'HIT', body: 'v1', title: 'Title v1' });
      expect(match).not.toHaveBeenCalled();
      expect(await serve(key, t0 + FRESH_SECONDS * 1000 + 1, 'v2')).toMatchObject({ state: 'STALE', body: 'v1' });
      expect(match).toHaveBeenCalledTimes(1);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('a burst of stale hits renders the page again once, not once each', async () => {
    const key = `${originOf('default')}/__html/test/${crypto.randomUUID()}`;
    const t0 = Date.now();
    await serve(key, t0, 'v1');
    let renders = 0;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const work: Promise<unknown>[] = [];
    const staleAt = t0 + FRESH_SECONDS * 1000 + 1;
    for (let i = 0; i < 3; i++) {
      const res = await cachedPage(
        { request: new Request(urlOf('default', '/')), markPage: () => {}, waitUntil: (p) => work.push(p) },
        { key, render: async () => (renders++, await held, page('v2')), now: staleAt },
      );
      expect([res.headers.get('x-cache'), await res.text()]).toEqual(['STALE', 'v1']);
    }
    release();
    await Promise.all(work);
    expect(renders).toBe(1);
  });

  it('passes a non-200 render through and stores nothing', async () => {
    const key = `${originOf('default')}/__html/test/${crypto.randomUUID()}`;
    expect(await serve(key, Date.now(), 'broken', 500)).toMatchObject({ state: null, status: 500, body: 'broken' });
    expect(await serve(key, Date.now(), 'ok')).toMatchObject({ state: 'MISS', body: 'ok' });
  });

  it('renders without the cache when there is none (a bare workerd throws "No Cache was configured")', async () => {
    const cache = (caches as unknown as { default: Cache }).default;
    vi.spyOn(cache, 'match').mockRejectedValue(new Error('No Cache was configured'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(await serve(urlOf('default', '/__html/test/none'), Date.now(), 'rendered')).toMatchObject({
        state: null,
        status: 200,
        body: 'rendered',
        renders: 1,
        title: 'Title rendered',
      });
    } finally {
      vi.restoreAllMocks();
    }
  });
});
