import { beforeAll, describe, expect, it } from 'vitest';
import { TENANTS } from '../../worker/tenants/registry.ts';
import { securityContactOf } from '../../worker/tenants/security-contact.ts';
import { DATA } from '../../worker/content/data-files.ts';
import { TRUST_CENTRE_PATHS } from '../../worker/trust/trust-centre-path.ts';
import { DATA_CENTRES, DATA_PROVIDERS, PRIVACY_LEVELS, ROLES } from '../../worker/trust/trust-schema.ts';
import { preloadPageModules } from '../preload-page-modules.ts';
import { brandOf } from '../tenant-hosts.ts';
import { get, HOSTS, TENANT_IDS } from './helpers.ts';
import { checkGraph, jsonLdOf } from './structured-data-rules.ts';

/** RFC 9116 §2.2: one `Field: value` a line; comments start with "#". */
function parseSecurityTxt(text: string): Map<string, string[]> {
  const fields = new Map<string, string[]>();
  for (const line of text.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    const m = /^([A-Za-z-]+): (\S.*)$/.exec(line);
    if (!m) throw new Error(`not a field line: ${JSON.stringify(line)}`);
    const name = m[1]!.toLowerCase();
    fields.set(name, [...(fields.get(name) ?? []), m[2]!]);
  }
  return fields;
}

const trustUrl = (id: string, query = '') => `https://${HOSTS[id]}${TRUST_CENTRE_PATHS[brandOf(id)]}${query}`;
const facts = DATA.trust;

beforeAll(preloadPageModules, 120_000);

