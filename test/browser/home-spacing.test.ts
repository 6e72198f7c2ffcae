/**
 * The home's composition at a laptop and a phone width, on both brands: the claims' actions stand
 * apart from the cards above them, the logo row follows its heading (centred or at its start), every
 * tracker's name stays inside its pill in the tracker picture, and Corporate Fitness's feature
 * cards keep their pictures, headings and bylines in line.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSharedBrowser, sharedBrowser, tenantOrigin } from './browser.ts';

let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  context = await (await sharedBrowser()).newContext();
  page = await context.newPage();
});
afterAll(async () => {
  await context?.close();
  await closeSharedBrowser();
});

const CASES = ['default', 'cofi'].flatMap((tenant) => [1280, 390].map((width) => [tenant, width] as const));

describe.each(CASES)('%s home at %i px', (tenant, width) => {
  beforeAll(async () => {
    await page.setViewportSize({ width, height: 800 });
    expect((await page.goto(`${tenantOrigin(tenant)}/`, { waitUntil: 'load' }))?.status()).toBe(200);
  });

  it('the actions under the claim cards keep at least 24 px from them', async () => {
    const gap = await page.evaluate(() => {
      const list = document.querySelector('[data-testid="claims"]')!;
      const actions = list.nextElementSibling!;
      return actions.getBoundingClientRect().top - list.getBoundingClientRect().bottom;
    });
    expect(gap).toBeGreaterThanOrEqual(24);
  });

  it('the logo row follows its heading: centred under a centred one, at its start under a start-aligned one', async () => {
    const rows = await page.evaluate(() => {
      const list = document.querySelector('[data-testid="customers"] ul');
      if (!list) return null;
      const box = list.getBoundingClientRect();
      const items = [...list.children].map((li) => li.getBoundingClientRect());
      const firstRow = items.filter((r) => Math.abs(r.top - items[0]!.top) < 4);
      const heading = document.querySelector('[data-testid="customers"] h2');
      return {
        left: Math.min(...firstRow.map((r) => r.left)) - box.left,
        right: box.right - Math.max(...firstRow.map((r) => r.right)),
        centred: heading ? getComputedStyle(heading).textAlign === 'center' : true,
      };
    });
    if (!rows) return; // A brand whose home shows no logo row has nothing to centre.
    // Under a centred heading the row is centred; under a heading set at the start (numbered
    // sections), the row starts where the heading does.
    if (rows.centred) expect(Math.abs(rows.left - rows.right)).toBeLessThanOrEqual(2);
    else expect(rows.left).toBeLessThanOrEqual(2);
  });

  it("every tracker's name ends at least 8 px inside its pill", async () => {
    const room = await page.evaluate(() => {
      const svg = [...document.querySelectorAll<SVGSVGElement>('svg[role="img"]')].find((s) =>
        /Strava|Garmin|Fitbit/.test(s.getAttribute('aria-label') ?? ''),
      );
      if (!svg) throw new Error('no tracker picture');
      const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
      return [...svg.querySelectorAll('g')]
        .filter((g) => g.querySelector(':scope > rect') && g.querySelector(':scope > text'))
        .map((g) => {
          const pill = g.querySelector(':scope > rect')!.getBoundingClientRect();
          const name = g.querySelector(':scope > text')!.getBoundingClientRect();
          return { name: g.textContent, room: (pill.right - name.right) / scale };
        });
    });
    expect(room.length).toBeGreaterThan(0);
    expect(room.filter((r) => r.room < 8)).toEqual([]);
  });
});

describe('Corporate Fitness home at 1280 px: the feature cards line up', () => {
  it('equal picture boxes, and the headings and bylines start at one height', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${tenantOrigin('cofi')}/`, { waitUntil: 'load' });
    const cards = await page.$$eval('[data-testid="feature-cards"] > section', (sections) =>
      sections.map((section) => {
        const top = (selector: string) => Math.round(section.querySelector(selector)!.getBoundingClientRect().top);
        return {
          picture: Math.round(section.querySelector('[data-visual]')!.getBoundingClientRect().height),
          heading: top('h2'),
          byline: top('p'),
        };
      }),
    );
    expect(cards).toHaveLength(3);
    for (const card of cards.slice(1)) expect(card).toEqual(cards[0]);
  });
});

describe('a quiet link wrapped under its button starts where the button does', () => {
  it.each([
    ['default', '/', 320],
    ['default', '/', 390],
    ['default', '/ar/', 320],
    ['default', '/ar/', 390],
    ['cofi', '/', 320],
  ] as const)('%s %s at %i px', async (tenant, path, width) => {
    await page.setViewportSize({ width, height: 800 });
    expect((await page.goto(`${tenantOrigin(tenant)}${path}`, { waitUntil: 'load' }))?.status()).toBe(200);
    const pairs = await page.evaluate(() => {
      const rtl = document.documentElement.dir === 'rtl';
      const startOf = (el: Element) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        const box = [...range.getClientRects()].filter((r) => r.width > 0)[0] ?? el.getBoundingClientRect();
        const outer = el.getBoundingClientRect();
        // A button's start is its box; a text link's is its first word.
        return el.matches('[data-action="primary"], a:first-child') && getComputedStyle(el).borderStyle !== 'none'
          ? rtl
            ? outer.right
            : outer.left
          : rtl
            ? box.right
            : box.left;
      };
      return [...document.querySelectorAll('[data-testid="home-hero"] .actions, main p[data-secondary="link"]')]
        .map((group) => [...group.querySelectorAll('a')])
        .filter((links) => links.length > 1)
        .map(([first, second]) => ({
          label: second!.textContent,
          wrapped: second!.getBoundingClientRect().top >= first!.getBoundingClientRect().bottom,
          offset: Math.abs(startOf(second!) - startOf(first!)),
        }));
    });
    for (const pair of pairs.filter((p) => p.wrapped)) expect(pair.offset, pair.label!).toBeLessThanOrEqual(1);
  });
});
