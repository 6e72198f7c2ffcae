/**
 * Route meta of spec §2 "Layout": what the frame needs to know about a page. Title and
 * description come from the route's content file (content/), not from here.
 */
export interface RouteMeta {
  /** Open Graph image (site path or https URL). */
  image?: string;
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

const DEFAULT_IMAGE = '/og/challenge-platform.png';

/** Meta by page name (worker/pages/routes.ts); pages not listed use the defaults. */
export const ROUTE_META: Record<string, RouteMeta> = {
  home: { noLayout: true, image: DEFAULT_IMAGE, showChat: true },
  contact: { contentLayout: 'narrow', showChat: true, snackbar: true },
  thankyou: { contentLayout: 'narrow' },
  pricing: { showChat: true },
  'pricing-2024': { showChat: true },
  privacypolicy: { contentLayout: 'narrow' },
  cookiepolicy: { contentLayout: 'narrow' },
  termsofservice: { contentLayout: 'narrow' },
  'test-theme': { snackbar: true },
};

export function routeMeta(name: string | undefined): RouteMeta {
  return (name && ROUTE_META[name]) || {};
}
