import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { get, HOSTS } from './helpers.ts';

// Analytics goes out in ctx.waitUntil, after the answer; a fetch spy inside the isolate sees it.
const COLLECT = 'https://www.google-analytics.com/mp/collect';
/** The API secret of each property, as bound in vitest.config.ts (wrangler secrets in production). */
const API_SECRETS: Record<string, string> = {
  'G-TEAMTREK01': 'test-ga-secret-teamtrek',
  'G-COFIFIT02': 'test-ga-secret-cofi',
};
const BROWSER =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const VISITOR = { 'user-agent': BROWSER, 'cf-connecting-ip': '198.51.100.23' };

type Event = { name: string; params: Record<string, unknown> };
type Sent = { url: string; body: { client_id: string; events: Event[] } };

let sent: Sent[];
/** Hits the collector dropped for a missing or wrong `api_secret`. */
let dropped: Sent[];
let collector: (req: Request) => Promise<Response>;
/** Wakes `sentFor` when a hit arrives (sent or dropped). */
let arrived: () => void = () => {};

beforeEach(() => {
  sent = [];
  dropped = [];
  collector = async () => new Response(null, { status: 204 });
  const real = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const req = new Request(input, init);
    if (!req.url.startsWith(COLLECT)) return real(input, init);
    const hit = { url: req.url, body: (await req.clone().json()) as Sent['body'] };
    // As GA4 does: a hit without its property's API secret is answered 2xx and thrown away.
    const url = new URL(req.url);
    if (url.searchParams.get('api_secret') !== API_SECRETS[url.searchParams.get('measurement_id') ?? '']) {
      dropped.push(hit);
      arrived();
      return new Response(null, { status: 204 });
    }
    sent.push(hit);
    arrived();
    return collector(req);
  });
});
afterEach(() => vi.restoreAllMocks());

let n = 0;
/** A query value no other request in this file uses, to find a request's own event. */
const marker = () => `m${++n}x${Date.now()}`;

/**
 * The events whose page_location contains `mark`, once at least one arrived (waitUntil work):
 * woken by each hit, with no clock of its own; one that never comes fails at the test's timeout.
 */
async function sentFor(mark: string): Promise<Sent[]> {
  for (;;) {
    expect(dropped).toEqual([]);
    const found = sent.filter((s) => s.body.events.some((e) => String(e.params.page_location).includes(mark)));
    if (found.length) return found;
    await new Promise<void>((resolve) => (arrived = resolve));
  }
}

/**
 * Asserts `mark` never produced an analytics request: a page view that is counted is requested
 * afterwards, and once its event arrived, nothing may have come for `mark`.
 */
async function expectNoneFor(mark: string) {
  const control = marker();
  await (await get(`https://${HOSTS.default}/pricing?c=${control}`, { headers: VISITOR })).text();
  await sentFor(control);
  expect(sent.filter((s) => JSON.stringify(s.body).includes(mark))).toEqual([]);
}

