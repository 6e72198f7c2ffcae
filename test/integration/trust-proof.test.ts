import { beforeAll, describe, expect, it } from 'vitest';
import { TENANTS } from '../../worker/tenants/registry.ts';
import { securityContactOf } from '../../worker/tenants/security-contact.ts';
import { DATA } from '../../worker/content/data-files.ts';
import { TRUST_CENTRE_PATHS } from '../../worker/trust/trust-centre-path.ts';
import { initialsOf } from '../../worker/ui/initials-avatar.tsx';
import { SSO_PROVIDER_NAMES } from '../../worker/ui/app-offers.tsx';
import { EMBEDDED, testimonialsFor } from '../../worker/live-data/embedded-content.ts';
import { dataIn } from '../../worker/content/localized-data.ts';
import type { PageLocale } from '../../common/i18n/locales.ts';
import { preloadPageModules } from '../preload-page-modules.ts';
import { brandOf } from '../tenant-hosts.ts';
import { get, HOSTS } from './helpers.ts';

const facts = DATA.trust;
const trustUrl = (id: string, prefix = '') => `https://${HOSTS[id]}${prefix}${TRUST_CENTRE_PATHS[brandOf(id)]}`;

/** A callout's value as text: the words of its `<dd>`. */
function callout(html: string, id: string): string {
  const start = html.indexOf(`data-proof="${id}"`);
  expect(start, id).toBeGreaterThan(-1);
  const dd = html.slice(html.indexOf('<dd', start), html.indexOf('</dd>', start));
  return dd.replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'");
}

const section = (html: string, testId: string, end: string) => {
  const start = html.indexOf(`data-testid="${testId}"`);
  expect(start, testId).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf(end, start));
};

beforeAll(preloadPageModules, 120_000);

describe.each(['default', 'cofi', 'mzg'])('%s: the trust centre opens with proof', (id) => {
  const tenant = TENANTS[id]!;

  it('computes each callout from the facts and the config, above the first section', async () => {
    const res = await get(trustUrl(id));
    const html = await res.text();
    const at = html.indexOf('data-testid="trust-proof"');
    expect(at).toBeGreaterThan(-1);
    expect(at).toBeLessThan(html.indexOf('data-trust-section="regions"'));
    expect(callout(html, 'regions')).toBe(String(facts.regions.length));
    expect(callout(html, 'subprocessors')).toBe(String(facts.subProcessors.length));
    expect(callout(html, 'security-contact')).toBe(securityContactOf(tenant));
    expect(callout(html, 'sso')).toBe(tenant.ssoConfig.providers.map((p) => SSO_PROVIDER_NAMES[p] ?? p).join(', '));
    expect(html).toContain(`<time dateTime="${facts.proof.reviewedOn}">`);
    // "No tracking cookies" holds: the page itself sets none.
    expect(callout(html, 'tracking-cookies')).toBe('None');
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it("quotes an IT or security reviewer at one of the brand's own customers, with initials", async () => {
    const html = await (await get(trustUrl(id))).text();
    const quote = facts.proof.quotes[tenant.routeSet];
    const figure = section(html, 'trust-quote', '</figure>');
    expect(figure).toContain(`>${initialsOf(quote.name)}</span>`);
    expect(figure).toContain(quote.org);
    expect(quote.title).toMatch(/security|IT /i);
    expect(testimonialsFor(EMBEDDED.testimonials, id).map((t) => t.org)).toContain(quote.org);
    const other = facts.proof.quotes[tenant.routeSet === 'cofi' ? 'default' : 'cofi'];
    expect(html).not.toContain(other.org);
  });

  it('names the form service from the config, with its country, never "Not published"', async () => {
    const html = await (await get(trustUrl(id))).text();
    const table = section(html, 'sub-processors', '</table>');
    const host = new URL(tenant.contactFormPostUrl).host;
    expect(table).toMatch(
      new RegExp(`<th scope="row">${tenant.formService.name} \\(${host.replace(/\./g, '\\.')}\\)</th>`),
    );
    const region = new Intl.DisplayNames(['en'], { type: 'region' }).of(tenant.formService.country)!;
    expect(table).toContain(`>${region}</td>`);
    expect(html).not.toMatch(/Not published/i);
  });
});

describe('the proof in the page language', () => {
  it.each([
    ['default', '/de', 'Keine', 'Irland'],
    ['default', '/ar', 'لا توجد', 'أيرلندا'],
    ['cofi', '/de', 'Keine', 'Irland'],
  ])('%s%s: labels, date, quote and the form service country are translated', async (id, prefix, none, country) => {
    const html = await (await get(trustUrl(id, prefix))).text();
    expect(callout(html, 'tracking-cookies')).toBe(none);
    expect(section(html, 'sub-processors', '</table>')).toContain(`>${country}</td>`);
    const quote = dataIn('trust', prefix.slice(1) as PageLocale).proof.quotes[TENANTS[id]!.routeSet];
    expect(section(html, 'trust-quote', '</figure>')).toContain(quote.quote);
    expect(html).not.toContain(facts.proof.quotes[TENANTS[id]!.routeSet].quote);
  });
});

describe('the data-centre regions at a glance', () => {
  it.each(
    ['default', 'cofi'].flatMap((id) => TENANTS[id]!.locales.map((locale) => [id, locale as PageLocale] as const)),
  )('%s %s: named under their count, as the regions map names them', async (id, locale) => {
    const html = await (await get(trustUrl(id, locale === 'en' ? '' : `/${locale}`))).text();
    const regions = dataIn('trust', locale).regions;
    const start = html.indexOf('data-proof="regions"');
    const fact = html.slice(start, html.indexOf('</div>', start));
    const names = /<dd class="names">([^<]*)<\/dd>/.exec(fact)?.[1] ?? '';
    expect(names).toBe(new Intl.ListFormat(locale, { type: 'unit', style: 'long' }).format(regions.map((r) => r.name)));
    // The same names the map above them gives in its description, in the page's language, none left in English.
    const map = html.slice(0, html.indexOf('data-testid="trust-proof"'));
    for (const region of regions) {
      expect(names).toContain(region.name);
      expect(map).toContain(region.name);
    }
    if (locale !== 'en') expect(names).not.toContain(facts.regions[1]!.name);
  });
});

describe('connected devices', () => {
  it('give each provider an icon by what it is (watch, phone, rower…), never a bare text card', async () => {
    const html = await (await get(trustUrl('default'))).text();
    const cards = [...html.matchAll(/<li data-provider="([^"]+)" data-kind="([^"]+)"[^>]*><h3[^>]*><svg/g)];
    expect(cards.map((m) => m[1])).toEqual(facts.providers.map((p) => p.id));
    const kind = Object.fromEntries(cards.map((m) => [m[1], m[2]]));
    expect(kind).toMatchObject({
      garmin: 'watch',
      'apple-watch': 'watch',
      strava: 'phone',
      concept2: 'rower',
      gpx: 'route',
    });
  });
});