describe.each(TENANT_IDS)('%s: /.well-known/security.txt (RFC 9116)', (id) => {
  const tenant = TENANTS[id]!;

  it("parses, names the tenant's own contact and host, and has not expired", async () => {
    const res = await get(`https://${HOSTS[id]}/.well-known/security.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const fields = parseSecurityTxt(await res.text());
    // The security team's address (security@<domain> unless the config names one), never sales@.
    expect(fields.get('contact')).toEqual([`mailto:${securityContactOf(tenant)}`]);
    expect(fields.get('contact')![0]).not.toContain(tenant.contactEmail);
    expect(fields.get('contact')![0]).not.toMatch(/sales@/);
    expect(fields.get('canonical')?.[0]).toBe(`https://${HOSTS[id]}/.well-known/security.txt`);
    expect(fields.get('policy')).toEqual([trustUrl(id)]);
    expect(fields.get('preferred-languages')).toEqual([facts.securityTxt.preferredLanguages.join(', ')]);
    const expires = fields.get('expires') ?? [];
    expect(expires).toHaveLength(1); // §2.5.5: exactly once
    expect(expires[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
    expect(Date.parse(expires[0]!)).toBeGreaterThan(Date.now());
  });
});

describe.each(TENANT_IDS)('%s: security.txt on every host that serves it', (id) => {
  const tenant = TENANTS[id]!;
  const canonical = (host: string) => `https://${host}/.well-known/security.txt`;

  it.each(tenant.hosts)(
    'on %s: Canonical names that host first, then every other host of the tenant, none else',
    async (host) => {
      const res = await get(`https://${host}/.well-known/security.txt`);
      expect(res.status).toBe(200);
      const listed = parseSecurityTxt(await res.text()).get('canonical') ?? [];
      expect(listed[0]).toBe(canonical(host));
      expect([...listed].sort()).toEqual(tenant.hosts.map(canonical).sort());
    },
  );
});

describe('security.txt of a previewed tenant', () => {
  it("names the previewed tenant's hosts only, its home host first, never the host asked", async () => {
    const res = await get(`https://${HOSTS.default}/.well-known/security.txt?tenant=mzg`);
    const fields = parseSecurityTxt(await res.text());
    expect(fields.get('contact')).toEqual([`mailto:${securityContactOf(TENANTS.mzg!)}`]);
    expect(fields.get('canonical')).toEqual(TENANTS.mzg!.hosts.map((h) => `https://${h}/.well-known/security.txt`));
  });
});

describe.each(TENANT_IDS)('%s: the trust centre', (id) => {
  it("answers 200 on its brand's route with every role, privacy level, data centre and provider of the spec", async () => {
    const res = await get(trustUrl(id));
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const role of ROLES) {
      expect(html).toContain(`data-role="${role}"`);
      // The role in words, never the app's code.
      expect(html).not.toContain(`<code>${role}</code>`);
      expect(html.replace(/data-role="[A-Z_]+"/g, '')).not.toContain(role);
    }
    for (const level of PRIVACY_LEVELS) {
      expect(html).toContain(`data-privacy-level="${level}"`);
      const label = facts.privacyLevels.find((l) => l.id === level)!.label;
      // A heading over its screens, or a spec sheet's column heading (the comparison table).
      expect(html).toContain(brandOf(id) === 'cofi' ? `/svg>${label}</span></th>` : `>${label}</h3>`);
    }
    for (const region of DATA_CENTRES) expect(html).toContain(`data-region-link="${region}"`);
    for (const provider of DATA_PROVIDERS) expect(html).toContain(`data-provider="${provider}"`);
    expect(html).toContain('data-region="us"'); // the default region is the one shown
  });

  it("lists the tenant's own single sign-on providers from its config", async () => {
    const html = await (await get(trustUrl(id))).text();
    const listed = [...html.matchAll(/data-sso-provider="([^"]+)"/g)].map((m) => m[1]);
    expect(listed).toEqual(TENANTS[id]!.ssoConfig.enabled ? TENANTS[id]!.ssoConfig.providers : []);
  });

  it('is a WebPage of the tenant, by and about its Organization', async () => {
    const graph = jsonLdOf(await (await get(trustUrl(id))).text());
    expect(checkGraph(graph, TENANTS[id]!)).toEqual([]);
    const page = graph['@graph'].find((n) => n['@type'] === 'WebPage');
    expect(page).toMatchObject({
      url: trustUrl(id),
      publisher: { '@id': `${TENANTS[id]!.homeUrl}/#organization` },
    });
  });

  it('links from the footer of every page and from the contact page', async () => {
    for (const path of ['/pricing', '/contact']) {
      const html = await (await get(`https://${HOSTS[id]}${path}`)).text();
      const legal = /<nav aria-label="Legal">(.*?)<\/nav>/s.exec(html)?.[1] ?? '';
      expect(legal, path).toContain(`href="${TRUST_CENTRE_PATHS[brandOf(id)]}"`);
    }
    const contact = await (await get(`https://${HOSTS[id]}/contact`)).text();
    expect(contact).toMatch(new RegExp(`<a href="${TRUST_CENTRE_PATHS[brandOf(id)]}">How we handle your data</a>`));
  });

  it("links from the pricing FAQ, on the brand's own path, in the page and its FAQPage JSON-LD", async () => {
    const html = await (await get(`https://${HOSTS[id]}/pricing`)).text();
    const faq = /data-testid="pricing-faq"(.*?)<\/section>/s.exec(html)?.[1] ?? '';
    expect(faq).toContain(`<a href="${TRUST_CENTRE_PATHS[brandOf(id)]}">trust centre</a>`);
    expect(html).not.toContain('{{trust-centre}}');
  });
});

describe('the region picker without JavaScript', () => {
  it.each([
    ['?region=eu', 'eu'],
    ['?region=uk', 'uk'],
    ['?region=UK', 'uk'],
    ['', 'us'],
    ['?region=mars', 'us'],
    ['?region=%3Cscript%3E', 'us'],
  ])('%s shows the %s data centre, on both brands', async (query, region) => {
    for (const id of ['default', 'cofi']) {
      const html = await (await get(trustUrl(id, query))).text();
      const shown = /data-testid="region-shown" data-region="([a-z]+)"/.exec(html)?.[1];
      expect(shown, `${id}${query}`).toBe(region);
      expect(html).toContain(`data-picked="true"`);
      expect(html).toMatch(new RegExp(`data-region="${region}" data-picked="true"`));
      expect(html).toMatch(new RegExp(`aria-current="true" data-region-link="${region}"`));
    }
  });

  it('links each data centre to its own page, the default without a parameter', async () => {
    const html = await (await get(trustUrl('default'))).text();
    const path = TRUST_CENTRE_PATHS.default;
    expect(html).toContain(`href="${path}#regions"`);
    expect(html).toContain(`href="${path}?region=eu#regions"`);
    expect(html).toContain(`href="${path}?region=uk#regions"`);
  });

  it.each(['default', 'cofi'])(
    '%s: the links’ fragment is the regions section’s own id, not the page’s top',
    async (id) => {
      const html = await (await get(trustUrl(id, '?region=eu'))).text();
      const fragments = [...html.matchAll(/href="[^"#]*#([\w-]+)"[^>]*data-region-link/g)].map((m) => m[1]);
      expect(fragments).toEqual(['regions', 'regions', 'regions']);
      // One element has that id: the section holding the picker, with its heading.
      expect(html.match(/ id="regions"/g)).toHaveLength(1);
      expect(html).toMatch(/<section id="regions"[^>]*data-trust-section="regions"/);
    },
  );
});

describe('sub-processors and requests', () => {
  it('lists every sub-processor with its region, the change date and the contact topics', async () => {
    const html = await (await get(trustUrl('cofi'))).text();
    const cofi = TENANTS.cofi!;
    const start = html.indexOf('data-testid="sub-processors"');
    const table = html.slice(start, html.indexOf('</table>', start));
    const named = [...table.matchAll(/<th scope="row">([^<]+)<\/th>/g)].map((m) => m[1]);
    expect(named).toHaveLength(facts.subProcessors.length);
    // Every sub-processor named: the form service by its config's company and the host it posts to.
    expect(named).toContain(`${cofi.formService.name} (${new URL(cofi.contactFormPostUrl).host})`);
    for (const name of named) expect(name).not.toMatch(/^Form service/);
    expect(html).toContain(`<time dateTime="${facts.subProcessorsChanged}">`);
    expect(html).toContain('href="/contact?topic=subprocessors"');
    expect(html).toContain('href="/contact?topic=security"');
    // An unknown fact names whom to ask: the tenant's security team, never sales@, never a placeholder.
    expect(html).toContain(securityContactOf(cofi));
    expect(html).not.toContain('{{');
  });

  it.each(TENANT_IDS)('%s: security questions go to the security contact, not to sales', async (id) => {
    const tenant = TENANTS[id]!;
    const html = await (await get(trustUrl(id))).text();
    const article = html.slice(html.indexOf('data-testid="trust-centre"'), html.indexOf('</article>'));
    expect(article).not.toContain(tenant.contactEmail);
    expect(article).not.toMatch(/sales@/);
    const address = html.match(/href="mailto:([^"]+)" data-testid="security-contact"[^>]*>(.*?)<\/a>/)!;
    expect([address[1], address[2]!.replace(/<[^>]+>/g, '')]).toEqual([
      securityContactOf(tenant),
      securityContactOf(tenant),
    ]);
    // One spelling per brand: both write "organisation".
    expect(article).not.toMatch(/organization/i);
  });

  it.each(['security', 'subprocessors'])(
    '/contact?topic=%s opens the lead form with that topic chosen',
    async (topic) => {
      const html = await (await get(`https://${HOSTS.default}/contact?topic=${topic}`)).text();
      expect(html).toMatch(new RegExp(`<option value="${topic}" selected=""`));
    },
  );
});

describe('the sign-up page links the trust centre', () => {
  it('/start-trial (general brand): "How we handle your data" with a link to the trust centre', async () => {
    const html = await (await get(`https://${HOSTS.default}/start-trial`)).text();
    expect(html).toMatch(/<h2[^>]*>How we handle your data<\/h2>/);
    expect(html).toContain(`<a href="${TRUST_CENTRE_PATHS.default}">trust centre</a>`);
  });
});

describe('the regions map', () => {
  it.each(['default', 'cofi'])(
    '%s: draws the land as an inline path in its first paint, no masked image',
    async (id) => {
      const html = await (await get(trustUrl(id))).text();
      const map = /<svg role="img" aria-label="[^"]*data centres[\s\S]*?<\/svg>/.exec(html)![0];
      const land = /<path d="(M[^"]+)"[^>]*data-land/.exec(map);
      // Natural Earth's coastlines of North America, Greenland, Europe and Africa: hundreds of points.
      expect(land?.[1]!.length).toBeGreaterThan(5000);
      expect(map).not.toContain('<image');
      expect(map).not.toContain('<mask');
    },
  );
});

