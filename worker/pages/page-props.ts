import type { CompiledPage } from '../content/compiled-page.ts';
import type { PageContext } from '../page-context.ts';

/** What a route's page component gets: the request's context and the route's compiled content. */
export interface PageProps {
  ctx: PageContext;
  page: CompiledPage;
}
