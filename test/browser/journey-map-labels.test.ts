/**
 * The journey route map reads as a map at 390 and at 1280 px, measured in Chromium on the drawing
 * the page shows at that width (the wide map, or the phone's own):
 * - every stop is numbered as the stage list under the map, on its place or joined to it by a line;
 * - at 1280 every stop is named, at 390 the start, the finish and the leading team (the other stops'
 *   names where they fit), each name beside its number (within a few pixels) or joined to it by a line;
 * - no name covers another or a mark, and no mark (a stop's number, a team, a week's tag) covers another;
 * - no two stops' names stacked under 1.5 lines apart with overlapping extents (read as one label),
 *   and each name beside its number nearer to it than to any other stop's number or team;
 * - no leader line (a stop's, a name's, a team's, a week tag's) runs through a name or a mark it does not join,
 *   nor across another line;
 * - at 390 every text is 14 px or more and the map is tall enough to read (not a 165 px strip);
 * - on every journey, as served and after planning 12 people in the browser, nothing covers anything
 *   and each week before the finish is tagged or named under the map as one it had no room to tag.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOURNEY_MAPS } from '../../worker/generated/journey-maps.ts';
import { closeSharedBrowser, sharedBrowser } from './browser.ts';
import { openJourney } from './journey-map-page.ts';

/** Journeys with many stages close together (Route 66: 11 stages, several in the same state). */
const JOURNEYS = ['us-route-66', 'european-landmarks', 'us-national-parks', 'camino-de-santiago'];
/** The default plan (3 weeks on Route 66), a slow one (a tag for each of 12 weeks) and 12 people × 6,000 steps (10 weeks). */
const PLANS = ['', '?people=4&daily=6000&unit=steps', '?people=12&daily=6000&unit=steps'];
const MIN_PX = 14;
/** How far a name may sit from its number without a line joining them. */
const BESIDE_PX = 14;
/** How close a line's end must come to what it joins. */
const JOINED_PX = 3;

type Rect = { left: number; right: number; top: number; bottom: number };
interface Mark {
  kind: 'stop' | 'team' | 'week';
  id: string;
  box: Rect;
}
interface Name {
  /** The stop's number it names ('stop-3'), or the team ('team-1'). */
  of: string;
  text: string;
  px: number;
  box: Rect;
}
interface Drawn {
  height: number;
  stops: { n: number; shown: string; box: Rect; at?: Rect }[];
  cards: number;
  marks: Mark[];
  names: Name[];
  leaders: { of: string; ends: [number, number][] }[];
  /** Every line drawn on the map and its weekly overlay, in screen pixels. */
  lines: { of: string; ends: [[number, number], [number, number]] }[];
  /** The sample teams' initials, names and legend as shown: none once the visitor has planned. */
  teamLabels: string[];
}

