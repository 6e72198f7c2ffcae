/**
 * The frame around every page, as a buyer meets it on a phone and a laptop, on both brands:
 * - nothing floats over the page: scrolled through in half-window steps, no fixed element other
 *   than the header shows below the top fifth of the window;
 * - one action once per screen: in the first screen, and in each window over the pricing plans,
 *   outside the header, no link or button text a buyer sees appears twice; on home, pricing and
 *   Corporate Fitness's journey page, in every window-height screen, not even counting the header's
 *   own actions;
 * - each brand's own typefaces, loaded from the site itself (no other host is asked for anything);
 * - high contrast keeps borders and dividers; the footer lists each link once and folds its groups
 *   on a phone, without JavaScript.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeSharedBrowser, sharedBrowser, tenantOrigin } from './browser.ts';

afterAll(closeSharedBrowser);

const WIDTHS = [390, 1280] as const;
const PAGES: [tenant: string, path: string][] = [
  ['default', '/'],
  ['cofi', '/'],
  ['default', '/pricing'],
  ['cofi', '/pricing'],
  ['default', '/challenges/journeys/us-route-66'],
  // Corporate Fitness's /challenges/… belong to its legacy host: its journey page is a benefit page.
  ['cofi', '/product/benefits/maps-virtual-journeys'],
  ['default', '/contact'],
  ['cofi', '/contact'],
  ['default', '/solutions/security-privacy'],
  ['cofi', '/product/benefits/security-data-privacy'],
  ['cofi', '/product'],
  ['default', '/de/pricing'],
  ['cofi', '/de/pricing'],
  ['default', '/de/'],
  ['default', '/ar/'],
  // Corporate Fitness has no Arabic pages (tenants/cofi.json locales): /ar/ goes to its legacy host.
  ['default', '/ar/pricing'],
];

/**
 * First-screen repeats that other parts of the page still have: the page, the width and the words.
 * Each names the part it waits for; remove the entry when that part lands.
 */
const KNOWN_REPEATS: Record<string, string> = {};

/**
 * A window `width` px wide, closed after `run`. Given the one tenant the test visits, the context is
 * one kept for that tenant's origin (`baseURL`): its page loads in the renderer process it already
 * has, where after another tenant's page Chromium starts a new one.
 */
async function withPage<T>(
  width: number,
  tenant: string | null,
  run: (page: Page, context: BrowserContext) => Promise<T>,
): Promise<T> {
  const context = await (
    await sharedBrowser()
  ).newContext({
    viewport: { width, height: width < 600 ? 844 : 800 },
    locale: 'en-US',
    reducedMotion: 'reduce',
    ...(tenant && { baseURL: tenantOrigin(tenant) }),
  });
  try {
    return await run(await context.newPage(), context);
  } finally {
    await context.close();
  }
}

/**
 * Runs in the page: scrolls through it in half-window steps and lists, at each step, the visible
 * fixed elements (outside the header) reaching below the top fifth of the window. One call for the
 * whole walk: a round trip per step cost more than the scan. Each step waits `settleMs` for scroll
 * handlers (and a frame), then checks every element's computed position again, since an element
 * may become fixed only once scrolled.
 */
async function floatingBelowTopFifthWhileScrolling(settleMs: number): Promise<string[]> {
  const found: string[] = [];
  const header = document.querySelector('header');
  const height = document.documentElement.scrollHeight;
  const step = innerHeight / 2;
  for (let y = 0; y <= height; y += step) {
    window.scrollTo(0, y);
    await new Promise((resolve) => setTimeout(resolve, settleMs));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    for (const el of document.querySelectorAll('body *')) {
      if (header?.contains(el)) continue;
      const style = getComputedStyle(el);
      if (style.position !== 'fixed' || style.display === 'none' || style.visibility === 'hidden') continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || r.bottom <= innerHeight / 5 || r.top >= innerHeight) continue;
      found.push(
        `at ${Math.round(y)}: ${el.tagName.toLowerCase()}.${el.className} at ${Math.round(r.top)}..${Math.round(r.bottom)}`,
      );
    }
  }
  return found;
}

