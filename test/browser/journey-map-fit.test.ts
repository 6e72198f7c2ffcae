/**
 * The journey page's map and planner as a designer would ship them, measured in Chromium:
 * - at 1280 the route fills the map (Route 66's stops span at least 60 % of its height: no band of
 *   empty land above it), and on every journey at 1280 and 390 no text runs out of the drawing;
 * - every week the map marks has its tag (no diamond without one), no week's diamond sits on a
 *   stop's figure or under a team, and a sentence under the map says what a tag means, in the page's language;
 * - Route 66 drawn as one map: each week's diamond on the route at its km (within 2 px), the
 *   caption naming a drawn week (the same one at 390 and 1280 when both draw it), one land file
 *   at both widths, and at 390 every stop of the list with its own visible dot;
 * - at 390 the start, the finish and where the leading team is are named, apart, at 12 px or more;
 * - the planner's inputs two by two at 1280, each line's on one top edge whatever their labels' lengths, stacked at 390.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSLATED_LOCALES } from '../../common/i18n/locales.ts';
import { planJourney } from '../../common/journeys/plan-journey.ts';
import { planInputOf, readPlanQuery } from '../../common/journeys/plan-query.ts';
import { positionAlong } from '../../common/journeys/route-progress.ts';
import { CONTENT } from '../../worker/content/built-content.ts';
import { JOURNEY_MAPS } from '../../worker/generated/journey-maps.ts';
import { PLAN_TABLE } from '../../worker/pages/journey-plan.ts';
import { closeSharedBrowser, sharedBrowser } from './browser.ts';
import { openJourney } from './journey-map-page.ts';

const EARTH_JOURNEYS = [
  'us-route-66',
  'camino-de-santiago',
  'great-wall-of-china',
  'european-landmarks',
  'seven-wonders-of-the-ancient-world',
  'us-west-coast',
];
/** The default plan (Route 66: weeks 1 and 2 on the map), a slow one and 12 people × 6,000 steps. */
const PLANS = ['', '?people=4&daily=6000&unit=steps', '?people=12&daily=6000&unit=steps'];

type Rect = { left: number; right: number; top: number; bottom: number };
const overlap = (a: Rect, b: Rect) =>
  a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;

let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  context = await (await sharedBrowser()).newContext({ javaScriptEnabled: false });
  page = await context.newPage();
});
afterAll(async () => {
  await context?.close();
  await closeSharedBrowser();
});

const open = (path: string, width: number) => openJourney(page, path, width);

/** Runs in the page: the visible map's box, its stops' and texts' boxes and its weekly overlay. */
function measured() {
  const visible = (e: Element) => e.getBoundingClientRect().width > 0;
  const svg = [...document.querySelectorAll<SVGSVGElement>('[data-testid="journey-map"] svg')].find(visible)!;
  const overlay = [...document.querySelectorAll<SVGSVGElement>('[data-testid="plan-weeks-map"]')].find(visible);
  const rect = (e: Element) => {
    const r = e.getBoundingClientRect();
    return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
  };
  const scale = svg.getScreenCTM()!.a;
  const texts = [...svg.querySelectorAll('text'), ...(overlay?.querySelectorAll('text') ?? [])].filter(visible);
  return {
    map: rect(svg),
    stops: [...svg.querySelectorAll('g[data-stop] > circle')].map(rect),
    // Each stop's figure as drawn: its digits (0.6 em each, bold) by their cap height (0.72 em), centred on its disc.
    figures: [...svg.querySelectorAll('g[data-stop]')].map((g) => {
      const disc = g.querySelector('circle')!.getBoundingClientRect();
      const em = parseFloat(g.querySelector('text')!.getAttribute('font-size')!) * scale;
      const [x, y] = [disc.left + disc.width / 2, disc.top + disc.height / 2];
      const [w, h] = [(g.textContent!.trim().length * 0.6 * em) / 2, 0.36 * em];
      return { left: x - w, right: x + w, top: y - h, bottom: y + h };
    }),
    // Only the teams drawn: a visitor's own plan hides them.
    teams: [...svg.querySelectorAll('g[data-team] > circle')].filter((c) => c.getClientRects().length > 0).map(rect),
    texts: texts.map((t) => ({
      text: t.textContent!,
      box: rect(t),
      px: parseFloat(getComputedStyle(t).fontSize) * scale,
      of: t.getAttribute('data-stop-name') ?? (t.hasAttribute('data-team-name') ? 'team' : ''),
    })),
    weeks: [...(overlay?.querySelectorAll('g[data-week]') ?? [])].map((g) => ({
      week: g.getAttribute('data-week'),
      tag: g.querySelector('rect.week-tag') && g.querySelector('text')?.textContent,
      place: g.querySelector('rect.week-place') ? rect(g.querySelector('rect.week-place')!) : undefined,
    })),
    key: [...document.querySelectorAll('[data-testid="plan-weeks-key"]')].find(visible)?.textContent ?? '',
    lang: document.documentElement.lang,
  };
}

