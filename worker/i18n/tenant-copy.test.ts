import { describe, expect, it } from 'vitest';
import { TENANTS } from '../tenants/registry.ts';
import { tenantCopy } from './tenant-copy.ts';

describe('tenantCopy', () => {
  it("reads a translated locale's title and description from the content asset, English from the config", () => {
    const fitmap = TENANTS.fitmap!;
    expect(tenantCopy(fitmap, 'nl', 'title')).toBe(
      'FitMap – afstandschallenges op de kaart voor verenigingen en teams',
    );
    expect(tenantCopy(fitmap, 'ar', 'description')).toContain('يحوّل FitMap');
    expect(tenantCopy(fitmap, 'en', 'title')).toBe(fitmap.title);
  });

  it('keeps the translations out of the tenant records the bundle carries', () => {
    expect('translations' in TENANTS.default!).toBe(false);
  });
});