/**
 * Runs in the page: the words of links and buttons seen more than once in the window as it is
 * scrolled, outside the header. The words a sighted buyer reads: text hidden for screen readers
 * only (clipped to a pixel, "Start free trial (Pro)") does not tell three buttons apart on screen.
 * `withHeader`: the header's own actions (its action and sign-in) count too, since the
 * header stays in view on every screen; its menus and the footer's site map are navigation.
 */
function repeatedActions(withHeader = false): string[] {
  const seen = new Map<string, number>();
  const header = document.querySelector('header');
  const footer = document.querySelector('footer');
  const shown = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (!(node instanceof HTMLElement)) return '';
    const style = getComputedStyle(node);
    const box = node.getBoundingClientRect();
    const clipped = style.clip !== 'auto' || (style.clipPath !== 'none' && style.clipPath !== '');
    if (style.display === 'none' || style.visibility === 'hidden' || (box.width <= 1 && box.height <= 1) || clipped)
      return '';
    return [...node.childNodes].map(shown).join('');
  };
  for (const el of document.querySelectorAll<HTMLElement>('a[href], button, input[type="submit"]')) {
    const headerAction = withHeader && el.matches('[data-testid="primary-action"], header > a[href="/profile"]');
    if (header?.contains(el) && !headerAction) continue;
    if (withHeader && footer?.contains(el)) continue;
    const r = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    if (r.width < 1 || r.height < 1 || r.bottom <= 0 || r.top >= innerHeight || style.visibility === 'hidden') continue;
    const text = (el instanceof HTMLInputElement ? el.value : shown(el)).replace(/\s+/g, ' ').trim();
    if (text) seen.set(text, (seen.get(text) ?? 0) + 1);
  }
  return [...seen].filter(([, n]) => n > 1).map(([text, n]) => `"${text}" ×${n}`);
}

/**
 * Runs in the page: the windows a buyer scrolls through over the plan cards, from the list's top
 * to the window that ends with it, in half-window steps (on a phone the cards stack, two or three buttons to a window).
 */
function planScreens(): number[] {
  const list = document.querySelector('[data-testid="plans"]');
  if (!list) return [];
  const top = list.getBoundingClientRect().top + scrollY;
  const bottom = list.getBoundingClientRect().bottom + scrollY;
  // The last window ends with the list, so the windows show the cards and not the sections after them.
  const last = Math.max(top, bottom - innerHeight);
  const steps: number[] = [];
  for (let y = top; y < last; y += innerHeight / 2) steps.push(Math.round(y));
  return [...steps, Math.round(last)];
}

/**
 * Repeats a page still has in a window, with the part they wait for: `tenant path words`.
 * Remove an entry when that part lands.
 */
const KNOWN_SCREEN_REPEATS: Record<string, string> = {
  // The price sheet’s questions link their answers to the same two conversations.
  'cofi /pricing "ask us for a quote"': 'the price sheet’s questions, one link to a quote',
  'cofi /pricing "book a demo"': 'the price sheet’s questions, one link to a demo',
  'cofi /de/pricing "fordern Sie ein Angebot an"': 'the price sheet’s questions, one link to a quote',
  'cofi /de/pricing "buchen Sie eine Demo"': 'the price sheet’s questions, one link to a demo',
};

/** Home, pricing and the corporate journey page: every window-height screen, counting the header's actions. */
const EVERY_SCREEN = new Set([
  'default /',
  'default /pricing',
  'default /de/',
  'default /de/pricing',
  'default /ar/',
  'default /ar/pricing',
  'cofi /',
  'cofi /pricing',
  'cofi /de/pricing',
  // Its closing sits in the last screen under the header's "Book a demo".
  'cofi /product/benefits/maps-virtual-journeys',
]);

