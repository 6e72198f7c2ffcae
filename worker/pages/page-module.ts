import type { OnceMarkup } from '../ui/rendered-once.tsx';
import type { ComponentType } from 'react';
import type { Thing } from 'schema-dts';
import type { RequestContext } from '../http/request-context.ts';
import type { RouteDeclaration } from '../routes/page-route.ts';
import type { PageRoute } from '../routes/routes.ts';
import type { PageFacts } from '../structured-data/page-facts.ts';
import type { LoadedParts, PageContext } from '../page-context.ts';
import type { PageProps } from './page-props.ts';

export type { RouteDeclaration } from '../routes/page-route.ts';

/** The route a page's `load` serves: the matched path pattern and its parameters. */
export interface RouteMatch {
  route: PageRoute;
  params: Record<string, string>;
}

/**
 * A page: one module under worker/pages/ named `<name>.page.tsx` (docs/pages.md "Add a
 * page"). Shared code reads these fields and names no page.
 */
export interface PageModule {
  /** Paths, name, brands, content, meta, cached parameters: a literal the build reads (page-route.ts). */
  route: RouteDeclaration;
  /** The page. */
  default: ComponentType<PageProps>;
  /** Data from outside the request (CMS, live data), loaded beside the menus before the render; a 200 render only. */
  load?: (rc: RequestContext, match: RouteMatch) => Promise<LoadedParts>;
  /**
   * For a page only an outside source knows (a CMS landing page): whether it exists, asked before
   * the HTML cache. `missing` answers as a path without a page would (legacy host or 404),
   * `failed` with the 502 page (not cached). Pages the repository knows have none.
   */
  exists?: (rc: RequestContext, match: RouteMatch) => Promise<'found' | 'missing' | 'failed'>;
  /**
   * Work on the visitor's copy after the HTML cache (cached or fresh, 200 only), such as the
   * contact form's per-visitor stamp. A page with it gets no ETag (a 304 would bring back an old copy).
   */
  afterCache?: (response: Response, rc: RequestContext) => Promise<Response>;
  /**
   * The page's own JSON-LD things (a `Product` with its offers, a `BlogPosting`), added to the
   * tenant's `Organization` and `WebSite` that every page carries (docs/pages.md
   * "Structured data"). Built from content and config with schema-dts types, never from strings.
   */
  structuredData?: (ctx: PageContext, facts: PageFacts) => Thing[];
  /**
   * The next step the header offers on this page when it is not the tenant's `primaryAction`
   * (an organiser whose trial ended is not asked to start one); null for none. One next step per
   * screen: the page's own primary button and the header's agree. Undefined: the tenant's.
   */
  fixedAction?: (ctx: PageContext) => FixedAction | null | undefined;
  /**
   * The page's heading when it is not its copy's title (the contact page's follows the topic the
   * link chose): the `<title>` then says the same, with the tenant's name. Undefined: the copy's.
   */
  heading?: (ctx: PageContext) => string | undefined;
  /**
   * The parts of the page rendered once per isolate and key (worker/ui/rendered-once.tsx):
   * rendered, when not stored yet, before the page, which then shows them with `RenderedOnce`.
   */
  illustrations?: (ctx: PageContext) => readonly OnceMarkup[];
}

/** A next step: the button's words and the site path it leads to. */
export interface FixedAction {
  label: string;
  path: string;
  /** `data-*` attributes for an island that keeps the link current (the journey planner's `plan-link`). */
  data?: Readonly<Record<string, string>>;
}
