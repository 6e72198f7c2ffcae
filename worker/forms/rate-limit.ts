/** Submissions one client may send per minute before getting 429. */
export const SUBMISSIONS_PER_MINUTE = 5;

/**
 * Counts a submission for a client in the current minute (D1 counter, shared by every isolate)
 * and says whether it is over the limit, with the seconds until the window resets.
 */
export async function overRateLimit(db: D1Database, client: string, now: number): Promise<{ limited: boolean; retryAfter: number }> {
  const windowStart = now - (now % 60_000);
  const row = await db
    .prepare('INSERT INTO rate_limits (client, window_start, count) VALUES (?, ?, 1) ON CONFLICT (client, window_start) DO UPDATE SET count = count + 1 RETURNING count')
    .bind(client, windowStart)
    .first<{ count: number }>();
  // Old windows are useless after a minute; clearing them here keeps the table small.
  if ((row?.count ?? 1) === 1) await db.prepare('DELETE FROM rate_limits WHERE window_start < ?').bind(windowStart - 60_000).run();
  return { limited: (row?.count ?? 1) > SUBMISSIONS_PER_MINUTE, retryAfter: Math.ceil((windowStart + 60_000 - now) / 1000) };
}
