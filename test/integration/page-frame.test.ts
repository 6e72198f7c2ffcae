import { CONTENT } from '../../worker/content/built-content.ts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadPageModules } from '../preload-page-modules.ts';
import { TENANTS } from '../../worker/tenants/registry.ts';
import { showTenantBanner } from '../../worker/ui/layout/banners.tsx';
import { get, HOSTS, TENANT_IDS } from './helpers.ts';
import { hostOf, urlOf } from '../tenant-hosts.ts';
import { islandProps } from '../island-props.ts';

const page = async (url: string, init: RequestInit = {}) => {
  const res = await get(url, init);
  return { res, html: await res.text() };
};
beforeAll(preloadPageModules, 60_000);

const htmlTag = (html: string) => /<html[^>]*>/.exec(html)?.[0] ?? '';

describe('document head', () => {
  it.each(TENANT_IDS)('%s: lang, tenant, theme, title, description, canonical, Open Graph, favicon', async (id) => {
    const t = TENANTS[id]!;
    const { res, html } = await page(`https://${HOSTS[id]}/privacypolicy`);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(htmlTag(html)).toMatch(new RegExp(`lang="${t.lang}".*data-tenant="${id}" data-theme="default"`));
    const copy = CONTENT.pages.privacypolicy!;
    expect(html).toContain(`<title>${copy.title.replaceAll('{{name}}', t.name)} | ${t.name}</title>`);
    expect(html).toContain(`<meta name="description" content="${copy.description.replaceAll('{{name}}', t.name)}"/>`);
    expect(html).toContain(`<link rel="canonical" href="${t.homeUrl}/privacypolicy"/>`);
    expect(html).toMatch(/<meta property="og:image" content="https:\/\/[^"]+"/);
    expect(html).toContain(`<link rel="icon" href="${t.favIconUrl}"/>`);
    expect(html).toMatch(
      /<head>.*<link rel="stylesheet" href="\/assets\/css-[0-9a-f]{10}\/(default|cofi)-privacypolicy\.css"\/><style id="tt-theme">.+<\/style>.*<\/head>/s,
    );
  });

  it('the home page uses the tenant title and no content container', async () => {
    const { html } = await page(urlOf('cofi', '/'));
    expect(html).toContain(`<title>${TENANTS.cofi!.title}</title>`);
    expect(html).toContain('data-content-layout="full"');
  });
});

describe('themes', () => {
  it('theme=highcontrast switches data-theme and the colours', async () => {
    const { html } = await page(urlOf('cofi', '/?theme=highcontrast'));
    expect(htmlTag(html)).toContain('data-theme="highcontrast"');
    expect(html).toContain(`--tt-primary:${TENANTS.cofi!.highContrastTheme.primary}`);
    expect(html).not.toContain(`--tt-primary:${TENANTS.cofi!.theme.primary}`);
  });

  it('two interleaved renders for different tenants never swap styles', async () => {
    const hosts = [hostOf('cofi'), 'fitmap.example', hostOf('default'), hostOf('mzg')];
    const responses = await Promise.all(hosts.flatMap((h) => [get(`https://${h}/pricing`), get(`https://${h}/`)]));
    const readers = responses.map((r) => r.body!.getReader());
    const chunks: string[][] = readers.map(() => []);
    const decoder = new TextDecoder();
    let open = readers.length;
    const done = new Set<number>();
    while (open > 0) {
      for (const [i, reader] of readers.entries()) {
        if (done.has(i)) continue;
        const { value, done: finished } = await reader.read();
        if (finished) {
          done.add(i);
          open--;
        } else chunks[i]!.push(decoder.decode(value));
      }
    }
    const ids = ['cofi', 'fitmap', 'default', 'mzg'];
    chunks.forEach((parts, i) => {
      const html = parts.join('');
      const id = ids[Math.floor(i / 2)]!;
      expect(htmlTag(html)).toContain(`data-tenant="${id}"`);
      expect(/<style id="tt-theme">(.*?)<\/style>/s.exec(html)?.[1]).toContain(
        `--tt-primary:${TENANTS[id]!.theme.primary}`,
      );
    });
  });
});

