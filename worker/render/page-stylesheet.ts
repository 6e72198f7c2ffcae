import { PAGE_STYLESHEETS } from '../generated/component-stylesheet.ts';
import type { PageContext } from '../page-context.ts';

/**
 * The stylesheets a page links: its brand's font faces and the rules of the page frame and of its
 * route's page module (compiler/steps/build-component-stylesheet.ts writes one per brand and route);
 * a page with another status than 200 (a 404, with or without a route; an error) links the
 * frame's, which alone has the 404 page's rules. A right-to-left page links the Arabic faces
 * first: other pages draw no Arabic but a language's name.
 */
export function pageStylesheets(ctx: Pick<PageContext, 'resolved' | 'route'>, dir: string, status: number): string[] {
  const name = status === 200 && ctx.route ? ctx.route.name : 'frame';
  const page = `${PAGE_STYLESHEETS}/${ctx.resolved.tenant.routeSet}-${name}.css`;
  return dir === 'rtl' ? [`${PAGE_STYLESHEETS}/arabic.css`, page] : [page];
}
