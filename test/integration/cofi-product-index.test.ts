/**
 * Through the worker on Corporate Fitness's host: the product overview's first screen shows the
 * organiser's side of the product (setting a challenge up), not the home's report again; its team
 * progress is split by site with units; its hero leaves "Book a demo" to the header.
 */
import { describe, expect, it } from 'vitest';
import { get, HOSTS } from './helpers.ts';

const page = async (path: string) => {
  const res = await get(`https://${HOSTS.cofi}${path}`);
  expect(res.status, path).toBe(200);
  return (await res.text()).replace(/<!-- -->/g, '');
};
/** The aria-labels of the page's drawn pictures. */
const pictures = (html: string) => [...html.matchAll(/<svg role="img" aria-label="([^"]*)"/g)].map((m) => m[1]!);
const intro = (html: string) =>
  /data-testid="intro-visual"[\s\S]*?(?=<div data-testid="product-overview")/.exec(html)?.[0] ?? '';

describe('the Corporate Fitness product overview', () => {
  it.each([
    [
      '/product',
      /^The organiser&#x27;s setup for Company Step Month, 30 days · starts Monday: Challenge: .*Teams: 124 teams.*Sign-on: Microsoft Entra ID · Okta; Reports: Excel \(.xlsx\) every Monday\. Button: Invite 1,260 staff\.$/,
    ],
    [
      '/de/product',
      /^Die Einrichtung von „.*124 Teams.*Anmeldung: Microsoft Entra ID · Okta.*Schaltfläche: 1.260 Beschäftigte einladen\.$/,
    ],
    [
      '/fr/product',
      /^Le paramétrage du défi «\u202fMois des pas de l’entreprise\u202f» par l’organisateur.*124 équipes.*Connexion\u202f: Microsoft Entra ID · Okta.*Bouton\u202f: Inviter 1\u202f260 salariés\.$/,
    ],
  ])(
    "%s leads with the organiser's setup (sign-on, reports, invitation), not the home's report",
    async (path, setup) => {
      const html = await page(path);
      const first = pictures(intro(html));
      expect(first).toHaveLength(1);
      expect(first[0]).toMatch(setup);
      expect(html).not.toContain('The organiser&#x27;s report for');
    },
  );

  it("splits the whole organisation's progress by site, each team's total in km, adding up", async () => {
    const html = await page('/product');
    const progress = pictures(html).find((p) => p.startsWith('Collective progress'))!;
    expect(progress).toContain('2,296 of 3,440 km');
    // In the brand's own departments, the ones its report names at the top of the page.
    expect(progress).toContain('Production 741 km (Office 120 km, Warehouse 560 km, Remote 61 km)');
    for (const other of ['Operations', 'Sales', 'Engineering']) expect(progress).not.toContain(other);
    expect(html).not.toMatch(/>(Women|Men)</);
    // The drawn totals carry their unit, and the four make the whole.
    const totals = [...html.matchAll(/>(\d{3}) km</g)].map((m) => Number(m[1]));
    expect(totals).toEqual([741, 631, 578, 346]);
    expect(totals.reduce((a, b) => a + b, 0)).toBe(2296);
  });

  it('leaves "Book a demo" to the header: one filled action in the hero and one quiet link', async () => {
    const html = await page('/product');
    expect(/<header[\s\S]*?<\/header>/.exec(html)?.[0]).toMatch(/href="\/contact\?topic=demo"[^>]*>Book a demo</);
    const hero = /<article[\s\S]*?(?=<div data-testid="product-overview")/.exec(html)![0];
    expect(hero.match(/data-action="primary"/g)).toHaveLength(1);
    expect(hero.match(/data-action="secondary"/g)?.length ?? 0).toBeLessThanOrEqual(1);
    expect(hero).not.toContain('Book a demo');
    expect(hero).not.toContain('/contact?topic=demo');
  });
});

