/**
 * The sentence under the journey map about weeks the map does not tag, as the server sends it
 * (before the planner's island runs): at most three weeks named, a longer set read as "some
 * weeks" (the sentence says what the map leaves out, every week being in the list), in every language, once per drawing;
 * and the key before it, which explains every tag its drawing shows.
 */
import { describe, expect, it } from 'vitest';
import { pageHtmlOf, textOf } from './helpers.ts';

const offMap = (html: string) =>
  [...html.matchAll(/<span data-testid="plan-weeks-off-map" data-weeks="([^"]*)">([^<]*)<\/span>/g)].map((m) => ({
    weeks: m[1]!.split(' ').map(Number),
    text: m[2]!,
  }));

const RUN: Record<string, RegExp> = {
  '': /^Some weeks are not marked on the map; the list below has every week\.$/,
  '/de': /^Einige Wochen sind auf der Karte nicht markiert; die Liste unten nennt jede Woche\.$/,
  '/fr': /^Certaines semaines ne sont pas indiquées sur la carte ; la liste ci-dessous les reprend toutes\.$/,
  '/es': /^Algunas semanas no están marcadas en el mapa; la lista de abajo recoge todas\.$/,
  '/nl': /^Niet elke week staat op de kaart; de lijst hieronder noemt ze allemaal\.$/,
  '/ar': /^بعض الأسابيع غير معلَّمة على الخريطة؛ والقائمة أدناه تذكرها كلها\.$/,
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

  // Every week is in the list under the plan: the sentence names what the map leaves out, not where a
  // week is listed ("Week 3 is in the list below" read as if weeks 2 and 4 were not).
  it.each(['', '?people=12&daily=10000&unit=steps', '?people=1&daily=8000&unit=steps'])(
    'Route 66%s: the sentence says which weeks the map does not mark',
    async (query) => {
      const captions = offMap(await pageHtmlOf('default', `/challenges/journeys/us-route-66${query}`));
      for (const { weeks, text } of captions)
        expect(text).toMatch(
          weeks.length > 3
            ? RUN['']!
            : new RegExp(
                `^Weeks? ${weeks.length > 1 ? '[\\d, and]+ are' : `${weeks[0]} is`} not marked on the map\\.$`,
              ),
        );
    },
  );
});

/** The words that say every tag on a drawing is a week's end, in each language. */
const EVERY_TAG: Record<string, string> = {
  '': 'each tag marks where your group is',
  '/de': 'zeigt jede Markierung',
  '/fr': 'chaque repère indique',
  '/es': 'cada marca indica',
  '/nl': 'geeft elke markering aan',
  '/ar': 'تدل كل علامة',
};

/** Each drawing of the weeks (wide, narrow) with the number of week tags it draws and its sentence. */
const drawings = (html: string) =>
  [...html.matchAll(/<svg[^>]*data-testid="plan-weeks-map" data-only="(\w+)"[^>]*>([\s\S]*?)<\/svg>/g)].map(
    ([, only, svg]) => ({
      only: only!,
      tags: (svg!.match(/<g data-week="/g) ?? []).length,
      key: textOf(
        new RegExp(`<p class="week-key" data-only="${only}" data-testid="plan-weeks-key">([\\s\\S]*?)</p>`).exec(
          html,
        )?.[1] ?? '',
      ).trim(),
    }),
  );

// The sentence under a drawing names one tag; where the drawing shows more (Route 66's narrow map
// draws W1 and W2 for the sample plan), it says every tag is the end of its week, not only the one named.
describe('the key under each drawing explains every tag it draws', () => {
  it.each(Object.keys(EVERY_TAG))('%s/challenges/journeys/us-route-66', async (prefix) => {
    for (const query of ['', '?people=1&daily=8000&unit=steps']) {
      const found = drawings(await pageHtmlOf('default', `${prefix}/challenges/journeys/us-route-66${query}`));
      expect(found.map((d) => d.only)).toEqual(['wide', 'narrow']);
      for (const { only, tags, key } of found) {
        if (tags > 1) expect(key, `${only}${query}`).toContain(EVERY_TAG[prefix]);
        else expect(key, `${only}${query}`).not.toContain(EVERY_TAG[prefix]);
      }
    }
  });

  it('the sample plan’s narrow English map draws two tags and says so', async () => {
    const narrow = drawings(await pageHtmlOf('default', '/challenges/journeys/us-route-66')).find(
      (d) => d.only === 'narrow',
    )!;
    expect(narrow.tags).toBeGreaterThan(1);
    expect(narrow.key).toMatch(
      /^On the map, each tag marks where your group is at the end of its week; W\d+, for example, at the end of week \d+\./,
    );
  });
});
