import type { WebPage } from 'schema-dts';
import type { PageFacts } from './page-facts.ts';

/**
 * A page that is a document of the tenant itself (the trust centre): a `WebPage` of the tenant's
 * `WebSite`, about and published by its `Organization` (by `@id`, never repeated).
 *
 * @example
 * webPageOf({ name: 'Security & privacy', description: '…' }, facts)
 */
export function webPageOf(page: { name: string; description: string }, facts: PageFacts): WebPage {
  return {
    '@type': 'WebPage',
    '@id': `${facts.url}#webpage`,
    url: facts.url,
    name: page.name,
    description: page.description,
    isPartOf: facts.website,
    about: facts.organization,
    publisher: facts.organization,
  };
}
