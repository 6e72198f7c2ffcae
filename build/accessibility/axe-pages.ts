import type { Brand } from '../../common/brands.ts';

/**
 * The pages the axe browser test (test/browser/accessibility.test.ts) audits, in one place so the
 * accessibility statement's figures are counted from the list the test really walks
 * (scripts/build-accessibility-facts.ts), never typed in by hand.
 */

/** Audited on both brands, in the default and the high-contrast theme. */
export const AXE_THEMED_PAGES = ['/', '/contact', '/solutions', '/accessibility'] as const;

/** One page of each kind the content pipeline renders, per brand, in the default theme. */
export const AXE_CONTENT_PAGES: Record<Brand, readonly string[]> = {
  default: [
    '/features',
    '/blog/fair-scoring-with-step-conversion',
    '/challenges/journeys/us-route-66',
    '/challenges/workout-videos/yoga-flow',
    '/solutions/step-challenges',
  ],
  cofi: [
    '/product/benefits/maps-virtual-journeys',
    '/product/integrations/fitness-trackers',
    '/resources/case-studies',
    '/privacypolicy',
  ],
};

/** The 404 page with a search, audited on the general brand; it is no page of the sitemap, so not counted. */
export const AXE_NOT_FOUND_PAGE = { brand: 'default', path: '/no-such-page?q=pricing' } as const;

export interface AxeAuditSize {
  /** Distinct pages of the brands' sitemaps that axe audits. */
  pages: number;
  /** Audits per test run: each page once, the themed ones twice, the 404 page once. */
  audits: number;
}

/**
 * How much of the site the axe test audits.
 *
 * @example
 * axeAuditSize().pages // 17 (4 themed pages × 2 brands + 5 + 4 content pages)
 */
export function axeAuditSize(
  themed: readonly string[] = AXE_THEMED_PAGES,
  content: Record<string, readonly string[]> = AXE_CONTENT_PAGES,
): AxeAuditSize {
  const brands = Object.keys(content);
  const pages = brands.reduce((sum, brand) => sum + new Set([...themed, ...content[brand]!]).size, 0);
  const audits = brands.reduce((sum, brand) => sum + themed.length * 2 + content[brand]!.length, 0) + 1;
  return { pages, audits };
}
