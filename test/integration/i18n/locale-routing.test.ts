import { describe, expect, it } from 'vitest';
import { get } from '../helpers.ts';
import { originOf, urlOf } from '../../tenant-hosts.ts';

const location = async (url: string) => (await get(url)).headers.get('location');
const htmlOf = async (url: string) => (await get(url)).text();

describe('locale prefixes', () => {
  it.each([
    ['default', '/de/pricing'],
    ['default', '/ar/'],
    ['default', '/nl'],
    ['cofi', '/fr/pricing'],
    ['fitmap', '/es/pricing'],
  ])('%s answers %s with a page', async (tenant, path) => {
    expect((await get(urlOf(tenant, path))).status).toBe(200);
  });

  it('a redirect, a splat, a journeys redirect and /r/go/* under /de/ land on /de/', async () => {
    const origin = originOf('default');
    expect(await location(`${origin}/de/request-demo`)).toBe(`${origin}/de/contact?topic=demo`);
    expect(await location(`${origin}/de/solutions/integrations/slack`)).toBe(`${origin}/de/product/integrations/slack`);
    expect(await location(`${origin}/de/challenges/solar-system`)).toBe(
      `${origin}/de/challenges/journeys/solar-system`,
    );
    expect(await location(`${origin}/de/r/go/start-event`)).toBe(`${origin}/de/pricing?mode=afterTrial`);
    // An external short link stays what it is.
    expect(await location(`${origin}/de/r/go/review`)).toBe('https://reviews.example/teamtrek/write-a-review');
  });

  it('a handoff under /fr/ reaches the app host without the prefix', async () => {
    expect(await location(urlOf('default', '/fr/login?next=%2Fprofile'))).toBe(
      'https://app.teamtrek.example/login?next=%2Fprofile',
    );
    expect(await location(urlOf('cofi', '/fr/r/dl/join'))).toBe('https://app.corporatefitness.example/r/dl/join');
  });

  it('a locale the tenant does not offer gets what any unknown path gets', async () => {
    // cofi offers en, de, fr: /ar/… goes to its legacy host as it was sent, like /no-such-page.
    const legacy = (await (await get(urlOf('cofi', '/ar/pricing'))).json()) as { url: string };
    expect(legacy.url).toBe('https://legacy.corporatefitness.example/ar/pricing');
    const unknown = (await (await get(urlOf('cofi', '/no-such-page'))).json()) as { url: string };
    expect(unknown.url).toBe('https://legacy.corporatefitness.example/no-such-page');
    // English has no prefix: /en/pricing is as unknown as /xx/pricing.
    expect((await get(urlOf('default', '/en/pricing'))).status).toBe(404);
    expect((await get(urlOf('default', '/it/pricing'))).status).toBe(404);
  });

  it('an unknown path under an offered prefix is the tenant’s 404 (or, on cofi, the legacy host with the prefix)', async () => {
    expect((await get(urlOf('default', '/de/no-such-page'))).status).toBe(404);
    const legacy = (await (await get(urlOf('cofi', '/de/old/page.html'))).json()) as { url: string };
    expect(legacy.url).toBe('https://legacy.corporatefitness.example/de/old/page.html');
  });

  it('links on a prefixed page stay in its locale; assets, the API and app paths do not get the prefix', async () => {
    const html = await htmlOf(urlOf('default', '/de/pricing'));
    expect(html).toContain('href="/de/contact');
    // The language switcher's English link (it has hreflang) is the one unprefixed page link.
    expect(html.replace(/<a [^>]*hrefLang="en"[^>]*>/gi, '')).not.toMatch(/href="\/(pricing|contact|features)["?]/);
    expect(html).toMatch(/<a href="\/pricing" hrefLang="en"/i);
    expect(html).not.toContain('href="/de/assets/');
    const english = await htmlOf(urlOf('default', '/pricing'));
    expect(english).toContain('href="/contact');
    expect(english.replace(/<a [^>]*hrefLang="[^"]*"[^>]*>/gi, '')).not.toContain('href="/de/');
  });

  it('only the sitemap has a copy per locale among the tenant files', async () => {
    expect((await get(urlOf('default', '/de/sitemap.xml'))).status).toBe(200);
    expect((await get(urlOf('default', '/de/robots.txt'))).status).toBe(404);
  });
});

describe('interface messages in the page’s language', () => {
  it('the header, drawer and footer speak German on /de/, English unprefixed', async () => {
    const german = await htmlOf(urlOf('default', '/de/pricing'));
    expect(german).toContain('<html lang="de" dir="ltr"');
    expect(german).toContain('>Anmelden</a>');
    // Marked "(auf Englisch)" while the policy has no German text (worker/i18n/localize-links.ts).
    expect(german).toMatch(/>Datenschutzerklärung(<span class="tt-in-english"> \(auf Englisch\)<\/span>)?<\/a>/);
    expect(german).toContain('&quot;open&quot;:&quot;Menü öffnen&quot;');
    const english = await htmlOf(urlOf('default', '/pricing'));
    expect(english).toContain('>Sign in</a>');
    expect(english).toContain('>Privacy policy</a>');
  });

  // The drawer opens from the inline start by CSS alone (the right in a right-to-left document):
  // test/browser/right-to-left.test.ts opens it on the /ar/ pages in Chromium.
  it('Arabic pages are right to left, and the drawer’s links stay Arabic', async () => {
    const arabic = await htmlOf(urlOf('default', '/ar/'));
    expect(arabic).toContain('<html lang="ar" dir="rtl"');
    expect(arabic).toMatch(/&quot;path&quot;:&quot;\/ar\/pricing/);
    expect(arabic).not.toMatch(/&quot;path&quot;:&quot;\/pricing/);
  });

  it('error texts come from the catalogue: the German 404 of cofi is … the legacy host; the general brand’s 404 keeps its frame in German', async () => {
    const res = await get(urlOf('default', '/de/no-such-page'));
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('<html lang="de"');
    expect(html).toContain('>Anmelden</a>');
  });
});
