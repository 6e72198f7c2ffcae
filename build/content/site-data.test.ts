import { describe, expect, it } from 'vitest';
import { SITE_DATA } from '../../worker/generated/site-data.ts';

const { tenants } = SITE_DATA;

describe('the committed tenant config', () => {
  it('has all eight tenants', () => {
    expect(Object.keys(tenants).sort()).toEqual([
      '100kmc',
      'cofi',
      'default',
      'fitmap',
      'minimal',
      'mzg',
      'truenorth',
      'wmm',
    ]);
  });

  it('keeps the values the spec gives', () => {
    const { cofi, default: general } = tenants;
    expect(cofi!.androidPackageId).toBe('app.corporatefitness');
    expect(cofi!.blogCategorySlug).toBe('blog-cofi');
    for (const brand of [cofi!, general!]) {
      expect(brand.isDefault).toBe(false);
      expect(brand.allowEventSelfService).toBe(true);
      expect(brand.enableStrava).toBe(true);
      expect(brand.accountProviders).toEqual(['sodisp', 'garmin', 'strava']);
      expect(brand.availableProviders).toEqual([
        'strava',
        'garmin',
        'fitbit',
        'underarmour',
        'coros',
        'suunto',
        'polar',
        'concept2',
        'microsoft',
        'sodisp',
      ]);
    }
    expect(cofi!.authCookie?.reissueDays).toBe(60);
  });

  it('gives the two brands their own identity and .example domains', () => {
    const { cofi, default: general } = tenants;
    for (const key of [
      'name',
      'title',
      'description',
      'homeUrl',
      'domain',
      'contactEmail',
      'appOrigin',
      'appOriginApp',
      'logoUrl',
    ] as const) {
      expect(cofi![key], key).not.toBe(general![key]);
    }
    expect(cofi!.theme.primary).not.toBe(general!.theme.primary);
    for (const t of Object.values(tenants)) {
      expect(t.domain.endsWith('.example')).toBe(true);
      expect(new URL(t.appOriginApp).hostname.endsWith('.app')).toBe(true);
    }
  });
});
