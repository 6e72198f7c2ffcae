/**
 * What the worker answers before the router (early-answer.ts) is the pipeline's answer. Each
 * request below goes to `answerEarly` and to the whole pipeline (`createApp().fetch`), with real
 * hosts, and the two must agree on status, every header and every byte. Pages are first
 * requested through the worker's default export (a MISS that fills the isolate's memory,
 * HTML_CACHE=on as html-cache.test.ts does). What it must leave to the pipeline returns undefined.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import worker from './index.ts';
import { APP_GET_PATHS, createApp } from './app.ts';
import type { Env } from './env.ts';
import { BANNER_DISMISS_PATH } from './http/dismissed-banner.ts';
import { HOSTS } from '../test/tenant-hosts.ts';
import { answerEarly } from './early-answer.ts';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const CACHE_ON = { ...(env as unknown as Env), HTML_CACHE: 'on' };
const pipeline = createApp();

type Headers_ = Record<string, string>;
const request = (url: string, headers: Headers_ = {}, method = 'GET') =>
  new Request(url, { method, headers: { 'user-agent': BROWSER, ...headers }, redirect: 'manual' });

/** Through the worker as workerd calls it, waiting for its background work (the cache writes). */
async function viaWorker(url: string, headers: Headers_ = {}, testEnv: Env = CACHE_ON) {
  const ctx = createExecutionContext();
  const res = await worker.fetch!(request(url, headers) as never, testEnv, ctx);
  const body = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, body };
}

async function early(url: string, headers: Headers_ = {}, testEnv: Env = CACHE_ON, method = 'GET') {
  const ctx = createExecutionContext();
  const res = answerEarly(request(url, headers, method), testEnv, ctx, APP_GET_PATHS);
  await waitOnExecutionContext(ctx);
  return res;
}

