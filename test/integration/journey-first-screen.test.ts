/**
 * A journey page's first screen on a phone (Lighthouse's mobile profile): the map's land, its
 * largest picture, is announced in <head> (one file for every width), before the stylesheet, so
 * it loads with it rather than once the SVG is laid out; the planner sends no script until a
 * visitor touches it (test/browser/journey-planner-hydration.test.ts measures that in Chromium).
 */
import { describe, expect, it } from 'vitest';
import { JOURNEY_MAPS } from '../../worker/generated/journey-maps.ts';
import { pageHtmlOf } from './helpers.ts';

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const preloads = (head: string) =>
  [...head.matchAll(/<link rel="preload" href="([^"]+)" as="image" fetchPriority="high"( media="[^"]+")?\/>/g)].map(
    (m) => [m[1], m[2] ?? ''],
  );

describe('a journey page’s map land is preloaded, one file for every width', () => {
  it.each(['us-route-66', 'european-landmarks', 'camino-de-santiago'])('%s', async (slug) => {
    const geometry = JOURNEY_MAPS[slug]!;
    for (const prefix of ['', '/ar']) {
      const head = headOf(await pageHtmlOf('default', `${prefix}/challenges/journeys/${slug}`));
      // One land file for both drawings (the phone's map is the wide one scaled): announced once, for every width.
      expect(geometry.narrow.landHref).toBe(geometry.landHref);
      expect(preloads(head)).toEqual([[geometry.landHref, '']]);
      // Fetched with the stylesheet, not after it.
      expect(head.indexOf(geometry.landHref)).toBeLessThan(head.indexOf('rel="stylesheet"'));
    }
  });

  it('a journey without a map of the Earth preloads no land', async () => {
    expect(preloads(headOf(await pageHtmlOf('default', '/challenges/journeys/solar-system')))).toEqual([]);
  });

  it('the planner waits for a visitor’s touch, not for the page’s idle time', async () => {
    const html = await pageHtmlOf('default', '/challenges/journeys/us-route-66');
    expect(html).toMatch(/<tt-island data-island="journey-planner"[^>]*data-hydrate="interaction"/);
  });
});
