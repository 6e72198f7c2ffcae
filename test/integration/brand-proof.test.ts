/**
 * Through the worker on each brand's own host: a brand's home and trust centre show only its own
 * proof. The people, customers, sample figures and platform stats of one brand (from its data:
 * content/home.json `sample`, customers.json, testimonials.json, stats.json, the trust centre's
 * quote, tenants/*.json `contactTeam`) appear nowhere in the other brand's pages, in words or in
 * the pictures' text and labels.
 */
import { describe, expect, it } from 'vitest';
import { DATA } from '../../worker/content/data-files.ts';
import { sampleFigures } from '../../worker/ui/illustrations/sample-challenge.ts';
import { TRUST_CENTRE_PATHS } from '../../worker/trust/trust-centre-path.ts';
import { SITE_DATA } from '../../worker/generated/site-data.ts';
import { env } from 'cloudflare:test';
import { get, HOSTS } from './helpers.ts';
import type { Brand } from '../../common/brands.ts';

const en = (n: number) => n.toLocaleString('en');

/** The names and figures that are a brand's own proof, as an English page writes them. */
function proofOf(brand: Brand): string[] {
  const f = sampleFigures(DATA.home.brands[brand].sample);
  const p = f.participant;
  return [
    f.event,
    ...f.departments.map((d) => `${d.name} ${d.percent}%`),
    ...f.standings.map((s) => s.team),
    `of ${en(f.staff)} staff`,
    `${en(f.participants)} of`,
    `${f.percent}%`,
    ...f.departments.map((d) => `${d.participants}/${d.staff}`),
    `${f.teamCount} teams`,
    en(f.stepsSyncedToday),
    p.name,
    `${en(p.weekSteps)} steps`,
    ...p.activityKm.map((km) => `${en(km)} km`),
    ...(DATA.customers[brand] ?? []).map((c) => c.name),
    ...DATA.testimonials.filter((t) => t.tenant === brand).flatMap((t) => [t.name, t.org]),
    DATA.trust.proof.quotes[brand].name,
    SITE_DATA.tenants[brand]!.contactTeam.name,
    ...(brand === 'default' ? [en(DATA.stats.total_orgs), en(DATA.stats.total_events)] : []),
  ];
}

/** What a reader sees or hears of a page: its text, the pictures' text and their labels; no markup, no path data. */
async function readerText(url: string): Promise<string> {
  const res = await get(url);
  expect(res.status, url).toBe(200);
  const html = await res.text();
  const labels = [...html.matchAll(/aria-label="([^"]*)"/g)].map((m) => m[1]);
  return [html.replace(/<(style|script)[\s\S]*?<\/\1>/g, ' ').replace(/<[^>]*>/g, ' '), ...labels]
    .join(' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

const OTHER: Record<Brand, Brand> = { default: 'cofi', cofi: 'default' };

describe.each(['default', 'cofi'] as const)("the %s brand's home and trust centre", (brand) => {
  const pages = ['/', TRUST_CENTRE_PATHS[brand]];

  it.each(pages)("%s shows its own proof and none of the other brand's", async (path) => {
    const text = await readerText(`https://${HOSTS[brand]}${path}`);
    // The brand's own people and figures are there, so the check below reads a real page.
    // Corporate Fitness's trust centre compares the privacy levels in a table, without the sample
    // participant's screens: its reviewer's quote, company and security address remain.
    const least = brand === 'cofi' && path !== '/' ? 3 : 4;
    expect(proofOf(brand).filter((token) => text.includes(token)).length, 'own proof shown').toBeGreaterThanOrEqual(
      least,
    );
    expect(proofOf(OTHER[brand]).filter((token) => text.includes(token))).toEqual([]);
  });
});

describe.each(['default', 'cofi'] as const)("the %s home's customer wordmarks", (brand) => {
  it("come from the brand's own sprite, each drawn there under its id", async () => {
    const html = await (await get(`https://${HOSTS[brand]}/`)).text();
    const hrefs = [...html.matchAll(/<use href="([^"#]+)#([a-z0-9-]+)"/g)];
    const showcase = (DATA.customers[brand] ?? []).filter((c) => c.showcase);
    expect(hrefs.length).toBe(Math.min(showcase.length, 6));
    const assets = (env as unknown as { ASSETS: Fetcher }).ASSETS;
    for (const [, file, id] of hrefs) {
      expect(file).toMatch(new RegExp(`^/assets/customer-wordmarks-${brand}-[0-9a-f]{10}\\.svg$`));
      const sprite = await assets.fetch(`https://${HOSTS[brand]}${file}`);
      expect(sprite.status, file).toBe(200);
      expect(await sprite.text()).toContain(`<g id="${id}">`);
    }
  });
});
