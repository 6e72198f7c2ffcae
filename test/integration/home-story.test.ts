/**
 * Through the worker on the tenants' real hosts: each brand's home tells
 * its own story, and every screen section offers one filled primary action.
 */
import { describe, expect, it } from 'vitest';
import { get, HOSTS } from './helpers.ts';

const html = async (url: string) => {
  const res = await get(url);
  expect(res.status, url).toBe(200);
  return res.text();
};
const home = (tenant: string) => html(`https://${HOSTS[tenant]}/`);
/** The aria-labels of the page's drawn pictures. */
const pictures = (page: string) => [...page.matchAll(/<svg role="img" aria-label="([^"]*)"/g)].map((m) => m[1]!);
/** The page's `<section>`s, each from its opening tag to the next section (sections here are not nested). */
const sections = (page: string) => {
  const main = page.slice(0, page.indexOf('<footer'));
  return main.split(/(?=<section[\s>])/).filter((s) => s.startsWith('<section'));
};
const primaries = (part: string) => part.match(/data-action="primary"/g)?.length ?? 0;

describe.each(['cofi', 'mzg', 'truenorth'])('the %s home: what a corporate buyer looks for', (tenant) => {
  it("leads with the organiser's report: participation by department and its Excel export, captioned as the organiser's view", async () => {
    const page = await home(tenant);
    const hero = sections(page)[0]!;
    expect(hero).toContain('data-story="reporting"');
    const [report] = pictures(hero);
    expect(report).toMatch(/^The organiser&#x27;s report for Company Step Month/);
    expect(report).toContain('875 of 1,260 staff take part (69%). By department: Production 70% (336 of 480)');
    expect(report).toContain('Button: Export to Excel (.xlsx).');
    expect(hero).toContain('>Organiser&#x27;s view</text>');
    expect(hero).not.toContain('Reporting role');
  });

  it("shows single sign-on with the tenant's own identity providers and the three data regions", async () => {
    const page = await home(tenant);
    // tenants/cofi.json ssoConfig.providers: azure-ad, okta (subtenants inherit them).
    expect(pictures(page)).toContain(
      `Sign in to ${tenantName(page)} with your work account: continue with Microsoft Entra ID (Azure AD), continue with Okta.`,
    );
    expect(page).not.toContain('Google Workspace');
    expect(pictures(page)).toContainEqual(
      expect.stringMatching(/^Data centres: United States \(default\), European Union,? and United Kingdom\.$/),
    );
  });

  it("shows none of the general brand's participant story: no phone leaderboard, no gender split", async () => {
    const page = await home(tenant);
    expect(pictures(page).some((p) => p.includes('team leaderboard'))).toBe(false);
    expect(page).not.toMatch(/Women|split into/);
  });

  it('leaves "Book a demo" to the header: the hero offers the benefits, and the pricing as a quiet link', async () => {
    const page = await home(tenant);
    const hero = sections(page)[0]!;
    expect(/<header[\s\S]*?<\/header>/.exec(page)?.[0]).toMatch(/href="\/contact\?topic=demo"[^>]*>Book a demo</);
    // The header's button is the brand's primary: the hero's one action is outlined, as the header's is
    // (test/browser/corporate-page-rules.test.ts measures its border).
    expect(hero).toMatch(/<a href="\/product\/benefits" data-action="primary">Explore the benefits<\/a>/);
    expect(primaries(hero)).toBe(1);
    expect(hero).toMatch(/<a href="\/pricing" data-action="secondary">See pricing/);
    expect(hero).not.toContain('Book a demo');
  });

  it('offers "Book a demo" nowhere in its sections: the pitch ends on a quiet link to the challenges', async () => {
    const all = sections(await home(tenant));
    for (const section of all) expect(section, section.slice(0, 120)).not.toContain('href="/contact?topic=demo"');
    const pitch = all.find((s) => s.includes('data-testid="custom-home"'))!;
    expect(pitch).toMatch(/<a href="\/product\/challenges" data-action="secondary">See the challenges<\/a>/);
    expect(primaries(pitch)).toBe(0);
  });

  it("is composed as its own company's page: a light split hero for HR teams, customers and their results before the pitch, feature cards", async () => {
    const page = await home(tenant);
    const hero = sections(page)[0]!;
    expect(hero).toContain('data-layout="split"');
    expect(hero).toContain('<p class="tagline">For HR, wellbeing and benefits teams</p>');
    // The general brand's platform totals are not its proof: its customers' reported results are.
    expect(page).not.toContain('data-testid="stat-callouts"');
    expect(hero).not.toContain('data-testid="stats"');
    const order = [...page.matchAll(/data-testid="(customers|results|custom-home|feature-cards|testimonials)"/g)].map(
      (m) => m[1],
    );
    expect(order).toEqual(['customers', 'results', 'custom-home', 'feature-cards', 'testimonials']);
    expect(page).not.toContain('data-band');
  });

  it('proves itself with results from its own case studies, each with its customer', async () => {
    const results = /<section[^>]*data-testid="results".*?<\/section>/s.exec(await home(tenant))?.[0] ?? '';
    const items = [...results.matchAll(/<li>(.*?)<\/li>/gs)].map((m) => m[1]!.replace(/<[^>]+>/g, '|'));
    expect(items).toEqual([
      '|64%||of invited staff registered in the first week||Meridian Bank|',
      '|58%||of staff joined at least one team||Greenfield Foods|',
      '|71%||of participants were still syncing steps in the final week||Orbital Telecom|',
    ]);
    expect(results).toMatch(/<a href="\/resources\/case-studies"[^>]*>Read the case studies<\/a>/);
  });

  it("draws its own employer's challenge and credits only its own customers: nothing of the general brand's sample", async () => {
    const page = await home(tenant);
    // The general brand's sample challenge (content/home.json brands.default.sample) and its customers.
    for (const words of [
      'Spring Step Challenge',
      'Day 12 of 28',
      '48 teams',
      '321 of 412',
      '2,961,450',
      'Night Owls',
      'Depot Dashers',
      'Operations 84%',
      'Northwind Logistics',
      'Riverside Running Club',
      'Harbour Health Trust',
    ])
      expect(page, words).not.toContain(words);
    expect(page).toContain('today&#x27;s total shows 7,148,320 steps');
    expect(page).toContain('Day 9 of 30 · 124 teams');
  });
});

const tenantName = (page: string) => /<meta property="og:site_name" content="([^"]+)"/.exec(page)?.[1] ?? '';

