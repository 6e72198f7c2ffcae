/**
 * The trust centre's facts as pages and files read them: the validated content file
 * (content/trust/trust-centre.json), the route of each brand's trust centre, the region a
 * visitor picked, and the tenant's own single sign-on providers.
 */
import { DATA } from '../content/data-files.ts';
import type { Tenant } from '../tenants/schema.ts';
import { DATA_CENTRES, DEFAULT_DATA_CENTRE, type DataCentre } from './trust-catalogues.ts';
import type { TrustCentre } from './trust-schema.ts';

/** The facts of content/trust/trust-centre.json, checked at build time. */
export const trustFacts = (): TrustCentre => DATA.trust;

export { TRUST_CENTRE_PATHS, trustCentrePath } from './trust-centre-path.ts';

/** The query parameter of the region picker (`?region=eu`). */
export const REGION_PARAM = 'region';

/** The region a `?region=` value names; anything else (missing, misspelt, hostile) is the default. */
export function pickedRegion(value: string | null): DataCentre {
  const v = (value ?? '').toLowerCase();
  return (DATA_CENTRES as readonly string[]).includes(v) ? (v as DataCentre) : DEFAULT_DATA_CENTRE;
}

/** The tenant's single sign-on providers from its config (`ssoConfig`), none when it is switched off. */
export const ssoProvidersOf = (tenant: Pick<Tenant, 'ssoConfig'>): readonly string[] =>
  tenant.ssoConfig.enabled ? tenant.ssoConfig.providers : [];
