import { describe, expect, it } from 'vitest';
import { COMMA_GROUPED, formatDate, formatFixed, formatNumber, formatRelativeDate, pickLanguage } from './format.ts';

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
  it('writes an English whole number without making an Intl.NumberFormat (a cold isolate skips loading its data)', () => {
    const original = Intl.NumberFormat;
    Intl.NumberFormat = function () {
      throw new Error('Intl.NumberFormat made');
    } as unknown as typeof Intl.NumberFormat;
    try {
      expect(formatNumber(12480, 'en-AU')).toBe('12,480');
      expect(() => formatNumber(2.5, 'en-AU')).toThrow('Intl.NumberFormat made');
    } finally {
      Intl.NumberFormat = original;
    }
  });
  // The languages formatted without Intl write whole numbers exactly as Intl does, in the runtime.
  it.each([...COMMA_GROUPED])('formats whole numbers in %s as Intl.NumberFormat does', (lang) => {
    const intl = new Intl.NumberFormat(lang, { minimumFractionDigits: 0, maximumFractionDigits: 2 });
    const samples = [
      0,
      7,
      -7,
      12,
      999,
      1000,
      -1000,
      12480,
      100000,
      999999,
      1000000,
      -123456789,
      2 ** 53 - 1,
      -(2 ** 53 - 1),
    ];
    for (let n = 1; n < 1e16; n = n * 7 + 3) samples.push(n, -n);
    for (const n of samples) expect(formatNumber(n, lang), `${n}`).toBe(intl.format(n));
  });
  it('leaves what is not a safe whole number to Intl (fractions, -0, huge numbers, lakh grouping)', () => {
    expect(formatNumber(-0, 'en')).toBe('-0');
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatNumber(2 ** 60, 'en')).toBe(new Intl.NumberFormat('en').format(2 ** 60));
    expect(formatNumber(123456, 'en-IN')).toBe('1,23,456');
  });
  it.each<[number, string, 0 | 1, string]>([
    [6.4, 'en', 1, '6.4'],
    [8, 'en', 1, '8.0'],
    [6.44, 'de', 1, '6,4'],
    [1344.5, 'en', 0, '1,345'],
    [192, 'en', 0, '192'],
    [
      3440.04,
      'fr',
      1,
      new Intl.NumberFormat('fr', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(3440),
    ],
  ])('formatFixed(%d, %s, %i) = %s: one precision per figure', (value, lang, digits, expected) => {
    expect(formatFixed(value, lang, digits)).toBe(expected);
  });
  it('formats dates in the language', () => {
    expect(formatDate('2025-11-01', 'en-GB')).toBe('1 November 2025');
    expect(formatDate('2025-11-01', 'de-DE')).toBe('1. November 2025');
  });
  it('writes the first of a month as French does, 1er, and every other day as a number', () => {
    expect(formatDate('2026-12-01', 'fr')).toBe('1er décembre 2026');
    expect(formatDate('2026-12-01', 'fr-CA')).toBe('1er décembre 2026');
    expect(formatDate('2026-12-02', 'fr')).toBe('2 décembre 2026');
    expect(formatDate('2026-11-21', 'fr')).toBe('21 novembre 2026');
    expect(formatDate('2026-12-01', 'es')).toBe('1 de diciembre de 2026');
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