/** Runs in the page: what the visible route map and its weekly overlay draw, in screen pixels. */
function drawn(): Drawn {
  const visible = (e: Element) => e.getBoundingClientRect().width > 0;
  // Drawn at all (a vertical line has no width; a hidden one has no box).
  const shown = (e: Element) => e.getClientRects().length > 0;
  const svg = [...document.querySelectorAll<SVGSVGElement>('[data-testid="journey-map"] svg')].find(visible)!;
  const overlay = [...document.querySelectorAll<SVGSVGElement>('[data-testid="plan-weeks-map"]')].find(visible);
  const scale = svg.getScreenCTM()!.a;
  const rect = (e: Element): Rect => {
    const r = e.getBoundingClientRect();
    return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
  };
  const screen = (x: number, y: number, on: SVGSVGElement): [number, number] => {
    const p = new DOMPoint(x, y).matrixTransform(on.getScreenCTM()!);
    return [p.x, p.y];
  };
  const stops = [...svg.querySelectorAll('g[data-stop]')].map((g) => ({
    n: Number(g.getAttribute('data-stop')),
    shown: g.textContent!.trim(),
    box: rect(g.querySelector('circle')!),
  }));
  const marks: Mark[] = [
    ...stops.map((s) => ({ kind: 'stop' as const, id: `stop-${s.n}`, box: s.box })),
    ...[...svg.querySelectorAll('g[data-team] > circle')].filter(shown).map((c, i) => ({
      kind: 'team' as const,
      id: `team-${i}`,
      box: rect(c),
    })),
    ...[...(overlay?.querySelectorAll('rect.week-tag') ?? [])].map((r) => ({
      kind: 'week' as const,
      id: `week-${r.closest('[data-week]')!.getAttribute('data-week')}`,
      box: rect(r),
    })),
  ];
  const names: Name[] = [...svg.querySelectorAll('text[data-stop-name], text[data-team-name]')]
    .filter(visible)
    .map((t) => ({
      of: t.hasAttribute('data-stop-name') ? `stop-${t.getAttribute('data-stop-name')}` : 'team-name',
      text: t.textContent!,
      px: parseFloat(getComputedStyle(t).fontSize) * scale,
      box: rect(t),
    }));
  const leaders = [...svg.querySelectorAll('line[data-leader]')].filter(shown).map((l) => {
    const n = (a: string) => Number(l.getAttribute(a));
    return {
      of: l.getAttribute('data-leader')!,
      ends: [screen(n('x1'), n('y1'), svg), screen(n('x2'), n('y2'), svg)] as [number, number][],
    };
  });
  const lines = [
    ...[...svg.querySelectorAll('line')]
      .filter(shown)
      .map((l) => [l, svg, l.getAttribute('data-leader') ?? 'line'] as const),
    ...[...(overlay?.querySelectorAll('line') ?? [])].map(
      (l) => [l, overlay!, `week-${l.closest('[data-week]')!.getAttribute('data-week')}`] as const,
    ),
  ].map(([l, on, of]) => {
    const n = (a: string) => Number(l.getAttribute(a));
    return {
      of,
      ends: [screen(n('x1'), n('y1'), on), screen(n('x2'), n('y2'), on)] as [[number, number], [number, number]],
    };
  });
  const texts = [...svg.querySelectorAll('text'), ...(overlay?.querySelectorAll('text') ?? [])].filter(visible);
  const small = texts.map((t) => parseFloat(getComputedStyle(t).fontSize) * scale);
  // A stop's number is its disc's text: the disc is what is compared with other stops' discs.
  const numberOf = (t: Element) => {
    const n = t.closest('g[data-stop]')?.getAttribute('data-stop');
    return n ? `number-${n}` : 'any';
  };
  return {
    height: svg.getBoundingClientRect().height,
    stops,
    cards: document.querySelectorAll('[data-testid="stage-cards"] > li').length,
    marks,
    teamLabels: [
      ...document.querySelectorAll(
        '[data-testid="map-teams"] text, text[data-team-name], [data-testid="map-team-legend"]',
      ),
    ]
      .filter(shown)
      .map((e) => e.textContent!),
    names: [
      ...names,
      ...texts.map((t, i) => ({ of: numberOf(t), text: t.textContent!, px: small[i]!, box: rect(t) })),
    ].filter((n, i, all) => all.findIndex((m) => m.box.left === n.box.left && m.box.top === n.box.top) === i),
    leaders,
    lines,
  };
}

/** Whether the segment a–b passes through the box, shrunk by a pixel (Liang–Barsky). */
function crosses([ax, ay]: [number, number], [bx, by]: [number, number], r: Rect): boolean {
  let [t0, t1] = [0, 1];
  const [dx, dy] = [bx - ax, by - ay];
  for (const [p, q] of [
    [-dx, ax - (r.left + 1)],
    [dx, r.right - 1 - ax],
    [-dy, ay - (r.top + 1)],
    [dy, r.bottom - 1 - ay],
  ] as const) {
    if (p === 0) {
      if (q < 0) return false;
      continue;
    }
    const k = q / p;
    if (p < 0) t0 = Math.max(t0, k);
    else t1 = Math.min(t1, k);
    if (t0 > t1) return false;
  }
  return t1 - t0 > 0.02;
}