/** Runs the window-by-window check in an open page: the repeats found, less the known ones. */
async function repeatsInEveryScreen(page: Page, tenant: string, path: string): Promise<string[]> {
  const { total, step } = await page.evaluate(() => ({
    total: document.documentElement.scrollHeight,
    step: innerHeight,
  }));
  const found: string[] = [];
  for (let y = 0; y < total; y += step) {
    await page.evaluate((to) => window.scrollTo(0, to), y);
    for (const repeat of await page.evaluate(repeatedActions, true)) {
      const words = repeat.slice(0, repeat.lastIndexOf(' ×'));
      if (!KNOWN_SCREEN_REPEATS[`${tenant} ${path} ${words}`]) found.push(`${repeat} in the window at ${y} px`);
    }
  }
  return found;
}

// One load per page and width for all three checks: a page load is most of a check's cost.
describe.each(PAGES)('%s %s', (tenant, path) => {
  const everyScreen = EVERY_SCREEN.has(`${tenant} ${path}`);
  it.each(WIDTHS)(
    `at %i px: nothing but the header stays in view, and no action twice in the first screen${everyScreen ? ' nor in any screen, counting the header' : ''}`,
    { timeout: 120_000 },
    async (width) => {
      await withPage(width, tenant, async (page) => {
        const response = await page.goto(`${tenantOrigin(tenant)}${path}`, { waitUntil: 'load' });
        expect(response?.status()).toBe(200);
        const repeats = await page.evaluate(repeatedActions, false);
        const known = KNOWN_REPEATS[`${tenant} ${path} ${width}`];
        if (!known) expect(repeats, 'first screen').toEqual([]);
        // Every window over the plan cards too: each plan's button names its own plan.
        for (const y of await page.evaluate(planScreens)) {
          await page.evaluate((to) => window.scrollTo(0, to), y);
          expect(await page.evaluate(repeatedActions, false), `window at ${y} px over the plans`).toEqual([]);
        }
        await page.evaluate(() => window.scrollTo(0, 0));

        expect(await page.evaluate(floatingBelowTopFifthWhileScrolling, 20)).toEqual([]);
        if (everyScreen) expect(await repeatsInEveryScreen(page, tenant, path), 'every screen').toEqual([]);
      });
    },
  );
});

/**
 * Runs in the page: whether the header's action is drawn outlined (no fill), with words of 4.5:1 and
 * an edge of 3:1 against the bar (WCAG 1.4.3 and 1.4.11).
 */
function outlinedAction(): { transparent: boolean; textReads: boolean; edgeShows: boolean } {
  const rgba = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
  const luminance = (value: string) => {
    const [r, g, b] = rgba(value)
      .slice(0, 3)
      .map((c) => c / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const ratio = (a: string, b: string) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi! + 0.05) / (lo! + 0.05);
  };
  const bar = getComputedStyle(document.querySelector('header')!).backgroundColor;
  const style = getComputedStyle(document.querySelector('header [data-testid="primary-action"]')!);
  const edge = style.boxShadow.match(/rgba?\([^)]*\)/)?.[0] ?? 'rgba(0, 0, 0, 0)';
  return {
    transparent: rgba(style.backgroundColor)[3] === 0,
    textReads: ratio(style.color, bar) >= 4.5,
    edgeShows: ratio(edge, bar) >= 3,
  };
}

/** Runs in the page: how the header's action is drawn (fill, words' colour, edge). */
function actionLook(): string {
  const style = getComputedStyle(document.querySelector('header [data-testid="primary-action"]')!);
  return `${style.backgroundColor} / ${style.color} / ${style.boxShadow}`;
}

