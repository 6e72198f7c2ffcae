import type { Brand } from '../../common/brands.ts';

/**
 * The pages the axe browser test (test/browser/accessibility.test.ts) audits, in one place so the
 * accessibility statement's figures are counted from the list the test really walks
 * (compiler/steps/build-accessibility-facts.ts), never typed in by hand.
 */

/** Audited on both brands, in the default and the high-contrast theme. */
export const AXE_THEMED_PAGES = ['/', '/contact', '/solutions', '/accessibility', '/pricing/support-plans'] as const;

/** One page of each kind the content pipeline renders, per brand, in the default theme. */
export const AXE_CONTENT_PAGES: Record<Brand, readonly string[]> = {
  default: [
    '/features',
    '/blog/fair-scoring-with-step-conversion',
    '/challenges/journeys',
    '/challenges/journeys/us-route-66',
    '/challenges/workout-videos/yoga-flow',
    '/solutions/step-challenges',
    '/solutions/security-privacy',
  ],
  cofi: [
    '/product/benefits/maps-virtual-journeys',
    '/product/integrations/fitness-trackers',
    '/resources/case-studies',
    '/privacypolicy',
    '/product/benefits/security-data-privacy',
  ],
};

/**
 * Pages whose island's own browser test audits them with axe on both brands, with the island in
 * use: the price calculator open (test/browser/price-calculator.test.ts) and the step converter in
 * both themes (test/browser/step-converter.test.ts).
 */
export const AXE_ISLAND_PAGES = {
  priceCalculator: '/pricing-2024',
  stepConverter: '/resources/convert-steps',
} as const;

/** The 404 page with a search, audited on the general brand; it is no page of the sitemap, so not counted. */
export const AXE_NOT_FOUND_PAGE = { brand: 'default', path: '/no-such-page?q=pricing' } as const;

/**
 * How many distinct pages of the brands' sitemaps the browser tests audit with axe: each brand's
 * themed, content and island pages, each counted once (the 404 page is no sitemap page).
 *
 * @example
 * axeAuditedPages() // 26 ((5 themed + 2 island pages) × 2 brands + 7 + 5 content pages)
 */
export function axeAuditedPages(
  themed: readonly string[] = AXE_THEMED_PAGES,
  content: Record<string, readonly string[]> = AXE_CONTENT_PAGES,
  islands: readonly string[] = Object.values(AXE_ISLAND_PAGES),
): number {
  return Object.values(content).reduce((sum, pages) => sum + new Set([...themed, ...pages, ...islands]).size, 0);
}
