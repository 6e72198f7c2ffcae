/**
 * Cache keys that cannot be flooded: only a query a second visitor would send is
 * stored. A flood of distinct values (ad click ids, junk themes, views and tenants, a page's
 * own parameter) leaves the isolate's memory cache holding the plain home, which is still a HIT.
 * Requests go to the worker's default export with HTML_CACHE=on, as html-cache.test.ts does.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import worker from '../../../worker/index.ts';
import type { Env } from '../../../worker/env.ts';
import { MEMORY_CACHE_BYTES, memoryCacheUse } from '../../../worker/render/html-memory-cache.ts';
import { HOSTS } from '../helpers.ts';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

async function send(url: string) {
  const ctx = createExecutionContext();
  const res = await worker.fetch!(
    new Request(url, { headers: { 'user-agent': BROWSER } }) as never,
    { ...(env as unknown as Env), HTML_CACHE: 'on' },
    ctx,
  );
  const body = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, body };
}

/** One value no second visitor sends, for each way of asking. */
const FLOOD: ((n: number) => string)[] = [
  (n) => `/?gclid=Cj0KCQiA${n}x${n * 7919}`,
  (n) => `/?theme=junk${n}`,
  (n) => `/?view=v${n}`,
  (n) => `/?tenant=nosuch${n}`,
  (n) => `/?baseTenant=b${n}`,
  (n) => `/?theme=highcontrast&theme=highcontrast${'&theme=highcontrast'.repeat(n % 20)}`,
  (n) => `/?theme=%68ighcontrast&n${'&'.repeat(n % 20)}`,
];

// The clock stands still: hundreds of renders on a busy 2-core machine take longer than an entry's fresh
// minute, and a home that aged into STALE would say nothing about eviction.
beforeEach(() => void vi.spyOn(Date, 'now').mockReturnValue(Date.now()));
afterEach(() => vi.restoreAllMocks());

describe('a flood of one-off query values', () => {
  it(
    'is rendered but never stored: the plain home stays in memory and is still a HIT after 70 of them',
    { timeout: 180_000 },
    async () => {
      const home = `https://${HOSTS.default}/`;
      await send(home);
      expect((await send(home)).res.headers.get('x-cache')).toBe('HIT');
      const before = memoryCacheUse();
      // Ten of each way of asking: one stored answer would already fail (it says MISS, not BYPASS, and adds an entry).
      for (let n = 0; n < 10 * FLOOD.length; n++) {
        const path = FLOOD[n % FLOOD.length]!(n);
        const { res } = await send(`https://${HOSTS.default}${path}`);
        expect([path, res.status, res.headers.get('x-cache')]).toEqual([path, 200, 'BYPASS']);
      }
      // Nothing of the flood was kept (a MISS stores in memory and the Cache API together; every answer was a BYPASS).
      expect(memoryCacheUse().variants.entries).toBe(before.variants.entries);
      expect(memoryCacheUse().plain.entries).toBe(before.plain.entries);
      const after = await send(home);
      expect(after.res.headers.get('x-cache')).toBe('HIT');
    },
  );

  it('stores the values the site itself links to: the high-contrast theme, an embed view, a subtenant', async () => {
    for (const path of ['/?theme=highcontrast', '/?view=embed', '/?tenant=fitmap', '/?baseTenant=cofi&tenant=mzg']) {
      await send(`https://${HOSTS.default}${path}`);
      expect((await send(`https://${HOSTS.default}${path}`)).res.headers.get('x-cache'), path).toBe('HIT');
    }
  });

  it(
    'a page parameter with any value (pricing’s currency) fills only the query share of memory, never the plain pages',
    { timeout: 180_000 },
    async () => {
      const pricing = `https://${HOSTS.default}/pricing`;
      const pageBytes = new TextEncoder().encode((await send(pricing)).body).byteLength;
      const plain = memoryCacheUse().plain;
      // More pricing pages than the plain pages' whole memory holds: kept beside them, they would push every one out.
      const flood = Math.ceil(MEMORY_CACHE_BYTES / pageBytes) + 10;
      for (let n = 0; n < flood; n++) await send(`${pricing}?currency=c${n}`);
      expect((await send(pricing)).res.headers.get('x-cache')).toBe('HIT');
      // Every plain page kept before the flood is still in memory.
      expect(memoryCacheUse().plain).toEqual(plain);
    },
  );
});
