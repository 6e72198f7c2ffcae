/**
 * The HTML edge cache through the worker (real hosts): a miss then a hit, ETag and 304, what
 * bypasses it, the build id in the key, and page views and the redirect radar on hits.
 *
 * The test config sets HTML_CACHE=off (most files change upstreams or the clock between requests
 * to one URL), and SELF.fetch cannot swap a var: these requests go to the worker's default export
 * (the handler workerd calls) with the test env plus HTML_CACHE=on, as production has it.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import worker from '../../../worker/index.ts';
import { settingsOf, type Env } from '../../../worker/env.ts';
import { BUILD_ID } from '../../../worker/generated/build-id.ts';
import { MAX_CACHED_VALUE_CHARS } from '../../../worker/render/html-cache-key.ts';
import { verifyFormStamp, type FormStamp } from '../../../worker/http/form-stamp.ts';
import { get, HOSTS } from '../helpers.ts';
import { withoutStamp } from './form-stamp-text.ts';
import { islandProps } from '../../island-props.ts';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const VISITOR = { 'user-agent': BROWSER, 'cf-connecting-ip': '198.51.100.40' };
const edgeCache = () => (caches as unknown as { default: Cache }).default;

/** GET through the worker, waiting for its background work (the cache write) before the next request. */
async function send(
  url: string,
  headers: Record<string, string> = {},
  testEnv: Env = { ...(env as unknown as Env), HTML_CACHE: 'on' },
): Promise<{ res: Response; body: string }> {
  const ctx = createExecutionContext();
  const res = await worker.fetch!(
    new Request(url, { headers: { ...VISITOR, ...headers }, redirect: 'manual' }) as never,
    testEnv,
    ctx,
  );
  const body = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, body };
}

/** The contact form's stamp in a page: from the island's props, checked against its hidden fields. */
function stampOf(html: string): FormStamp {
  const { stamp } = islandProps<{ stamp: FormStamp }>(html, 'contact-form');
  const hidden = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1];
  expect([hidden('key'), hidden('startedAt'), hidden('startedSig')]).toEqual([
    stamp.key,
    String(stamp.startedAt),
    stamp.startedSig,
  ]);
  return stamp;
}

afterEach(() => vi.restoreAllMocks());

