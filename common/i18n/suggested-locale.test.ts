import { describe, expect, it } from 'vitest';
import { suggestedLocale } from './suggested-locale.ts';

describe('suggestedLocale', () => {
  it('suggests the first preferred language the page exists in', () => {
    expect(suggestedLocale(['de-DE', 'de', 'en-US', 'en'], ['en', 'de', 'fr'], 'en')).toBe('de');
    expect(suggestedLocale(['it-IT', 'fr-CH', 'de'], ['en', 'de', 'fr'], 'en')).toBe('fr');
  });

  it('suggests nothing when the page is already in a language preferred before the others', () => {
    expect(suggestedLocale(['en-GB', 'de'], ['en', 'de'], 'en')).toBeNull();
    expect(suggestedLocale(['de-AT', 'en'], ['en', 'de'], 'de')).toBeNull();
  });

  it('suggests nothing when the page does not exist in any preferred language', () => {
    expect(suggestedLocale(['de-DE'], ['en', 'fr'], 'en')).toBeNull();
    expect(suggestedLocale([], ['en', 'de'], 'en')).toBeNull();
  });

  it('suggests English on a German page to a reader who prefers English', () => {
    expect(suggestedLocale(['EN-us'], ['en', 'de'], 'de')).toBe('en');
  });
});
