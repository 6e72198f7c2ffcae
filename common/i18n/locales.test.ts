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
  });
});
