import { describe, expect, it } from 'vitest';
import { CONTENT } from '../content/built-content.ts';
import { customHomeCopy } from '../content/custom-home.ts';
import { SITE_DATA } from '../generated/site-data.ts';
import { ICONS } from '../ui/visual/icons.tsx';
import { claimsOf } from './home-claims.tsx';
import { PAGE_LOCALES } from '../../common/i18n/locales.ts';
import { dataIn } from '../content/localized-data.ts';
import { CLAIM_ICONS, HomeContentSchema } from '../content/home-content-schema.ts';
import { brandHomeOf, dataRegions, primaryActionOf } from './home-content.ts';
import { EMBEDDED } from '../live-data/embedded-content.ts';

describe('content/home.json per brand', () => {
  it("gives each brand its one primary action, and subtenants their brand's", () => {
    const { tenants } = SITE_DATA;
    expect(primaryActionOf(tenants.default!)).toEqual({ label: 'Start a free trial', path: '/start-trial' });
    expect(primaryActionOf(tenants.wmm!)).toEqual(primaryActionOf(tenants.default!));
    for (const id of ['cofi', 'mzg', 'truenorth'])
      expect(primaryActionOf(tenants[id]!)).toEqual({ label: 'Book a demo', path: '/contact?topic=demo' });
  });

  it("every tenant's pitch opens with the brand's primary action and has an icon per claim", () => {
    for (const tenant of Object.values(SITE_DATA.tenants)) {
      const pitch = customHomeCopy(CONTENT, tenant)!;
      expect(pitch.cta?.[0]?.href, tenant.id).toBe(primaryActionOf(tenant).path);
      expect(brandHomeOf(tenant).claimIcons, tenant.id).toHaveLength(claimsOf(pitch.html).length);
    }
  });

  it("never gives the hero the header's action, in any locale a tenant offers", () => {
    for (const tenant of Object.values(SITE_DATA.tenants))
      for (const locale of tenant.locales) {
        const brand = brandHomeOf(tenant, locale);
        expect(brand.heroAction.path, `${tenant.id} ${locale}`).not.toBe(primaryActionOf(tenant).path);
        expect(brand.secondaryAction.path, `${tenant.id} ${locale}`).not.toBe(primaryActionOf(tenant).path);
      }
  });

  it("quotes each result exactly as its case study gives it, for a customer of the brand's", () => {
    for (const locale of PAGE_LOCALES)
      for (const [brand, home] of Object.entries(dataIn('home', locale).brands))
        for (const item of home.results?.items ?? []) {
          const study = CONTENT.caseStudies[item.caseStudy];
          expect(study, `${locale} ${item.caseStudy}`).toBeDefined();
          expect(study!.brands).toContain(brand);
          expect(study!.organisation).toBe(item.customer);
          expect(study!.results.map((r) => r.value)).toContain(item.value);
          // Credited to a customer the brand lists (content/customers.json), never the other brand's.
          const customers = EMBEDDED.customers[brand as keyof typeof EMBEDDED.customers] ?? [];
          expect(
            customers.map((c) => c.name),
            `${locale} ${brand}`,
          ).toContain(item.customer);
        }
  });

  it('rejects a composition that names a section twice, or results without their section, saying how to fix it', () => {
    const home = structuredClone(dataIn('home', 'en'));
    home.brands.cofi.layout.sections = ['customers', 'customers', 'results', 'rows'];
    home.brands.default.layout.sections.push('results');
    const issues = HomeContentSchema.safeParse(home).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(issues).toEqual([
      'brands.default.results: list "results" in layout.sections exactly when the brand has results, or drop both',
      'brands.cofi.layout.sections: each section at most once: remove the repeated name',
    ]);
  });

  it('names only icons the icon set has', () => {
    for (const name of CLAIM_ICONS) expect(Object.keys(ICONS)).toContain(name);
  });

  it("lists the spec's data centres: the US by default, the EU and the UK", () => {
    expect(dataRegions().map((r) => [r.id, r.default])).toEqual([
      ['us', true],
      ['eu', false],
      ['uk', false],
    ]);
  });

  it('claimsOf splits compiled pitch Markdown at its ## headings into <h3> claims', () => {
    expect(claimsOf('<h2>One</h2>\n<p>a</p>\n<h2>Two</h2>\n<p>b <a href="/x">x</a></p>')).toEqual([
      '<h3>One</h3>\n<p>a</p>',
      '<h3>Two</h3>\n<p>b <a href="/x">x</a></p>',
    ]);
  });
});
