/**
 * The sentence under the journey map about weeks the map does not tag, as the server sends it
 * (before the planner's island runs): at most three weeks named, a longer set read as "the other
 * weeks", in every language, once per drawing.
 */
import { describe, expect, it } from 'vitest';
import { pageHtmlOf } from './helpers.ts';

const offMap = (html: string) =>
  [...html.matchAll(/<span data-testid="plan-weeks-off-map" data-weeks="([^"]*)">([^<]*)<\/span>/g)].map((m) => ({
    weeks: m[1]!.split(' ').map(Number),
    text: m[2]!,
  }));

const RUN: Record<string, RegExp> = {
  '': /^The other weeks are in the list below\.$/,
  '/de': /^Die übrigen Wochen stehen nur in der Liste\.$/,
  '/fr': /^Les autres semaines figurent dans la liste ci-dessous\.$/,
  '/es': /^Las demás semanas figuran en la lista de abajo\.$/,
  '/nl': /^De overige weken staan in de lijst hieronder\.$/,
  '/ar': /^بقية الأسابيع مذكورة في القائمة أدناه\.$/,
};

describe('the journey map’s untagged weeks, as the server writes them', () => {
  it.each(Object.keys(RUN))('%s: never a list of more than three weeks', async (prefix) => {
    // A slow plan: twelve weeks listed, the map tags only a few of them.
    for (const query of ['', '?people=1&daily=8000&unit=steps']) {
      const html = await pageHtmlOf('default', `${prefix}/challenges/journeys/us-route-66${query}`);
      const captions = offMap(html);
      for (const { weeks, text } of captions) {
        if (weeks.length <= 3) continue;
        expect(text).toMatch(RUN[prefix]!);
      }
    }
  });

  it('a slow plan’s long set of untagged weeks names none of them', async () => {
    const captions = offMap(
      await pageHtmlOf('default', '/challenges/journeys/us-route-66?people=1&daily=8000&unit=steps'),
    );
    const long = captions.filter((c) => c.weeks.length > 3);
    expect(long.length).toBeGreaterThan(0);
    for (const c of long) expect(c.text.match(/\d+/g)?.length ?? 0, c.text).toBe(0);
  });
});