describe('the route fills the map at 1280 px', () => {
  it('us-route-66: the stops span at least 60 % of the map’s height', async () => {
    await open('/challenges/journeys/us-route-66', 1280);
    const { map, stops } = await page.evaluate(measured);
    const span = Math.max(...stops.map((s) => s.bottom)) - Math.min(...stops.map((s) => s.top));
    expect(span / (map.bottom - map.top)).toBeGreaterThanOrEqual(0.6);
  });

  it.each([1280, 390].flatMap((width) => EARTH_JOURNEYS.map((slug) => [width, slug] as const)))(
    'at %i px, %s: no text runs out of the drawing',
    async (width, slug) => {
      await open(`/challenges/journeys/${slug}?people=12&daily=6000&unit=steps`, width);
      const { map, texts } = await page.evaluate(measured);
      const out = texts.filter(
        (t) => t.box.left < map.left || t.box.right > map.right || t.box.top < map.top || t.box.bottom > map.bottom,
      );
      expect(out.map((t) => t.text)).toEqual([]);
    },
  );
});

describe.each([1280, 390])('the weekly tags at %i px', (width) => {
  it.each(['us-route-66', 'european-landmarks', 'camino-de-santiago'].flatMap((s) => PLANS.map((p) => s + p)))(
    '%s: every week marked is tagged, on no stop or team, and the tags are explained',
    async (path) => {
      await open(`/challenges/journeys/${path}`, width);
      const { weeks, figures, teams, key } = await page.evaluate(measured);
      expect(weeks.filter((w) => !w.tag).map((w) => `week ${w.week}`)).toEqual([]);
      // A diamond (an 8-unit square turned 45°, smaller between two crowded numbers) off every team's
      // disc, edge to edge; at its km it may touch a stop's disc, as served too, but never its figure.
      const centre = (r: Rect) => [(r.left + r.right) / 2, (r.top + r.bottom) / 2] as const;
      const under = (place: Rect, disc: Rect) =>
        Math.hypot(centre(place)[0] - centre(disc)[0], centre(place)[1] - centre(disc)[1]) <
        (disc.right - disc.left) / 2 + (place.right - place.left) / 2 - 2;
      const overFigure = (place: Rect, figure: Rect) => {
        const [x, y] = centre(place);
        const l1 = Math.max(figure.left - x, 0, x - figure.right) + Math.max(figure.top - y, 0, y - figure.bottom);
        return l1 < (place.right - place.left) / 2 - 1;
      };
      if (path.includes('?')) expect(teams).toEqual([]);
      const hidden = weeks.filter(
        (w) => w.place && (figures.some((f) => overFigure(w.place!, f)) || teams.some((m) => under(w.place!, m))),
      );
      expect(hidden.map((w) => `week ${w.week}`)).toEqual([]);
      if (weeks.length > 0) {
        // The weeks the map has no room to tag are named after it (journey-map-labels.test.ts).
        // One tag is named; a drawing with more says every tag is the end of its week.
        const [, one, oneWeek, every, everyWeek] =
          key.match(
            /^On the map, (?:(W\d+) marks where your group is at the end of week (\d+)|each tag marks where your group is at the end of its week; (W\d+), for example, at the end of week (\d+))\.(?: (?:Weeks?|Some weeks) .+)?$/,
          ) ?? [];
        const [tag, week] = weeks.length > 1 ? [every, everyWeek] : [one, oneWeek];
        expect(tag).toBe(`W${week}`);
        expect(weeks.map((w) => w.tag)).toContain(tag);
      } else expect(key).not.toMatch(/On the map/);
    },
  );
});

