/**
 * Route 66's weekly tags point where the list under the plan says each week ends: "Week 1: 1,344 km
 * · 106 km to Oklahoma City" is a diamond on the route between Tulsa (1,250 km) and Oklahoma City
 * (1,450 km), 94/200 of the way, drawn over the map where it can be seen. Measured in Chromium on
 * the drawing shown at 1280 and at 390 px, as served (no JavaScript), after the planner hydrated
 * and after a visitor planned 12 people at 10,000 steps. Once the visitor has planned, the sample
 * teams step back and so does the line of the road their leader has travelled.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { closeSharedBrowser, sharedBrowser, tenantOrigin } from './browser.ts';
import { planInPage } from './journey-map-page.ts';

afterAll(closeSharedBrowser);

const PATH = '/challenges/journeys/us-route-66';
/** How far (px) a tag's anchor may be from the listed km's place on the route. */
const NEAR_PX = 3;

let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

type How = 'served' | 'hydrated' | 'planned';

async function open(width: number, how: How): Promise<Page> {
  context = await (
    await sharedBrowser()
  ).newContext({ javaScriptEnabled: how !== 'served', locale: 'en-US', viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${tenantOrigin('default')}${PATH}`, { waitUntil: 'load' });
  if (how !== 'served') await planInPage(page, how === 'planned' ? { people: 12, daily: 10000 } : undefined);
  return page;
}

interface Week {
  week: number;
  text: string;
  /** Where the list's km falls on the route, between the two stops it names, in screen px. */
  expected: [number, number];
  /** The tag's anchor (`data-at`) and its diamond's centre, in screen px; no diamond, none. */
  anchor: [number, number];
  diamond?: [number, number];
  /** The tag's line, in screen px: from the diamond's rim, or from the place itself on a stop's disc. */
  line?: [[number, number], [number, number]];
  fromStop: boolean;
}

/** Runs in the page: each tagged week of the visible drawing beside the place the list gives it. */
function weeksOnMap(): { weeks: Week[]; listed: number; travelled: number } {
  const visible = (e: Element) => e.getBoundingClientRect().width > 0;
  const map = [...document.querySelectorAll<SVGSVGElement>('[data-testid="journey-map"] svg')].find(visible)!;
  const overlay = [...document.querySelectorAll<SVGSVGElement>('[data-testid="plan-weeks-map"]')].find(visible)!;
  const screen = (x: number, y: number, on: SVGSVGElement): [number, number] => {
    const p = new DOMPoint(x, y).matrixTransform(on.getScreenCTM()!);
    return [p.x, p.y];
  };
  const figure = (s: string) => Number(s.replace(/[^\d]/g, ''));
  // The stages as the cards list them (name, km), and their places: the route line's points.
  const stages = [...document.querySelectorAll('[data-testid="stage-cards"] > li')].map((li, i) => ({
    name: li.querySelector('h3')!.textContent!,
    km: i === 0 ? 0 : figure(li.querySelector('.km')!.textContent!),
  }));
  const route = map
    .querySelector('polyline')!
    .getAttribute('points')!
    .trim()
    .split(/\s+/)
    .map((p) => p.split(',').map(Number) as [number, number]);
  const listed = [...document.querySelectorAll('[data-testid="plan-weeks"] li')].map((li) => li.textContent!);
  const weeks = [...overlay.querySelectorAll('g[data-week]')].map((g) => {
    const week = Number(g.getAttribute('data-week'));
    const text = listed.find((t) => t.startsWith(`Week ${week}:`))!;
    // "Week 1: 1,344 km · 106 km to Oklahoma City"
    const [, km, place] = /^Week \d+: ([\d,]+) km · [\d,]+ km to (.+)$/.exec(text)!;
    const next = stages.findIndex((s) => s.name === place);
    const [a, b] = [stages[next - 1]!, stages[next]!];
    const t = (figure(km!) - a.km) / (b.km - a.km);
    const [p, q] = [route[next - 1]!, route[next]!];
    const [ax, ay] = g.getAttribute('data-at')!.split(' ').map(Number);
    const diamond = g.querySelector('rect.week-place')?.getBoundingClientRect();
    const l = g.querySelector('line');
    const n = (a: string) => Number(l!.getAttribute(a));
    return {
      line: l ? ([screen(n('x1'), n('y1'), overlay), screen(n('x2'), n('y2'), overlay)] as Week['line']) : undefined,
      week,
      text,
      expected: screen(p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t, map),
      anchor: screen(ax!, ay!, overlay),
      diamond: diamond && ([diamond.left + diamond.width / 2, diamond.top + diamond.height / 2] as [number, number]),
      fromStop: g.hasAttribute('data-from-stop'),
    };
  });
  const travelled = [...map.querySelectorAll('polyline.travelled')].filter((l) => l.getClientRects().length > 0);
  return { weeks, listed: listed.length, travelled: travelled.length };
}

const apart = (a: [number, number], b: [number, number]) => Math.hypot(a[0] - b[0], a[1] - b[1]);

describe.each([1280, 390])('Route 66 at %i px', (width) => {
  it.each(['served', 'hydrated', 'planned'] as const)(
    '%s: every weekly tag hangs from the km the list gives its week, between the stops it names',
    async (how) => {
      const page = await open(width, how);
      const { weeks, listed } = await page.evaluate(weeksOnMap);
      expect(listed).toBeGreaterThan(1);
      // Week 1 (1,344 km as served) is drawn: its place lies between two stops, not under either's number.
      expect(weeks.map((w) => w.week)).toContain(1);
      // Week 1 has room for its diamond between the two numbers: drawn, over the map, where it can be seen.
      expect(weeks.find((w) => w.week === 1)!.diamond).toBeDefined();
      for (const w of weeks) {
        expect(apart(w.anchor, w.expected), w.text).toBeLessThanOrEqual(NEAR_PX);
        // A place on a stop's number has no diamond: the tag's line runs from it.
        if (!w.fromStop) expect(apart(w.diamond!, w.expected), w.text).toBeLessThanOrEqual(NEAR_PX);
        if (w.fromStop) expect(apart(w.line![0], w.expected), w.text).toBeLessThanOrEqual(NEAR_PX);
      }
    },
  );

  it('the travelled line goes with the sample teams once the visitor plans', async () => {
    const served = await open(width, 'served');
    expect((await served.evaluate(weeksOnMap)).travelled).toBe(1);
    await context!.close();
    const planned = await open(width, 'planned');
    expect((await planned.evaluate(weeksOnMap)).travelled).toBe(0);
  });
});
