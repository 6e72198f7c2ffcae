import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTENT } from '../../worker/content/built-content.ts';
import { bumpContentVersion } from '../../worker/content/cms/content-version.ts';
import { CMS_VERSION_HEADER } from '../../worker/content/cms/served-version.ts';
import worker from '../../worker/index.ts';
import type { Env } from '../../worker/env.ts';
import { cmsStubPageTitle } from '../upstream-stub.ts';
import { HOSTS } from './helpers.ts';

/**
 * Which version of a content-managed page the site serves (worker/content/cms/served-version.ts),
 * with the HTML cache on, as in production. The stub CMS (test/upstream-stub.ts) publishes every
 * page at STUB_PUBLISHED_AT; cms-slow.test answers 3 s late, past the page's budget.
 */
const STUB_PUBLISHED_AT = '2026-01-01T00:00:00.000Z';
const RELAY = '/solutions/relay-races';
const DB = (env as unknown as Env).DB;

async function get(tenant: string, path: string, cmsOrigin: string) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`https://${HOSTS[tenant]}${path}`, { headers: { 'accept-language': 'en' } }),
    { ...env, CMS_ORIGIN: cmsOrigin, HTML_CACHE: 'on' },
    ctx,
  );
  const html = (await res.text()).replace(/<!-- -->/g, '');
  // The late CMS answer goes on filling its cache in the background: let it end here.
  await waitOnExecutionContext(ctx);
  const h1 = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1];
  return { res, h1, version: res.headers.get(CMS_VERSION_HEADER), cache: res.headers.get('x-cache') };
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('the version a content-managed page is served in (x-cms-version)', () => {
  it('names the published entry when the copy came from the CMS, and stays with the cached page', async () => {
    await bumpContentVersion(DB);
    const first = await get('default', RELAY, 'https://cms.test');
    expect(first.h1).toBe(cmsStubPageTitle(RELAY));
    expect(first.version).toBe(STUB_PUBLISHED_AT);
    expect(first.cache).toBe('MISS');
    const again = await get('default', RELAY, 'https://cms.test');
    expect(again.cache).toBe('HIT');
    expect(again.version).toBe(STUB_PUBLISHED_AT);
  });

  it('says "repository" for a page the CMS answered too late, and never stores it under the new version', async () => {
    // A publish: the content version moves on, and nothing is cached under the new one yet.
    await bumpContentVersion(DB);
    const late = await get('default', RELAY, 'https://cms-slow.test');
    expect(late.h1).toBe(CONTENT.cms[RELAY]!.title);
    expect(late.version).toBe('repository');
    expect(late.res.headers.get('cache-control')).toBe('no-store');
    // The late answer is in the CMS cache now: the next visitor gets the published page, not the
    // repository's copy from the HTML cache.
    const next = await get('default', RELAY, 'https://cms-slow.test');
    expect(next.cache).toBe('MISS');
    expect(next.h1).toBe(cmsStubPageTitle(RELAY));
    expect(next.version).toBe(STUB_PUBLISHED_AT);
    expect((await get('default', RELAY, 'https://cms-slow.test')).cache).toBe('HIT');
  });

  it('is absent from pages the CMS does not manage, and from a site without a CMS', async () => {
    expect((await get('default', '/pricing', 'https://cms.test')).version).toBeNull();
    expect((await get('default', RELAY, '')).version).toBeNull();
  });
});
