import { describe, expect, it, vi } from 'vitest';
import { TENANTS } from '../tenants/registry.ts';
import { createApiSecretReader } from './api-secret.ts';
import { parseSettings } from '../env.ts';
import type { AnalyticsEnv } from './measurement-protocol.ts';
import { isCountedPage, sendPageView } from './page-views.ts';
import { urlOf } from '../../test/tenant-hosts.ts';

const html = (status: number, type = 'text/html; charset=utf-8') =>
  new Response('<html>', { status, headers: { 'content-type': type } });
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

describe('isCountedPage', () => {
  it.each([
    ['a page', 'GET', html(200), false, true],
    ['the 404 page', 'GET', html(404), false, true],
    ['HEAD', 'HEAD', html(200), false, false],
    ['a form post answered with a page', 'POST', html(200), false, false],
    ['a redirect or handoff', 'GET', new Response(null, { status: 302, headers: { location: '/' } }), false, false],
    ['a proxied legacy or app page', 'GET', html(200), true, false],
    ['an error page', 'GET', html(500), false, false],
    ['a gateway timeout page', 'GET', html(504), false, false],
    ['robots.txt', 'GET', html(200, 'text/plain; charset=utf-8'), false, false],
    ['an API answer', 'GET', html(200, 'application/json'), false, false],
  ])('%s → %s', (_label, method, res, proxied, expected) => {
    expect(isCountedPage(method, res, proxied)).toBe(expected);
  });
});

describe('sendPageView', () => {
  const settings = parseSettings({ TENANT: 'default' });
  const request = new Request(urlOf('default', '/pricing'), {
    headers: { 'user-agent': BROWSER, referer: 'https://search.example/' },
  });
  it('sends the page view with the page title', async () => {
    const fetcher = vi.fn(async (_input: RequestInfo | URL) => new Response(null, { status: 204 }));
    await sendPageView({
      request,
      tenantId: 'default',
      tenant: TENANTS.default!,
      env: { GA_API_SECRET_TEAMTREK: 'tt-secret' } as AnalyticsEnv,
      settings,
      title: 'Pricing | TeamTrek',
      fetcher,
    });
    const sent = fetcher.mock.calls[0]![0] as Request;
    expect(sent.url).toBe(
      'https://www.google-analytics.com/mp/collect?measurement_id=G-TEAMTREK01&api_secret=tt-secret',
    );
    expect(((await sent.json()) as { events: unknown[] }).events).toEqual([
      {
        name: 'page_view',
        params: {
          page_location: urlOf('default', '/pricing'),
          page_title: 'Pricing | TeamTrek',
          page_referrer: 'https://search.example/',
          engagement_time_msec: 1,
        },
      },
    ]);
  });

  it('sends nothing for a tenant whose property id is empty', async () => {
    const fetcher = vi.fn(async () => new Response(null, { status: 204 }));
    await sendPageView({
      request,
      tenantId: 'default',
      tenant: { ...TENANTS.default!, analyticsPropertyId: '' },
      env: {},
      settings,
      title: 'Pricing | TeamTrek',
      fetcher,
    });
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('sends nothing without the API secret the tenant names, and warns once per tenant', async () => {
    const fetcher = vi.fn(async () => new Response(null, { status: 204 }));
    const warn = vi.fn();
    const secrets = createApiSecretReader(warn);
    for (const tenantId of ['default', 'default', 'fitmap', 'default']) {
      await sendPageView({
        request,
        tenantId,
        tenant: TENANTS[tenantId]!,
        env: { GA_API_SECRET_COFI: 'not this one' } as AnalyticsEnv,
        settings,
        title: 'Pricing',
        fetcher,
        secrets,
      });
    }
    expect(fetcher).not.toHaveBeenCalled();
    expect(warn.mock.calls).toEqual([
      [
        expect.stringMatching(
          /^analytics default: secret GA_API_SECRET_TEAMTREK is not set.*wrangler secret put GA_API_SECRET_TEAMTREK/,
        ),
      ],
      [expect.stringMatching(/^analytics fitmap: secret GA_API_SECRET_TEAMTREK is not set/)],
    ]);
  });
});