describe.each(TRANSLATED_LOCALES)('the weekly tags’ key in /%s/', (locale) => {
  it('is in the page’s language and names a tag the map draws', async () => {
    await open(`/${locale}/challenges/journeys/us-route-66?people=4&daily=6000&unit=steps`, 1280);
    const { weeks, key, lang } = await page.evaluate(measured);
    expect(lang).toMatch(new RegExp(`^${locale}`));
    expect(weeks.length).toBeGreaterThan(0);
    expect(weeks.some((w) => key.includes(w.tag!))).toBe(true);
    expect(key).not.toMatch(/On the map|end of week/);
  });
});

describe('the phone’s map at 390 px', () => {
  it.each(PLANS)(
    'us-route-66%s: names the start, the finish and (without a plan) the leading team, apart, at 12 px or more',
    async (plan) => {
      await open(`/challenges/journeys/us-route-66${plan}`, 390);
      const { texts, stops } = await page.evaluate(measured);
      const named = (of: string) => texts.find((t) => t.of === of);
      // A visitor's own plan: the sample teams step back, their names too.
      const wanted = [named('1'), named(String(stops.length)), ...(plan ? [] : [named('team')])];
      expect(wanted.map((t) => t?.text)).toEqual(
        ['Chicago', 'Santa Monica Pier', 'Mother Road Movers'].slice(0, wanted.length),
      );
      if (plan) expect(named('team')).toBeUndefined();
      wanted.forEach((a, i) => wanted.slice(i + 1).forEach((b) => expect(overlap(a!.box, b!.box)).toBe(false)));
      expect(texts.filter((t) => t.px < 12).map((t) => t.text)).toEqual([]);
    },
  );
});

describe('the planner’s fields', () => {
  it.each(['', '/de', '/ar'])('%s at 1280 px: the inputs share one top edge, whatever their labels', async (prefix) => {
    await open(`${prefix}/challenges/journeys/us-route-66?people=`, 1280);
    const tops = await page
      .locator('[data-testid="planner-form"] .fields')
      .evaluate((row) =>
        [...row.querySelectorAll('input:not([type=hidden]), select')].map((e) => e.getBoundingClientRect()),
      );
    // Two by two (three across left the start date alone on its line); each line's inputs start at one height.
    const firstLine = tops.filter((r) => r.top < tops[0]!.bottom);
    const secondLine = tops.filter((r) => r.top >= tops[0]!.bottom);
    expect([firstLine.length, secondLine.length]).toEqual([2, 2]);
    for (const line of [firstLine, secondLine]) expect(new Set(line.map((r) => Math.round(r.top))).size).toBe(1);
  });

  it('at 390 px: stacked, one field a line', async () => {
    await open('/challenges/journeys/us-route-66', 390);
    const boxes = await page
      .locator('[data-testid="planner-form"] .fields')
      .evaluate((row) =>
        [...row.querySelectorAll('input:not([type=hidden]), select')].map((e) => e.getBoundingClientRect()),
      );
    boxes.slice(1).forEach((b, i) => expect(b.top).toBeGreaterThanOrEqual(boxes[i]!.bottom));
  });
});

/** Route 66's planned weeks before the finish, and each one's place on a drawing of the route. */
function plannedWeeks(query: string, width: number) {
  const journey = CONTENT.journeys['us-route-66']!;
  const view = width >= 700 ? JOURNEY_MAPS['us-route-66']! : JOURNEY_MAPS['us-route-66']!.narrow;
  const stages = journey.stages.map((s, i) => ({ name: s.name, km: s.km, x: view.route[i]![0], y: view.route[i]![1] }));
  const plan = planJourney(planInputOf(readPlanQuery(new URLSearchParams(query)), journey.distance_km, PLAN_TABLE));
  return plan.weeks
    .slice(0, 12)
    .filter((w) => w.km < journey.distance_km)
    .map((w) => ({ week: w.week, at: positionAlong(stages, w.km) }));
}

/** Runs in the page: each drawn week's diamond centre in the drawing's units, the units' size in px, and the caption. */
function drawnWeeks() {
  const visible = (e: Element) => e.getBoundingClientRect().width > 0;
  const overlay = [...document.querySelectorAll<SVGSVGElement>('[data-testid="plan-weeks-map"]')].find(visible)!;
  const toView = overlay.getScreenCTM()!.inverse();
  const key = [...document.querySelectorAll('[data-testid="plan-weeks-key"]')].find(visible);
  return {
    px: overlay.getScreenCTM()!.a,
    // A week under a stop's number is tagged from the number's disc: drawn, with no diamond of its own to measure.
    weeks: [...overlay.querySelectorAll('g[data-week]')].map((g): { week: number; x?: number; y?: number } => {
      const week = Number(g.getAttribute('data-week'));
      const place = g.querySelector('rect.week-place');
      if (!place) return { week };
      const r = place.getBoundingClientRect();
      const p = new DOMPoint(r.left + r.width / 2, r.top + r.height / 2).matrixTransform(toView);
      return { week, x: p.x, y: p.y };
    }),
    key: key?.textContent ?? '',
  };
}

