import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber, pickLanguage } from './format.ts';

describe('format', () => {
  it.each([
    [2149, 'en', '2,149'], [2149, 'de', '2.149'], [1.005, 'en', '1.01'], [3.14159, 'en', '3.14'], [2.5, 'de', '2,5'], [7, 'en', '7'],
  ])('formatNumber(%s, %s) = %s', (n, lang, out) => {
    expect(formatNumber(n, lang)).toBe(out);
  });
  it('formats dates in the language', () => {
    expect(formatDate('2025-11-01', 'en-GB')).toBe('1 November 2025');
    expect(formatDate('2025-11-01', 'de-DE')).toBe('1. November 2025');
  });
  it.each([
    ['de-DE,de;q=0.9,en;q=0.8', 'de-DE'], ['*', 'en'], ['', 'en'], [null, 'en'], ['x-?,fr', 'fr'],
  ])('pickLanguage(%j) = %s', (header, lang) => {
    expect(pickLanguage(header, 'en')).toBe(lang);
  });
});
