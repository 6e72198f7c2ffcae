import { describe, expect, it } from 'vitest';
import { CONTENT } from '../content/built-content.ts';
import { customHomeCopy } from '../content/custom-home.ts';
import { SITE_DATA } from '../generated/site-data.ts';
import { ICONS } from '../ui/visual/icons.tsx';
import { claimsOf } from './home-claims.tsx';
import { CLAIM_ICONS } from '../content/home-content-schema.ts';
import { brandHomeOf, dataRegions, primaryActionOf } from './home-content.ts';

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
