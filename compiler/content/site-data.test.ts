import { describe, expect, it } from 'vitest';
import { BRANDS } from '../../common/brands.ts';
import { TENANT_FILE_IDS, TENANT_IDS } from '../../test/tenant-hosts.ts';
import { SITE_DATA } from '../../worker/generated/site-data.ts';

const { tenants } = SITE_DATA;

describe('the committed tenant config', () => {
  it('has a tenant for each file in tenants/, and no other', () => {
    expect(Object.keys(tenants).sort()).toEqual([...TENANT_FILE_IDS].sort());
    expect([...TENANT_IDS].sort()).toEqual([...TENANT_FILE_IDS].sort());
    expect(TENANT_IDS.length).toBeGreaterThan(BRANDS.length);
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

  it("gives each tenant its own rules, then its brand's, then the shared ones, each tenant its own copy", () => {
    // The generated module writes a table several tenants have once (compiler/steps/build-data.ts).
    const shared = SITE_DATA.redirects.default!.filter((r) => r.file === 'redirects/shared.redirects');
    expect(shared.length).toBeGreaterThan(10);
    for (const id of Object.keys(tenants)) {
      const rules = SITE_DATA.redirects[id]!;
      const order = new Set([
        `redirects/${id}.redirects`,
        `redirects/${SITE_DATA.baseOf[id]}.redirects`,
        'redirects/shared.redirects',
      ]);
      const files = [...new Set(rules.map((r) => r.file))];
      expect(files, id).toEqual([...order].filter((file) => files.includes(file)));
      expect(
        rules.filter((r) => r.file === 'redirects/shared.redirects'),
        id,
      ).toEqual(shared);
      if (id !== 'default') expect(rules, id).not.toBe(SITE_DATA.redirects.default);
    }
    expect(SITE_DATA.redirects.fitmap).toEqual(SITE_DATA.redirects.default);
    expect(SITE_DATA.redirects.mzg).toEqual(SITE_DATA.redirects.cofi);
  });
});
