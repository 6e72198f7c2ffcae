import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { closeSharedBrowser, sharedBrowser, tenantOrigin, waitForIslands } from './browser.ts';
import { narrowRuns } from './narrow-runs.ts';

afterAll(closeSharedBrowser);

let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

const PATH = '/challenges/journeys/us-route-66';
const TEAMTREK_QUOTES = (
  JSON.parse(readFileSync('content/testimonials.json', 'utf8')) as { tenant: string; quote: string }[]
)
  .filter((t) => t.tenant === 'default')
  .map((t) => t.quote);

async function open(width: number): Promise<Page> {
  context = await (await sharedBrowser()).newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${tenantOrigin('default')}${PATH}`, { waitUntil: 'load' });
  await waitForIslands(page);
  return page;
}

/** For each window's worth of the page (half a window apart), how many "Use this journey" links it shows. */
const useLinksPerScreen = (page: Page) =>
  page.evaluate(async () => {
    const counts: number[] = [];
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y);
      await new Promise(requestAnimationFrame);
      counts.push(
        [...document.querySelectorAll('a')].filter((a) => {
          const r = a.getBoundingClientRect();
          return a.textContent?.trim() === 'Use this journey' && r.height > 0 && r.bottom > 0 && r.top < innerHeight;
        }).length,
      );
    }
    return counts;
  });

describe.each([390, 1280])('the journey page at %i px', (width) => {
  it('has a filled "Use this journey" in the first screen and in the closing band, never two in a screen', async () => {
    const page = await open(width);
    const uses = page.locator('a', { hasText: /^Use this journey$/ });
    expect(await page.locator('header a', { hasText: /^Use this journey$/ }).count()).toBe(0);
    const filled = await uses.evaluateAll((links) =>
      links.map((a) => [
        getComputedStyle(a).backgroundColor !== 'rgba(0, 0, 0, 0)',
        Boolean(a.closest('[data-testid="journey-closing"]')),
      ]),
    );
    // The page ends on its own action, filled; "Book a demo" beside it is a quiet link.
    expect(filled.filter(([isFilled]) => isFilled)).toEqual([
      [true, false],
      [true, true],
    ]);
    const demo = page.getByTestId('journey-closing').locator('a', { hasText: /^Book a demo$/ });
    expect(await demo.evaluate((a) => getComputedStyle(a).backgroundColor)).toBe('rgba(0, 0, 0, 0)');
    const first = (await page.getByTestId('journey-use').boundingBox())!;
    expect(first.y + first.height).toBeLessThanOrEqual(900);
    expect(Math.max(...(await useLinksPerScreen(page)))).toBe(1);
  });

  it('closes on a band the content’s width, its words and actions side by side from 900 px', async () => {
    const page = await open(width);
    const [band, words, actions, plan] = await page.evaluate(() =>
      [
        '[data-testid="journey-closing"]',
        '[data-testid="journey-closing"] > div',
        '[data-testid="journey-closing"] .actions',
        '#plan',
      ].map((s) => {
        const r = document.querySelector(s)!.getBoundingClientRect();
        return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
      }),
    );
    expect(Math.abs(band!.left - plan!.left)).toBeLessThanOrEqual(1);
    expect(Math.abs(band!.right - plan!.right)).toBeLessThanOrEqual(1);
    if (width >= 900) {
      expect(actions!.left).toBeGreaterThan(words!.right);
      expect(actions!.top).toBeLessThan(words!.bottom);
    } else expect(actions!.top).toBeGreaterThanOrEqual(words!.bottom);
  });

  it('quotes an organiser from the content data beside the route', async () => {
    const page = await open(width);
    const proof = page.getByTestId('journey-proof');
    expect(TEAMTREK_QUOTES).toContain((await proof.locator('blockquote').innerText()).trim());
    expect(await proof.locator('figcaption').innerText()).toMatch(/, /);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
});

describe.each([390, 1280])('the journey stops at %i px', (width) => {
  it('every card keeps its lines in one column beside its number, names unbroken', async () => {
    const page = await open(width);
    const cards = await page.getByTestId('stage-cards').evaluate((list) =>
      [...list.children].map((card) => {
        const [no, ...lines] = [...card.children].map((c) => c.getBoundingClientRect());
        const heading = card.querySelector('h3')!;
        const words = heading.textContent!.split(/\s+/);
        // A heading's longest word fits on its line when the heading is at least that wide.
        const longest = Math.max(...words.map((w) => w.length));
        return {
          name: heading.textContent,
          lefts: [...new Set(lines.map((r) => Math.round(r.left)))],
          rightOfNumber: lines.every((r) => r.left >= no!.right),
          headingWidth: heading.getBoundingClientRect().width,
          longest,
        };
      }),
    );
    expect(cards.length).toBeGreaterThan(5);
    for (const card of cards) {
      expect(card.lefts, card.name!).toHaveLength(1);
      expect(card.rightOfNumber, card.name!).toBe(true);
      expect(card.headingWidth, card.name!).toBeGreaterThan(card.longest * 8);
    }
  });
});

describe('the journey page at 1280 px', () => {
  it('uses the width under the planner: no stretch taller than a third of the window in a narrow column', async () => {
    const page = await open(1280);
    // The planner is a form with its answer beside it; what follows it is read, and must fill the width.
    const planner = (await page.getByTestId('planner-form').boundingBox())!;
    const below = planner.y + planner.height + (await page.evaluate(() => scrollY));
    expect((await narrowRuns(page)).filter((run) => run.from > below && run.height > 300)).toEqual([]);
  });

  it('sets the planner’s four fields two by two: none alone in a row, each label on one line', async () => {
    const page = await open(1280);
    const fields = await page
      .getByTestId('planner-form')
      .locator('.fields > .field')
      .evaluateAll((els) =>
        els.map((el) => {
          const label = el.querySelector('label')!;
          return { top: Math.round(el.getBoundingClientRect().top), labelHeight: label.getBoundingClientRect().height };
        }),
      );
    expect(fields).toHaveLength(4);
    const tops = [...new Set(fields.map((f) => f.top))];
    expect(tops.map((top) => fields.filter((f) => f.top === top).length)).toEqual([2, 2]);
    const lineHeight = Math.min(...fields.map((f) => f.labelHeight));
    for (const f of fields) expect(f.labelHeight).toBeLessThan(lineHeight * 1.5);
  });
});

describe('the journey planner at 390 px', () => {
  it("keeps each fieldset's legend inside its border, wrapped lines and all", async () => {
    const page = await open(390);
    const legends = await page.locator('fieldset').evaluateAll((sets) =>
      sets
        .filter((set) => set.querySelector(':scope > legend'))
        .map((set) => {
          const box = set.getBoundingClientRect();
          const legend = set.querySelector(':scope > legend')!.getBoundingClientRect();
          const border = parseFloat(getComputedStyle(set).borderTopWidth);
          return {
            text: set.querySelector('legend')!.textContent,
            top: legend.top - (box.top + border),
            height: legend.height,
            bottom: box.bottom - legend.bottom,
          };
        }),
    );
    expect(legends.map((l) => l.text)).toContain('Other activities per person per day (optional)');
    // The long legend takes two lines on a phone: drawn on the border, its second line crossed the edge.
    expect(Math.max(...legends.map((l) => l.height))).toBeGreaterThan(30);
    for (const l of legends) {
      expect(l.top, l.text!).toBeGreaterThanOrEqual(0);
      expect(l.bottom, l.text!).toBeGreaterThan(0);
    }
  });
});

describe('the journey page’s first screen at 1280 × 800', () => {
  it.each(['', '/ar'])('%s: the whole map under the title, its start and its finish named', async (prefix) => {
    // A browser in the page's language: no "also available in English" bar above the page.
    const locale = prefix === '/ar' ? 'ar' : 'en-US';
    context = await (await sharedBrowser()).newContext({ viewport: { width: 1280, height: 800 }, locale });
    const page = await context.newPage();
    await page.goto(`${tenantOrigin('default')}${prefix}${PATH}`, { waitUntil: 'load' });
    const seen = await page.evaluate(() => {
      const visible = (e: Element) => e.getBoundingClientRect().width > 0;
      const svg = [...document.querySelectorAll('[data-testid="journey-map"] svg')].find(visible)!;
      const names = [...svg.querySelectorAll('text[data-stop-name]')];
      const bottomOf = (n: string) =>
        names.find((t) => t.getAttribute('data-stop-name') === n)?.getBoundingClientRect();
      const stops = svg.querySelectorAll('g[data-stop]').length;
      return {
        map: svg.getBoundingClientRect().bottom,
        start: bottomOf('1')?.bottom,
        finish: bottomOf(String(stops))?.bottom,
        title: document.querySelector('h1')!.getBoundingClientRect().bottom,
      };
    });
    expect(seen.title).toBeLessThan(seen.map);
    expect(seen.start).toBeLessThanOrEqual(800);
    expect(seen.finish).toBeLessThanOrEqual(800);
    expect(seen.map).toBeLessThanOrEqual(800);
  });
});
