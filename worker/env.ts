import { parseSettings, type Settings } from './env-schema.ts';

// The schema lives in env-schema.ts, without the runtime's binding types, so that scripts
// (npm run preflight, npm run route) parse wrangler.toml's vars with the same rules.
export * from './env-schema.ts';

/** Bindings and vars of this worker, as the runtime hands them over (see wrangler.toml). Read vars through `settingsOf`. */
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
  /** Strapi API token for CMS_ORIGIN (wrangler secret put CMS_TOKEN); preflight refuses CMS_ORIGIN without it. */
  CMS_TOKEN?: string;
  /** Shared secret of Strapi's publish webhook (POST /__cms/webhook, `Authorization: Bearer <secret>`). */
  CMS_WEBHOOK_SECRET?: string;
  /** HMAC key of the CMS's draft-preview links (`?cmsPreview=`), shared with cms/config/admin.ts. */
  CMS_PREVIEW_SECRET?: string;
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
  /** "off" sends every request through the pipeline, skipping the early answer (worker/early-answer.ts), so `npm run bench` can measure what it earns; unset is "on". */
  EARLY_ANSWER?: string;
  /** Redirect radar dataset (Workers Analytics Engine, wrangler.toml); unbound = nothing recorded (worker/routing/redirect-radar.ts). */
  REDIRECT_RADAR?: AnalyticsEngineDataset;
  /** Form submissions and rate-limit counters (migrations/). */
  DB: D1Database;
  /** The static assets (dist/client): the worker reads its compiled content from them (worker/content/content-from-assets.ts). */
  ASSETS: Fetcher;
}

// The runtime hands the same env object to every request of an isolate: parse it once. A test that
// spreads its own env (`{ ...env, HTML_CACHE: 'on' }`) is a new object and is parsed on its own.
const parsedByEnv = new WeakMap<object, Settings>();

/**
 * The settings of an env object, parsed on first use and kept for the isolate; a bad var throws a
 * ConfigError naming it on every request (the top-level handler logs it and answers 500).
 *
 * @example
 * const { upstreamTimeoutMs } = settingsOf(c.env);
 */
export function settingsOf(env: Env): Settings {
  let settings = parsedByEnv.get(env);
  if (!settings) {
    settings = parseSettings(env as unknown as Record<string, unknown>);
    parsedByEnv.set(env, settings);
  }
  return settings;
}
