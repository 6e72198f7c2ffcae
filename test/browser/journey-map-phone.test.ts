/**
 * Route 66 on a phone (390 px), in English and Arabic, as served and after a visitor planned: a map
 * tall enough to read (at least 0.6 of its width), the start, the finish and the stops whose names
 * fit named, each name plainly its own number's (without a line: its middle nearer its own disc
 * than any other disc, and no other disc nearer its edge), and no mark or name over another.
 * Measured in Chromium on the drawing the phone shows.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { closeSharedBrowser, sharedBrowser, tenantOrigin } from './browser.ts';
import { planInPage } from './journey-map-page.ts';

afterAll(closeSharedBrowser);

/** Stops named on the phone's Route 66 (five did, one of them read as its neighbour's). */
const NAMED_AT_LEAST = 7;

let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

async function open(prefix: string, planned: boolean): Promise<Page> {
  context = await (
    await sharedBrowser()
  ).newContext({ javaScriptEnabled: planned, locale: 'en-US', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`${tenantOrigin('default')}${prefix}/challenges/journeys/us-route-66`, { waitUntil: 'load' });
  if (planned) await planInPage(page, { people: 12, daily: 10000 });
  return page;
}

type Rect = { left: number; right: number; top: number; bottom: number };
interface Disc {
  id: string;
  x: number;
  y: number;
  r: number;
  box: Rect;
}

/** Runs in the page: the phone's drawing, its discs, names, tags and lines, in screen px. */
function phoneMap() {
  const visible = (e: Element) => e.getBoundingClientRect().width > 0;
  const shown = (e: Element) => e.getClientRects().length > 0;
  const svg = [...document.querySelectorAll<SVGSVGElement>('[data-testid="journey-map"] svg')].find(visible)!;
  const overlay = [...document.querySelectorAll<SVGSVGElement>('[data-testid="plan-weeks-map"]')].find(visible);
  const rect = (e: Element): Rect => {
    const r = e.getBoundingClientRect();
    return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
  };
  const discOf = (id: string, c: Element): Disc => {
    const box = rect(c);
    return { id, x: (box.left + box.right) / 2, y: (box.top + box.bottom) / 2, r: (box.right - box.left) / 2, box };
  };
  const stops = [...svg.querySelectorAll('g[data-stop]')].map((g) =>
    discOf(`stop-${g.getAttribute('data-stop')}`, g.querySelector('circle')!),
  );
  const teams = [...svg.querySelectorAll('g[data-team] > circle')]
    .filter(shown)
    .map((c, i) => discOf(`team-${i + 1}`, c));
  const names = [...svg.querySelectorAll('text[data-stop-name], text[data-team-name]')].filter(visible).map((t) => ({
    of: t.hasAttribute('data-stop-name') ? `stop-${t.getAttribute('data-stop-name')}` : 'team-1',
    text: t.textContent!,
    box: rect(t),
    lined: svg.querySelector(
      t.hasAttribute('data-stop-name')
        ? `line[data-leader="name-${t.getAttribute('data-stop-name')}"]`
        : 'line[data-leader="team-name-1"]',
    ),
  }));
  const tags = [...(overlay?.querySelectorAll('rect.week-tag') ?? [])].map((r) => ({
    id: `week-${r.closest('[data-week]')!.getAttribute('data-week')}`,
    box: rect(r),
  }));
  const { width, height } = svg.getBoundingClientRect();
  return {
    width,
    height,
    stops,
    teams,
    tags,
    names: names.map(({ lined, ...n }) => ({ ...n, lined: !!lined && shown(lined) })),
  };
}

const overlap = (a: Rect, b: Rect) =>
  a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
/** From a box's nearest point to a disc's rim. */
const fromDisc = (box: Rect, d: Disc) =>
  Math.hypot(Math.max(box.left - d.x, 0, d.x - box.right), Math.max(box.top - d.y, 0, d.y - box.bottom)) - d.r;
const middle = (box: Rect) => [(box.left + box.right) / 2, (box.top + box.bottom) / 2] as const;

describe.each(['', '/ar'])('Route 66 at 390 px%s', (prefix) => {
  it.each([false, true])(
    'planned: %s: a map to read, every name its own number’s, nothing over anything',
    async (planned) => {
      const page = await open(prefix, planned);
      const map = await page.evaluate(phoneMap);
      expect(map.height).toBeGreaterThanOrEqual(0.6 * map.width);
      expect(map.stops).toHaveLength(11);

      const stopNames = map.names.filter((n) => n.of.startsWith('stop-'));
      expect(stopNames.map((n) => n.of)).toEqual(expect.arrayContaining(['stop-1', 'stop-11']));
      expect(stopNames.length).toBeGreaterThanOrEqual(NAMED_AT_LEAST);

      const discs = [...map.stops, ...map.teams];
      const misread: string[] = [];
      for (const name of map.names.filter((n) => !n.lined)) {
        const own = discs.find((d) => d.id === name.of)!;
        const [mx, my] = middle(name.box);
        const ownMiddle = Math.hypot(mx - own.x, my - own.y);
        for (const d of discs.filter((d) => d.id !== name.of)) {
          if (Math.hypot(mx - d.x, my - d.y) <= ownMiddle) misread.push(`"${name.text}" centred nearer ${d.id}`);
          if (fromDisc(name.box, d) <= fromDisc(name.box, own)) misread.push(`"${name.text}" nearer ${d.id}`);
        }
      }
      expect(misread).toEqual([]);

      const covered: string[] = [];
      const boxes = [
        ...map.names.map((n) => ({ id: `"${n.text}"`, box: n.box })),
        ...map.tags,
        ...map.teams.map((t) => ({ id: t.id, box: t.box })),
      ];
      boxes.forEach((a, i) =>
        boxes.slice(i + 1).forEach((b) => overlap(a.box, b.box) && covered.push(`${a.id} over ${b.id}`)),
      );
      for (const b of boxes)
        for (const s of map.stops) if (fromDisc(b.box, s) < -0.5) covered.push(`${b.id} over ${s.id}`);
      // Two stops' numbers apart as discs, their rims not touching.
      map.stops.forEach((a, i) =>
        map.stops
          .slice(i + 1)
          .forEach((b) => Math.hypot(a.x - b.x, a.y - b.y) < a.r + b.r + 1 && covered.push(`${a.id} on ${b.id}`)),
      );
      expect(covered).toEqual([]);
    },
  );
});