const overlap = (a: Rect, b: Rect) =>
  a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
const gapBetween = (a: Rect, b: Rect) =>
  Math.hypot(Math.max(a.left - b.right, b.left - a.right, 0), Math.max(a.top - b.bottom, b.top - a.bottom, 0));
const near = ([x, y]: [number, number], r: Rect, d: number) =>
  gapBetween({ left: x, right: x, top: y, bottom: y }, r) <= d;

/** How far a disc (drawn as a circle whose box is `r`) is from a box, edge to edge. */
const fromDisc = (box: Rect, r: Rect) => {
  const [x, y, radius] = [(r.left + r.right) / 2, (r.top + r.bottom) / 2, (r.right - r.left) / 2];
  return gapBetween(box, { left: x, right: x, top: y, bottom: y }) - radius;
};

/**
 * Names that misread: two stops' names sharing a horizontal extent and under 1.5 lines apart read
 * as one label of two lines; a name beside its number (no line) nearer another stop's number or a
 * team than its own reads as theirs.
 */
function misread(map: Drawn): string[] {
  const stopNames = map.names.filter((n) => n.of.startsWith('stop-'));
  const out: string[] = [];
  stopNames.forEach((a, i) =>
    stopNames.slice(i + 1).forEach((b) => {
      const line = 1.2 * Math.max(a.px, b.px);
      const apart = Math.abs((a.box.top + a.box.bottom) / 2 - (b.box.top + b.box.bottom) / 2);
      if (a.box.left < b.box.right - 0.5 && b.box.left < a.box.right - 0.5 && apart < 1.5 * line)
        out.push(`"${a.text}" over "${b.text}", ${(apart / line).toFixed(2)} lines apart`);
    }),
  );
  for (const name of stopNames) {
    if (map.leaders.some((l) => l.of === `name-${name.of.slice('stop-'.length)}`)) continue;
    const own = fromDisc(name.box, map.marks.find((m) => m.id === name.of)!.box);
    for (const m of map.marks)
      if (m.kind !== 'week' && m.id !== name.of && fromDisc(name.box, m.box) < own)
        out.push(`"${name.text}" nearer ${m.id} than its own number`);
  }
  return out;
}

