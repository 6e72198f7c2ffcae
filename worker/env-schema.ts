import { BRANDS } from '../common/brands.ts';
import { ConfigError } from './config-error.ts';

// One schema for the worker's vars (worker/env.ts `settingsOf` for the worker, scripts/preflight.ts
// for wrangler.toml): each var parsed once, and a bad value is an error naming the var and the fix,
// never a silent default (`Number(x) || 10_000` turned a typo such as "10s" into the 10 s default without a word).

/** Default of `UPSTREAM_TIMEOUT_MS`. */
export const UPSTREAM_TIMEOUT_MS = 10_000;
/** Default of `FORM_TIMEOUT_MS`: how long one delivery may take before it counts as failed. */
export const DELIVERY_TIMEOUT_MS = 5000;
/** Default of `ANALYTICS_ORIGIN`. */
export const DEFAULT_ANALYTICS_ORIGIN = 'https://www.google-analytics.com';

/**
 * An origin var (`APP_ORIGIN`, `LEGACY_ORIGIN`, `FORM_ORIGIN`): null when empty, a ConfigError naming the var when not an http(s) origin.
 *
 * @example
 * originVar('APP_ORIGIN', 'http://127.0.0.1:9000/') // 'http://127.0.0.1:9000'
 */
export function originVar(name: string, value: string | undefined): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name}="${value}" is not a URL; set it to an origin such as http://127.0.0.1:9000`);
  }
  if (url.origin !== value.replace(/\/$/, '') || !/^https?:$/.test(url.protocol)) {
    throw new ConfigError(`${name}="${value}" must be an http(s) origin only (no path), such as http://127.0.0.1:9000`);
  }
  return url.origin;
}

/**
 * A base address var (`API_ORIGIN`, `CMS_ORIGIN`; a path prefix is kept): null when empty, a ConfigError naming the var otherwise.
 *
 * @example
 * baseUrlVar('API_ORIGIN', 'https://api.example/v1/') // 'https://api.example/v1'
 */
export function baseUrlVar(name: string, value: string | undefined): string | null {
  if (!value) return null;
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || !/^https?:$/.test(url.protocol) || url.search || url.hash || url.username)
    throw new ConfigError(
      `${name} must be an http(s) base address without query or credentials, got ${JSON.stringify(value)}`,
    );
  return url.href.replace(/\/+$/, '');
}

/** A milliseconds var: `fallback` when empty; anything but a positive whole number is a ConfigError naming the var. */
export function millisecondsVar(name: string, value: string | undefined, fallback: number): number {
  if (!value) return fallback;
  if (!/^[1-9]\d*$/.test(value))
    throw new ConfigError(`${name}="${value}" must be a whole number of milliseconds, such as ${fallback}`);
  return Number(value);
}

/** `HTML_CACHE`, `EARLY_ANSWER`: "on" or "off"; unset is "on" (wrangler.toml sets it, a bare workerd config such as the bench's need not). */
export function onOffVar(name: string, value: string | undefined): boolean {
  if (value === 'on' || value === undefined) return true;
  if (value === 'off') return false;
  throw new ConfigError(`${name} must be "on" or "off" (wrangler.toml [vars]), got ${JSON.stringify(value)}`);
}

/**
 * Each var and its parser, in the order problems are listed. A thrown message becomes the var's
 * problem, so every bad var is reported, not only the first. Plain functions, not a zod schema:
 * every request (a redirect too) reads the settings, and zod would be the only reason a cold
 * isolate compiled it before its first redirect.
 */
const VAR_PARSERS = {
  TENANT: (v: string | undefined) => {
    const brand = BRANDS.find((b) => b === v);
    if (!brand)
      throw new ConfigError(
        `TENANT=${JSON.stringify(v ?? '')} is not a base tenant; set TENANT in wrangler.toml [vars] to one of ${BRANDS.join(', ')}`,
      );
    return brand;
  },
  APP_ORIGIN: (v: string | undefined) => originVar('APP_ORIGIN', v),
  LEGACY_ORIGIN: (v: string | undefined) => originVar('LEGACY_ORIGIN', v),
  FORM_ORIGIN: (v: string | undefined) => originVar('FORM_ORIGIN', v),
  UPSTREAM_TIMEOUT_MS: (v: string | undefined) => millisecondsVar('UPSTREAM_TIMEOUT_MS', v, UPSTREAM_TIMEOUT_MS),
  FORM_TIMEOUT_MS: (v: string | undefined) => millisecondsVar('FORM_TIMEOUT_MS', v, DELIVERY_TIMEOUT_MS),
  API_ORIGIN: (v: string | undefined) => baseUrlVar('API_ORIGIN', v),
  CMS_ORIGIN: (v: string | undefined) => baseUrlVar('CMS_ORIGIN', v),
  ANALYTICS_ORIGIN: (v: string | undefined) => baseUrlVar('ANALYTICS_ORIGIN', v) ?? DEFAULT_ANALYTICS_ORIGIN,
  // Secrets: an unset one has its own warning where it is used.
  ANALYTICS_SALT: (v: string | undefined) => v || undefined,
  FORM_SIGNING_SECRET: (v: string | undefined) => v || undefined,
  CMS_TOKEN: (v: string | undefined) => v || undefined,
  CMS_WEBHOOK_SECRET: (v: string | undefined) => v || undefined,
  CMS_PREVIEW_SECRET: (v: string | undefined) => v || undefined,
  HTML_CACHE: (v: string | undefined) => onOffVar('HTML_CACHE', v),
  EARLY_ANSWER: (v: string | undefined) => onOffVar('EARLY_ANSWER', v),
};
type ParsedVars = { [K in keyof typeof VAR_PARSERS]: ReturnType<(typeof VAR_PARSERS)[K]> };

