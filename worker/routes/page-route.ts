/**
 * What a page module declares about its route (`export const route = {...}` in
 * `worker/pages/**\/*.page.tsx`): the fields the router, the cache key, the sitemap and the build
 * checks read without loading the page. `npm run build` reads each declaration as a literal
 * (compiler/page-routes.ts) into worker/generated/page-routes.ts, so a cold isolate knows every route
 * and evaluates a page's module only when it serves that page.
 */

import { BRANDS, type Brand } from '../../common/brands.ts';

export { BRANDS, type Brand };

/**
 * Where a route's words come from: `copy` its content file (content/pages/<name>.md), `collection`
 * the collection entry its `:id` names, `package` a package of the challenge its `:id` names, `cms`
 * the content-managed page of its path (/solutions, /product), `data` the tenant's own title and
 * live data (the home page: no content file), `landing` a landing page that exists only in the CMS
 * (`/lp/<slug>`, worker/content/cms/landing-source.ts: the repository has none).
 */
export type ContentKind = 'copy' | 'collection' | 'package' | 'cms' | 'landing' | 'data';

/** Tenant fields that switch pages off (a tenant's `showFeatures` flag). */
export type RouteFlag = 'showFeatures';

/** The content collections a `collection` route can name (content/<folder>/, `SiteContent`). */
export const COLLECTION_NAMES = [
  'blog',
  'articles',
  'caseStudies',
  'journeys',
  'wellbeingPacks',
  'workoutVideos',
  'readyToGo',
  'trials',
  'assessments',
] as const;
export type CollectionName = (typeof COLLECTION_NAMES)[number];

/**
 * What the page frame needs to know about a route beyond its words: layout, share image,
 * illustration, chat and snackbar. Title and description come from the route's content.
 */
export interface RouteMeta {
  /**
   * The route's own share image (`og:image`), a 1200×630 PNG: a site path or an https URL. It
   * replaces the tenant's share image, which `npm run build` draws for every tenant (`shareImagePath`).
   */
  image?: string;
  /**
   * Site path of a decorative SVG (public/illustrations/) shown beside the page's heading on wide
   * screens: the page's hero illustration. Pages without one show only their words.
   */
  illustration?: string;
  contentLayout?: 'narrow' | 'wide';
  /** Render without header, banners, demo button and footer (the home page has its own hero). */
  noLayout?: boolean;
  layoutClass?: string;
  toolbarClass?: string;
  showChat?: boolean;
  /** The page posts messages to the snackbar (forms, the component gallery), so it ships that island. */
  snackbar?: boolean;
  /** The snackbar shows its demo messages (the component gallery). */
  snackbarDemo?: boolean;
}

/** A page module's `route` export: a literal (the build reads it without running the module). */
export interface RouteDeclaration {
  /** The page's name: unique; its copy is content/pages/<name>.md when `content` is `copy`. */
  name: string;
  /** Hono path patterns: `:id` is one segment, a final `*` is a content-managed subtree. */
  paths: readonly string[];
  brands: readonly Brand[];
  content: ContentKind;
  /** For `collection` routes: the collection whose entry `:id` names. */
  collection?: CollectionName;
  /** A tenant flag the page needs: a tenant with the flag off has no such page (404, no menu entry, no link). */
  flag?: RouteFlag;
  /**
   * The page stays English in every locale even where its content file has translations (other
   * pages show those, e.g. the ready-to-go cards): its own labels are not messages yet. A prefixed
   * URL shows the English page with the untranslated note and `noindex`, outside sitemaps and alternates.
   */
  englishOnly?: true;
  meta?: RouteMeta;
  /**
   * Query parameters that change the page's bytes, besides the ones every page keeps on its links
   * (`KEPT_PARAMS`): the HTML cache keys on them, and a request with any other parameter is
   * rendered fresh (common/links.ts, worker/render/html-cache-key.ts).
   */
  cachedParams?: readonly string[];
  /**
   * The values a cached parameter may take, for parameters with a closed set (pricing's `billing`
   * and `currency`): a request with any other value is rendered fresh and not stored, so
   * `?billing=<random>` cannot fill the cache with copies of the default page.
   */
  cachedParamValues?: Readonly<Record<string, readonly string[]>>;
}