/** What covers what on the drawing: a text over a text or a mark, a mark over a mark, a line through either. */
function clashesIn(map: Drawn): string[] {
  const clashes: string[] = [...misread(map)];
  const named = map.names.filter((n) => n.of !== 'any' && !n.of.startsWith('number-'));
  const texts = map.names;
  // A stop's number sits inside its disc (its centre on the disc's, no wider than it): two numbers
  // are apart when their discs are (compared below as circles), although on a diagonal stretch their
  // text boxes, wider than the digits' ink, may meet beyond the discs' rims.
  const discOf = (t: Name) => map.marks.find((m) => `number-${m.id.slice('stop-'.length)}` === t.of)?.box;
  const enclosed = (t: Name) => {
    const disc = discOf(t);
    if (!disc) return false;
    const [dx, dy] = [
      (t.box.left + t.box.right - disc.left - disc.right) / 2,
      (t.box.top + t.box.bottom - disc.top - disc.bottom) / 2,
    ];
    return Math.hypot(dx, dy) <= 0.15 * (disc.right - disc.left) && t.box.right - t.box.left <= disc.right - disc.left;
  };
  for (const t of texts.filter((t) => t.of.startsWith('number-')))
    if (!enclosed(t)) clashes.push(`"${t.text}" outside its disc`);
  texts.forEach((a, i) =>
    texts
      .slice(i + 1)
      .forEach(
        (b) =>
          !(a.of.startsWith('number-') && b.of.startsWith('number-') && enclosed(a) && enclosed(b)) &&
          overlap(a.box, b.box) &&
          clashes.push(`"${a.text}" and "${b.text}"`),
      ),
  );
  for (const t of named) for (const m of map.marks) if (overlap(t.box, m.box)) clashes.push(`"${t.text}" over ${m.id}`);
  // Two stops' numbers are discs on the line: on a diagonal stretch their boxes may meet while the discs do not.
  const discsMeet = ({ box: a }: Mark, { box: b }: Mark) =>
    Math.hypot((a.left + a.right - b.left - b.right) / 2, (a.top + a.bottom - b.top - b.bottom) / 2) <
    (a.right - a.left + b.right - b.left) / 2 - 0.5;
  map.marks.forEach((a, i) =>
    map.marks
      .slice(i + 1)
      .forEach(
        (b) =>
          (a.kind === 'stop' && b.kind === 'stop' ? discsMeet(a, b) : overlap(a.box, b.box)) &&
          clashes.push(`${a.id} and ${b.id}`),
      ),
  );
  // No line crosses another (two crossing lines read as their names or tags swapped).
  const side = ([ax, ay]: number[], [bx, by]: number[], [cx, cy]: number[]) =>
    Math.sign((bx! - ax!) * (cy! - ay!) - (by! - ay!) * (cx! - ax!));
  map.lines.forEach(({ of, ends: [a, b] }, i) =>
    map.lines.slice(i + 1).forEach(({ of: other, ends: [c, d] }) => {
      if (side(a, b, c) * side(a, b, d) < 0 && side(c, d, a) * side(c, d, b) < 0) clashes.push(`${of} across ${other}`);
    }),
  );
  // A line runs from its mark to what it joins, through nothing else.
  for (const line of map.lines) {
    const joins = (r: Rect) => line.ends.some((end) => near(end, r, JOINED_PX));
    for (const t of named)
      if (!joins(t.box) && crosses(line.ends[0], line.ends[1], t.box)) clashes.push(`${line.of} through "${t.text}"`);
    for (const m of map.marks)
      if (!joins(m.box) && crosses(line.ends[0], line.ends[1], m.box)) clashes.push(`${line.of} through ${m.id}`);
  }
  return clashes;
}

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