describe.each([1280, 390])('Route 66 at %i px, drawn as one map', (width) => {
  it.each(['?people=1', '?people=12&daily=6000&unit=steps', '?people=4&daily=6000&unit=steps'])(
    '%s: each drawn week’s diamond is on the route at its km, within 2 px, and the caption names a drawn week',
    async (query) => {
      await open(`/challenges/journeys/us-route-66${query}`, width);
      const { px, weeks, key } = await page.evaluate(drawnWeeks);
      const expected = plannedWeeks(query.slice(1), width);
      // The visitor's own plan has the sample teams' room: a few weeks drawn at every width.
      expect(weeks.length).toBeGreaterThanOrEqual(query === '?people=1' ? (width >= 700 ? 3 : 2) : 2);
      for (const w of weeks) {
        if (w.x === undefined || w.y === undefined) continue;
        const at = expected.find((e) => e.week === w.week)!.at;
        expect(Math.hypot(w.x - at.x, w.y - at.y) * px, `W${w.week}`).toBeLessThanOrEqual(2);
      }
      const named = Number(key.match(/W(\d+)(?: marks|, for example)/)?.[1]);
      expect(weeks.map((w) => w.week)).toContain(named);
    },
  );
});

describe('Route 66 at 390 and 1280 px, one map', () => {
  it.each(['?people=1', '?people=12&daily=6000&unit=steps'])(
    '%s: the caption names the same week at both widths when both draw it',
    async (query) => {
      const at = async (width: number) => {
        await open(`/challenges/journeys/us-route-66${query}`, width);
        const { weeks, key } = await page.evaluate(drawnWeeks);
        return { drawn: weeks.map((w) => w.week), named: Number(key.match(/W(\d+)(?: marks|, for example)/)?.[1]) };
      };
      const [wide, narrow] = [await at(1280), await at(390)];
      if (wide.drawn.some((w) => narrow.drawn.includes(w))) expect(narrow.named).toBe(wide.named);
      else expect(narrow.drawn).toContain(narrow.named);
    },
  );

  it('the same land and borders at both widths: one land file, drawn past the wide map for the phone’s', async () => {
    const land = async (width: number) => {
      await open('/challenges/journeys/us-route-66', width);
      return page.evaluate(() => {
        const visible = (e: Element) => e.getBoundingClientRect().width > 0;
        const svg = [...document.querySelectorAll('[data-testid="journey-map"] svg')].find(visible)!;
        return svg.querySelector('mask image')!.getAttribute('href')!;
      });
    };
    const [wide, narrow] = [await land(1280), await land(390)];
    expect(narrow).toBe(wide);
    const file = await page.evaluate(async (href) => (await fetch(href)).text(), wide);
    expect(file).toMatch(/<path fill="#fff" d="M/);
  });

  it('at 390 every stop of the list has its own visible dot or number at its place', async () => {
    await open('/challenges/journeys/us-route-66', 390);
    const route = JOURNEY_MAPS['us-route-66']!.narrow.route;
    const found = await page.evaluate((points) => {
      const visible = (e: Element) => e.getBoundingClientRect().width > 0;
      const svg = [...document.querySelectorAll<SVGSVGElement>('[data-testid="journey-map"] svg')].find(visible)!;
      const ctm = svg.getScreenCTM()!;
      return points.map(([x, y]) => {
        const p = new DOMPoint(x, y).matrixTransform(ctm);
        const e = document.elementFromPoint(p.x, p.y);
        return e?.getAttribute('data-stop-dot') ?? e?.closest('[data-stop]')?.getAttribute('data-stop') ?? e?.tagName;
      });
    }, route);
    const cards = await page.getByTestId('stage-cards').locator('> li').count();
    expect(found).toEqual(Array.from({ length: cards }, (_, i) => String(i + 1)));
  });
});