describe('page views from the worker', () => {
  it.each([
    ['default', HOSTS.default, 'G-TEAMTREK01', 'Pricing | TeamTrek'],
    ['cofi', HOSTS.cofi, 'G-COFIFIT02', 'Pricing | Corporate Fitness'],
    ['mzg (inherits cofi’s property)', HOSTS.mzg, 'G-COFIFIT02', 'Pricing | MZG Move Together'],
    ['fitmap (inherits default’s property)', HOSTS.fitmap, 'G-TEAMTREK01', 'Pricing | FitMap'],
  ])('%s: one page_view to its own measurement id', async (_label, host, measurementId, title) => {
    const mark = marker();
    const url = `https://${host}/pricing?utm_source=news&m=${mark}`;
    const res = await get(url, { headers: { ...VISITOR, referer: 'https://search.example/' } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<title>${title}</title>`);
    expect(html.trimEnd()).toMatch(/<\/html>$/);
    const [one, ...more] = await sentFor(mark);
    expect(more).toEqual([]);
    expect(one!.url).toBe(`${COLLECT}?measurement_id=${measurementId}&api_secret=${API_SECRETS[measurementId]}`);
    expect(one!.body.client_id).toMatch(/^\d+\.\d+$/);
    expect(one!.body.events).toEqual([
      {
        name: 'page_view',
        params: {
          page_location: url,
          page_title: title,
          page_referrer: 'https://search.example/',
          engagement_time_msec: 1,
        },
      },
    ]);
    expect(JSON.stringify(one!.body)).not.toContain(VISITOR['cf-connecting-ip']);
  });

  it('counts the 404 page too', async () => {
    const mark = marker();
    const res = await get(`https://${HOSTS.default}/no-such-page-${mark}`, { headers: VISITOR });
    expect(res.status).toBe(404);
    await res.text();
    const [one] = await sentFor(mark);
    expect(one!.body.events[0]).toMatchObject({
      name: 'page_view',
      params: { page_title: 'We could not find that page | TeamTrek', page_referrer: '' },
    });
  });

  it('gives one visitor one client id across pages, and another visitor another', async () => {
    const ids = async (headers: Record<string, string>) => {
      const mark = marker();
      await (await get(`https://${HOSTS.default}/about?m=${mark}`, { headers })).text();
      return (await sentFor(mark))[0]!.body.client_id;
    };
    const first = await ids(VISITOR);
    expect(await ids(VISITOR)).toBe(first);
    expect(await ids({ ...VISITOR, 'cf-connecting-ip': '198.51.100.24' })).not.toBe(first);
  });

  it.each([
    ['a redirect', `https://${HOSTS.default}/slack`, {}, 301],
    ['a handoff to the app (redirect)', `https://${HOSTS.default}/login`, {}, 302],
    ['a handoff to the app (proxy, minimal)', `https://${HOSTS.minimal}/login`, {}, 200],
    ['a proxied legacy page', `https://${HOSTS.cofi}/old/page.html`, {}, 200],
    ['a legacy redirect (truenorth)', `https://${HOSTS.truenorth}/old/page`, {}, 302],
    ['robots.txt', `https://${HOSTS.default}/robots.txt`, {}, 200],
    ['HEAD', `https://${HOSTS.default}/pricing`, { method: 'HEAD' }, 200],
    ['Sec-GPC: 1', `https://${HOSTS.default}/pricing`, { headers: { ...VISITOR, 'sec-gpc': '1' } }, 200],
    ['DNT: 1', `https://${HOSTS.cofi}/pricing`, { headers: { ...VISITOR, dnt: '1' } }, 200],
    [
      'a crawler',
      `https://${HOSTS.default}/pricing`,
      {
        headers: {
          ...VISITOR,
          'user-agent': 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
        },
      },
      200,
    ],
    [
      'a prerender',
      `https://${HOSTS.default}/pricing`,
      { headers: { ...VISITOR, 'sec-purpose': 'prefetch;prerender' } },
      200,
    ],
  ] as const)('sends nothing for %s', async (_label, base, init, status) => {
    const mark = marker();
    const res = await get(`${base}?m=${mark}`, { headers: VISITOR, ...init });
    expect(res.status).toBe(status);
    await res.arrayBuffer();
    await expectNoneFor(mark);
  });

  it('never makes the visitor wait for analytics, nor fail with it', async () => {
    collector = () => new Promise(() => {}); // a collector that never answers
    const slow = marker();
    const res = await get(`https://${HOSTS.default}/pricing?m=${slow}`, { headers: VISITOR });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('</html>');
    await sentFor(slow);

    collector = () => Promise.reject(new TypeError('Network connection lost.'));
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const down = marker();
    const again = await get(`https://${HOSTS.cofi}/pricing?m=${down}`, { headers: VISITOR });
    expect(again.status).toBe(200);
    expect(await again.text()).toContain('</html>');
    await sentFor(down);
    await vi.waitFor(() =>
      expect(log).toHaveBeenCalledWith(expect.stringContaining('analytics cofi page_view: Network connection lost.')),
    );
  });
});

describe('POST /api/client-error', () => {
  const report = (host: string, body: unknown, headers: Record<string, string> = {}) =>
    get(`https://${host}/api/client-error`, {
      method: 'POST',
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: {
        ...VISITOR,
        'content-type': 'text/plain;charset=UTF-8',
        origin: `https://${host}`,
        'sec-fetch-site': 'same-origin',
        ...headers,
      },
    });

  it.each([
    ['default', HOSTS.default!, 'G-TEAMTREK01'],
    ['cofi', HOSTS.cofi!, 'G-COFIFIT02'],
  ])('%s: 204, and an exception event (fatal: false) to its property', async (_label, host, measurementId) => {
    const page = `https://${host}/contact?m=${marker()}`;
    const res = await report(host, {
      description: 'island failed to load: TypeError: Failed to fetch dynamically imported module',
      fatal: false,
      page,
    });
    expect(res.status).toBe(204);
    const [one, ...more] = await sentFor(page);
    expect(more).toEqual([]);
    expect(one!.url).toBe(`${COLLECT}?measurement_id=${measurementId}&api_secret=${API_SECRETS[measurementId]}`);
    expect(one!.body.events).toEqual([
      {
        name: 'exception',
        params: {
          description: 'island failed to load: TypeError: Failed to fetch dynamically imported module',
          fatal: false,
          page_location: page,
        },
      },
    ]);
  });

  it.each([
    ['Sec-GPC: 1', { 'sec-gpc': '1' }],
    ['a crawler', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }],
  ])('answers 204 but forwards nothing with %s', async (_label, headers) => {
    const mark = marker();
    const res = await report(
      HOSTS.default!,
      { description: 'boom', fatal: false, page: `https://${HOSTS.default}/?m=${mark}` },
      headers,
    );
    expect(res.status).toBe(204);
    await expectNoneFor(mark);
  });

  it.each([
    ['not JSON', 400, '{"description": ', {}],
    ['fatal: true', 400, { description: 'boom', fatal: true, page: `https://${HOSTS.default}/` }, {}],
    ['no description', 400, { fatal: false, page: `https://${HOSTS.default}/` }, {}],
    ['a page of another site', 400, { description: 'boom', fatal: false, page: 'https://evil.example/' }, {}],
    ['unknown fields', 400, { description: 'boom', fatal: false, page: `https://${HOSTS.default}/`, user: 'x' }, {}],
    [
      'a body over 4 KB',
      413,
      { description: 'boom', fatal: false, page: `https://${HOSTS.default}/?q=${'x'.repeat(5000)}` },
      {},
    ],
    [
      'another origin',
      403,
      { description: 'boom', fatal: false, page: `https://${HOSTS.default}/` },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    ],
    ['a form post', 415, 'description=boom', { 'content-type': 'application/x-www-form-urlencoded' }],
  ] as const)('rejects %s with %i and forwards nothing', async (_label, status, body, headers) => {
    const res = await report(HOSTS.default!, body, headers);
    expect(res.status).toBe(status);
    expect(await res.text()).not.toBe('');
    await expectNoneFor('boom');
  });
});

describe('the API secret', () => {
  it('sends nothing for a tenant whose secret is not set, and warns once per isolate for that tenant', async () => {
    const secrets = env as unknown as Record<string, unknown>;
    const saved = secrets.GA_API_SECRET_COFI;
    delete secrets.GA_API_SECRET_COFI;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const marks = [marker(), marker(), marker()];
      for (const [host, mark] of [
        [HOSTS.cofi, marks[0]],
        [HOSTS.cofi, marks[1]],
        [HOSTS.mzg, marks[2]],
      ] as const) {
        const res = await get(`https://${host}/pricing?m=${mark}`, { headers: VISITOR });
        expect(res.status).toBe(200);
        await res.text();
      }
      await expectNoneFor(marks[0]!); // the general brand's secret is still set: its page view arrives
      for (const mark of marks) expect(JSON.stringify(dropped)).not.toContain(mark);
      const about = (id: string) => warn.mock.calls.filter(([m]) => String(m).startsWith(`analytics ${id}: `));
      expect(about('cofi')).toEqual([[expect.stringContaining('secret GA_API_SECRET_COFI is not set')]]);
      expect(about('mzg')).toEqual([[expect.stringContaining('secret GA_API_SECRET_COFI is not set')]]);
      expect(about('default')).toEqual([]);
    } finally {
      secrets.GA_API_SECRET_COFI = saved;
    }
  });
});
