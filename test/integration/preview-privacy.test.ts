/**
 * A preview is private everywhere: every answer to a `?cmsPreview=` request is
 * `private, no-store` and `noindex` (HTML cache on or off, signed in or not), analytics never
 * hears of a preview (its URL holds a signed link that opens the draft), and a malformed
 * signature is a refused link, not a 500. With the stub CMS of test/upstream-stub.ts.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import worker from '../../worker/index.ts';
import { TENANTS } from '../../worker/tenants/registry.ts';
import { signPreviewLink } from '../sign-preview-link.ts';
import { HOSTS } from './helpers.ts';

const PREVIEW_SECRET = 'preview-test-secret';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const VISITOR = { 'user-agent': BROWSER, 'cf-connecting-ip': '198.51.100.77' };
const COLLECT = 'https://www.google-analytics.com/mp/collect';
const PATH = '/solutions/workplace';

const vars = (extra: Record<string, string>) => ({
  ...env,
  CMS_ORIGIN: 'https://cms.test',
  CMS_TOKEN: 'stub-token',
  CMS_PREVIEW_SECRET: PREVIEW_SECRET,
  ...extra,
});

async function send(url: string, init: RequestInit = {}, extra: Record<string, string> = {}) {
  const ctx = createExecutionContext();
  const headers = { ...VISITOR, ...(init.headers as Record<string, string>) };
  const res = await worker.fetch!(new Request(url, { ...init, headers }) as never, vars(extra) as never, ctx);
  const text = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, text };
}

const validLink = (path = PATH) => signPreviewLink(path, Math.floor(Date.now() / 1000) + 600, PREVIEW_SECRET);

/** Bodies of the analytics hits the worker sent (the fetch spy sees the isolate's own fetches). */
let hits: string[];
beforeEach(() => {
  hits = [];
  const real = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const req = new Request(input, init);
    if (!req.url.startsWith(COLLECT)) return real(input, init);
    hits.push(await req.text());
    return new Response(null, { status: 204 });
  });
});
afterEach(() => vi.restoreAllMocks());

describe('every preview answer is private and unindexed, in one place', () => {
  const cofiAuth = TENANTS.cofi!.authCookie.name;
  it.each([
    ['the HTML cache off', {}, { HTML_CACHE: 'off' }],
    ['the HTML cache on', {}, { HTML_CACHE: 'on' }],
    ['a signed-in visitor', { cookie: `${cofiAuth}=session-1` }, { HTML_CACHE: 'on' }],
    ['a signed-in visitor, cache off', { cookie: `${cofiAuth}=session-1` }, { HTML_CACHE: 'off' }],
  ])('with %s', async (_label, headers, extra) => {
    const { res, text } = await send(
      `https://${HOSTS.cofi}${PATH}?cmsPreview=${await validLink()}`,
      { headers },
      extra,
    );
    expect(res.status).toBe(200);
    expect(text).toContain('CMS copy for /solutions/workplace');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    expect(res.headers.has('etag')).toBe(false);
  });

  it.each([
    ['a page that is not from the CMS', `/pricing?cmsPreview=1.abc`],
    ['a page that is not found', `/no-such-page?cmsPreview=1.abc`],
  ])('and on %s', async (_label, path) => {
    const { res } = await send(`https://${HOSTS.cofi}${path}`, {}, { HTML_CACHE: 'on' });
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
  });
});

describe('a malformed signature is a refused link', () => {
  it.each([
    [HOSTS.cofi, '/solutions'],
    [HOSTS.cofi, PATH],
    [HOSTS.default, '/solutions/relay-races'],
  ])('%s%s?cmsPreview=1.A: 200 with the note, not a 500', async (host, path) => {
    const { res, text } = await send(`https://${host}${path}?cmsPreview=1.A`, {}, { HTML_CACHE: 'on' });
    expect(res.status).toBe(200);
    expect(text).toContain('No draft preview');
    expect(text).toContain('the preview link is incomplete');
  });
});

describe('analytics never hears of a preview', () => {
  it('a valid preview link sends no page view (no signed link, no draft title)', async () => {
    const link = await validLink();
    const { res } = await send(`https://${HOSTS.cofi}${PATH}?cmsPreview=${link}`, {}, { HTML_CACHE: 'off' });
    expect(res.status).toBe(200);
    // The same page without the link is counted: the collector is reachable and the visitor counted.
    await send(`https://${HOSTS.cofi}${PATH}`, {}, { HTML_CACHE: 'off' });
    expect(hits).toHaveLength(1);
    expect(hits.join('')).not.toContain('cmsPreview');
    expect(hits.join('')).not.toContain(link.split('.')[1]);
  });

  it('a client error on a preview page is not forwarded', async () => {
    const page = `https://${HOSTS.cofi}${PATH}?cmsPreview=${await validLink()}`;
    const { res } = await send(`https://${HOSTS.cofi}/api/client-error`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `https://${HOSTS.cofi}` },
      body: JSON.stringify({ description: 'island failed to load', fatal: false, page }),
    });
    expect(res.status).toBe(204);
    expect(hits).toEqual([]);
  });

  it('a page opened from a preview reports its referrer without the signed link', async () => {
    const link = await validLink();
    await send(`https://${HOSTS.cofi}/pricing`, {
      headers: { referer: `https://${HOSTS.cofi}${PATH}?cmsPreview=${link}&x=1` },
    });
    expect(hits).toHaveLength(1);
    expect(hits[0]).toContain(`"page_referrer":"https://${HOSTS.cofi}${PATH}?x=1"`);
    expect(hits[0]).not.toContain(link.split('.')[1]);
  });
});