/** Every var through its parser: the values, or every problem (the var and a message naming it and the fix). */
function parseVars(
  vars: Readonly<Record<string, unknown>>,
): { data: ParsedVars; problems: [] } | { data: null; problems: { name: string; message: string }[] } {
  const data: Record<string, unknown> = {};
  const problems: { name: string; message: string }[] = [];
  for (const [name, parse] of Object.entries(VAR_PARSERS) as [string, (v: string | undefined) => unknown][]) {
    const value = vars[name];
    if (value !== undefined && typeof value !== 'string') {
      problems.push({ name, message: `${name} must be text (a wrangler.toml [vars] string), got ${typeof value}` });
      continue;
    }
    try {
      data[name] = parse(value);
    } catch (error) {
      problems.push({ name, message: (error as Error).message });
    }
  }
  return problems.length ? { data: null, problems } : { data: data as ParsedVars, problems: [] };
}

/** The worker's vars, parsed and typed: what modules read instead of `env.X`. */
export interface Settings {
  /** `TENANT`: the base tenant when neither the host nor `?baseTenant=` names one. */
  tenant: (typeof BRANDS)[number];
  /** `APP_ORIGIN`: replaces every tenant's app origins, or null. */
  appOrigin: string | null;
  /** `LEGACY_ORIGIN`: replaces every tenant's legacy origin, or null. */
  legacyOrigin: string | null;
  /** `FORM_ORIGIN`: replaces the origin of every tenant's form service URL, or null. */
  formOrigin: string | null;
  /** `UPSTREAM_TIMEOUT_MS` (10000 when empty). */
  upstreamTimeoutMs: number;
  /** `FORM_TIMEOUT_MS` (5000 when empty). */
  formTimeoutMs: number;
  /** `API_ORIGIN` as a base address without a trailing slash, or null (embedded content only). */
  apiOrigin: string | null;
  /** `CMS_ORIGIN` as a base address, or null (embedded menus and pages only). */
  cmsOrigin: string | null;
  /** `ANALYTICS_ORIGIN`, or Google's when empty. */
  analyticsOrigin: string;
  /** The `ANALYTICS_SALT` secret, or undefined. */
  analyticsSalt: string | undefined;
  /** The `FORM_SIGNING_SECRET` secret, or undefined (form-stamp.ts warns and uses its development key). */
  formSigningSecret: string | undefined;
  /** The `CMS_TOKEN` secret: the Strapi API token sent as `Authorization: Bearer` (read pages, render menus). */
  cmsToken: string | undefined;
  /** The `CMS_WEBHOOK_SECRET` secret: what Strapi's publish webhook must send; unset = every webhook refused. */
  cmsWebhookSecret: string | undefined;
  /** The `CMS_PREVIEW_SECRET` secret: the HMAC key of draft-preview links; unset = no preview. */
  cmsPreviewSecret: string | undefined;
  /** `HTML_CACHE` is "on" (or unset). */
  htmlCache: boolean;
  /** `EARLY_ANSWER` is "on" (or unset): what needs no I/O is answered before the router. */
  earlyAnswer: boolean;
}

/** Every problem of the given vars: the var and a message naming it and the fix; empty when they parse. */
export function settingsProblems(vars: Readonly<Record<string, unknown>>): { name: string; message: string }[] {
  return parseVars(vars).problems;
}

/**
 * Parses the vars once; throws one ConfigError listing every bad var.
 *
 * @example
 * parseSettings({ TENANT: 'default', UPSTREAM_TIMEOUT_MS: '10s' }) // throws 'UPSTREAM_TIMEOUT_MS="10s" must be a whole number of milliseconds, such as 10000'
 */
export function parseSettings(vars: Readonly<Record<string, unknown>>): Settings {
  const parsed = parseVars(vars);
  if (!parsed.data) {
    const problems = parsed.problems.map((p) => p.message);
    throw new ConfigError(
      problems.length === 1
        ? problems[0]!
        : `${problems.length} worker vars are invalid (wrangler.toml [vars] or --var):\n${problems.join('\n')}`,
    );
  }
  const v = parsed.data;
  return {
    tenant: v.TENANT,
    appOrigin: v.APP_ORIGIN,
    legacyOrigin: v.LEGACY_ORIGIN,
    formOrigin: v.FORM_ORIGIN,
    upstreamTimeoutMs: v.UPSTREAM_TIMEOUT_MS,
    formTimeoutMs: v.FORM_TIMEOUT_MS,
    apiOrigin: v.API_ORIGIN,
    cmsOrigin: v.CMS_ORIGIN,
    analyticsOrigin: v.ANALYTICS_ORIGIN,
    analyticsSalt: v.ANALYTICS_SALT,
    formSigningSecret: v.FORM_SIGNING_SECRET,
    cmsToken: v.CMS_TOKEN,
    cmsWebhookSecret: v.CMS_WEBHOOK_SECRET,
    cmsPreviewSecret: v.CMS_PREVIEW_SECRET,
    htmlCache: v.HTML_CACHE,
    earlyAnswer: v.EARLY_ANSWER,
  };
}
