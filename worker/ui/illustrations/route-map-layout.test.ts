import { describe, expect, it } from 'vitest';
import { CONTENT } from '../../content/built-content.ts';
import { JOURNEY_MAPS } from '../../generated/journey-maps.ts';
import { routeMapLayouts } from './journey-route-map.tsx';
import { stacked, type RouteMapLayout } from './route-map-layout.ts';
import { PAGE_LOCALES, type AuthoredLocale } from '../../../common/i18n/locales.ts';

const journeysIn = (locale: AuthoredLocale) =>
  Object.keys(JOURNEY_MAPS).map((slug) => {
    const translated = locale === 'en' ? undefined : CONTENT[`translations:${locale}`]?.journeys?.[slug];
    return [locale, slug, translated ?? CONTENT.journeys[slug]!] as const;
  });

type Line = readonly [{ x: number; y: number }, { x: number; y: number }];
const side = ([p, q]: Line, r: Line[0]) => Math.sign((q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x));
const cut = (a: Line, b: Line) => side(a, b[0]) * side(a, b[1]) < 0 && side(b, a[0]) * side(b, a[1]) < 0;

/**
 * The names whose line meets them level with their words, at their side: such a line reads as a
 * dash before the name ("–Pilgrims of Payroll"); one meeting the name's top, bottom or a corner reads as a line.
 */
function dashes(layout: RouteMapLayout): string[] {
  const named = [...layout.names, ...layout.teams.flatMap((tm) => tm.name ?? [])];
  return named.flatMap(({ text, box, leader }) => {
    if (!leader) return [];
    const end = leader[1];
    const side = end.x < box.x + 0.1 || end.x > box.x + box.width - 0.1;
    return side && end.y > box.y + 0.1 && end.y < box.y + box.height - 0.1 ? [text] : [];
  });
}

describe("the Camino as Corporate Fitness's journey page draws it: its leading team alone, on the phone's drawing", () => {
  it.each(PAGE_LOCALES.flatMap(journeysIn).filter(([, slug]) => slug === 'camino-de-santiago'))(
    "%s: the team's name joined to its disc by a line, not a dash",
    (_, slug, journey) => {
      const { layout } = routeMapLayouts(journey.stages, JOURNEY_MAPS[slug]!, journey.teams!.slice(0, 1)).narrow;
      expect(layout.teams[0]!.name).toBeDefined();
      expect(dashes(layout)).toEqual([]);
    },
  );
});

describe('stop names never read as one label of two lines', () => {
  it.each(PAGE_LOCALES.flatMap(journeysIn))('%s %s', (_, slug, journey) => {
    const layouts = routeMapLayouts(journey.stages, JOURNEY_MAPS[slug]!, journey.teams ?? []);
    for (const [width, { layout }] of Object.entries(layouts)) {
      const pairs = layout.names.flatMap((a, i) =>
        layout.names.slice(i + 1).flatMap((b) => (stacked(a.box, b.box) ? [`${width}: ${a.text} / ${b.text}`] : [])),
      );
      expect(pairs).toEqual([]);
      expect(dashes(layout), width).toEqual([]);
      // Moving a name never buys its room with a line across another line.
      const crossing = layout.lines.flatMap((a, i) => layout.lines.slice(i + 1).filter((b) => cut(a, b)));
      expect(crossing, width).toEqual([]);
    }
  });

  it('Route 66, wide: Flagstaff and Barstow apart; Barstow stays by its number', () => {
    const journey = CONTENT.journeys['us-route-66']!;
    const { layout } = routeMapLayouts(journey.stages, JOURNEY_MAPS['us-route-66']!, journey.teams ?? []).wide;
    const name = (text: string) => layout.names.find((n) => n.text.startsWith(text))!;
    const [flagstaff, barstow] = [name('Flagstaff'), name('Barstow')];
    expect(stacked(flagstaff.box, barstow.box)).toBe(false);
    expect(barstow.leader).toBeUndefined();
  });

  it.each(
    (['en', 'ar'] as const).flatMap((locale) => (['wide', 'narrow'] as const).map((width) => [locale, width] as const)),
  )('Route 66 in %s, %s: every stop’s label by one rule, the place without its state', (locale, width) => {
    const journey = journeysIn(locale).find(([, slug]) => slug === 'us-route-66')![2];
    const { layout } = routeMapLayouts(journey.stages, JOURNEY_MAPS['us-route-66']!, journey.teams ?? [])[width];
    expect(layout.names.length).toBeGreaterThan(1);
    for (const n of layout.names) expect(n.text).toBe(journey.stages[n.stop]!.name.split(/[,،]/)[0]!.trim());
    expect(layout.names.filter((n) => /[,،]/.test(n.text))).toEqual([]);
  });
});