describe("the Corporate Fitness product overview's proof: its own, said once", () => {
  it.each(['/product', '/de/product', '/fr/product'])(
    '%s: no platform figures (814 organisations, 2,149 events are TeamTrek’s), one proof block: the employers’ results',
    async (path) => {
      const html = await page(path);
      const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
      // The words and the pictures' text alternatives, not the markup's class names.
      const words = main.replace(/<[^>]*aria-label="([^"]*)"[^>]*>/g, ' $1 ').replace(/<[^>]+>/g, ' ');
      expect(words).not.toMatch(/\b814\b|\b2[.,\u202f\u00a0 ]?149\b/);
      // One proof: the employers' results from the brand's data, not callouts, a quote and a logo band too.
      expect(main.match(/data-testid="results"/g)).toHaveLength(1);
      expect(main).toMatch(/Meridian Bank/);
      for (const block of ['product-testimonial', 'cms-customers', 'data-row="proof"', 'stat-callouts'])
        expect(main, block).not.toContain(block);
    },
  );

  it('every section of the overview has its picture, and the child pages are linked from their rows, not a text-only list', async () => {
    const html = await page('/product');
    const overview = /<div data-testid="product-overview">[\s\S]*?(?=<section[^>]*data-testid="buyer-assurance")/.exec(
      html,
    )![0];
    const rows = overview.split(/(?=<section data-row=)/).filter((r) => r.startsWith('<section'));
    expect(rows.map((r) => /data-row="(\w+)"/.exec(r)![1])).toEqual([
      'intro',
      'challenges',
      'benefits',
      'integrations',
    ]);
    // One picture each; the dashboard's and the badges' also drawn for a phone's column (the same picture).
    for (const row of rows) expect(new Set(pictures(row)).size, row.slice(0, 60)).toBe(1);
    // The child pages' cards (a list of their titles and summaries) are gone: the rows link them.
    expect(html).not.toMatch(/<li[^>]*><h[23]><a href="\/product\/(challenges|benefits|integrations)">/);
    for (const child of ['/product/challenges', '/product/benefits', '/product/integrations'])
      expect(overview).toContain(`<p class="more"><a href="${child}">`);
  });

  it("re-lays the dashboard and the badges for a phone's column instead of shrinking their text", async () => {
    const html = await page('/product');
    const width = (part: string) => Number(/<svg role="img"[^>]*viewBox="0 0 (\d+) /.exec(part)?.[1]);
    for (const row of ['intro', 'challenges']) {
      const section = new RegExp(`<section data-row="${row}"[\\s\\S]*?</section>`).exec(html)![0];
      const wide = /<div class="wide">([\s\S]*?)<\/div><div class="narrow">/.exec(section)?.[1] ?? '';
      const narrow = /<div class="narrow">([\s\S]*)/.exec(section)?.[1] ?? '';
      // No wider than the 366 px phone panel (the badges' 12-unit side padding included): drawn at
      // 1:1 or larger there, its 12-unit text shows at 12 px or more.
      expect(width(wide), row).toBeGreaterThan(366);
      expect(width(narrow), row).toBeLessThanOrEqual(366);
      expect(pictures(narrow)).toEqual(pictures(wide));
    }
  });

  it('names a badge for a stop still ahead on the journey to Rome, never a city off its route', async () => {
    const html = await page('/product');
    // Drawn on two lines of its cell (badge-wall.tsx), named whole in the picture's description.
    expect(html).toContain('>Venice</tspan><tspan x="32" dy="14">reached</tspan></text>');
    expect(html).toMatch(/aria-label="A badge wall: [^"]*still to earn: Venice reached/);
    expect(html).not.toContain('Paris reached');
  });

  it('TeamTrek keeps the platform figures on its home: 814 organisations, 2,149 events', async () => {
    const res = await get(`https://${HOSTS.default}/`);
    const html = (await res.text()).replace(/<!-- -->/g, '');
    expect(html).toMatch(/814/);
    expect(html).toMatch(/2,149/);
  });
});
