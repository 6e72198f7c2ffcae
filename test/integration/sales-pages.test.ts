/**
 * Through the worker on the tenants' real hosts: each brand composes its pricing and contact pages
 * the way it sells (`salesPages` in the tenant config). Corporate Fitness and its subtenants are
 * sold by demo; the general brand is bought self-service and keeps its pages.
 */
import { describe, expect, it } from 'vitest';
import { get, HOSTS } from './helpers.ts';

const html = async (tenant: string, path: string) => {
  const res = await get(`https://${HOSTS[tenant]}${path}`);
  expect(res.status, `${tenant} ${path}`).toBe(200);
  return res.text();
};
/** The order in which the page shows the named parts. */
const order = (page: string, names: string[]) =>
  [...page.matchAll(/data-testid="([a-z-]+)"/g)].map((m) => m[1]!).filter((n) => names.includes(n));
const PRICING_PARTS = ['plans', 'employer-path', 'pricing-faq', 'pricing-proof'];
/** The price sheet's rows (salesPages.pricing: per-employee), and the general brand's parts, in page order. */
const SHEET_PARTS = ['plans', 'estimator', 'plan-comparison', 'employer-path', 'add-ons'];
const primaries = (part: string) => [...part.matchAll(/data-action="primary"[^>]*>([^<]+)</g)].map((m) => m[1]);

describe.each(['cofi', 'mzg'])('%s /pricing: sold by demo', (tenant) => {
  it('a price sheet: the plans, the estimator, their table, the procurement facts, the price per participating employee and the formal quote, then the questions', async () => {
    const page = await html(tenant, '/pricing');
    expect(order(page, PRICING_PARTS)).toEqual(['plans', 'employer-path', 'pricing-faq', 'pricing-proof']);
    expect(order(page, SHEET_PARTS)).toEqual(SHEET_PARTS);
    const at = (marker: string) => page.indexOf(marker);
    expect(at('aria-labelledby="procurement-facts"')).toBeGreaterThan(at('data-testid="plan-comparison"'));
    expect(at('aria-labelledby="procurement-facts"')).toBeLessThan(at('data-testid="employer-path"'));
    expect(page).toMatch(/data-composition="sheet"/);
    // One pitch for a whole company, the band's: the questions end with their answers, no second
    // quote-or-demo note after them.
    const faq = /<section[^>]*data-testid="pricing-faq".*?<\/section>/s.exec(page)?.[0] ?? '';
    expect(faq).toMatch(/<\/details><\/div><\/section>$/);
    // The procurement facts from the price list, to the cent (USD unless the page asks for another).
    const facts = /<section[^>]*aria-labelledby="procurement-facts".*?<\/section>/s.exec(page)?.[0] ?? '';
    expect(facts).toContain('An add-on with every plan: $500.00 once per order.');
    expect(facts).toContain('your own contract terms: $375.00 once per order.');
    expect(facts).toContain('the EU or the UK on request');
    const path = /<section[^>]*data-testid="employer-path".*?<\/section>/s.exec(page)?.[0] ?? '';
    expect(path).toContain('Priced per employee who takes part');
    expect(path).toContain('not for your whole headcount');
    // The header keeps "Book a demo" in view on every screen: the band's own action is the formal
    // quote, and its words offer that quote, not a demo its button does not lead to.
    expect(primaries(path)).toEqual(['Get a formal quote']);
    expect(path).toContain('we send a formal quote within one working day');
    expect(path).not.toMatch(/\bdemo\b/i);
    expect(path).toMatch(/href="\/contact\?topic=pricing"[^>]*data-action="primary"/);
    expect(path).not.toContain('href="/contact?topic=demo"');
  });

  it('in German: the unit and the quote in the page language', async () => {
    if (tenant !== 'cofi') return;
    const page = await html(tenant, '/de/pricing');
    expect(page).toContain('Preis pro teilnehmende Person');
    expect(page).toContain('Für das ganze Unternehmen?');
    expect(page).toContain('innerhalb eines Werktags ein formelles Angebot');
  });
});

describe('the general brand keeps its pricing', () => {
  it('plans, tools, proof, then the questions; no employer band, no price sheet', async () => {
    const page = await html('default', '/pricing');
    expect(order(page, PRICING_PARTS)).toEqual(['plans', 'pricing-proof', 'pricing-faq']);
    expect(order(page, SHEET_PARTS)).toEqual(['plans', 'estimator', 'plan-comparison', 'add-ons']);
    expect(page).not.toContain('data-testid="employer-path"');
    expect(page).not.toContain('aria-labelledby="procurement-facts"');
    expect(page).not.toContain('data-composition=');
  });
});

