import type { IdReference } from 'schema-dts';

/**
 * What the page frame knows about a page that its structured data names: given to a page module's
 * `structuredData` so a module never computes a URL or an `@id` of its own.
 */
export interface PageFacts {
  /** The page's canonical URL, on the tenant's home URL. */
  url: string;
  /** Absolute URL of the page's share image (its `og:image`). */
  image: string;
  /** The tenant's `Organization` and `WebSite`, by `@id`. */
  organization: IdReference;
  website: IdReference;
}
