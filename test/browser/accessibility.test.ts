import { afterAll, describe, expect, it } from 'vitest';
import { closeSharedBrowser, formatViolations, openPage, runAxe } from './browser.ts';
import { BRANDS } from '../../common/brands.ts';

afterAll(closeSharedBrowser);

const PAGES = ['/', '/contact', '/solutions'];

describe.each(BRANDS)('axe on %s', (tenantId) => {
  it.each(PAGES.flatMap((path) => [path, `${path}?theme=highcontrast`]))(
    '%s has no WCAG A/AA violations',
    async (path) => {
      const { page, close } = await openPage(tenantId, path);
      try {
        expect(formatViolations(await runAxe(page))).toBe('');
      } finally {
        await close();
      }
    },
  );
});

/** One page of each kind the content pipeline renders, per brand (the 404 page with a search). */
const CONTENT_PAGES: Record<string, string[]> = {
  default: [
    '/features',
    '/blog/fair-scoring-with-step-conversion',
    '/challenges/journeys/us-route-66',
    '/challenges/workout-videos/yoga-flow',
    '/solutions/step-challenges',
    '/no-such-page?q=pricing',
  ],
  cofi: [
    '/product/benefits/maps-virtual-journeys',
    '/product/integrations/fitness-trackers',
    '/resources/case-studies',
    '/privacypolicy',
  ],
};

describe.each(Object.keys(CONTENT_PAGES))('axe on content pages of %s', (tenantId) => {
  it.each(CONTENT_PAGES[tenantId]!)('%s has no WCAG A/AA violations', async (path) => {
    const { page, close } = await openPage(tenantId, path);
    try {
      expect(formatViolations(await runAxe(page))).toBe('');
    } finally {
      await close();
    }
  });
});
