import type { Env } from '../../env.ts';
import { settingsOf } from '../../env.ts';

/**
 * An isolate re-reads the version at most this often. Every isolate reads D1 (one primary, so
 * every location reads the same row), hence a publish shows everywhere within this time plus
 * one CMS fetch; the isolate that received the webhook shows it on its next request.
 */
export const CONTENT_VERSION_TTL_MS = 2_000;

/** Per isolate: the last version read, and when. A value, never a promise (workerd cancels cross-request awaits). */
let known: { version: number; readAt: number } | undefined;
/**
 * Per isolate: since when D1 fails (null while it answers). During an outage the isolate asks D1
 * again once per TTL, not on every request, and warns once per outage, not once per request.
 */
let failingSince: number | null = null;
let lastTry = 0;
/** Per request: one read shared by the HTML cache key and the CMS sources of that request. */
const perRequest = new WeakMap<Request, Promise<number>>();

/**
 * The CMS content version: part of the CMS cache keys and of the HTML cache key, so a webhook that
 * bumps it makes every isolate fetch and render anew. 0 without CMS_ORIGIN (no I/O at all); a
 * D1 failure keeps the last known version (or 0) with a warning, as a cache key must not fail a page.
 *
 * @example
 * const version = await contentVersionFor(rc.request, rc.env); // 0 when CMS_ORIGIN is empty
 */
export function contentVersionFor(request: Request, env: Env, now = Date.now): Promise<number> {
  let read = perRequest.get(request);
  if (!read) {
    read = readVersion(env, now);
    perRequest.set(request, read);
  }
  return read;
}

/**
 * The version this isolate may use now without asking D1 (0 without a CMS, the last read while it
 * is younger than the TTL), or undefined when a request would have to read it: the memory-hit
 * path before the router (worker/render/memory-hit.ts) answers only when nothing needs reading.
 */
export function knownContentVersion(env: Env, now = Date.now): number | undefined {
  if (!settingsOf(env).cmsOrigin) return 0;
  if (known && failingSince === null && now() - known.readAt < CONTENT_VERSION_TTL_MS) return known.version;
  return undefined;
}

async function readVersion(env: Env, now: () => number): Promise<number> {
  if (!settingsOf(env).cmsOrigin) return 0;
  if (known && now() - known.readAt < CONTENT_VERSION_TTL_MS) return known.version;
  if (failingSince !== null && now() - lastTry < CONTENT_VERSION_TTL_MS) return known?.version ?? 0;
  lastTry = now();
  try {
    const version = await env.DB.prepare('SELECT version FROM cms_content_version WHERE id = 1').first<number>(
      'version',
    );
    if (failingSince !== null) console.warn(`cms content version: D1 answers again after ${now() - failingSince} ms`);
    failingSince = null;
    known = { version: version ?? 0, readAt: now() };
    return known.version;
  } catch (error) {
    if (failingSince === null) {
      failingSince = now();
      console.warn(
        `cms content version: ${error instanceof Error ? error.message : String(error)}; using ${known?.version ?? 0}` +
          ' until D1 answers (asked again every ' +
          `${CONTENT_VERSION_TTL_MS} ms, logged once)`,
      );
    }
    return known?.version ?? 0;
  }
}

/** The version in D1 now (0 before the first publish), read past this isolate's cache: the webhook warms the next one. */
export async function currentContentVersion(db: D1Database): Promise<number> {
  return (await db.prepare('SELECT version FROM cms_content_version WHERE id = 1').first<number>('version')) ?? 0;
}

/** Bumps the version (Strapi's webhook) and returns it; this isolate uses it at once. */
export async function bumpContentVersion(db: D1Database, now = Date.now): Promise<number> {
  const version = await db
    .prepare(
      `INSERT INTO cms_content_version (id, version, updated_at) VALUES (1, 1, ?1)
       ON CONFLICT (id) DO UPDATE SET version = version + 1, updated_at = ?1 RETURNING version`,
    )
    .bind(now())
    .first<number>('version');
  known = { version: version ?? 0, readAt: now() };
  return known.version;
}