describe('the general brand home (default)', () => {
  it('keeps the participant leaderboard in the hero and shows participation by department, with no gender chart', async () => {
    const page = await home('default');
    const [hero, ...rest] = sections(page);
    expect(hero).toContain('data-story="leaderboard"');
    expect(pictures(hero!)[0]).toMatch(
      /^The app&#x27;s team leaderboard for Spring Step Challenge, Day 12 of 28 · 48 teams: 1\. Night Owls, 9,829 points, 982,910 steps/,
    );
    expect(pictures(rest.join(''))).toContain(
      'Participation in Spring Step Challenge, Day 12 of 28 · 48 teams: 321 of 412 staff take part (78%). By department: Operations 84% (118 of 140); Sales 80% (77 of 96); Engineering 74% (80 of 108); People 68% (46 of 68).',
    );
    expect(page).not.toMatch(/Women|Men, Other|split into/);
    expect(page).not.toContain('Export to Excel');
  });

  it('has exactly one filled primary action in the hero and at most one in every other section', async () => {
    const all = sections(await home('default'));
    expect(all.length).toBeGreaterThan(5);
    expect(primaries(all[0]!)).toBe(1);
    // The header carries "Start a free trial"; the hero offers the next step a buyer takes instead.
    expect(all[0]).toMatch(/<a href="\/pricing" data-action="primary">See pricing<\/a>/);
    expect(all[0]).toMatch(/<a href="\/contact\?topic=demo" data-action="secondary">Book a demo/);
    expect(all[0]).not.toContain('Start a free trial');
    expect(all[0]).not.toContain('data-layout="split"');
    for (const section of all) expect(primaries(section), section.slice(0, 120)).toBeLessThanOrEqual(1);
  });

  it("leaves the header's action to the header: the pitch ends on a quiet link to the challenges", async () => {
    const pitch = sections(await home('default')).find((s) => s.includes('data-testid="custom-home"'))!;
    expect(pitch).not.toContain('href="/start-trial"');
    expect(pitch).toMatch(/<a href="\/challenges" data-action="secondary">Browse ready-to-go challenges<\/a>/);
    expect(primaries(pitch)).toBe(0);
  });

  it('keeps its own composition: platform figures in the hero, pitch, customers, alternating rows, testimonials', async () => {
    const page = await home('default');
    const order = [
      ...page.matchAll(/data-testid="(stat-callouts|results|custom-home|customers|feature-cards|testimonials)"/g),
    ].map((m) => m[1]);
    expect(order).toEqual(['custom-home', 'customers', 'testimonials']);
    // The platform's figures once: the hero's line says them, no tiles under it repeat them.
    const hero = sections(page)[0]!;
    expect(hero).toMatch(/data-testid="stats">814 organisations have run 2,149 events on the platform\.</);
    expect(page.match(/814/g)).toHaveLength(1);
    expect(page.match(/2,149/g)).toHaveLength(1);
    expect(page).toContain('data-band');
    expect(page).not.toContain('class="tagline"');
  });

  it('shows the pitch as claims, each with its icon, in one list', async () => {
    const claims = /<ul data-testid="claims">(.*?)<\/ul>/s.exec(await home('default'))?.[1] ?? '';
    const items = claims.split('<li>').slice(1);
    expect(items.map((i) => /<h3>([^<]+)<\/h3>/.exec(i)?.[1])).toEqual([
      'Ready when you are',
      'Everyone&#39;s activity counts',
      'Leaderboards people talk about',
    ]);
    for (const item of items) expect(item).toMatch(/<span class="icon"><svg [^>]*aria-hidden="true"/);
  });

  it('agrees with itself: the hub shows the same challenge-wide day as the sample, not 12,480', async () => {
    const page = await home('default');
    expect(page).toContain('today&#x27;s total shows 2,961,450 steps');
    expect(page).not.toContain('12,480');
  });
});