async function fromPipeline(url: string, headers: Headers_ = {}, testEnv: Env = CACHE_ON) {
  const ctx = createExecutionContext();
  const res = await pipeline.fetch(request(url, headers), testEnv, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

const described = async (res: Response) => ({
  status: res.status,
  headers: [...res.headers].sort(([a], [b]) => a.localeCompare(b)),
  body: await res.text(),
});

afterEach(() => vi.restoreAllMocks());

describe('answers that need no I/O: the pipeline’s, before the router', () => {
  const AT_ONCE: [string, string, Headers_?][] = [
    ['a redirect of the table', `https://${HOSTS.default}/request-demo`],
    ['a redirect under a locale prefix (its Location keeps it)', `https://${HOSTS.default}/de/request-demo`],
    ['an app handoff by redirect, query kept', `https://${HOSTS.default}/profile/edit?x=1`],
    [
      'a handoff that re-issues the auth cookie (cofi)',
      `https://${HOSTS.cofi}/profile`,
      { cookie: 'cofi_auth=abc.def' },
    ],
    ['a legacy redirect (True North)', `https://${HOSTS.truenorth}/old/page.html?ref=nav`],
    ['a path cleaned by a 308', `https://${HOSTS.default}//pricing`],
    ['a refusal (malformed percent-encoding)', `https://${HOSTS.default}/%E0%A4%A`],
    ['a tenant file (robots.txt)', `https://${HOSTS.fitmap}/robots.txt`],
    ['a tenant file (the German sitemap)', `https://${HOSTS.default}/de/sitemap.xml`],
    [
      'a redirect asked for as a draft preview (private, not indexed)',
      `https://${HOSTS.default}/request-demo?cmsPreview=1.A`,
    ],
    ['plain http (no HSTS)', `http://${HOSTS.mzg}/request-demo`],
  ];
  it.each(AT_ONCE)('%s', async (_, url, headers = {}) => {
    const answer = await early(url, headers);
    expect(answer, 'answered early').toBeInstanceOf(Response);
    expect(await described(answer!)).toEqual(await described(await fromPipeline(url, headers)));
  });

  it('records the redirect radar’s data point as the pipeline does', async () => {
    const points: unknown[] = [];
    const radarEnv = {
      ...CACHE_ON,
      REDIRECT_RADAR: { writeDataPoint: (p?: AnalyticsEngineDataPoint) => void points.push(p) },
    } as Env;
    const url = `https://${HOSTS.default}/request-demo?utm_source=x`;
    await early(url, {}, radarEnv);
    await fromPipeline(url, {}, radarEnv);
    expect(points).toHaveLength(2);
    expect(points[0]).toEqual(points[1]);
  });
});

describe('a page in memory, before the router', () => {
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
    const answer = await early(url);
    expect(answer, 'answered from memory').toBeInstanceOf(Response);
    expect(answer!.headers.get('x-cache')).toBe('HIT');
    expect(await described(answer!)).toEqual(await described(await fromPipeline(url)));
  });

  it('answers a matching If-None-Match with the pipeline’s 304', async () => {
    const url = `https://${HOSTS.wmm}/pricing`;
    const etag = (await viaWorker(url)).res.headers.get('etag')!;
    const answer = await early(url, { 'if-none-match': etag });
    expect(answer?.status).toBe(304);
    expect(await described(answer!)).toEqual(await described(await fromPipeline(url, { 'if-none-match': etag })));
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
    expect((await early(url))?.headers.get('x-cache')).toBe('HIT');
    const params = sent.map(
      (s) => (JSON.parse(s) as { events: { params: { page_title: string } }[] }).events[0]!.params,
    );
    expect(params).toEqual([expect.objectContaining({ page_title: expect.stringContaining('Corporate Fitness') })]);
    // A crawler's request is answered the same, and not counted.
    sent.length = 0;
    await early(url, { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' });
    expect(sent).toEqual([]);
  });
});

describe('the same URL again: its remembered decision (decision-memo.ts)', () => {
  it('answers a redirect asked for again as the pipeline does, every time', async () => {
    const url = `https://${HOSTS.default}/request-demo?utm_source=again`;
    for (let i = 0; i < 3; i++)
      expect(await described((await early(url))!)).toEqual(await described(await fromPipeline(url)));
  });

  it('keeps each host’s, locale’s and preview’s own decision for one path', async () => {
    const path = '/solutions/fitness-engine';
    const urls = [
      `https://${HOSTS.cofi}${path}`,
      `https://${HOSTS.default}${path}`,
      `https://${HOSTS.default}/de${path}`,
      `https://${HOSTS.default}${path}?baseTenant=cofi`,
    ];
    const signature = async (r: Response) =>
      `${r.status} ${r.headers.get('location')} ${/<html[^>]* lang="([^"]+)"/.exec(await r.text())?.[1]}`;
    const answers = async () =>
      Promise.all(urls.map(async (url) => signature((await early(url)) ?? (await fromPipeline(url)))));
    const first = await answers();
    // Different answers to start with (a redirect per brand, an English and a German page), so a
    // decision shared between them would show.
    expect(new Set(first).size).toBe(urls.length);
    expect(await answers()).toEqual(first);
    expect(await answers()).toEqual(first);
  });

  it('keys a page in memory on the visitor’s currency every time: a British visitor never gets the dollar page', async () => {
    const url = `https://${HOSTS.default}/pricing`;
    const priced = (country: string) => ({ cf: { country } }) as RequestInit;
    const viaWorkerFrom = async (country: string) => {
      const ctx = createExecutionContext();
      const res = await worker.fetch!(
        new Request(url, { headers: { 'user-agent': BROWSER }, ...priced(country) }) as never,
        CACHE_ON,
        ctx,
      );
      const body = await res.text();
      await waitOnExecutionContext(ctx);
      return { res, body };
    };
    const earlyFrom = (country: string) =>
      answerEarly(
        new Request(url, { headers: { 'user-agent': BROWSER }, ...priced(country) }),
        CACHE_ON,
        createExecutionContext(),
        APP_GET_PATHS,
      );
    const us = await viaWorkerFrom('US');
    expect(earlyFrom('US')?.headers.get('x-cache')).toBe('HIT');
    // The US page is remembered for this URL; a British visitor's request is not answered with it.
    expect(earlyFrom('GB')).toBeUndefined();
    const gb = await viaWorkerFrom('GB');
    expect(gb.body).not.toBe(us.body);
    expect(await earlyFrom('GB')!.text()).toBe(gb.body);
    expect(await earlyFrom('US')!.text()).toBe(us.body);
  });
});

describe('what it leaves to the pipeline', () => {
  const home = `https://${HOSTS.default}/`;

  it.each([
    ['a page in memory asked for with a cookie (sign-in, a dismissed banner)', { cookie: 'consent=1' }],
    ['a HEAD request', {}, 'HEAD'],
    ['a POST', {}, 'POST'],
  ] as [string, Headers_, string?][])('%s', async (_, headers, method = 'GET') => {
    await viaWorker(home);
    expect(await early(home, headers, CACHE_ON, method)).toBeUndefined();
    expect(await early(home)).toBeInstanceOf(Response);
  });

  it.each([
    ['a page never requested', `https://${HOSTS.fitmap}/about`, false],
    ['a page whose copy changes after the cache (the contact form’s stamp)', `https://${HOSTS.default}/contact`, true],
    ['a page asked for as a draft preview', `https://${HOSTS.default}/pricing?cmsPreview=1.A`, true],
    ['a page with a query no page keeps', `https://${HOSTS.default}/pricing?utm_campaign=x`, true],
    ['an unknown path (the 404 page renders)', `https://${HOSTS.default}/no-such-page`, false],
    ['an app handoff by proxy (minimal)', `https://${HOSTS.minimal}/profile`, false],
    ['the legacy host by proxy (cofi)', `https://${HOSTS.cofi}/old/page.html`, false],
    ['a pseudo-locale (its copy loads on first use)', 'http://localhost/en-XA/pricing', true],
  ])('%s', async (_, url, requestedFirst) => {
    if (requestedFirst) await viaWorker(url);
    expect(await early(url)).toBeUndefined();
  });

  it('a path the app routes itself (the banner’s dismiss link), even where a redirect would match it', async () => {
    expect(APP_GET_PATHS.has(BANNER_DISMISS_PATH)).toBe(true);
    const url = `https://${HOSTS.default}/request-demo`;
    const ctx = createExecutionContext();
    expect(answerEarly(request(url), CACHE_ON, ctx, new Set(['/request-demo']))).toBeUndefined();
    expect(answerEarly(request(url), CACHE_ON, ctx, APP_GET_PATHS)).toBeInstanceOf(Response);
  });

  it('anything at all with EARLY_ANSWER off (the bench measures the pipeline alone so), while the worker still answers', async () => {
    const off = { ...CACHE_ON, EARLY_ANSWER: 'off' };
    const redirect = `https://${HOSTS.default}/request-demo`;
    expect(await early(redirect)).toBeInstanceOf(Response);
    expect(await early(redirect, {}, off)).toBeUndefined();
    const { res } = await viaWorker(redirect, {}, off);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe((await fromPipeline(redirect)).headers.get('location'));
  });

  it('a page with the HTML cache off', async () => {
    await viaWorker(home);
    expect(await early(home, {}, { ...(env as unknown as Env), HTML_CACHE: 'off' })).toBeUndefined();
  });

  it('a page past its fresh minute (the pipeline serves it STALE and renders it again)', async () => {
    const url = `https://${HOSTS['100kmc']}/pricing`;
    await viaWorker(url);
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 61_000);
    expect(await early(url)).toBeUndefined();
    expect((await viaWorker(url)).res.headers.get('x-cache')).toBe('STALE');
  });

  it('a page when the CMS content version is older than its two seconds: the pipeline reads it again first', async () => {
    const cms = { ...CACHE_ON, CMS_ORIGIN: 'https://cms.test' };
    const url = `https://${HOSTS.cofi}/privacypolicy`;
    await viaWorker(url, {}, cms);
    expect(await early(url, {}, cms)).toBeInstanceOf(Response);
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 2_500);
    expect(await early(url, {}, cms)).toBeUndefined();
    expect((await viaWorker(url, {}, cms)).res.headers.get('x-cache')).toBe('HIT');
  });

  it('an answer that would throw (a bad var): the pipeline answers its 500 and logs it', async () => {
    const bad = { ...CACHE_ON, HTML_CACHE: 'yes' };
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await early(`https://${HOSTS.default}/request-demo`, {}, bad)).toBeUndefined();
    expect(await early(`https://${HOSTS.default}/request-demo`, {}, bad)).toBeUndefined();
    expect(warnings.mock.calls.map(([m]) => m)).toEqual([
      expect.stringMatching(/^early answer: .*HTML_CACHE.*\(logged once\)$/),
    ]);
    expect((await fromPipeline(`https://${HOSTS.default}/request-demo`, {}, bad)).status).toBe(500);
    expect(errors).toHaveBeenCalled();
  });
});
