import { describe, expect, it } from 'vitest';
import { CONTENT } from '../../worker/content/built-content.ts';
import { get, HOSTS } from './helpers.ts';
import { originOf, urlOf } from '../tenant-hosts.ts';

const html = async (url: string) => {
  const res = await get(url);
  expect(res.status, url).toBe(200);
  return res.text();
};
const cardLinks = (page: string) => [...page.matchAll(/<li><h[23]><a href="([^"]+)">/g)].map((m) => m[1]!);

describe("sitemap.xml lists exactly the tenant's pages", () => {
  it('general brand: static pages, every collection entry, no noindex pages, no cofi pages', async () => {
    const res = await get(`https://${HOSTS.default}/sitemap.xml`);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const locs = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs.every((l) => l.startsWith(urlOf('default', '/')))).toBe(true);
    const paths = locs.map((l) => l.replace(originOf('default'), ''));
    for (const p of [
      '/',
      '/about',
      '/features',
      '/pricing-2024',
      '/resources/convert-steps',
      '/solutions/relay-races',
      '/product/integrations/slack',
      '/get/apk',
    ])
      expect(paths).toContain(p);
    for (const slug of Object.keys(CONTENT.blog)) expect(paths).toContain(`/blog/${slug}`);
    for (const slug of Object.keys(CONTENT.journeys)) expect(paths).toContain(`/challenges/journeys/${slug}`);
    for (const c of Object.values(CONTENT.readyToGo))
      for (const p of c.packages) expect(paths).toContain(`/challenges/${c.slug}/packages/${p.id}`);
    for (const p of [
      '/thankyou',
      '/tmp/import',
      '/test/theme',
      '/product/benefits',
      '/solutions/workplace',
      '/contact?topic=demo',
    ])
      expect(paths).not.toContain(p);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('corporate-fitness brand: its reduced route set and its content-managed pages', async () => {
    const xml = await (await get(`https://${HOSTS.cofi}/sitemap.xml`)).text();
    const paths = [...xml.matchAll(/<loc>https:\/\/www\.corporatefitness\.example([^<]*)<\/loc>/g)].map((m) => m[1]!);
    for (const p of [
      '/',
      '/product',
      '/product/benefits/insights',
      '/product/challenges/walking-challenges',
      '/solutions',
      '/solutions/workplace',
      '/pricing/support-plans',
    ])
      expect(paths).toContain(p);
    for (const p of ['/about', '/blog', '/features', '/solutions/step-challenges', '/challenges/journeys/us-route-66'])
      expect(paths).not.toContain(p);
  });

  it('a subtenant lists its pages on its own host, and robots.txt points at the sitemap', async () => {
    expect(await (await get(`https://${HOSTS.wmm}/sitemap.xml`)).text()).toContain(
      `<loc>${originOf('wmm')}/about</loc>`,
    );
    expect(await (await get(`https://${HOSTS.cofi}/robots.txt`)).text()).toContain(
      `Sitemap: ${originOf('cofi')}/sitemap.xml`,
    );
  });
});

describe('content-managed pages', () => {
  it('INDEX lists the child pages the brand shows', async () => {
    const general = cardLinks(await html(`https://${HOSTS.default}/solutions`));
    expect(general).toHaveLength(13);
    expect(general).toContain('/solutions/relay-races');
    const cofi = cardLinks(await html(`https://${HOSTS.cofi}/solutions`));
    expect(cofi.sort()).toEqual([
      '/solutions/brokers-resellers-consultants',
      '/solutions/education',
      '/solutions/insurance-providers',
      '/solutions/integration-partners',
      '/solutions/remote-working',
      '/solutions/workplace',
    ]);
    expect(cardLinks(await html(`https://${HOSTS.cofi}/product/benefits`))).toHaveLength(8);
  });

  // The one HERO_IMAGE page, cofi's maps page, is composed by its own route (worker/pages/product/).
  it('a content page closes with the contact banner; hide_contact_banner drops it', async () => {
    const page = await html(`https://${HOSTS.cofi}/product/benefits/insights`);
    expect(page).toContain('data-testid="contact-banner"');
    expect(await html(`https://${HOSTS.default}/solutions/white-label`)).not.toContain('data-testid="contact-banner"');
  });

  it('CUSTOMERS and DEVICES sections follow the copy', async () => {
    expect(await html(`https://${HOSTS.default}/solutions/corporate-challenges`)).toMatch(
      /data-testid="cms-customers".*Northwind Logistics/s,
    );
    const devices = await html(`https://${HOSTS.cofi}/product/integrations/fitness-trackers`);
    expect(devices).toMatch(/data-testid="cms-devices".*Garmin.*Under Armour.*Concept2/s);
  });

  it('rtg_challenges lists the ready-to-go challenges of its category, linked where the brand has them', async () => {
    const steps = Object.values(CONTENT.readyToGo).filter((c) => c.category === 'STEP_BASED');
    expect(steps.length).toBeGreaterThan(0);
    const general = await html(`https://${HOSTS.default}/solutions/step-challenges`);
    for (const c of steps) expect(general).toContain(`href="/challenges/${c.slug}"`);
    expect(general).not.toContain('href="/challenges/mind-and-body-month"');
    const cofi = await html(`https://${HOSTS.cofi}/product/challenges/step-challenges`);
    for (const c of steps) expect(cofi).toContain(`>${c.title.replaceAll('&', '&amp;')}</h3>`);
    expect(cofi).not.toContain('href="/challenges/');
  });
});

describe('pages built from content', () => {
  it('/features lists every activity type and data provider', async () => {
    const page = await html(`https://${HOSTS.default}/features`);
    for (const value of [
      'DAILY_SUMMARY',
      'PADDLEBOARDING',
      'BACKCOUNTRY_SKIING',
      'WHEELCHAIR',
      'MULTI_SPORT',
      'google-hc',
      'asdeporte',
      'manual_entry',
      'LAST_MAN_STANDING',
      'STREET_VIEW',
      'RELAY_DISTANCE_SLOTS',
      'COORDINATE',
    ]) {
      expect(page).toContain(`<code dir="ltr" translate="no">${value}</code>`);
    }
  });

  it('the blog lists posts newest first and per-tenant words are filled in', async () => {
    const blog = await html(`https://${HOSTS.default}/blog`);
    const dates = Object.values(CONTENT.blog)
      .map((p) => p.date)
      .sort()
      .reverse();
    const order = Object.values(CONTENT.blog)
      .sort((a, b) => b.date.localeCompare(a.date))
      .map((p) => `/blog/${p.slug}`);
    expect(cardLinks(blog)).toEqual(order);
    expect(dates.length).toBe(order.length);
    const privacy = await html(`https://${HOSTS.wmm}/privacypolicy`);
    expect(privacy).toContain('Walk My Miles');
    expect(privacy).not.toContain('{{');
  });

  it('the 404 page helps: a menu search that works without JavaScript, links home, noindex', async () => {
    const res = await get(`https://${HOSTS.default}/no-such-page?q=pricing`);
    expect(res.status).toBe(404);
    const page = await res.text();
    expect(page).toContain('<meta name="robots" content="noindex"/>');
    expect(page).toContain(`role="search" action="/search" method="get"`);
    expect(page).toMatch(/data-testid="not-found-links".*href="\/">TeamTrek home page.*href="\/pricing">Pricing/s);
  });

  it('/get shows the store badges; /get/apk the APK and its checksum', async () => {
    expect(await html(`https://${HOSTS.default}/get`)).toContain('data-testid="store-badges"');
    const apk = await html(`https://${HOSTS.fitmap}/get/apk`);
    expect(apk).toMatch(
      /data-testid="apk-download"[^>]*>|href="https:\/\/downloads\.teamtrek\.example\/android\/[^"]+\.apk"/,
    );
    expect(apk).toMatch(/data-testid="apk-sha256">[0-9a-f]{64}</);
  });

  it('/test/theme shows every tenant in both themes', async () => {
    const page = await html(`https://${HOSTS.default}/test/theme`);
    expect(page.match(/aria-label="[^"]+, (default|high-contrast) theme"/g)).toHaveLength(16);
    expect(page).toContain('<meta name="robots" content="noindex"/>');
  });

  it('/trial/{id} hands over to the app with its template; /thankyou is noindex', async () => {
    const trial = Object.values(CONTENT.trials)[0]!;
    expect(await html(`https://${HOSTS.default}/trial/${trial.slug}`)).toContain(
      `href="/eventmanager/start?template=${trial.template}"`,
    );
    expect(await html(`https://${HOSTS.cofi}/thankyou`)).toContain('<meta name="robots" content="noindex"/>');
  });
});

describe('per-brand copy', () => {
  it("the contact page shows each brand's own copy under the form; the support form shows none", async () => {
    const general = await html(`https://${HOSTS.default}/contact`);
    const cofi = await html(`https://${HOSTS.mzg}/contact`);
    expect(general).toContain(CONTENT.pages.contact!.html.slice(0, 60));
    expect(cofi).toContain(CONTENT.pages['contact.cofi']!.html.slice(0, 60));
    expect(cofi).not.toContain(CONTENT.pages.contact!.html.slice(0, 60));
    expect(await html(`https://${HOSTS.default}/contact?mode=support`)).not.toContain(
      CONTENT.pages.contact!.html.slice(0, 60),
    );
  });
});
