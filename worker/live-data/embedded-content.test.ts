import { describe, expect, it } from 'vitest';
import { BASE_OF, TENANTS } from '../tenants/registry.ts';
import { EMBEDDED, embeddedHomeData, testimonialsFor } from './embedded-content.ts';
import { MAX_LOGOS, MAX_TESTIMONIALS } from './live-data-schema.ts';

describe('embedded home content', () => {
  it('keeps the published stats exactly (814 organisations, 2149 events)', () => {
    expect(EMBEDDED.stats).toEqual({ total_orgs: 814, total_events: 2149 });
  });

  it.each(Object.keys(TENANTS))("%s has logos and its own brand's testimonials", (id) => {
    const home = embeddedHomeData(id);
    expect(home.customers.length).toBeGreaterThan(0);
    expect(home.customers.length).toBeLessThanOrEqual(MAX_LOGOS);
    expect(home.customers.every((c) => c.showcase)).toBe(true);
    expect(home.testimonials.length).toBeGreaterThan(0);
    expect(home.testimonials.length).toBeLessThanOrEqual(MAX_TESTIMONIALS);
    expect(home.testimonials.every((t) => t.tenant === id || t.tenant === BASE_OF[id])).toBe(true);
  });

  it('names only tenants that exist', () => {
    const unknown = [...Object.keys(EMBEDDED.customers), ...EMBEDDED.testimonials.map((t) => t.tenant)].filter(
      (id) => !TENANTS[id],
    );
    expect(unknown).toEqual([]);
  });

  it('a tenant with quotes of its own shows only those; an unknown tenant shows none', () => {
    const quotes = [
      { tenant: 'mzg', name: 'A', title: '', org: '', logo: null, avatar: null, quote: 'own' },
      { tenant: 'cofi', name: 'B', title: '', org: '', logo: null, avatar: null, quote: 'base' },
    ];
    expect(testimonialsFor(quotes, 'mzg').map((t) => t.quote)).toEqual(['own']);
    expect(testimonialsFor(quotes, 'truenorth').map((t) => t.quote)).toEqual(['base']);
    expect(testimonialsFor(quotes, 'nobody')).toEqual([]);
  });
});
