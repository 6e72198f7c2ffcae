import { describe, expect, it } from 'vitest';
import { directionOf, localePath, splitLocale } from './locales.ts';

describe('splitLocale', () => {
  it.each([
    ['/de/pricing', 'de', '/pricing'],
    ['/de/', 'de', '/'],
    ['/de', 'de', '/'],
    ['/ar/journeys/camino', 'ar', '/journeys/camino'],
    ['/en/pricing', 'en', '/en/pricing'],
    ['/it/pricing', 'en', '/it/pricing'],
    ['/dev/x', 'en', '/dev/x'],
    ['/en-XA/pricing', 'en-XA', '/pricing'],
    ['/ar-XB', 'ar-XB', '/'],
    ['/en-XB/pricing', 'en', '/en-XB/pricing'],
    ['/de-XA/pricing', 'en', '/de-XA/pricing'],
    ['/pricing', 'en', '/pricing'],
    ['/', 'en', '/'],
  ])('%s → %s %s', (pathname, locale, path) => {
    expect(splitLocale(pathname)).toEqual({ locale, path });
  });
});

describe('localePath and directionOf', () => {
  it('prefixes every locale but English, and writes Arabic right to left', () => {
    expect(localePath('/pricing', 'en')).toBe('/pricing');
    expect(localePath('/', 'fr')).toBe('/fr/');
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('nl')).toBe('ltr');
    expect(directionOf('ar-XB')).toBe('rtl');
    expect(localePath('/pricing', 'en-XA')).toBe('/en-XA/pricing');
  });
});
