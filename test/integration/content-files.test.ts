import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import worker from '../../worker/index.ts';
import type { Env } from '../../worker/env.ts';
import { CONTENT, loadedContentFiles } from '../../worker/content/built-content.ts';
import { get, readerTextOf as textOf } from './helpers.ts';
import { urlOf } from '../tenant-hosts.ts';

// In a fresh isolate (vitest.config.ts FRESH_ISOLATE_TESTS) whose setup loaded English's content
// alone, as the first middleware does on an isolate's first request. The tests run in order: each
// builds on the files the previous ones fetched.
describe('the content files an isolate fetches', () => {
  it('English pages fetch English and what every locale shares, no locale’s own words', async () => {
    for (const path of ['/', '/pricing', '/blog', '/challenges'])
      expect((await get(urlOf('default', path))).status, path).toBe(200);
    expect((await get(urlOf('cofi', '/'))).status).toBe(200);
    expect(loadedContentFiles()).toEqual(['base']);
  });

  it('says which file a part is in and how to load it, when read before that file', () => {
    expect(() => CONTENT['translations:fr']).toThrow(
      'content part "translations:fr" read before its file (fr) was loaded: await loadContent(assets, locale) for that locale first',
    );
  });

  it('a page in German fetches German’s words on its first request, and no other locale’s', async () => {
    expect(await textOf(urlOf('default', '/de/'))).toContain('Alle bringen das Team voran');
    expect(loadedContentFiles()).toEqual(['base', 'de']);
    const cofi = await textOf(urlOf('cofi', '/de/solutions/workplace'));
    expect(cofi).toContain('lang="de"');
    expect(loadedContentFiles()).toEqual(['base', 'de']);
  });

  it('a redirect or a tenant file in a locale not fetched yet needs none of its words', async () => {
    const res = await get(urlOf('default', '/es/request-demo'));
    expect([res.status, res.headers.get('location')]).toEqual([301, `${urlOf('default', '/es/contact')}?topic=demo`]);
    expect((await get(urlOf('default', '/nl/sitemap.xml'))).status).toBe(200);
    expect(loadedContentFiles()).toEqual(['base', 'de']);
    // Its first page there fetches them.
    expect((await get(urlOf('default', '/es/'))).status).toBe(200);
    expect(loadedContentFiles()).toEqual(['base', 'de', 'es']);
  });

  it('a form post in French answers its refusal in French', async () => {
    const res = await get(urlOf('default', '/fr/api/contact'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: 'email=not-an-email',
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(loadedContentFiles()).toContain('fr');
  });
});

describe('a locale’s file the assets binding cannot serve (a broken deploy)', () => {
  const unservable = (file: string) =>
    ({
      ...env,
      ASSETS: {
        fetch: (input: RequestInfo, init?: RequestInit) =>
          new Request(input, init).url.includes(`/content-${file}-`)
            ? Promise.resolve(new Response('Not Found', { status: 404 }))
            : (env as unknown as Env).ASSETS.fetch(input, init),
      },
    }) as unknown as Env;

  async function fetchWith(testEnv: Env, url: string) {
    const ctx = createExecutionContext();
    const res = await worker.fetch!(new Request(url) as never, testEnv, ctx);
    const body = await res.text();
    await waitOnExecutionContext(ctx);
    return { status: res.status, body };
  }

  it('answers its pages 500 and says which file, keeps the other languages, and loads it once it is back', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const broken = unservable('ar');
      expect((await fetchWith(broken, urlOf('default', '/ar/'))).status).toBe(500);
      expect(errors.mock.calls.flat().join(' ')).toMatch(
        /content file \/_content\/content-ar-[0-9a-f]+\.parts: the assets binding answered 404; run npm run build/,
      );
      expect((await fetchWith(broken, urlOf('default', '/'))).status).toBe(200);
      expect((await fetchWith(broken, urlOf('cofi', '/de/'))).status).toBe(200);
      expect(loadedContentFiles()).not.toContain('ar');
      // No failure is kept: the next request with the file served loads it.
      const again = await fetchWith(env as unknown as Env, urlOf('default', '/ar/'));
      expect(again.status).toBe(200);
      expect(again.body).toContain('dir="rtl"');
      expect(loadedContentFiles()).toContain('ar');
    } finally {
      errors.mockRestore();
    }
  });
});
