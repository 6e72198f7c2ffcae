import type { RouteName } from './routes.ts';

/**
 * What the page frame needs to know about a route beyond its words: layout, share image,
 * illustration, chat and snackbar. Title and description come from the route's content, not from here.
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
}

/** Meta by route name (routes.ts); routes not listed use the defaults. */
export const ROUTE_META: Partial<Record<RouteName, RouteMeta>> = {
  home: { noLayout: true, showChat: true },
  about: { illustration: '/illustrations/teams.svg' },
  challenges: { illustration: '/illustrations/trophy.svg' },
  journeys: { illustration: '/illustrations/map.svg' },
  get: { illustration: '/illustrations/devices.svg' },
  contact: { contentLayout: 'narrow', showChat: true, snackbar: true },
  thankyou: { contentLayout: 'narrow' },
  pricing: { showChat: true },
  'pricing-2024': { showChat: true },
  privacypolicy: { contentLayout: 'narrow' },
  cookiepolicy: { contentLayout: 'narrow' },
  termsofservice: { contentLayout: 'narrow' },
  'test-theme': { snackbar: true },
};

/** A route's meta, or the defaults (none for the 404 page). */
export function routeMeta(name: RouteName | undefined): RouteMeta {
  return (name && ROUTE_META[name]) || {};
}