describe('Corporate Fitness’s trust centre as a spec sheet', () => {
  it('compares the privacy levels as a table, not the phone screens, under its own lead', async () => {
    const html = await (await get(trustUrl('cofi'))).text();
    const privacy = /<section[^>]*data-trust-section="privacy"[\s\S]*?<\/section>/.exec(html)![0];
    expect(privacy).toContain('data-testid="privacy-table"');
    expect(privacy).not.toContain('<figure');
    expect(privacy).toContain(facts.labels.privacyTableLead.replace(/'/g, '&#x27;'));
    // The leaderboard and the organisers are the same at every level: one cell across the columns.
    expect(privacy).toMatch(/data-fact="leaderboard"><th scope="row">[^<]+<\/th><td colSpan="3">/);
    expect(privacy.match(/<th scope="col"/g)).toHaveLength(PRIVACY_LEVELS.length);
  });

  it('ends with numbered rows, the last holding the one action and a quiet second; nothing unnumbered after', async () => {
    const html = await (await get(trustUrl('cofi'))).text();
    const article = /<article data-testid="trust-centre"[\s\S]*<\/article>/.exec(html)![0];
    const afterReviews = article.slice(article.indexOf('data-trust-section="reviews"'));
    const closing = [...afterReviews.matchAll(/<section [^>]*data-kicker[^>]*>\s*<h2[^>]*>([^<]+)<\/h2>/g)].map(
      (m) => m[1],
    );
    // The page's first section frames it and opens the sheet instead (below).
    expect(closing).toEqual(['Contracts and add-ons']);
    const actions = [...article.matchAll(/data-action="(primary|secondary)"[^>]*>([^<]+)</g)].map((m) => [m[1], m[2]]);
    expect(actions).toEqual([
      ['primary', 'Talk to our team'],
      ['secondary', 'Schedule a meeting'],
    ]);
    // The last numbered row holds them, so no block follows it.
    expect(article.slice(article.lastIndexOf('data-closing')).match(/data-action=/g)).toHaveLength(2);
  });

  it.each([
    ['', 'Health data deserves care'],
    ['/de', 'Gesundheitsdaten verdienen Sorgfalt'],
    ['/fr', 'Les données de santé méritent une attention particulière'],
  ])(
    '%s opens with the page’s framing words under the hero: the first numbered row, before the facts',
    async (prefix, heading) => {
      const html = await (await get(`https://${HOSTS.cofi}${prefix}${TRUST_CENTRE_PATHS.cofi}`)).text();
      const article = /<article data-testid="trust-centre"[\s\S]*<\/article>/.exec(html)![0];
      const numbered = [...article.matchAll(/<(?:section|nav) [^>]*data-kicker[^>]*>\s*<h2[^>]*>([^<]+)<\/h2>/g)];
      expect(numbered[0]![1]).toBe(heading);
      expect(numbered[0]![0]).toContain('data-trust-intro');
      expect(article.indexOf('data-trust-intro')).toBeGreaterThan(article.indexOf('</h1>'));
      expect(article.indexOf('data-trust-intro')).toBeLessThan(article.indexOf('data-testid="trust-proof"'));
      // Once: it no longer closes the page.
      expect(article.split(`>${heading}</h2>`)).toHaveLength(2);
    },
  );

  it('draws the ways to ask for a review and the contracts and add-ons as cards, each behind its icon', async () => {
    const html = await (await get(trustUrl('cofi'))).text();
    const cardsIn = (from: string) => {
      const start = html.indexOf(from);
      expect(start, from).toBeGreaterThan(-1);
      const list = /<ul[^>]*data-icon-cards[^>]*>([\s\S]*?)<\/ul>/.exec(html.slice(start))![1]!;
      return list.split(/<li[^>]*>/).slice(1);
    };
    const reviews = cardsIn('data-trust-section="reviews"');
    expect(reviews).toHaveLength(2);
    const contracts = cardsIn('>Contracts and add-ons</h2>');
    expect(contracts).toHaveLength(3);
    for (const card of [...reviews, ...contracts]) expect(card).toMatch(/^<svg[^>]*aria-hidden="true"/);
    // The icon says what a point offers: signing in, a price; a plain feature otherwise.
    const contractsList = html.slice(html.indexOf('>Contracts and add-ons</h2>'));
    expect([...contractsList.matchAll(/<li data-kind="([a-z-]+)">/g)].slice(0, 3).map((m) => m[1])).toEqual([
      'sign-in',
      'price',
      'feature',
    ]);
  });
});
