import { describe, expect, it } from 'vitest';
import { axeAuditedPages } from '../../compiler/accessibility/axe-pages.ts';
import { WCAG_BROWSER_CHECKS } from '../../compiler/accessibility/wcag-checks.ts';
import { ACCESSIBILITY_FACTS } from '../../worker/generated/accessibility-facts.ts';
import { TENANTS } from '../../worker/tenants/registry.ts';
import { get, HOSTS, TENANT_IDS } from './helpers.ts';
import english from '../../messages/en.json';

const html = async (tenant: string, path: string) => {
  const res = await get(`https://${HOSTS[tenant]}${path}`);
  expect(res.status, `${tenant} ${path}`).toBe(200);
  return (await res.text()).replace(/<!-- -->/g, '');
};

describe.each(TENANT_IDS)('the accessibility statement of %s', (tenant) => {
  it('states the target, the last check, the audit from the test suite’s list, and how to report', async () => {
    const page = await html(tenant, '/accessibility');
    expect(page).toContain('<h1>Accessibility statement</h1>');
    expect(page).toContain('WCAG 2.2 AA');
    expect(page).toContain(`<time dateTime="${ACCESSIBILITY_FACTS.checkedOn}">`);
    // The figure is counted from the list the axe browser test walks, not typed into the page.
    expect(ACCESSIBILITY_FACTS.auditedPages).toBe(axeAuditedPages());
    expect(page).toContain(`<strong>${axeAuditedPages()}</strong>pages audited by axe in Chromium`);
    expect(page).toContain(`href="mailto:${TENANTS[tenant]!.contactEmail}?subject=Accessibility"`);
    expect(page).toContain('href="/contact?topic=accessibility"');
    expect(page).toContain('Known limitations');
    // The WCAG 2.2 criteria our browser tests check, from the list the tests take their names from.
    expect(ACCESSIBILITY_FACTS.wcagChecks.map((c) => c.criterion)).toEqual(WCAG_BROWSER_CHECKS.map((c) => c.criterion));
    expect(page).toContain(
      `<strong>${WCAG_BROWSER_CHECKS.length}</strong>WCAG 2.2 criteria checked by our own browser tests`,
    );
    for (const check of WCAG_BROWSER_CHECKS)
      expect(page).toContain(`<strong>${check.criterion} ${check.name} (level ${check.level}):</strong>`);
    expect(page).not.toContain('being written');
    expect(page).not.toMatch(/lorem|ipsum|\{\{/i);
  });

  it('is linked from the footer of every page, embedded views included, and listed in the sitemap', async () => {
    for (const path of ['/', '/pricing', '/contact?view=embed']) {
      const footer = /<footer[^>]*data-testid="footer".*?<\/footer>/s.exec(await html(tenant, path))?.[0] ?? '';
      // Once: in the footer menu when the tenant's menu lists it (its label), else in the legal links.
      expect(footer, path).toMatch(/<a href="\/accessibility(\?view=embed)?">Accessibility( statement)?<\/a>/);
      expect(footer.match(/href="\/accessibility(\?view=embed)?"/g), path).toHaveLength(1);
    }
    const sitemap = await (await get(`https://${HOSTS[tenant]}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${TENANTS[tenant]!.homeUrl}/accessibility</loc>`);
  });
});

describe('the accessibility statement’s own words in every language', () => {
  it('English messages name and describe each check exactly as the test list does', () => {
    for (const check of WCAG_BROWSER_CHECKS) {
      expect(english[`a11y.check.${check.criterion}.name`], check.criterion).toBe(check.name);
      expect(english[`a11y.check.${check.criterion}.how`], check.criterion).toBe(check.how);
    }
  });

  it('/de/accessibility states status, facts, checks and the report section in German', async () => {
    const page = await html('default', '/de/accessibility');
    expect(page).toContain('<strong>Status: teilweise konform.</strong>');
    expect(page).toContain(`<strong>${WCAG_BROWSER_CHECKS.length}</strong>WCAG-2.2-Kriterien, die unsere eigenen`);
    expect(page).toContain('<strong>2.4.7 Fokus sichtbar (Stufe AA):</strong>');
    expect(page).toContain('<h2 id="report">Ein Problem melden</h2>');
    expect(page).toContain('?subject=Barrierefreiheit"');
    expect(page).toContain('bei 390 px und 1.280 px Breite');
    expect(page).not.toContain('Report a problem');
    expect(page).not.toContain('partially conformant');
  });

  it('/ar/accessibility writes the unit once after both widths, and its pointer names the section by its heading', async () => {
    const page = await html('default', '/ar/accessibility');
    expect(page).toContain('بعرض 390 و1,280 بكسل:');
    expect(page).not.toMatch(/\d px/);
    const heading = page.match(/<h2 id="beyond-axe">([^<]+)<\/h2>/)![1]!;
    expect(page).toContain(`«${heading}»`);
    expect(page).toContain('<strong>نطاقات أخرى.</strong>');
  });
});

describe('the support form for accessibility problems', () => {
  it.each(['/contact?topic=accessibility', '/contact?mode=support&topic=accessibility'])(
    '%s opens the support form with the accessibility category chosen',
    async (path) => {
      const page = await html('cofi', path);
      expect(page).toContain('<h1>Report an accessibility problem</h1>');
      expect(page).toContain('action="/api/support');
      expect(page).toMatch(/<option value="accessibility" selected="">/);
    },
  );

  it('leaves the other support topics unchosen, and the lead form as it was', async () => {
    expect(await html('default', '/contact?mode=support')).toContain(
      '<option value="" selected="">Choose one</option>',
    );
    const lead = await html('default', '/contact?topic=demo');
    expect(lead).toContain('<h1>Book a demo</h1>');
    expect(lead).toContain('action="/api/contact');
  });
});
