import type { Tenant } from '../tenants/schema.ts';
import { brandHomeOf } from './home-content.ts';

/**
 * Content-managed pages that carry the brand's own story, as its home does: the product
 * overview leads a corporate buyer with the organiser's report and answers SSO, hosting and
 * reporting after its copy. Only for a brand whose story is `reporting` (cofi and its subtenants).
 */
const STORY_PAGES: ReadonlySet<string> = new Set(['/product']);

export function tellsReportingStory(path: string, tenant: Pick<Tenant, 'routeSet'>): boolean {
  return STORY_PAGES.has(path) && brandHomeOf(tenant).story === 'reporting';
}