describe('layout', () => {
  it('has header, sign-in button, rebrand banner, the fixed primary action and footer with legal links and store badges', async () => {
    const { html } = await page(urlOf('default', '/pricing'));
    expect(html).toContain('<header');
    expect(html).toMatch(/<a[^>]*href="\/profile"[^>]*>Sign in<\/a>/);
    expect(html).toContain('data-testid="rebrand-banner"');
    expect(html).toContain('data-testid="primary-action"');
    expect(html).toMatch(/data-testid="footer".*href="\/privacypolicy".*href="\/termsofservice"/s);
    expect(html).toContain('Download on the App Store');
  });

  it("the footer's store badges load when scrolled near, and are not preloaded before the page's own images", async () => {
    const { html } = await page(urlOf('default', '/'));
    expect(html).toMatch(/<img src="\/badges\/app-store.svg"[^>]*loading="lazy"/);
    expect(html).not.toMatch(/<link rel="preload" as="image" href="\/badges\//);
    expect(html).toMatch(/<link rel="preload" as="image" href="\/brand\/teamtrek\/logo.svg"/);
  });

  it('view=embed hides header, banners and demo button, and keeps only the legal footer line', async () => {
    const { html } = await page(urlOf('default', '/about?view=embed'));
    for (const part of ['<header', 'rebrand-banner', 'primary-action', 'App Store']) expect(html).not.toContain(part);
    expect(html).toContain('data-testid="footer"');
    expect(html).toContain('href="/privacypolicy?view=embed"');
  });

  it('view=app hides the footer fully too', async () => {
    const { html } = await page(urlOf('default', '/about?view=app'));
    for (const part of ['<header', 'rebrand-banner', 'primary-action', 'data-testid="footer"'])
      expect(html).not.toContain(part);
  });

  it('internal links keep the preview parameters and gclid', async () => {
    const { html } = await page(urlOf('default', '/pricing?tenant=wmm&theme=highcontrast&gclid=abc&utm_source=x'));
    expect(html).toContain('href="/contact?topic=demo&amp;tenant=wmm&amp;theme=highcontrast&amp;gclid=abc"');
    expect(html).not.toMatch(/href="[^"]*utm_source/);
  });
});

describe('tenant banner (cofi, until 26 Aug 2023)', () => {
  afterEach(() => vi.useRealTimers());

  it.each([
    ['2023-08-25T23:59:59Z', true],
    ['2023-08-26T00:00:00Z', false],
    ['2026-11-22T12:00:00Z', false],
  ])('at %s shows: %s', (now, shown) => {
    expect(showTenantBanner(TENANTS.cofi!, new Date(now))).toBe(shown);
    expect(showTenantBanner(TENANTS.default!, new Date(now))).toBe(false);
  });

  it('is hidden on the live site today and shown with a clock before the date', async () => {
    expect((await page(urlOf('cofi', '/pricing'))).html).not.toContain('data-testid="tenant-banner"');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2023-08-01T10:00:00Z'));
    expect((await page(urlOf('cofi', '/pricing'))).html).toContain('data-testid="tenant-banner"');
  });
});

