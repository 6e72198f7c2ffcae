import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SITE_DATA } from '../../generated/site-data.ts';
import { CONTENT } from '../built-content.ts';
import {
  checkMenu,
  CMS_MENU_FRESH_MS,
  CMS_MENU_MAX_AGE_S,
  cmsMenuUrl,
  createMenuSource,
  EMBEDDED_MENU_SOURCE,
  embeddedMenus,
  FETCHED_AT_HEADER,
} from './menu-source.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const DEFAULT = SITE_DATA.tenants.default!;
const COFI = SITE_DATA.tenants.cofi!;

/** A valid menu for any key, titled after the key and a version, so tests see which answer they got. */
const cmsMenu = (key: string, version = 1) => [
  { id: 1, title: `${key} v${version}`, order: 1, type: 'INTERNAL', path: '/pricing' },
  { id: 2, title: 'Contact', order: 2, type: 'INTERNAL', path: '/contact' },
];
const titles = (items: { title: string }[]) => items.map((i) => i.title);
const keyOf = (req: Request) => decodeURIComponent(new URL(req.url).pathname.split('/').pop()!);

/** A CMS answering cmsMenu(key, version) unless `answer` says otherwise. */
function fakeCms(answer?: (req: Request) => Response | Promise<Response>) {
  let version = 1;
  const fn = vi.fn(async (req: Request) => (answer ? answer(req) : json(cmsMenu(keyOf(req), version))));
  return {
    fetch: fn as unknown as typeof fetch,
    requests: () => fn.mock.calls.map(([r]) => r),
    bump: () => void (version += 1),
  };
}

/** An execution context whose waitUntil promises the test can wait for. */
function fakeCtx() {
  const pending: Promise<unknown>[] = [];
  return {
    waitUntil: (p: Promise<unknown>) => void pending.push(p),
    settled: async () => void (await Promise.all(pending)),
  };
}

let n = 0;
/** A fresh CMS origin, cache namespace and clock per test, so tests never see each other's entries. */
async function setup() {
  n += 1;
  const clock = { now: 1_000_000_000 };
  const origin = `https://cms-${n}.unit.example`;
  return {
    env: { cmsOrigin: origin },
    origin,
    clock,
    cache: await caches.open(`cms-menus-test-${n}-${crypto.randomUUID()}`),
    ctx: fakeCtx(),
  };
}