describe("cofi's /product overview", () => {
  it.each(['cofi', 'mzg'])(
    "%s: leads with the organiser's setup and the primary action, answers SSO and hosting, and ends with the same action",
    async (tenant) => {
      const page = await html(`https://${HOSTS[tenant]}/product`);
      const first = pictures(page)[0]!;
      // Not the home's report again: the organiser's side before the challenge starts.
      // Its own brand's sample challenge, not TeamTrek's.
      expect(first).toMatch(/^The organiser&#x27;s setup for Company Step Month/);
      const assurance = /<section[^>]*data-testid="buyer-assurance".*?<\/section>/s.exec(page)?.[0] ?? '';
      expect(pictures(assurance).map((p) => p.split(':')[0])).toEqual([
        expect.stringMatching(/^Sign in to .+ with your work account$/),
        'Data centres',
      ]);
      // The header carries "Book a demo": the hero's filled action is another step, with one quiet link.
      const intro =
        /<div[^>]*data-testid="intro-visual".*?<\/h1>.*?<\/p>(.*?)<div class="visual">/s.exec(page)?.[1] ?? '';
      expect(intro).toMatch(/<a href="\/product\/benefits" data-action="primary">Explore the benefits<\/a>/);
      expect(intro).toMatch(/<a href="\/pricing" data-action="secondary">See pricing<\/a>/);
      expect(intro).not.toContain('topic=demo');
      const firstScreen = page.slice(0, page.indexOf('data-testid="product-overview"'));
      expect(firstScreen.match(/>Book a demo</g)).toHaveLength(1);
      expect(page.match(/data-action="primary"[^>]*>([^<]+)</g)).toEqual([
        'data-action="primary">Explore the benefits<',
        'data-action="primary">Explore the benefits<',
      ]);
      expect(page).not.toContain('data-testid="contact-banner"');
    },
  );

  it.each(['cofi', 'mzg'])(
    "%s: pairs each claim with one of the brand's pictures and links the child page it introduces",
    async (tenant) => {
      const page = await html(`https://${HOSTS[tenant]}/product`);
      const row = (name: string) =>
        new RegExp(`<section[^>]*data-row="${name}".*?</section>`, 's').exec(page)?.[0] ?? '';
      expect(row('intro')).toMatch(/<h2[^>]*>Built for people who run wellbeing programmes<\/h2>/);
      expect(pictures(row('intro'))[0]).toContain('875 of 1,260');
      expect(row('challenges')).toMatch(/<h2[^>]*>Challenges for every workforce<\/h2>/);
      expect(pictures(row('challenges'))[0]).toMatch(/badge/i);
      expect(row('challenges')).toMatch(/<p class="more"><a href="\/product\/challenges">/);
      expect(row('benefits')).toMatch(/<h2[^>]*>Benefits that keep people taking part<\/h2>/);
      expect(pictures(row('benefits'))).toHaveLength(1);
      expect(row('benefits')).toMatch(/<p class="more"><a href="\/product\/benefits">/);
      expect(row('integrations')).toMatch(/<h2[^>]*>Integrations that fit your stack<\/h2>/);
      expect(pictures(row('integrations'))[0]).toMatch(/Garmin/);
      expect(row('integrations')).toMatch(/<p class="more"><a href="\/product\/integrations">/);
    },
  );

  it('shows each customer once on the workplace page, as a linked wordmark, not again as a row of names', async () => {
    const page = await html(`https://${HOSTS.cofi}/solutions/workplace`);
    const customers = /<section[^>]*data-testid="cms-customers".*?<\/section>/s.exec(page)?.[0] ?? '';
    const links = [...customers.matchAll(/<a href="([^"]+)"/g)].map((m) => m[1]!);
    expect(links.length).toBeGreaterThan(2);
    expect(new Set(links).size).toBe(links.length);
  });
});