describe('account menu', () => {
  it.each([
    ['the general brand', HOSTS.default!, 'tt_auth'],
    ['a general-brand subtenant', HOSTS.wmm!, 'tt_auth'],
    ['corporate fitness', HOSTS.cofi!, 'cofi_auth'],
    ['a corporate-fitness subtenant', HOSTS.mzg!, 'cofi_auth'],
  ])('%s: its auth cookie shows the account menu, no cookie shows "Sign in"', async (_label, host, cookie) => {
    const signedIn = (await page(`https://${host}/contact`, { headers: { cookie: `theme=x; ${cookie}=tok` } })).html;
    expect(signedIn).toContain('data-island="account-menu"');
    expect(signedIn).not.toContain('>Sign in</a>');
    const anonymous = (await page(`https://${host}/contact`)).html;
    expect(anonymous).not.toContain('data-island="account-menu"');
    expect(anonymous).toContain('>Sign in</a>');
  });

  it("another brand's cookie signs nobody in", async () => {
    expect((await page(`https://${HOSTS.default}/contact`, { headers: { cookie: 'cofi_auth=tok' } })).html).toContain(
      '>Sign in</a>',
    );
    expect((await page(`https://${HOSTS.cofi}/contact`, { headers: { cookie: 'tt_auth=tok' } })).html).toContain(
      '>Sign in</a>',
    );
  });

  it('a signed-in cofi visitor gets the account menu island with every entry, event manager included', async () => {
    const { html } = await page(urlOf('cofi', '/pricing'), {
      headers: { cookie: 'cofi_auth=tok' },
    });
    expect(html).toContain('data-island="account-menu"');
    for (const href of [
      '/profile',
      '/profile/activities/entry',
      '/profile/upload',
      '/profile/connections',
      '/profile/edit',
      '/eventmanager',
      '/contact?mode=support',
    ]) {
      expect(html).toContain(`&quot;href&quot;:&quot;${href}&quot;`);
    }
    expect(html).not.toContain('>Sign in</a>');
  });

  it('an anonymous visitor gets the sign-in button', async () => {
    const { html } = await page(urlOf('cofi', '/pricing'));
    expect(html).not.toContain('data-island="account-menu"');
    expect(html).toContain('>Sign in</a>');
  });
});

