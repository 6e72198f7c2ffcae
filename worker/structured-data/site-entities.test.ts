import { describe, expect, it } from 'vitest';
import { TENANTS } from '../tenants/registry.ts';
import { entityIds, organizationOf, webSiteOf } from './site-entities.ts';

describe('the tenant as Organization and WebSite', () => {
  it.each(Object.keys(TENANTS))('%s speaks for itself: its name, home URL, logo and contact', (id) => {
    const tenant = TENANTS[id]!;
    const org = organizationOf(tenant);
    expect(org).toMatchObject({
      '@id': `${tenant.homeUrl}/#organization`,
      name: tenant.name,
      url: `${tenant.homeUrl}/`,
      contactPoint: { '@type': 'ContactPoint', email: tenant.contactEmail },
    });
    expect(new URL(JSON.parse(JSON.stringify(org)).logo).origin).toBe(new URL(tenant.homeUrl).origin);
    expect(webSiteOf(tenant)).toMatchObject({ publisher: entityIds(tenant.homeUrl).organization });
  });

  it('gives a subtenant its own entities, not its brand’s', () => {
    expect(organizationOf(TENANTS.mzg!)).toMatchObject({
      name: 'MZG Move Together',
      logo: 'https://mzg.corporatefitness.example/brand/mzg/logo.svg',
    });
    expect(entityIds(TENANTS.mzg!.homeUrl)).not.toEqual(entityIds(TENANTS.cofi!.homeUrl));
  });
});
