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

  // One testimonial alone is thin proof: the platform's figures stand under it, in the home's words
  // and from the same data (content/stats.json), never a figure of the page's own.
  it.each([
    ['/challenges/journeys/us-route-66', '814 organisations have run 2,149 events on the platform.'],
    [
      '/de/challenges/journeys/us-route-66',
      '814 Organisationen haben bereits 2.149 Events auf der Plattform durchgeführt.',
    ],
    ['/challenges/journeys/camino-de-santiago', '814 organisations have run 2,149 events on the platform.'],
  ])('%s: the platform’s figures under the quote, as the home states them', async (path, line) => {
    const html = await pageHtmlOf('default', path);
    const proof = /<figure[^>]*data-testid="journey-proof"[\s\S]*?<\/figure>/.exec(html)![0];
    expect(proof).toContain(`<p class="platform" data-testid="journey-proof-platform">${line}</p>`);
    const home = await pageHtmlOf('default', path.startsWith('/de/') ? '/de/' : '/');
    expect(home).toContain(line);
  });
});
