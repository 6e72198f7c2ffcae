import { describe, expect, it } from 'vitest';
import { shareImagePath, shareImageUrl } from './share-image.ts';
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
});
