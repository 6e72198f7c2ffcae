/** Accepted submissions one client may send per minute before getting 429. */
export const SUBMISSIONS_PER_MINUTE = 5;

const windowOf = (now: number) => now - (now % 60_000);

/**
 * Whether a client already had SUBMISSIONS_PER_MINUTE submissions accepted this minute (D1
 * counter, shared by every isolate), with the seconds until the window resets. Only stored
 * submissions count (`countAccepted`), so typos and validation errors never lock a person out.
 * Two posts racing past the read can both be stored: the limit is for abuse, not an exact quota.
 */
export async function overRateLimit(
  db: D1Database,
  client: string,
  now: number,
): Promise<{ limited: boolean; retryAfter: number }> {
  const windowStart = windowOf(now);
  const row = await db
    .prepare('SELECT count FROM rate_limits WHERE client = ? AND window_start = ?')
    .bind(client, windowStart)
    .first<{ count: number }>();
  return {
    limited: (row?.count ?? 0) >= SUBMISSIONS_PER_MINUTE,
    retryAfter: Math.ceil((windowStart + 60_000 - now) / 1000),
  };
}

/** Counts one stored submission for a client in the current minute. */
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
