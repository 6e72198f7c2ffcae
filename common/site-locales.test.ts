import { describe, expect, it } from 'vitest';
import { siteLocale, SITE_LOCALES } from './site-locales.ts';

describe('siteLocale', () => {
  it.each([
    ['en', 'en'],
    ['en-GB', 'en-GB'],
    ['en-US', 'en'],
    ['de-CH-1996', 'de-CH'],
    ['de-DE', 'de'],
    ['en-x-r1', 'en'],
    ['en-GB-x-r2', 'en-GB'],
    ['en-u-nu-arab', 'en'],
    ['zh-Hant-TW', 'zh'],
    ['tlh', null],
    ['x-?', null],
  ])('%s → %s', (tag, locale) => {
    expect(siteLocale(tag)).toBe(locale);
  });
  it('lists only locales Intl formats with as written', () => {
    for (const locale of SITE_LOCALES) expect(Intl.getCanonicalLocales(locale)).toEqual([locale]);
  });
});