describe('the header carries the primary action at every width', () => {
  it.each(WIDTHS)(
    '%i px, both brands: one action in the header, inside the window, outlined alike on every page',
    { timeout: 120_000 },
    async (width) => {
      await withPage(width, null, async (page) => {
        for (const [tenant, label, paths] of [
          ['default', 'Start a free trial', ['/pricing', '/', '/features', '/solutions/security-privacy', '/contact']],
          [
            'cofi',
            'Book a demo',
            [
              '/pricing',
              '/',
              '/product',
              '/product/benefits/maps-virtual-journeys',
              '/product/benefits/security-data-privacy',
            ],
          ],
        ] as const) {
          const looks: Record<string, string> = {};
          for (const path of paths) {
            await page.goto(`${tenantOrigin(tenant)}${path}`, { waitUntil: 'load' });
            const action = page.locator('header [data-testid="primary-action"]');
            expect(await action.innerText()).toBe(label);
            const box = (await action.boundingBox())!;
            expect(box.x).toBeGreaterThanOrEqual(0);
            expect(box.x + box.width).toBeLessThanOrEqual(width);
            // A page's own buttons (the plans', "Send message") are its filled ones: the header's is
            // outlined on every page, and still reads.
            expect(await page.evaluate(outlinedAction), `${tenant} ${path}`).toEqual({
              transparent: true,
              textReads: true,
              edgeShows: true,
            });
            looks[path] = await page.evaluate(actionLook);
            if (path !== '/pricing') continue;
            // Scrolled far down, the header and its action are still there.
            await page.evaluate(() => window.scrollTo(0, 3000));
            expect(await action.isVisible()).toBe(true);
            expect((await action.boundingBox())!.y).toBeLessThan(80);
          }
          // One look on every page of the brand, with or without the page's own filled primary.
          expect(new Set(Object.values(looks)).size, JSON.stringify(looks, null, 1)).toBe(1);
        }
      });
    },
  );
});