describe('createMenuSource', () => {
  let warnings: string[] = [];
  beforeEach(() => {
    warnings = [];
    vi.spyOn(console, 'warn').mockImplementation((message: string) => void warnings.push(message));
  });

  it('with CMS_ORIGIN empty: the embedded menus, no request', async () => {
    const cms = fakeCms();
    const source = createMenuSource({ cmsOrigin: null }, undefined, { fetch: cms.fetch });
    expect(source).toBe(EMBEDDED_MENU_SOURCE);
    const menus = await source.menus(COFI);
    expect(menus.footer).toEqual(CONTENT.menus['footer-cofi']);
    // The main menu with the Solutions entry from the tenant's solutions menu (solutionsMenuKey).
    expect(menus.main.map((i) => i.id)).toEqual(CONTENT.menus['main-menu-cofi']!.map((i) => i.id));
    expect(menus.main.find((i) => i.path === '/solutions')).toEqual(CONTENT.menus['solutions-cofi']![0]);
    expect(cms.requests()).toEqual([]);
  });

  it('miss: fetches the three menus (main, footer, solutions) from the navigation endpoint, fills defaults, caches them for a day', async () => {
    const { env, origin, clock, cache, ctx } = await setup();
    const cms = fakeCms();
    const menus = await createMenuSource(env, ctx, { fetch: cms.fetch, cache, now: () => clock.now }).menus(DEFAULT);
    expect(titles(menus.main)).toEqual(['main-menu v1', 'Contact']);
    expect(titles(menus.footer)).toEqual(['footer v1', 'Contact']);
    expect(menus.main[0]).toMatchObject({ items: [], show_in_drawer: false, related: null });
    expect(
      cms
        .requests()
        .map((r) => [r.method, r.url, r.headers.get('accept'), r.headers.has('x-tenant-id')])
        .sort(),
    ).toEqual([
      ['GET', `${origin}/api/navigation/render/footer?type=TREE&locale=en`, 'application/json', false],
      ['GET', `${origin}/api/navigation/render/main-menu?type=TREE&locale=en`, 'application/json', false],
      ['GET', `${origin}/api/navigation/render/solutions?type=TREE&locale=en`, 'application/json', false],
    ]);

    await ctx.settled();
    const entry = await cache.match(cmsMenuUrl(origin, 'main-menu'));
    expect(entry?.headers.get('cache-control')).toBe(`max-age=${CMS_MENU_MAX_AGE_S}`);
    expect(entry?.headers.get(FETCHED_AT_HEADER)).toBe(String(clock.now));
    expect(titles(await entry!.json())).toEqual(['main-menu v1', 'Contact']);
  });

  it('fresh hit: served from the cache without a request', async () => {
    const { env, clock, cache, ctx } = await setup();
    const cms = fakeCms();
    const options = { fetch: cms.fetch, cache, now: () => clock.now };
    await createMenuSource(env, ctx, options).menus(DEFAULT);
    await ctx.settled();
    cms.bump();
    clock.now += CMS_MENU_FRESH_MS - 1;
    const again = await createMenuSource(env, ctx, options).menus(DEFAULT);
    expect(titles(again.main)).toEqual(['main-menu v1', 'Contact']);
    expect(cms.requests()).toHaveLength(3);
  });

  it('stale hit: the cached copy at once, a background refresh replaces it for the next page', async () => {
    const { env, origin, clock, cache, ctx } = await setup();
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let gated = false;
    const cms = fakeCms(async (req) => {
      if (gated) await gate;
      return json(cmsMenu(keyOf(req), gated ? 2 : 1));
    });
    const options = { fetch: cms.fetch, cache, now: () => clock.now };
    await createMenuSource(env, ctx, options).menus(DEFAULT);
    await ctx.settled();

    gated = true;
    clock.now += CMS_MENU_FRESH_MS + 1;
    // The CMS has not answered the refresh yet: the page still gets its menus.
    const stale = await createMenuSource(env, ctx, options).menus(DEFAULT);
    expect(titles(stale.main)).toEqual(['main-menu v1', 'Contact']);
    expect(cms.requests()).toHaveLength(6);
    // A second stale page while the refresh runs starts no second refresh.
    await createMenuSource(env, ctx, options).menus(DEFAULT);
    expect(cms.requests()).toHaveLength(6);

    release();
    await ctx.settled();
    const entry = await cache.match(cmsMenuUrl(origin, 'main-menu'));
    expect(entry?.headers.get(FETCHED_AT_HEADER)).toBe(String(clock.now));
    expect(titles((await createMenuSource(env, ctx, options).menus(DEFAULT)).main)).toEqual([
      'main-menu v2',
      'Contact',
    ]);
  });

  it('stale hit whose refresh fails: keeps serving the cached copy, says why', async () => {
    const { env, origin, clock, cache, ctx } = await setup();
    let down = false;
    const cms = fakeCms((req) => (down ? json({ error: 'maintenance' }, 503) : json(cmsMenu(keyOf(req)))));
    const options = { fetch: cms.fetch, cache, now: () => clock.now };
    await createMenuSource(env, ctx, options).menus(DEFAULT);
    await ctx.settled();
    const fetchedAt = clock.now;
    down = true;
    clock.now += CMS_MENU_FRESH_MS + 1;
    expect(titles((await createMenuSource(env, ctx, options).menus(DEFAULT)).main)).toEqual([
      'main-menu v1',
      'Contact',
    ]);
    await ctx.settled();
    expect(warnings).toContain('cms menu main-menu: refresh failed (status 503); serving the cached copy');
    expect((await cache.match(cmsMenuUrl(origin, 'main-menu')))?.headers.get(FETCHED_AT_HEADER)).toBe(
      String(fetchedAt),
    );
  });

  it('an entry older than the max age is a miss', async () => {
    const { env, clock, cache, ctx } = await setup();
    const cms = fakeCms();
    const options = { fetch: cms.fetch, cache, now: () => clock.now };
    await createMenuSource(env, ctx, options).menus(DEFAULT);
    await ctx.settled();
    cms.bump();
    clock.now += CMS_MENU_MAX_AGE_S * 1000 + 1;
    expect(titles((await createMenuSource(env, ctx, options).menus(DEFAULT)).main)).toEqual([
      'main-menu v2',
      'Contact',
    ]);
  });

  it('a CMS slower than the timeout: the embedded menus by the deadline; the late answer is cached for the next page', async () => {
    const { env, origin, clock, cache, ctx } = await setup();
    // The CMS answers only once the test lets it: menus that arrive before that came by the
    // deadline, however slow the machine (no bound on the elapsed time to hold).
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const cms = fakeCms(async (req) => {
      await released;
      return json(cmsMenu(keyOf(req)));
    });
    const menus = await createMenuSource(env, ctx, {
      fetch: cms.fetch,
      cache,
      now: () => clock.now,
      timeoutMs: 50,
    }).menus(DEFAULT);
    expect(menus).toEqual(embeddedMenus(DEFAULT));
    expect(warnings.sort()).toEqual(
      ['footer', 'main-menu', 'solutions'].map(
        (key) => `cms menu ${key}: no answer within 50 ms; showing the embedded menu`,
      ),
    );

    release();
    await ctx.settled();
    expect(titles(await (await cache.match(cmsMenuUrl(origin, 'main-menu')))!.json())).toEqual([
      'main-menu v1',
      'Contact',
    ]);
  });

  it('a CMS that never answers: the embedded menus; the background fetch gives up and caches nothing', async () => {
    const { env, origin, clock, cache, ctx } = await setup();
    const signals: AbortSignal[] = [];
    const cms = fakeCms((req) => {
      signals.push(req.signal);
      return new Promise<Response>(() => {});
    });
    const menus = await createMenuSource(env, ctx, {
      fetch: cms.fetch,
      cache,
      now: () => clock.now,
      timeoutMs: 30,
      backgroundTimeoutMs: 80,
    }).menus(COFI);
    expect(menus).toEqual(embeddedMenus(COFI));
    await ctx.settled();
    expect(signals.every((s) => s.aborted)).toBe(true);
    expect(warnings).toContain(
      'cms menu main-menu-cofi: no answer within 80 ms (after the page went on); nothing cached',
    );
    expect(await cache.match(cmsMenuUrl(origin, 'main-menu-cofi'))).toBeUndefined();
  });

  it.each([
    ['a 5xx', () => json({ error: 'maintenance' }, 503), 'status 503'],
    ['a refused connection', () => Promise.reject(new TypeError('connection refused')), 'connection refused'],
    ['an answer that is not JSON', () => new Response('<html>', { status: 200 }), 'the answer is not JSON'],
    [
      'a javascript: link',
      () => json([{ ...cmsMenu('x')[0], path: 'javascript:alert(1)' }]),
      'invalid menu (0.path: must be a site path starting with / or an https:// URL)',
    ],
    [
      'an INTERNAL link to a page the brand lacks',
      () => json([{ ...cmsMenu('x')[0], path: '/no-such-page' }]),
      'invalid menu (0.path: "/no-such-page" is not a page of the default route set',
    ],
    [
      'an object instead of a list',
      () => json({ data: [] }),
      'invalid menu ((file): Invalid input: expected array, received object)',
    ],
  ])(
    '%s: the embedded menu for that key, a warning naming key and problem, nothing cached',
    async (_, answer, problem) => {
      const { env, origin, clock, cache, ctx } = await setup();
      const cms = fakeCms((req) => (keyOf(req) === 'main-menu' ? answer() : json(cmsMenu(keyOf(req)))));
      const menus = await createMenuSource(env, ctx, { fetch: cms.fetch, cache, now: () => clock.now }).menus(DEFAULT);
      expect(menus.main).toEqual(CONTENT.menus['main-menu']);
      expect(titles(menus.footer)).toEqual(['footer v1', 'Contact']);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain(`cms menu main-menu: ${problem}`);
      expect(warnings[0]).toMatch(/; showing the embedded menu$/);
      await ctx.settled();
      expect(await cache.match(cmsMenuUrl(origin, 'main-menu'))).toBeUndefined();
    },
  );

  it("a cached entry that breaks today's rules is a miss, and is replaced", async () => {
    const { env, origin, clock, cache, ctx } = await setup();
    await cache.put(cmsMenuUrl(origin, 'main-menu'), json([{ ...cmsMenu('x')[0], path: '/removed-page' }], 200));
    const cms = fakeCms();
    const menus = await createMenuSource(env, ctx, { fetch: cms.fetch, cache, now: () => clock.now }).menus(DEFAULT);
    expect(titles(menus.main)).toEqual(['main-menu v1', 'Contact']);
    await ctx.settled();
    expect(titles(await (await cache.match(cmsMenuUrl(origin, 'main-menu')))!.json())).toEqual([
      'main-menu v1',
      'Contact',
    ]);
  });

  it('entries are per CMS origin and menu key: tenants naming the same key share one, brands never do', async () => {
    const { env, origin, clock, cache, ctx } = await setup();
    const cms = fakeCms();
    const options = { fetch: cms.fetch, cache, now: () => clock.now };
    await createMenuSource(env, ctx, options).menus(COFI);
    await ctx.settled();
    const mzg = SITE_DATA.tenants.mzg!;
    expect([mzg.cmsMenuKey, mzg.footerNavKey]).toEqual([COFI.cmsMenuKey, COFI.footerNavKey]);
    expect(titles((await createMenuSource(env, ctx, options).menus(mzg)).main)).toEqual([
      'main-menu-cofi v1',
      'Contact',
    ]);
    expect(cms.requests()).toHaveLength(3);

    expect(titles((await createMenuSource(env, ctx, options).menus(DEFAULT)).main)).toEqual([
      'main-menu v1',
      'Contact',
    ]);
    expect(cms.requests()).toHaveLength(6);
    const other = createMenuSource({ cmsOrigin: `${origin}/other` }, ctx, options);
    await other.menus(COFI);
    expect(cms.requests()).toHaveLength(9);
  });
});

describe('checkMenu', () => {
  it("applies the build rules for the tenants that name the key: cofi's EXTERNAL /blog passes there, not on the general brand", () => {
    const blog = [{ id: 1, title: 'Blog', order: 1, type: 'EXTERNAL', path: '/blog' }];
    expect(checkMenu('main-menu-cofi', blog).ok).toBe(true);
    const general = checkMenu('main-menu', blog);
    expect(general.ok).toBe(false);
    expect(!general.ok && general.problem).toMatch(/^0\.type: "\/blog" is a page of the default route set/);
  });

  it('reports at most three problems, then how many more', () => {
    const bad = Array.from({ length: 5 }, (_, i) => ({
      id: i + 1,
      title: '',
      order: i + 1,
      type: 'INTERNAL',
      path: '/pricing',
    }));
    const result = checkMenu('main-menu', bad);
    expect(!result.ok && result.problem).toMatch(
      /^0\.title: needs a title; 1\.title: needs a title; 2\.title: needs a title \(and 2 more\)$/,
    );
  });
});
