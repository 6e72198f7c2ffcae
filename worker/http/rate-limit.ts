/**
 * Per-client limits per minute, counted in D1 (table `rate_limits`, shared by every isolate): the
 * forms' submissions, the client-error reports, the CMS webhook's refused attempts. Each caller
 * names its client key (`<what>:<address>`: never the tenant a URL previews, which a client
 * chooses with `?baseTenant=`) and counts what it wants limited, so typos
 * and validation errors never lock a person out. Two requests racing past the read can both pass:
 * the limit is for abuse, not an exact quota.
 */

/** Accepted form submissions one client may send per minute before getting 429. */
export const SUBMISSIONS_PER_MINUTE = 5;

const windowOf = (now: number) => now - (now % 60_000);

/**
 * Whether a client already has `perMinute` counts this minute, with the seconds until the window
 * resets.
 */
export async function overRateLimit(
  db: D1Database,
  client: string,
  now: number,
  perMinute = SUBMISSIONS_PER_MINUTE,
): Promise<{ limited: boolean; retryAfter: number }> {
  const windowStart = windowOf(now);
  const row = await db
    .prepare('SELECT count FROM rate_limits WHERE client = ? AND window_start = ?')
    .bind(client, windowStart)
    .first<{ count: number }>();
  return {
    limited: (row?.count ?? 0) >= perMinute,
    retryAfter: Math.ceil((windowStart + 60_000 - now) / 1000),
  };
}

/** Counts one request (an accepted submission, a forwarded report, a refused attempt) for a client in the current minute. */
export async function countAccepted(db: D1Database, client: string, now: number): Promise<void> {
  const windowStart = windowOf(now);
  const row = await db
    .prepare(
      'INSERT INTO rate_limits (client, window_start, count) VALUES (?, ?, 1) ON CONFLICT (client, window_start) DO UPDATE SET count = count + 1 RETURNING count',
    )
    .bind(client, windowStart)
    .first<{ count: number }>();
  // Old windows are useless after a minute; clearing them here keeps the table small.
  if ((row?.count ?? 1) === 1)
    await db
      .prepare('DELETE FROM rate_limits WHERE window_start < ?')
      .bind(windowStart - 60_000)
      .run();
}

/**
 * The limit check of an endpoint that must not fail because D1 does: a failed read lets the
 * request through (logged), as the forms do.
 */
export async function rateLimitOrPass(
  db: D1Database,
  client: string,
  now: number,
  perMinute: number,
): Promise<{ limited: boolean; retryAfter: number }> {
  try {
    return await overRateLimit(db, client, now, perMinute);
  } catch (error) {
    console.error(`rate limit ${client.split(':')[0]}: reading failed (${(error as Error).message}); let through`);
    return { limited: false, retryAfter: 0 };
  }
}

/** Counts like countAccepted; a D1 failure is logged, never thrown. */
export async function countOrLog(db: D1Database, client: string, now: number): Promise<void> {
  try {
    await countAccepted(db, client, now);
  } catch (error) {
    console.error(`rate limit ${client.split(':')[0]}: counting failed (${(error as Error).message})`);
  }
}
