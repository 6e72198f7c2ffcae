import { DATA } from '../content/data-files.ts';
import { baseTenantOf } from '../tenants/registry.ts';
import { MAX_LOGOS, MAX_TESTIMONIALS, type Customer, type HomeData, type Testimonial } from './live-data-schema.ts';

/**
 * The home page's content when the backend API is not configured or does not answer in time:
 * `content/stats.json` (814 organisations, 2149 events), `content/customers.json` and
 * `content/testimonials.json`, validated at build time (compiler/steps/build-data.ts): a broken file
 * stops the build, `npm run check` and `npm test` instead of quietly showing nothing.
 */
export const EMBEDDED = Object.freeze({
  stats: DATA.stats,
  customers: DATA.customers,
  testimonials: DATA.testimonials,
});

export { baseTenantOf };

/** Logos the home page shows: showcase customers, in the given order, at most MAX_LOGOS. */
export function showcaseCustomers(customers: readonly Customer[]): Customer[] {
  return customers.filter((c) => c.showcase).slice(0, MAX_LOGOS);
}

/**
 * The tenant's own quotes, else its base tenant's; never another brand's, whatever a source
 * holds (the API may answer with more than the tenant asked for).
 */
export function testimonialsFor(testimonials: readonly Testimonial[], tenantId: string): Testimonial[] {
  const own = testimonials.filter((t) => t.tenant === tenantId);
  const base = baseTenantOf(tenantId);
  return (own.length > 0 || base === tenantId ? own : testimonials.filter((t) => t.tenant === base)).slice(
    0,
    MAX_TESTIMONIALS,
  );
}

/**
 * The home data from the embedded files alone.
 *
 * @example
 * embeddedHomeData('mzg').stats // { total_orgs: 814, total_events: 2149 }
 */
export function embeddedHomeData(tenantId: string): HomeData {
  const customers = EMBEDDED.customers[tenantId] ?? EMBEDDED.customers[baseTenantOf(tenantId)] ?? [];
  return {
    stats: EMBEDDED.stats,
    customers: showcaseCustomers(customers),
    testimonials: testimonialsFor(EMBEDDED.testimonials, tenantId),
    sources: { stats: 'embedded', customers: 'embedded', testimonials: 'embedded' },
  };
}
