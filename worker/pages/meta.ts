/**
 * Route meta of spec §2 "Layout": what the frame needs to know about a page. Title and
 * description come from the route's content file (content/), not from here.
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

/** Size of every share image: the 1.91:1 card that Open Graph and X (summary_large_image) show whole. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Where `npm run build` (scripts/build-og-images.ts) writes a tenant's share image under dist/client. */
export function shareImagePath(tenantId: string): string {
  return `/og/${tenantId}.png`;
}

/** The route's own share image, else the tenant's; a path is resolved on the tenant's home URL. */
export function shareImageUrl(meta: RouteMeta, tenantId: string, homeUrl: string): string {
  return new URL(meta.image ?? shareImagePath(tenantId), homeUrl).href;
}

/** Meta by page name (worker/pages/routes.ts); pages not listed use the defaults. */
export const ROUTE_META: Record<string, RouteMeta> = {
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

export function routeMeta(name: string | undefined): RouteMeta {
  return (name && ROUTE_META[name]) || {};
}
