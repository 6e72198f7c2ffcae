/** Bindings and vars of this worker (see wrangler.toml). */
export interface Env {
  /** Base tenant when neither `?baseTenant=` nor the host names one ("default" or "cofi"). */
  TENANT: string;
  /** When non-empty, replaces every tenant's app origins (local stubs and tests). */
  APP_ORIGIN?: string;
  /** When non-empty, replaces every tenant's legacy origin (local stubs and tests). */
  LEGACY_ORIGIN?: string;
  /** Milliseconds before a proxied upstream request gives up with 504. */
  UPSTREAM_TIMEOUT_MS?: string;
  /** When non-empty, replaces every tenant's form post URLs' origin (local stubs and tests). */
  FORM_ORIGIN?: string;
  /** Backend API base address (live home data); empty = embedded content only. */
  API_ORIGIN?: string;
  /** Strapi-style CMS base address for the menus (worker/content/menus/menu-source.ts); empty = embedded menus only. */
  CMS_ORIGIN?: string;
  /** Analytics collection endpoint for page views and exception events. */
  ANALYTICS_ORIGIN?: string;
  /** Secret key for the cookie-less analytics client id (wrangler secret put ANALYTICS_SALT). */
  ANALYTICS_SALT?: string;
  /** HMAC key for the forms' signed render time (wrangler secret put FORM_SIGNING_SECRET); unset = public development default, with a warning. */
  FORM_SIGNING_SECRET?: string;
  /** Milliseconds a form service delivery may take before it counts as failed (default 5000). */
  FORM_TIMEOUT_MS?: string;
  /** "on" serves anonymous pages through the HTML edge cache (worker/render/html-cache.ts), "off" renders every page; unset is "on"; anything else is refused with a 500 naming this var. */
  HTML_CACHE?: string;
  /** Redirect radar dataset (Workers Analytics Engine, wrangler.toml); unbound = nothing recorded (worker/analytics/redirect-radar.ts). */
  REDIRECT_RADAR?: AnalyticsEngineDataset;
  /** Form submissions and rate-limit counters (migrations/). */
  DB: D1Database;
}
