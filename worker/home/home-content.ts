import { DEFAULT_LOCALE, type PageLocale } from '../../common/i18n/locales.ts';
import { dataIn } from '../content/localized-data.ts';
import type { Tenant } from '../tenants/schema.ts';
import type { Action, BrandHome, DataRegion } from '../content/home-content-schema.ts';

/**
 * A brand's home story (content/home.json) for a tenant: subtenants follow their brand (`routeSet`),
 * so mzg and truenorth lead with the corporate-fitness story and wmm with the general one.
 */
export function brandHomeOf(tenant: Pick<Tenant, 'routeSet'>, locale: PageLocale = DEFAULT_LOCALE): BrandHome {
  return dataIn('home', locale).brands[tenant.routeSet];
}

/**
 * The tenant's one primary action (`primaryAction` in its config, subtenants inherit it): the
 * home's filled button, and the action every other screen's primary button and the fixed button
 * offer. General brand: "Start a free trial" (self-service: /start-trial exists only there);
 * corporate fitness: "Book a demo" (its buyers buy through a conversation about SSO, hosting and
 * contracts, and it has no self-service trial).
 *
 * @example
 * const { label, path } = primaryActionOf(ctx.resolved.tenant); // { "Book a demo", "/contact?topic=demo" }
 */
export function primaryActionOf(tenant: Pick<Tenant, 'primaryAction'>): Action {
  return tenant.primaryAction;
}

/** The spec's data centres (US by default, EU, UK), in the order content/home.json lists them. */
export function dataRegions(locale: PageLocale = DEFAULT_LOCALE): readonly DataRegion[] {
  return dataIn('home', locale).dataRegions;
}
