import { describe, expect, it } from 'vitest';
import testimonials from '../../content/testimonials.json';
import { pageHtmlOf } from './helpers.ts';

/** Who a page quotes: the testimonial people named in its figures' captions, in page order. */
const quoted = (html: string) =>
  [...html.matchAll(/<figcaption[^>]*>([\s\S]*?)<\/figcaption>/g)].flatMap(([, caption]) =>
    testimonials.filter((t) => caption!.includes(t.name)).map((t) => t.name),
  );

/**
 * A buyer reads pricing, the journey page and contact in a row: each quotes someone else, so the
 * same sentence does not come back three times as the only voice of the brand's customers.
 */
describe('one quote per page a buyer reads in a row', () => {
  it.each([
    ['cofi', ['/pricing', '/product/benefits/maps-virtual-journeys', '/contact']],
    ['default', ['/pricing', '/challenges/journeys/us-route-66', '/contact']],
  ] as const)('%s: pricing, a journey and contact quote three people', async (tenant, paths) => {
    const people = [];
    for (const path of paths) {
      const names = quoted(await pageHtmlOf(tenant, path));
      expect(names.length, `${tenant} ${path} quotes someone`).toBeGreaterThan(0);
      people.push(names[0]);
    }
    expect(new Set(people).size, people.join(', ')).toBe(3);
  });
});
