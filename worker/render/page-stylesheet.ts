import { PAGE_STYLESHEETS } from '../generated/component-stylesheet.ts';
import type { PageContext } from '../page-context.ts';

/**
 * The stylesheets a page links: its brand's font faces and the rules of the page frame and of its
 * route's page module (compiler/steps/build-component-stylesheet.ts writes one per brand and route);
 * a page without a route (an unknown path's 404, an error) links the frame's alone. A right-to-left
 * page links the Arabic faces first: other pages draw no Arabic but a language's name.
 */
export function pageStylesheets(ctx: Pick<PageContext, 'resolved' | 'route'>, dir: string): string[] {
  const page = `${PAGE_STYLESHEETS}/${ctx.resolved.tenant.routeSet}-${ctx.route?.name ?? 'frame'}.css`;
  return dir === 'rtl' ? [`${PAGE_STYLESHEETS}/arabic.css`, page] : [page];
}
