import { describe, expect, it } from 'vitest';
import { shareImageLocale, shareImagePath, shareImageUrl } from './share-image.ts';
import { originOf, urlOf } from '../../test/tenant-hosts.ts';

describe('shareImageUrl', () => {
  it.each([
    ['the tenant’s image when the route has none', {}, urlOf('cofi', '/og/cofi.png')],
    [
      'the route’s own image, resolved on the tenant’s home URL',
      { image: '/og/pricing.png' },
      urlOf('cofi', '/og/pricing.png'),
    ],
    [
      'the route’s own https image as given',
      { image: 'https://cdn.corporatefitness.example/card.png' },
      'https://cdn.corporatefitness.example/card.png',
    ],
  ])('is %s', (_, meta, expected) => {
    expect(shareImageUrl(meta, 'cofi', originOf('cofi'))).toBe(expected);
  });

  it('puts each tenant’s image at its own path, which the build writes', () => {
    expect(shareImagePath('mzg')).toBe('/og/mzg.png');
  });

  it('names the tenant’s picture in the page’s locale, and a route’s own image in every locale', () => {
    expect(shareImagePath('mzg', 'de')).toBe('/og/mzg.de.png');
    expect(shareImageUrl({}, 'cofi', originOf('cofi'), 'fr')).toBe(urlOf('cofi', '/og/cofi.fr.png'));
    expect(shareImageUrl({ image: '/og/pricing.png' }, 'cofi', originOf('cofi'), 'fr')).toBe(
      urlOf('cofi', '/og/pricing.png'),
    );
  });
});

describe('shareImageLocale', () => {
  it.each([
    ['a translated page’s locale', { pageLocale: 'de', translated: true }, 'de'],
    ['English on an untranslated prefixed page (English copy)', { pageLocale: 'fr', translated: false }, 'en'],
    ['English on a pseudo-locale page (no picture is drawn for it)', { pageLocale: 'ar-XB', translated: true }, 'en'],
    ['English on English pages', { pageLocale: 'en', translated: true }, 'en'],
  ] as const)('is %s', (_, page, expected) => {
    expect(shareImageLocale(page)).toBe(expected);
  });
});