describe('two brands, two typefaces, from the site itself', () => {
  it.each(WIDTHS)('%i px: body and headings use the brand faces, loaded from its own origin', async (width) => {
    const families: Record<string, string> = {};
    for (const tenant of ['default', 'cofi']) {
      await withPage(width, tenant, async (page) => {
        const elsewhere: string[] = [];
        page.on('request', (request) => {
          if (new URL(request.url()).origin !== tenantOrigin(tenant)) elsewhere.push(request.url());
        });
        await page.goto(`${tenantOrigin(tenant)}/`, { waitUntil: 'load' });
        await page.evaluate(() => document.fonts.ready);
        const loaded = await page.evaluate(() =>
          [...document.fonts].filter((f) => f.status === 'loaded').map((f) => `${f.family}`.replace(/"/g, '')),
        );
        const body = await page.evaluate(() =>
          getComputedStyle(document.body).fontFamily.split(',')[0]!.replace(/['"]/g, ''),
        );
        const heading = await page.evaluate(() =>
          getComputedStyle(document.querySelector('h1')!).fontFamily.split(',')[0]!.replace(/['"]/g, ''),
        );
        expect(loaded).toContain(body);
        expect(loaded).toContain(heading);
        const fonts = await page.evaluate(() =>
          performance.getEntriesByType('resource').filter((e) => /\.woff2$/.test(new URL(e.name).pathname)),
        );
        expect(fonts.length).toBeGreaterThan(0);
        for (const font of fonts) expect(new URL(font.name).origin).toBe(tenantOrigin(tenant));
        expect(elsewhere).toEqual([]);
        families[tenant] = `${heading} / ${body}`;
      });
    }
    expect(families.default).not.toBe(families.cofi);
  });

  it('the Arabic page draws its text in an Arabic face of the site', async () => {
    await withPage(390, 'default', async (page) => {
      await page.goto(`${tenantOrigin('default')}/ar/`, { waitUntil: 'load' });
      await page.evaluate(() => document.fonts.ready);
      const loaded = await page.evaluate(() =>
        [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family.replace(/"/g, '')),
      );
      expect(loaded).toContain('IBM Plex Sans Arabic');
    });
  });
});

/** Runs in the page: elements whose border is drawn but cannot be told from the page's background. */
function invisibleBorders(): string[] {
  // rgb(r g b / a) in 0–255, or color(srgb r g b / a) in 0–1 (what a color-mix() computes to).
  const rgb = (value: string) => {
    const [r = 0, g = 0, b = 0, a] = (value.match(/[\d.]+/g) ?? []).map(Number);
    return value.startsWith('color(') ? [r * 255, g * 255, b * 255, a ?? 1] : [r, g, b, a ?? 1];
  };
  const luminance = (value: string) => {
    const [r, g, b] = rgb(value)
      .slice(0, 3)
      .map((c) => c / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const page = getComputedStyle(document.body).backgroundColor;
  // What a border is seen against: the nearest painted background around it (a dark footer's, say).
  const behind = (el: Element): string => {
    for (let at = el.parentElement; at; at = at.parentElement) {
      const colour = getComputedStyle(at).backgroundColor;
      if (rgb(colour)[3] !== 0) return colour;
    }
    return page;
  };
  const found: string[] = [];
  for (const el of document.querySelectorAll('main *, footer *')) {
    const style = getComputedStyle(el);
    if (style.display === 'none') continue;
    for (const side of ['Top', 'Right', 'Bottom', 'Left'] as const) {
      if (style[`border${side}Style`] === 'none' || parseFloat(style[`border${side}Width`]) < 1) continue;
      const colour = style[`border${side}Color`];
      const alpha = rgb(colour)[3];
      if (alpha === 0) continue;
      const [hi, lo] = [luminance(colour), luminance(behind(el))].sort((a, b) => b - a);
      if ((hi! + 0.05) / (lo! + 0.05) < 3) found.push(`${el.tagName.toLowerCase()}.${el.className} ${side}: ${colour}`);
    }
  }
  return [...new Set(found)].slice(0, 10);
}

describe('high contrast keeps borders, table lines and dividers', () => {
  it.each([
    ['default', '/pricing'],
    ['cofi', '/pricing'],
    ['default', '/'],
    ['cofi', '/'],
    ['cofi', '/product/benefits/security-data-privacy'],
  ])('%s %s', async (tenant, path) => {
    await withPage(1280, tenant, async (page) => {
      await page.goto(`${tenantOrigin(tenant)}${path}?theme=highcontrast`, { waitUntil: 'load' });
      expect(await page.evaluate(invisibleBorders)).toEqual([]);
    });
  });
});

describe('high contrast keeps the recommended plan marked by its edge', () => {
  it.each([
    ['default', 390],
    ['default', 1280],
    ['cofi', 390],
    ['cofi', 1280],
  ] as const)('%s /pricing at %i px', async (tenant, width) => {
    await withPage(width, tenant, async (page) => {
      await page.goto(`${tenantOrigin(tenant)}/pricing?theme=highcontrast`, { waitUntil: 'load' });
      const edges = await page.$$eval('[data-plan-cards] > li', (cards) =>
        cards.map((card) => {
          const edgeOf = (style: CSSStyleDeclaration) =>
            `${style.borderTopStyle} ${style.borderTopWidth} ${style.borderTopColor}`;
          // A filled look draws a plan's card around its offer (the item's ::before); a ruled look
          // joins the plans into one sheet under one rule: a plan's edge is then the sheet's.
          const frame = getComputedStyle(card, '::before');
          const framed = frame.display !== 'none' && frame.content !== 'none' && !edgeOf(frame).startsWith('none');
          return {
            plan: (card as HTMLElement).dataset.plan,
            recommended: card.classList.contains('recommended'),
            edge: framed
              ? `${edgeOf(frame)} (its offer's)`
              : `${edgeOf(getComputedStyle(card.parentElement!))} (the sheet's)`,
          };
        }),
      );
      const marked = edges.filter((e) => e.recommended);
      expect(marked.map((e) => e.plan)).toEqual(['PRO']);
      // Every card has an edge, and the recommended one's is not the others'.
      for (const e of edges) expect(e.edge, e.plan).toMatch(/^solid [1-9]/);
      for (const e of edges.filter((e) => !e.recommended)) expect(e.edge, e.plan).not.toBe(marked[0]!.edge);
      const frame = { selector: '[data-plan-cards] > li.recommended', pseudo: '::before' };
      expect(await page.evaluate(edgeContrast, frame)).toBeGreaterThanOrEqual(3);
    });
  });
});

/**
 * Runs in the page: the contrast of a panel's top edge (or its pseudo-element's) against the page
 * (1 when it has none).
 */
function edgeContrast(target: string | { selector: string; pseudo: string }): number {
  const { selector, pseudo } = typeof target === 'string' ? { selector: target, pseudo: undefined } : target;
  // rgb(r g b / a) in 0–255, or color(srgb r g b / a) in 0–1 (what a color-mix() computes to).
  const rgb = (value: string) => {
    const [r = 0, g = 0, b = 0, a] = (value.match(/[\d.]+/g) ?? []).map(Number);
    return value.startsWith('color(') ? [r * 255, g * 255, b * 255, a ?? 1] : [r, g, b, a ?? 1];
  };
  const luminance = (value: string) => {
    const [r, g, b] = rgb(value)
      .slice(0, 3)
      .map((c) => c / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const style = getComputedStyle(document.querySelector(selector)!, pseudo);
  if (style.borderTopStyle === 'none' || parseFloat(style.borderTopWidth) < 1 || rgb(style.borderTopColor)[3] === 0)
    return 1;
  const [hi, lo] = [luminance(style.borderTopColor), luminance(getComputedStyle(document.body).backgroundColor)].sort(
    (a, b) => b - a,
  );
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('high contrast and forced colours keep the edges of the estimator and planner panels', () => {
  it.each([
    ['default', '/pricing', '[data-testid="estimator"]'],
    ['cofi', '/pricing', '[data-testid="estimator"]'],
    ['default', '/challenges/journeys/us-route-66', '.planner-result'],
    // The total's own panel beside the fields (from 1000 px), in the page's colour inside the estimator's.
    ['default', '/pricing', '[data-testid="estimate-result"]'],
    ['default', '/de/pricing', '[data-testid="estimate-result"]'],
    ['default', '/ar/pricing', '[data-testid="estimate-result"]'],
    ['cofi', '/pricing', '[data-testid="estimate-result"]'],
  ])('%s %s %s', async (tenant, path, panel) => {
    await withPage(1280, tenant, async (page) => {
      await page.goto(`${tenantOrigin(tenant)}${path}?theme=highcontrast`, { waitUntil: 'load' });
      expect(await page.evaluate(edgeContrast, panel)).toBeGreaterThanOrEqual(3);
    });
    await withPage(1280, tenant, async (page) => {
      await page.emulateMedia({ forcedColors: 'active' });
      await page.goto(`${tenantOrigin(tenant)}${path}`, { waitUntil: 'load' });
      expect(await page.evaluate(edgeContrast, panel)).toBeGreaterThanOrEqual(3);
    });
  });
});

describe('the footer', () => {
  it.each(['default', 'cofi'])(
    '%s: each link once; folded groups on a phone that open without JavaScript',
    async (tenant) => {
      const context = await (
        await sharedBrowser()
      ).newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
      try {
        const page = await context.newPage();
        await page.goto(`${tenantOrigin(tenant)}/pricing`, { waitUntil: 'load' });
        const hrefs = await page.$$eval('footer a[href]', (links) => links.map((a) => a.getAttribute('href')));
        expect(hrefs.length).toBeGreaterThan(8);
        expect(hrefs.filter((href, i) => hrefs.indexOf(href) !== i)).toEqual([]);
        const group = page.locator('footer details').first();
        const link = group.locator('a').first();
        expect(await link.isVisible()).toBe(false);
        await group.locator('summary').click();
        expect(await link.isVisible()).toBe(true);
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.reload({ waitUntil: 'load' });
        expect(await page.locator('footer details a').first().isVisible()).toBe(true);
        expect(await page.locator('footer details a').last().isVisible()).toBe(true);
      } finally {
        await context.close();
      }
    },
  );
});
