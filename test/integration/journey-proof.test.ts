import { describe, expect, it } from 'vitest';
import { pageHtmlOf } from './helpers.ts';

/** The journey page's testimonial has the byline every other testimonial has: initials, name, role and company. */
describe("the journey page's testimonial", () => {
  it.each(['/challenges/journeys/us-route-66', '/de/challenges/journeys/us-route-66'])(
    '%s: initials beside the name',
    async (path) => {
      const html = await pageHtmlOf('default', path);
      const proof = /<figure[^>]*data-testid="journey-proof"[\s\S]*?<\/figure>/.exec(html)![0];
      expect(proof).toMatch(
        /<figcaption[^>]*><svg role="img" aria-label="Tom Okafor"[^>]*>[\s\S]*?>TO<\/text><\/svg><span><strong>Tom Okafor<\/strong>/,
      );
    },
  );
});
