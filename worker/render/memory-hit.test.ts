/**
 * A fresh page in memory answered before the router (memory-hit.ts) is the pipeline's answer:
 * each page below is first requested through the worker's default export (a MISS that fills the
 * isolate's memory, real hosts, HTML_CACHE=on as html-cache.test.ts does), then answered by
 * `answerFromMemory` and by the whole pipeline (`createApp().fetch`, itself a memory HIT), and
 * the two must agree on status, every header and every byte. The cases it must leave to the
 * pipeline return undefined, and the worker still answers them as before.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import worker from '../index.ts';
import { createApp } from '../app.ts';
import type { Env } from '../env.ts';
import { HOSTS } from '../../test/tenant-hosts.ts';
import { answerFromMemory } from './memory-hit.ts';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const CACHE_ON = { ...(env as unknown as Env), HTML_CACHE: 'on' };
const pipeline = createApp();

const request = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  new Request(url, { method, headers: { 'user-agent': BROWSER, ...headers }, redirect: 'manual' });

/** Through the worker as workerd calls it, waiting for its background work (the cache writes). */
async function viaWorker(url: string, headers: Record<string, string> = {}, testEnv: Env = CACHE_ON) {
  const ctx = createExecutionContext();
  const res = await worker.fetch!(request(url, headers) as never, testEnv, ctx);
  const body = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, body };
}

async function fromMemory(url: string, headers: Record<string, string> = {}, testEnv: Env = CACHE_ON, method = 'GET') {
  const ctx = createExecutionContext();
  const res = answerFromMemory(request(url, headers, method), testEnv, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

async function fromPipeline(url: string, headers: Record<string, string> = {}) {
  const ctx = createExecutionContext();
  const res = await pipeline.fetch(request(url, headers), CACHE_ON, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

const described = async (res: Response) => ({
  status: res.status,
  headers: [...res.headers].sort(([a], [b]) => a.localeCompare(b)),
  body: await res.text(),
});

afterEach(() => vi.restoreAllMocks());

describe('a page in memory, answered before the router', () => {
  const ANSWERED: [string, string][] = [
    ['the general home', `https://${HOSTS.default}/`],
    ['the corporate-fitness pricing', `https://${HOSTS.cofi}/pricing`],
    ['a German page (its prefix read as the locale middleware reads it)', `https://${HOSTS.default}/de/pricing`],
    ['a kept query (high contrast)', `https://${HOSTS.mzg}/pricing?theme=highcontrast`],
    ['a page’s own parameter', `https://${HOSTS.default}/pricing?currency=GBP`],
    ['a tenant preview by query (keyed on the tenant shown)', `https://${HOSTS.default}/pricing?tenant=fitmap`],
    ['plain http (no HSTS)', `http://${HOSTS.mzg}/pricing`],
  ];
  it.each(ANSWERED)('%s: the same status, headers and bytes as the pipeline', async (_, url) => {
    expect((await viaWorker(url)).res.headers.get('x-cache')).toBe('MISS');
    const early = await fromMemory(url);
    expect(early, 'answered from memory').toBeInstanceOf(Response);
    expect(early!.headers.get('x-cache')).toBe('HIT');
    expect(await described(early!)).toEqual(await described(await fromPipeline(url)));
  });

  it('answers a matching If-None-Match with the pipeline’s 304', async () => {
    const url = `https://${HOSTS.wmm}/pricing`;
    const etag = (await viaWorker(url)).res.headers.get('etag')!;
    const early = await fromMemory(url, { 'if-none-match': etag });
    expect(early?.status).toBe(304);
    expect(await described(early!)).toEqual(await described(await fromPipeline(url, { 'if-none-match': etag })));
  });

  it('counts the page view, with the page’s title, as the pipeline does', async () => {
    const sent: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      sent.push(await new Request(input, init).text());
      return new Response(null, { status: 204 });
    });
    const url = `https://${HOSTS.cofi}/solutions`;
    await viaWorker(url);
    sent.length = 0;
    expect((await fromMemory(url))?.headers.get('x-cache')).toBe('HIT');
    const titles = sent.map(
      (s) => (JSON.parse(s) as { events: { params: { page_title: string } }[] }).events[0]!.params,
    );
    expect(titles).toEqual([expect.objectContaining({ page_title: expect.stringContaining('Corporate Fitness') })]);
    // A crawler's request is answered the same, and not counted.
    sent.length = 0;
    await fromMemory(url, { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' });
    expect(sent).toEqual([]);
  });
});

describe('what it leaves to the pipeline', () => {
  const home = `https://${HOSTS.default}/`;

  it.each([
    ['any cookie (sign-in, a dismissed banner)', { cookie: 'consent=1' }],
    ['a HEAD request', {}, 'HEAD'],
  ] as [string, Record<string, string>, string?][])('%s', async (_, headers, method = 'GET') => {
    await viaWorker(home);
    expect(await fromMemory(home, headers, CACHE_ON, method)).toBeUndefined();
    expect(await fromMemory(home)).toBeInstanceOf(Response);
  });

  it.each([
    ['a page never requested', `https://${HOSTS.fitmap}/about`, false],
    ['a redirect', `https://${HOSTS.default}/request-demo`, true],
    ['a page whose copy changes after the cache (the contact form’s stamp)', `https://${HOSTS.default}/contact`, true],
    ['a draft preview', `https://${HOSTS.default}/pricing?cmsPreview=1.A`, true],
    ['a query no page keeps', `https://${HOSTS.default}/pricing?utm_campaign=x`, true],
  ])('%s', async (_, url, requestedFirst) => {
    if (requestedFirst) await viaWorker(url);
    expect(await fromMemory(url)).toBeUndefined();
  });

  it('the HTML cache off', async () => {
    await viaWorker(home);
    expect(await fromMemory(home, {}, { ...(env as unknown as Env), HTML_CACHE: 'off' })).toBeUndefined();
  });

  it('an entry past its fresh minute (the pipeline serves it STALE and renders it again)', async () => {
    const url = `https://${HOSTS['100kmc']}/pricing`;
    await viaWorker(url);
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 61_000);
    expect(await fromMemory(url)).toBeUndefined();
    expect((await viaWorker(url)).res.headers.get('x-cache')).toBe('STALE');
  });

  it('a CMS content version older than its two seconds: the pipeline reads it again first', async () => {
    const cms = { ...CACHE_ON, CMS_ORIGIN: 'https://cms.test' };
    const url = `https://${HOSTS.cofi}/privacypolicy`;
    await viaWorker(url, {}, cms);
    expect(await fromMemory(url, {}, cms)).toBeInstanceOf(Response);
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 2_500);
    expect(await fromMemory(url, {}, cms)).toBeUndefined();
    expect((await viaWorker(url, {}, cms)).res.headers.get('x-cache')).toBe('HIT');
  });
});