describe.each([1280, 390])('the route map at %i px', (width) => {
  it.each(JOURNEYS.flatMap((slug) => PLANS.map((plan) => [slug, plan] as const)))(
    '%s%s: numbered and named like the list, nothing covering anything',
    async (slug, plan) => {
      await openJourney(page, `/challenges/journeys/${slug}${plan}`, width);
      const map = await page.evaluate(drawn);

      // Every stop numbered in route order, as the stage cards are.
      expect(map.stops.map((s) => s.shown)).toEqual(map.stops.map((s) => String(s.n)));
      expect(map.stops.map((s) => s.n)).toEqual(Array.from({ length: map.cards }, (_, i) => i + 1));

      // A number moved off a crowded stop is joined to it by a line ending at the number.
      for (const line of map.leaders.filter((l) => l.of.startsWith('stop-'))) {
        const stop = map.stops.find((s) => `stop-${s.n}` === line.of)!;
        expect(near(line.ends[1]!, stop.box, JOINED_PX), `${line.of}: line to its number`).toBe(true);
      }

      // Names: beside their number, or joined to it by a line whose ends touch both.
      const named = map.names.filter((n) => n.of !== 'any' && !n.of.startsWith('number-'));
      const stopNames = named.map((n) => n.of).filter((of) => of.startsWith('stop-'));
      if (width >= 700) expect(stopNames.sort()).toEqual(map.stops.map((s) => `stop-${s.n}`).sort());
      else
        expect(named.map((n) => n.of)).toEqual(
          expect.arrayContaining(['stop-1', `stop-${map.cards}`, ...(plan ? [] : ['team-name'])]),
        );
      // A visitor's own plan: the sample teams step back, no team's disc, initials or name drawn.
      if (plan) {
        expect(map.marks.filter((m) => m.kind === 'team')).toEqual([]);
        expect(named.filter((n) => n.of === 'team-name')).toEqual([]);
        expect(map.teamLabels).toEqual([]);
      }
      for (const name of named.filter((n) => n.of.startsWith('stop-'))) {
        const stop = map.stops.find((s) => `stop-${s.n}` === name.of)!;
        const line = map.leaders.find((l) => l.of === `name-${stop.n}`);
        if (line) {
          expect(near(line.ends[0]!, stop.box, JOINED_PX), `${name.text}: line from its number`).toBe(true);
          expect(near(line.ends[1]!, name.box, JOINED_PX), `${name.text}: line to its name`).toBe(true);
        } else expect(gapBetween(name.box, stop.box), `${name.text} beside its number`).toBeLessThanOrEqual(BESIDE_PX);
      }

      // No text over another text or over a mark; no mark over another mark; no line through either.
      expect(clashesIn(map)).toEqual([]);
      // The slow plan's weeks: each drawn at its km, clear of the stops' figures, with the sample
      // teams' room (they step back for a visitor's plan): at least three on the wide map, two on a phone's.
      if (plan.includes('people=4'))
        expect(map.marks.filter((m) => m.kind === 'week').length).toBeGreaterThanOrEqual(width >= 700 ? 3 : 2);

      if (width < 700) {
        const small = map.names.filter((l) => l.px < MIN_PX).map((l) => `"${l.text}" at ${l.px.toFixed(1)} px`);
        expect(small).toEqual([]);
        expect(map.height).toBeGreaterThanOrEqual(280);
      }
    },
  );
});

/**
 * Every journey drawn on a map, as the server sends it and after a visitor planned 12 people in the
 * browser: nothing covers anything, and each week the map should mark before the finish is tagged
 * on it or named, under it, as a week it had no room to tag (never silently missing).
 */
describe.each([1280, 390])('every journey at %i px, before and after planning 12 people', (width) => {
  let planned: BrowserContext;
  let plannedPage: Page;
  beforeAll(async () => {
    planned = await (await sharedBrowser()).newContext({ locale: 'en-US' });
    plannedPage = await planned.newPage();
  });
  afterAll(() => planned?.close());

  it.each(Object.keys(JOURNEY_MAPS).flatMap((slug) => [[slug, 'as served'] as const, [slug, 'planned'] as const]))(
    '%s, %s: no label, tag or disc over another; every week tagged or named',
    async (slug, how) => {
      const on = how === 'planned' ? plannedPage : page;
      await openJourney(on, `/challenges/journeys/${slug}`, width, how === 'planned' ? { people: 12 } : {});
      expect(clashesIn(await on.evaluate(drawn))).toEqual([]);
      // Planned, the sample teams step back (no initials, name or legend shown) and a sentence says why.
      const { teamLabels, hasTeams, caption } = await on.evaluate(() => ({
        teamLabels: [...document.querySelectorAll('[data-testid="map-teams"] text, text[data-team-name]')]
          .filter((e) => e.getClientRects().length > 0)
          .map((e) => e.textContent),
        hasTeams: document.querySelectorAll('[data-testid="map-teams"] text').length > 0,
        caption: document.querySelector('[data-testid="plan-shown"]')?.textContent ?? '',
      }));
      if (how === 'planned') {
        expect(teamLabels).toEqual([]);
        expect(caption).toBe('The map now shows your group’s plan.');
      } else {
        if (hasTeams) expect(teamLabels.length).toBeGreaterThan(0);
        expect(caption).toBe('');
      }
      const weeks = await on.evaluate(() => {
        const visible = (e: Element) => e.getBoundingClientRect().width > 0;
        const overlay = [...document.querySelectorAll('[data-testid="plan-weeks-map"]')].find(visible);
        const key = [...document.querySelectorAll('[data-testid="plan-weeks-key"]')].find(visible);
        const off = key?.querySelector('[data-testid="plan-weeks-off-map"]');
        // The listed weeks before the finish: those the map should mark.
        const listed = [...document.querySelectorAll('[data-testid="plan-weeks"] li')]
          .map((li) => li.textContent!)
          .filter((text) => !/at the finish/.test(text))
          .map((text) => Number(text.match(/^Week (\d+):/)![1]));
        return {
          listed,
          tagged: [...(overlay?.querySelectorAll('g[data-week]') ?? [])]
            .filter((g) => g.querySelector('rect.week-tag'))
            .map((g) => Number(g.getAttribute('data-week'))),
          off: off?.getAttribute('data-weeks')?.split(' ').map(Number) ?? [],
          offText: off?.textContent ?? '',
        };
      });
      expect([...weeks.tagged, ...weeks.off].sort((a, b) => a - b)).toEqual(weeks.listed);
      // Up to three weeks are named; more read as "the other weeks", never a long list.
      if (weeks.off.length <= 3) for (const week of weeks.off) expect(weeks.offText).toContain(String(week));
      else expect(weeks.offText).toMatch(/^Some weeks are not marked on the map; the list below has every week\.$/);
    },
  );
});

