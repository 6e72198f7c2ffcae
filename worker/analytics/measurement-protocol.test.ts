import { describe, expect, it, vi } from 'vitest';
import { parseSettings } from '../env.ts';
import { measurementRequest, sendAnalyticsEvent, type AnalyticsEvent } from './measurement-protocol.ts';
import { originOf, urlOf } from '../../test/tenant-hosts.ts';

const visit = (init: RequestInit & { cf?: object } = {}) =>
  new Request(urlOf('default', '/pricing?utm_source=news'), {
    ...init,
    headers: { 'cf-connecting-ip': '203.0.113.7', 'user-agent': 'Mozilla/5.0 Firefox/128.0', ...init.headers },
  });
const pageView: AnalyticsEvent = {
  name: 'page_view',
  params: {
    page_location: urlOf('default', '/pricing?utm_source=news'),
    page_title: 'Pricing | TeamTrek',
    page_referrer: '',
    engagement_time_msec: 1,
  },
};
const base = {
  tenantId: 'default',
  measurementId: 'G-TEAMTREK01',
  apiSecret: 'mp-secret',
  event: pageView,
  settings: parseSettings({ TENANT: 'default', ANALYTICS_SALT: 's' }),
  now: new Date('2025-03-01T12:00:00Z'),
};

describe('measurementRequest', () => {
  it('posts the GA4 Measurement Protocol shape, with the API secret, to the configured origin', async () => {
    const req = await measurementRequest({
      ...base,
      request: visit(),
      settings: parseSettings({
        TENANT: 'default',
        ANALYTICS_ORIGIN: 'https://region1.google-analytics.com',
        ANALYTICS_SALT: 's',
      }),
    });
    expect(req.method).toBe('POST');
    expect(req.url).toBe(
      'https://region1.google-analytics.com/mp/collect?measurement_id=G-TEAMTREK01&api_secret=mp-secret',
    );
    expect(req.headers.get('content-type')).toBe('application/json');
    const body = await req.json();
    expect(body).toEqual({ client_id: expect.stringMatching(/^\d+\.\d+$/), events: [pageView] });
    expect(JSON.stringify(body)).not.toContain('203.0.113.7');
  });

  it('defaults to https://www.google-analytics.com', async () => {
    expect(
      (await measurementRequest({ ...base, request: visit(), settings: parseSettings({ TENANT: 'default' }) })).url,
    ).toBe('https://www.google-analytics.com/mp/collect?measurement_id=G-TEAMTREK01&api_secret=mp-secret');
  });

  it("adds country and region from Cloudflare's geolocation, never the city", async () => {
    const body = (await (
      await measurementRequest({ ...base, request: visit({ cf: { country: 'DE', regionCode: 'BY', city: 'Munich' } }) })
    ).json()) as Record<string, unknown>;
    expect(body.user_location).toEqual({ country_id: 'DE', region_id: 'DE-BY' });
    expect(JSON.stringify(body)).not.toContain('Munich');
  });

  it('cuts values to the lengths GA4 keeps and leaves out absent ones', async () => {
    const long: AnalyticsEvent = {
      name: 'page_view',
      params: {
        page_location: `${originOf('default')}/${'a'.repeat(2000)}`,
        page_title: undefined,
        page_referrer: 'r'.repeat(500),
        engagement_time_msec: 1,
      },
    };
    const [event] = (
      (await (await measurementRequest({ ...base, request: visit(), event: long })).json()) as {
        events: [{ params: Record<string, string> }];
      }
    ).events;
    expect(event.params.page_location).toHaveLength(1000);
    expect(event.params.page_referrer).toHaveLength(420);
    expect(event.params).not.toHaveProperty('page_title');
    const exception: AnalyticsEvent = { name: 'exception', params: { description: 'd'.repeat(300), fatal: false } };
    const [sent] = (
      (await (await measurementRequest({ ...base, request: visit(), event: exception })).json()) as {
        events: [{ params: Record<string, unknown> }];
      }
    ).events;
    expect(sent.params).toEqual({ description: 'd'.repeat(100), fatal: false });
  });
});

describe('sendAnalyticsEvent', () => {
  it('sends once through the given fetch', async () => {
    const fetcher = vi.fn(async () => new Response(null, { status: 204 }));
    await sendAnalyticsEvent({ ...base, request: visit(), fetcher });
    expect(fetcher).toHaveBeenCalledOnce();
  });

  it.each([
    ['a network error', () => Promise.reject(new TypeError('Network connection lost.'))],
    ['an error status', async () => new Response('no', { status: 500 })],
  ])('never throws on %s, only logs', async (_label, fail) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(sendAnalyticsEvent({ ...base, request: visit(), fetcher: vi.fn(fail) })).resolves.toBeUndefined();
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/^analytics default page_view: /));
    log.mockRestore();
  });
});