describe.each(['cofi', 'truenorth'])('%s /contact: a demo to book', (tenant) => {
  it('opens on the demo, chosen in the form, and says what the demo covers', async () => {
    const page = await html(tenant, '/contact');
    expect(page).toMatch(/<h1[^>]*>Book a demo<\/h1>/);
    const agenda = /<section[^>]*data-testid="demo-agenda".*?<\/section>/s.exec(page)?.[0] ?? '';
    expect(agenda).toContain('What the demo covers');
    expect([...agenda.matchAll(/<li>/g)]).toHaveLength(4);
    expect(agenda).toContain('Single sign-on with your identity provider');
    // The topic is chosen where the visitor sees it, not silently.
    expect(page).toMatch(/<option value="demo" selected="">/);
  });

  it('who answers first: the panel-first composition', async () => {
    expect(await html(tenant, '/contact')).toMatch(/data-composition="panel-first"/);
  });

  it('another topic or the support form shows no agenda', async () => {
    expect(await html(tenant, '/contact?topic=pricing')).not.toContain('data-testid="demo-agenda"');
    expect(await html(tenant, '/contact?mode=support')).not.toContain('data-testid="demo-agenda"');
  });
});

describe('the general brand keeps its contact page', () => {
  it('a general form whose topic the visitor chooses, with no agenda', async () => {
    const page = await html('default', '/contact');
    expect(page).not.toContain('data-testid="demo-agenda"');
    expect(page).not.toMatch(/<option value="demo" selected/);
    expect(page).not.toContain('data-composition=');
    expect(await html('default', '/contact?topic=demo')).not.toContain('data-testid="demo-agenda"');
  });
});

/** The trust centre's sections in page order, and the links of its opening list of questions. */
const trustSections = (page: string) => [...page.matchAll(/data-trust-section="([a-z]+)"/g)].map((m) => m[1]);

describe.each([
  ['cofi', '/product/benefits/security-data-privacy'],
  ['truenorth', '/product/benefits/security-data-privacy'],
])('%s trust centre: a security spec sheet for a procurement reviewer', (tenant, path) => {
  it('the facts first, then the sub-processors, then the questions HR, IT and a works council ask, each a link to its answer, answered in that order', async () => {
    const page = await html(tenant, path);
    const nav = /<nav[^>]*data-testid="employer-questions".*?<\/nav>/s.exec(page)?.[0] ?? '';
    expect(nav).toContain('What employers ask us first');
    const links = [...nav.matchAll(/<a href="#([a-z-]+)"><span>([^<]+)</g)].map((m) => [m[1], m[2]]);
    expect(links[0]).toEqual(['regions-title', 'Where is our employees&#x27; data stored?']);
    expect(links.map(([href]) => href)).toEqual([
      'regions-title',
      'privacy',
      'roles',
      'sso',
      'devices',
      'subprocessors',
      'reviews',
    ]);
    // Every link lands on an element of the page.
    for (const [href] of links) expect(page).toContain(`id="${href}"`);
    // A spec sheet (salesPages.trust): the facts at a glance, the sub-processors, then the questions before
    // the other answers.
    const at = (marker: string) => page.indexOf(marker);
    expect(at('<h1')).toBeLessThan(at('data-testid="trust-proof"'));
    expect(at('data-testid="trust-proof"')).toBeLessThan(at('data-trust-section="subprocessors"'));
    expect(at('data-trust-section="subprocessors"')).toBeLessThan(at('data-testid="employer-questions"'));
    expect(at('data-testid="employer-questions"')).toBeLessThan(at('data-trust-section="regions"'));
    expect(trustSections(page)).toEqual(['subprocessors', 'regions', 'privacy', 'roles', 'sso', 'devices', 'reviews']);
    expect(page).toMatch(/<article[^>]*data-composition="sheet"/);
  });

  it('in German and French too', async () => {
    if (tenant !== 'cofi') return;
    expect(await html(tenant, `/de${path}`)).toContain('Was Arbeitgeber uns zuerst fragen');
    expect(await html(tenant, `/fr${path}`)).toContain('Ce que les employeurs nous demandent d’abord');
  });
});

describe('the general brand keeps its trust centre', () => {
  it('a table of contents in the catalogue’s order, no employer questions', async () => {
    const page = await html('default', '/solutions/security-privacy');
    expect(page).not.toContain('data-testid="employer-questions"');
    expect(trustSections(page)).toEqual(['regions', 'roles', 'privacy', 'sso', 'devices', 'subprocessors', 'reviews']);
    expect(page).not.toContain('data-composition=');
  });
});