describe('islands', () => {
  it('a page with islands loads the island script once, with escaped props', async () => {
    const { html } = await page(urlOf('default', '/pricing'));
    expect(html.match(/<script type="module" src="\/assets\/entry-[\w-]+\.js"><\/script>/g)).toHaveLength(1);
    expect(html).toMatch(/<tt-island data-island="drawer" data-props="\{&quot;items&quot;/);
  });

  it('the drawer island carries only the entries it shows, with only the fields it reads', async () => {
    // The props as JSON text, as the client entry reads them (test/island-props.ts decodes the attribute).
    const { html } = await page(urlOf('default', '/pricing'));
    const props = JSON.stringify(islandProps(html, 'drawer'));
    expect(props).toContain('"title":"Virtual journeys"');
    // "Walking challenges" is in the Solutions menu without show_in_drawer: the drawer never shows it.
    expect(props).not.toContain('Walking challenges');
    for (const unused of [
      'show_in_drawer',
      'order',
      'id',
      'additionalFields',
      'multi_column',
      'menuAttached',
      'related',
      'collapsed',
    ])
      expect(props).not.toContain(`"${unused}"`);
  });

  it('the drawer trial button shows for the default tenant only', async () => {
    expect((await page(urlOf('default', '/pricing'))).html).toContain('&quot;showTrialButton&quot;:true');
    expect((await page('https://fitmap.example/pricing')).html).toContain('&quot;showTrialButton&quot;:false');
  });

  it('a page without islands (embedded view, no drawer) loads no JavaScript', async () => {
    const { html } = await page(urlOf('default', '/about?view=embed'));
    expect(html).not.toContain('<tt-island');
    // The JSON-LD block is data, not script: the browser never runs it.
    expect(html.replace(/<script type="application\/ld\+json">.*?<\/script>/s, '')).not.toContain('<script');
  });

  it('the snackbar island ships only with pages that post messages', async () => {
    expect((await page(urlOf('default', '/contact'))).html).toContain('data-island="snackbar"');
    expect((await page(urlOf('default', '/pricing'))).html).not.toContain('data-island="snackbar"');
  });

  it('a crawler gets the complete document', async () => {
    const { res, html } = await page(urlOf('default', '/pricing'), {
      headers: { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' },
    });
    expect(res.status).toBe(200);
    expect(html.endsWith('</html>')).toBe(true);
  });
});

describe('route meta', () => {
  it("every page's footer offers a chat as a quiet link; the header's button stays the primary action", async () => {
    const pages: [string, string][] = [
      ['default', '/pricing'],
      ['default', '/features'],
      ['default', '/challenges/journeys/us-route-66'],
      ['default', '/solutions/security-privacy'],
      ['cofi', '/product'],
    ];
    for (const [tenant, path] of pages) {
      const html = (await page(urlOf(tenant, path))).html;
      expect(html, `${tenant} ${path}`).toMatch(
        /href="\/contact\?topic=chat" data-testid="chat-link">Chat with our team/,
      );
    }
    const features = (await page(urlOf('default', '/features'))).html;
    expect(features).toMatch(/href="\/start-trial"[^>]*data-testid="primary-action">Start a free trial/);
  });
});

describe("the header's primary action", () => {
  it.each(TENANT_IDS)("%s: offers its brand's one next step, and that page exists on the tenant", async (id) => {
    const { html } = await page(urlOf(id, '/'));
    const action = TENANTS[id]!.primaryAction;
    const href = html.match(/<a[^>]*href="([^"]*)"[^>]*data-testid="primary-action">([^<]*)</);
    expect(href?.slice(1)).toEqual([action.path.replace(/&/g, '&amp;'), action.label]);
    const target = await get(`https://${HOSTS[id]}${action.path}`);
    expect(target.status, `${action.path} on ${id}`).toBe(200);
  });

  it('the corporate-fitness brand books a demo, the general brand starts a trial', async () => {
    expect((await page(urlOf('cofi', '/pricing'))).html).toMatch(
      /href="\/contact\?topic=demo"[^>]*data-testid="primary-action">Book a demo/,
    );
    expect((await page(urlOf('fitmap', '/about'))).html).toMatch(
      /href="\/start-trial"[^>]*data-testid="primary-action">Start a free trial/,
    );
  });

  it('is left out on the page it leads to, whose form is the next step', async () => {
    expect((await page(urlOf('cofi', '/contact'))).html).not.toContain('data-testid="primary-action"');
    expect((await page(urlOf('default', '/start-trial'))).html).not.toContain('data-testid="primary-action"');
    expect((await page(urlOf('default', '/contact'))).html).toContain('data-testid="primary-action"');
  });

  it.each([
    // A white bar: the orange accent does not stand out from it, the green primary does, words and edge.
    ['default', '', 'data-edge="primary" data-words="edge"'],
    // A navy bar: the orange accent draws the edge (3:1), the words stay white (under 4.5:1 in orange).
    ['cofi', '', 'data-edge="secondary"'],
    // High contrast's black bar: the yellow accent reads; Corporate Fitness's dark ones do not (white).
    ['default', '?theme=highcontrast', 'data-edge="secondary" data-words="edge"'],
    ['cofi', '?theme=highcontrast', ''],
  ])(
    '%s%s: looks the same on every page, whether or not the page carries its own filled primary',
    async (tenant, query, look) => {
      const paths = [
        '/',
        '/pricing',
        ...(tenant === 'cofi'
          ? [
              '/solutions',
              '/product',
              '/product/benefits/maps-virtual-journeys',
              '/product/benefits/security-data-privacy',
            ]
          : ['/features', '/solutions/security-privacy', '/contact', '/de/pricing']),
      ];
      for (const path of paths) {
        const { html } = await page(urlOf(tenant, `${path}${query}`));
        const action = /<a class="[^"]*" href="[^"]*"( [^>]*)? data-testid="primary-action"/.exec(html);
        expect(action, `${tenant} ${path}`).not.toBeNull();
        expect((action![1] ?? '').trim(), `${tenant} ${path}`).toBe(look);
      }
    },
  );

  it('sits in the header; nothing else is fixed: no floating corner, no back-to-top button', async () => {
    const { html } = await page(urlOf('default', '/about'));
    const header = html.match(/<header[^>]*>(.*?)<\/header>/s)?.[1] ?? '';
    expect(header).toContain('data-testid="primary-action"');
    expect(html.match(/data-testid="primary-action"/g)).toHaveLength(1);
    expect(html).not.toContain('fixed-actions');
    expect(html).not.toContain('Back to top');
    expect(html).not.toContain('demo-strip');
  });
});
