import { describe, expect, it } from 'vitest';
import { TENANTS } from '../tenants/registry.ts';
import { trackingRefusal } from './tracking-refusal.ts';
import { urlOf } from '../../test/tenant-hosts.ts';

const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const request = (headers: Record<string, string>) => new Request(urlOf('default', '/pricing'), { headers });

describe('trackingRefusal', () => {
  it.each([
    ['a browser', { 'user-agent': BROWSER }, null],
    ['Sec-GPC: 0', { 'user-agent': BROWSER, 'sec-gpc': '0' }, null],
    ['DNT: 0', { 'user-agent': BROWSER, dnt: '0' }, null],
    ['Global Privacy Control', { 'user-agent': BROWSER, 'sec-gpc': '1' }, 'Global Privacy Control'],
    ['Do Not Track', { 'user-agent': BROWSER, dnt: '1' }, 'Do Not Track'],
    ['a crawler', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }, 'bot'],
    ['a script', { 'user-agent': 'curl/8.5.0' }, 'bot'],
    ['no user agent', {}, 'bot'],
    ['a prefetch', { 'user-agent': BROWSER, 'sec-purpose': 'prefetch' }, 'prefetch'],
    ['a prerender', { 'user-agent': BROWSER, 'sec-purpose': 'prefetch;prerender' }, 'prefetch'],
    ['a legacy prefetch', { 'user-agent': BROWSER, purpose: 'prefetch' }, 'prefetch'],
  ])('%s → %s', (_label, headers, expected) => {
    expect(trackingRefusal(request(headers), TENANTS.default!)).toBe(expected);
  });

  it.each(['', '  '])('refuses a tenant whose property id is %j, whoever asks', (analyticsPropertyId) => {
    expect(trackingRefusal(request({ 'user-agent': BROWSER }), { ...TENANTS.default!, analyticsPropertyId })).toBe(
      'no analytics property',
    );
  });
});
