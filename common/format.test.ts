import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber, formatRelativeDate, pickLanguage } from './format.ts';

describe('format', () => {
  it.each([
    [2149, 'en', '2,149'],
    [2149, 'de', '2.149'],
    [1.005, 'en', '1.01'],
    [3.14159, 'en', '3.14'],
    [2.5, 'de', '2,5'],
    [7, 'en', '7'],
  ])('formatNumber(%s, %s) = %s', (n, lang, out) => {
    expect(formatNumber(n, lang)).toBe(out);
  });
  it('formats dates in the language', () => {
    expect(formatDate('2025-11-01', 'en-GB')).toBe('1 November 2025');
    expect(formatDate('2025-11-01', 'de-DE')).toBe('1. November 2025');
  });
  it.each([
    ['de-DE,de;q=0.9,en;q=0.8', 'de'],
    ['de-CH,de;q=0.9', 'de-CH'],
    ['tlh,en-GB;q=0.5', 'en-GB'],
    ['en-x-r1', 'en'],
    ['*', 'en'],
    ['', 'en'],
    [null, 'en'],
    ['x-?,fr', 'fr'],
  ])('pickLanguage(%j) = %s', (header, lang) => {
    expect(pickLanguage(header, 'en')).toBe(lang);
  });
  it.each([
    ['2026-11-23', 'en', 'today'],
    ['2026-11-22', 'en', 'yesterday'],
    ['2026-11-18', 'en', '5 days ago'],
    ['2026-11-02', 'en', '3 weeks ago'],
    ['2026-11-02', 'de', 'vor 3 Wochen'],
    ['2026-11-02', 'fr', 'il y a 3 semaines'],
    ['2026-09-22', 'en', '2 months ago'],
    ['2025-10-01', 'en', 'last year'],
    ['2023-11-01', 'en', '3 years ago'],
    ['2026-11-30', 'en', 'next week'],
  ])('formatRelativeDate(%s, %s) = %s (on 23 Nov 2026 in the afternoon)', (date, lang, out) => {
    expect(formatRelativeDate(date, new Date('2026-11-23T15:30:00Z'), lang)).toBe(out);
  });
});