describe('HTML edge cache', () => {
  it('serves a page on a miss, stores it, and serves the same bytes and ETag from the cache', async () => {
    const url = `https://${HOSTS.cofi}/pricing?theme=highcontrast`;
    const first = await send(url);
    expect(first.res.status).toBe(200);
    expect(first.res.headers.get('x-cache')).toBe('MISS');
    const etag = first.res.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]{24}"$/);
    const second = await send(url);
    expect(second.res.headers.get('x-cache')).toBe('HIT');
    expect(second.res.headers.get('etag')).toBe(etag);
    expect(second.body).toBe(first.body);
    // The visitor gets the page's own policy and the security headers; the entry's bookkeeping stays inside.
    expect(second.res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(second.res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(second.res.headers.has('x-page-title')).toBe(false);
  });

  it('answers 304 to a browser that sends the ETag back, and 200 to one with another', async () => {
    const url = `https://${HOSTS.default}/about`;
    const { res } = await send(url);
    const etag = res.headers.get('etag')!;
    const revalidated = await send(url, { 'if-none-match': etag });
    expect(revalidated.res.status).toBe(304);
    expect(revalidated.res.headers.get('etag')).toBe(etag);
    expect(revalidated.body).toBe('');
    const changed = await send(url, { 'if-none-match': '"0000"' });
    expect(changed.res.status).toBe(200);
    expect(changed.body).toContain('<html');
  });

  it('never serves a cached page to a signed-in visitor, nor stores theirs', async () => {
    const url = `https://${HOSTS.default}/pricing`;
    await send(url);
    expect((await send(url)).res.headers.get('x-cache')).toBe('HIT');
    const signedIn = await send(url, { cookie: 'tt_auth=session-token-1' });
    expect(signedIn.res.headers.get('x-cache')).toBe('BYPASS');
    expect(signedIn.res.headers.has('etag')).toBe(false);
    expect(signedIn.res.headers.get('cache-control')).toBe('private, no-store');
    expect(signedIn.body).toContain('My profile');
    // Another cookie (consent, analytics) changes nothing: the anonymous copy is served.
    const other = await send(url, { cookie: '_ga=GA1.1.1' });
    expect(other.res.headers.get('x-cache')).toBe('HIT');
    expect(other.body).not.toContain('My profile');
  });

  it.each([
    ['an unknown query parameter (it changes the drawer’s links)', `https://${HOSTS.default}/pricing?utm_source=news`],
  ])('renders fresh for %s', async (_label, url) => {
    await send(url);
    const again = await send(url);
    expect(again.res.status).toBe(200);
    expect(again.res.headers.get('x-cache')).toBe('BYPASS');
  });

  it('caches the contact page and stamps every copy afresh: its own key and signed time, no ETag, never a 304', async () => {
    const url = `https://${HOSTS.default}/contact?topic=demo`;
    const before = Date.now();
    const first = await send(url);
    const second = await send(url);
    expect([first.res.headers.get('x-cache'), second.res.headers.get('x-cache')]).toEqual(['MISS', 'HIT']);
    const [a, b] = [stampOf(first.body), stampOf(second.body)];
    expect(a.key).not.toBe(b.key);
    expect(b.startedAt).toBeGreaterThanOrEqual(before);
    expect(await verifyFormStamp(settingsOf(env as unknown as Env), b)).toBe(true);
    // Apart from the stamp, the visitor gets the cached bytes (the topic's heading included).
    expect(withoutStamp(second.body)).toBe(withoutStamp(first.body));
    expect(second.body).toContain('<h1>Book a demo</h1>');
    expect(second.res.headers.has('etag')).toBe(false);
    const revalidating = await send(url, { 'if-none-match': '*' });
    expect(revalidating.res.status).toBe(200);
    expect(stampOf(revalidating.body).key).not.toBe(b.key);
  });

  it("keys on the URL's locale, never on Accept-Language: a header alone changes neither the answer nor its entry", async () => {
    const url = `https://${HOSTS.wmm}/pricing`;
    const first = await send(url, { 'accept-language': 'en-x-r1' });
    expect(first.res.headers.get('x-cache')).toBe('MISS');
    expect(first.res.headers.get('vary')).not.toMatch(/accept-language/i);
    for (const language of ['de-CH', 'ar', 'fr-FR,fr;q=0.9', 'en-US,en;q=0.9', 'tlh,en;q=0.5', '']) {
      const again = await send(url, language ? { 'accept-language': language } : {});
      expect(again.res.headers.get('x-cache'), language).toBe('HIT');
      expect(again.body).toBe(first.body);
    }
    // The German URL is another page, with an entry of its own, whatever the header says.
    const german = await send(`https://${HOSTS.wmm}/de/pricing`, { 'accept-language': 'en-x-r1' });
    expect(german.res.headers.get('x-cache')).toBe('MISS');
    expect((await send(`https://${HOSTS.wmm}/de/pricing`, { 'accept-language': 'ar' })).body).toBe(german.body);
  });

  it('never stores or serves a draft-preview link, however its parameter is spelled', async () => {
    for (const query of ['?cmsPreview=1.abc', '?cms%50review=1.abc', '?theme=highcontrast&cmsPreview']) {
      const url = `https://${HOSTS.default}/pricing${query}`;
      const answers = [await send(url), await send(url)];
      expect(
        answers.map((a) => [a.res.status, a.res.headers.get('x-cache')]),
        query,
      ).toEqual([
        [200, 'BYPASS'],
        [200, 'BYPASS'],
      ]);
    }
  });

  it('renders a kept parameter over MAX_CACHED_VALUE_CHARS fresh, never stored (the 8,000-character gclid)', async () => {
    expect(MAX_CACHED_VALUE_CHARS).toBeLessThan(8000);
    const long = `https://${HOSTS.default}/pricing?gclid=${'a'.repeat(8000)}`;
    const [first, second] = [await send(long), await send(long)];
    expect([first.res.status, second.res.status]).toEqual([200, 200]);
    expect([first.res.headers.get('x-cache'), second.res.headers.get('x-cache')]).toEqual(['BYPASS', 'BYPASS']);
    // A click id of a real length is unique per ad click too: rendered, with links that keep it, never stored.
    const real = `https://${HOSTS.default}/pricing?gclid=${'b'.repeat(100)}`;
    const clicks = [await send(real), await send(real)];
    expect(clicks.map((c) => c.res.headers.get('x-cache'))).toEqual(['BYPASS', 'BYPASS']);
    expect(clicks[1]!.body).toContain(`gclid=${'b'.repeat(100)}`);
  });

  it('sends the contact page (a stamp per visitor) as private, no-store, hit or miss or cache off', async () => {
    const url = `https://${HOSTS.cofi}/contact`;
    const [miss, hit] = [await send(url), await send(url)];
    expect([miss.res.headers.get('x-cache'), hit.res.headers.get('x-cache')]).toEqual(['MISS', 'HIT']);
    const uncached = await get(url);
    await uncached.text();
    for (const res of [miss.res, hit.res, uncached]) {
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.headers.has('etag')).toBe(false);
    }
  });

  it('keys on the build id: an entry of another build is never served', async () => {
    const key = (build: string, path: string) => `https://${HOSTS.mzg}/__html/${build}/mzg/en/USD${path}`;
    const { res } = await send(`https://${HOSTS.mzg}/pricing`);
    expect(res.headers.get('x-cache')).toBe('MISS');
    const stored = await edgeCache().match(key(BUILD_ID, '/pricing'));
    expect(stored?.status).toBe(200);
    await stored?.body?.cancel();
    // Entries planted in the Cache API for pages this isolate has not served yet (so not in its memory).
    const plant = (build: string, path: string, text: string) =>
      edgeCache().put(
        key(build, path),
        new Response(text, {
          headers: {
            'content-type': 'text/html',
            etag: '"1"',
            'x-stored-at': String(Date.now()),
            'cache-control': 'max-age=600',
          },
        }),
      );
    await plant('0000000000000000', '/pricing?theme=highcontrast', 'HTML of the previous build');
    const after = await send(`https://${HOSTS.mzg}/pricing?theme=highcontrast`);
    expect(after.res.headers.get('x-cache')).toBe('MISS');
    expect(after.body).not.toContain('previous build');
    // The same planting under this build's key is served: the planted key was the one a request reads.
    await plant(BUILD_ID, '/privacypolicy', 'HTML of this build');
    expect((await send(`https://${HOSTS.mzg}/privacypolicy`)).body).toBe('HTML of this build');
  });

  it('counts a cached page view with the page’s title', async () => {
    const sent: string[] = [];
    const real = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const req = new Request(input, init);
      if (!req.url.includes('/mp/collect')) return real(input, init);
      sent.push(await req.text());
      return new Response(null, { status: 204 });
    });
    const page = `https://${HOSTS.cofi}/pricing?theme=highcontrast`;
    await send(page);
    const hit = await send(page);
    expect(hit.res.headers.get('x-cache')).toBe('HIT');
    const etag = hit.res.headers.get('etag')!;
    const notModified = await send(page, { 'if-none-match': etag });
    expect(notModified.res.status).toBe(304);
    const titles = sent.map(
      (s) => (JSON.parse(s) as { events: { params: { page_title: string } }[] }).events[0]!.params.page_title,
    );
    expect(titles).toEqual([
      'Pricing | Corporate Fitness',
      'Pricing | Corporate Fitness',
      'Pricing | Corporate Fitness',
    ]);
  });

  it('renders every page with HTML_CACHE=off (the test config), and refuses a typo with a 500', async () => {
    const url = `https://${HOSTS.truenorth}/pricing`;
    const off = { ...(env as unknown as Env), HTML_CACHE: 'off' };
    await send(url, {}, off);
    expect((await send(url, {}, off)).res.headers.has('x-cache')).toBe(false);
    const viaSelf = await get(url, { headers: VISITOR });
    expect(viaSelf.status).toBe(200);
    expect(viaSelf.headers.has('x-cache')).toBe(false);
    await viaSelf.body?.cancel();
    expect((await send(url, {}, { ...(env as unknown as Env), HTML_CACHE: 'yes' })).res.status).toBe(500);
  });

  it('leaves 404 pages uncached, so the redirect radar records every one', async () => {
    const points: AnalyticsEngineDataPoint[] = [];
    const testEnv = {
      ...(env as unknown as Env),
      HTML_CACHE: 'on',
      REDIRECT_RADAR: {
        writeDataPoint: (p?: AnalyticsEngineDataPoint) => void points.push(p!),
      } as AnalyticsEngineDataset,
    };
    for (let i = 0; i < 2; i++) {
      const { res } = await send(`https://${HOSTS.default}/blog/no-such-post`, {}, testEnv);
      expect(res.status).toBe(404);
      expect(res.headers.has('x-cache')).toBe(false);
    }
    expect(points.map((p) => p.blobs?.[0])).toEqual(['not-found', 'not-found']);
  });
});