/**
 * One person's twelve weeks cover a few hundred kilometres: the weeks drawn (each at its km, clear
 * of the stops and teams there) spread out instead of piling up, no tag hangs on a long line across
 * the map, and the sentence under the map names a week that is drawn at that width.
 */
describe.each([1280, 390])('Route 66 at %i px after planning 1 person', (width) => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await (await sharedBrowser()).newContext({ locale: 'en-US' });
    page = await context.newPage();
  });
  afterAll(() => context?.close());

  it('a few tags, each on a line at most two tags tall, and the key names a drawn week', async () => {
    await openJourney(page, '/challenges/journeys/us-route-66', width, { people: 1 });
    const map = await page.evaluate(() => {
      const visible = (e: Element) => e.getBoundingClientRect().width > 0;
      const overlay = [...document.querySelectorAll('[data-testid="plan-weeks-map"]')].find(visible)!;
      const key = [...document.querySelectorAll('[data-testid="plan-weeks-key"]')].find(visible)!;
      return {
        tags: [...overlay.querySelectorAll('g[data-week]')].map((g) => {
          const line = g.querySelector('line')?.getBoundingClientRect();
          return {
            week: Number(g.getAttribute('data-week')),
            height: g.querySelector('rect.week-tag')!.getBoundingClientRect().height,
            line: line ? Math.hypot(line.width, line.height) : 0,
          };
        }),
        key: key.textContent!,
        off: key.querySelector('[data-testid="plan-weeks-off-map"]')?.getAttribute('data-weeks') ?? '',
      };
    });
    expect(map.tags.length, map.key).toBeGreaterThanOrEqual(width >= 700 ? 3 : 2);
    expect(map.tags.length, map.key).toBeLessThan(12);
    for (const tag of map.tags) expect(tag.line, `W${tag.week}`).toBeLessThanOrEqual(2 * tag.height + 1);
    const named = Number(map.key.match(/W(\d+)(?: marks|, for example)/)?.[1]);
    expect(
      map.tags.map((t) => t.week),
      map.key,
    ).toContain(named);
    // What is not drawn is named, plainly, from the same decision.
    const drawn = map.tags.map((t) => t.week);
    expect(map.off.split(' ').map(Number)).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 1).filter((w) => !drawn.includes(w)),
    );
    expect(map.key).toMatch(
      /(Weeks? [\d, and]+ (is|are) not marked on the map|Some weeks are not marked on the map; the list below has every week)\.$/,
    );
  });
});
