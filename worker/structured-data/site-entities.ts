import type { IdReference, Organization, WebSite } from 'schema-dts';
import type { Tenant } from '../tenants/schema.ts';

/**
 * `@id`s of a tenant's own entities, on its own home URL: every page of the tenant names the same
 * organisation and website, and a subtenant (mzg) never names its brand's (cofi).
 *
 * @example
 * entityIds('https://mzg.corporatefitness.example').organization // { '@id': 'https://mzg.corporatefitness.example/#organization' }
 */
export function entityIds(homeUrl: string): { organization: IdReference; website: IdReference } {
  return { organization: { '@id': `${homeUrl}/#organization` }, website: { '@id': `${homeUrl}/#website` } };
}

/** The tenant as an `Organization`: its name, home URL, logo and the address sales answers. */
export function organizationOf(tenant: Tenant): Organization {
  return {
    '@type': 'Organization',
    ...entityIds(tenant.homeUrl).organization,
    name: tenant.name,
    url: `${tenant.homeUrl}/`,
    logo: new URL(tenant.logoUrl, tenant.homeUrl).href,
    email: tenant.email,
    contactPoint: { '@type': 'ContactPoint', contactType: 'sales', email: tenant.contactEmail },
  };
}

/** The tenant's site as a `WebSite`, published by its organisation. */
export function webSiteOf(tenant: Tenant): WebSite {
  const ids = entityIds(tenant.homeUrl);
  return {
    '@type': 'WebSite',
    ...ids.website,
    name: tenant.name,
    url: `${tenant.homeUrl}/`,
    inLanguage: tenant.lang,
    publisher: ids.organization,
  };
}
