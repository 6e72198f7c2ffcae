import { describe, expect, it } from 'vitest';
import { contentFileOfLocale, contentFileOfPart } from './content-files.ts';

describe('the content files', () => {
  it('put each locale’s own words in its file, English and what every locale shares in base', () => {
    expect(contentFileOfPart('translations:de')).toBe('de');
    expect(contentFileOfPart('messages:ar')).toBe('ar');
    expect(contentFileOfPart('menus:nl')).toBe('nl');
    expect(contentFileOfPart('data:fr:catalogues')).toBe('fr');
    expect(contentFileOfPart('illustrations:de:cofi')).toBe('de');
    expect(contentFileOfPart('illustrations:en:cofi')).toBe('base');
    expect(contentFileOfPart('messages:en')).toBe('base');
    expect(contentFileOfPart('data:planContent')).toBe('base');
    expect(contentFileOfPart('pages')).toBe('base');
    // An English page's alternates ask every locale whether it is translated.
    expect(contentFileOfPart('outline:es')).toBe('base');
    expect(contentFileOfPart('translations:en-XA')).toBe('pseudo');
    expect(contentFileOfPart('data:ar-XB:home')).toBe('pseudo');
  });

  it('name the file a page in a locale needs besides base', () => {
    expect(contentFileOfLocale('en')).toBeUndefined();
    expect(contentFileOfLocale('de')).toBe('de');
    expect(contentFileOfLocale('ar')).toBe('ar');
    expect(contentFileOfLocale('en-XA')).toBe('pseudo');
    expect(contentFileOfLocale('ar-XB')).toBe('pseudo');
  });
});
