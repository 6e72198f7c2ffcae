import { describe, expect, it } from 'vitest';
import type { PageLocale } from '../../common/i18n/locales.ts';
import { BUILD_ID } from '../generated/build-id.ts';
import { resolveTenant } from '../tenants/resolve.ts';
import { CACHED_PARAMS, htmlCacheKey, MAX_CACHED_VALUE_CHARS } from './html-cache-key.ts';
import { originOf, urlOf } from '../../test/tenant-hosts.ts';

function keyOf(
  href: string,
  headers: Record<string, string> = {},
  country?: string,
  method = 'GET',
  locale: PageLocale = 'en',
) {
  const url = new URL(href);
  const request = new Request(url, { method, headers, ...(country && { cf: { country } }) } as RequestInit);
  return htmlCacheKey(request, url, resolveTenant(url, 'default'), undefined, 0, undefined, locale);
}

describe('htmlCacheKey', () => {
  it('names the build, host, tenant, language, currency, path and query', () => {
    expect(
      keyOf(
        'https://www.teamtrek.example/pricing?theme=highcontrast&view=embed',
        { 'accept-language': 'fr-FR' },
        'AT',
        'GET',
        'de',
      ),
    ).toEqual({
      key: `https://www.teamtrek.example/__html/${BUILD_ID}/default/de/EUR/pricing?theme=highcontrast&view=embed`,
    });
  });

  it("keys the language on the URL's locale only (never Accept-Language), and bypasses an overlong kept value", () => {
    const key = (language: string) => keyOf('https://www.teamtrek.example/pricing', { 'accept-language': language });
    expect(key('en-x-r1')).toEqual(key('en'));
    expect(key('de-DE')).toEqual(key('ar'));
    expect(key('de-DE')).toEqual(keyOf('https://www.teamtrek.example/pricing'));
    expect(keyOf(`https://www.teamtrek.example/pricing?gclid=${'x'.repeat(MAX_CACHED_VALUE_CHARS + 1)}`)).toEqual({
      bypass: 'long query value',
    });
  });

  it('keys a preview by the tenant it shows, and countries by the currency they default to', () => {
    const preview = keyOf(urlOf('default', '/pricing?tenant=fitmap'));
    expect('key' in preview && preview.key).toContain('/fitmap/');
    expect(keyOf(urlOf('default', '/pricing'), {}, 'DE')).toEqual(keyOf(urlOf('default', '/pricing'), {}, 'FR'));
    expect(keyOf(urlOf('default', '/pricing'), {}, 'DE')).not.toEqual(keyOf(urlOf('default', '/pricing'), {}, 'GB'));
  });

  it.each([
    ['a signed-in visitor', () => keyOf(urlOf('default', '/pricing'), { cookie: 'a=1; tt_auth=token' }), 'signed in'],
    ['a HEAD request', () => keyOf(urlOf('default', '/pricing'), {}, undefined, 'HEAD'), 'method'],
    ['an unknown parameter', () => keyOf(urlOf('default', '/pricing?gclid=1&utm_source=x')), 'query'],
  ])('bypasses %s', (_label, decide, reason) => {
    expect(decide()).toEqual({ bypass: reason });
  });

  it('keys the contact page like any other (its stamp is written after the cache), its topic included', () => {
    expect(keyOf(urlOf('default', '/contact?topic=demo'))).toEqual({
      key: `${originOf('default')}/__html/${BUILD_ID}/default/en/USD/contact?topic=demo`,
    });
  });

  it('caches an empty auth cookie (it signs nobody in) and the parameters pages read', () => {
    expect('key' in keyOf(urlOf('default', '/pricing'), { cookie: 'tt_auth=' })).toBe(true);
    expect([...CACHED_PARAMS].sort()).toEqual([
      'activity',
      'baseTenant',
      'billing',
      'currency',
      'distance',
      'gclid',
      'minutes',
      'mode',
      'plan',
      'pointsPer1000Steps',
      'region',
      'stairs',
      'stairsPerHour',
      'tenant',
      'theme',
      'topic',
      'units',
      'view',
    ]);
  });
});
