import type { FormKind } from '../../common/forms/form-schema.ts';

export interface SubmissionRow {
  id: string;
  tenant_id: string;
  kind: FormKind;
  payload: string;
  target_url: string;
  status: 'pending' | 'delivered';
  attempts: number;
  last_error: string | null;
  next_attempt_at: number;
  created_at: number;
  delivered_at: number | null;
}

export interface NewSubmission {
  id: string;
  tenantId: string;
  kind: FormKind;
  payload: Record<string, unknown>;
  targetUrl: string;
  now: number;
}

/** Stores a submission once per idempotency key; returns false when the key was already stored. */
export async function storeSubmission(db: D1Database, s: NewSubmission): Promise<boolean> {
  const result = await db
    .prepare(
      'INSERT OR IGNORE INTO submissions (id, tenant_id, kind, payload, target_url, next_attempt_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    )
    .bind(s.id, s.tenantId, s.kind, JSON.stringify(s.payload), s.targetUrl, s.now, s.now)
    .run();
  return result.meta.changes === 1;
}

export function getSubmission(db: D1Database, id: string): Promise<SubmissionRow | null> {
  return db.prepare('SELECT * FROM submissions WHERE id = ?').bind(id).first<SubmissionRow>();
}

export async function dueSubmissions(db: D1Database, now: number, limit = 50): Promise<SubmissionRow[]> {
  const { results } = await db
    .prepare(
      "SELECT * FROM submissions WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY next_attempt_at LIMIT ?",
    )
    .bind(now, limit)
    .all<SubmissionRow>();
  return results;
}

/** Marks delivered only if still pending, so two deliverers racing deliver the state once. */
export async function markDelivered(db: D1Database, id: string, now: number): Promise<boolean> {
  const r = await db
    .prepare(
      "UPDATE submissions SET status = 'delivered', delivered_at = ?, attempts = attempts + 1, last_error = NULL WHERE id = ? AND status = 'pending'",
    )
    .bind(now, id)
    .run();
  return r.meta.changes === 1;
}

export async function markFailed(db: D1Database, id: string, error: string, nextAttemptAt: number): Promise<void> {
  await db
    .prepare(
      "UPDATE submissions SET attempts = attempts + 1, last_error = ?, next_attempt_at = ? WHERE id = ? AND status = 'pending'",
    )
    .bind(error.slice(0, 500), nextAttemptAt, id)
    .run();
}

/** Claims a due submission for one attempt (pushes its next attempt out), so concurrent runs don't double-send. */
export async function claim(db: D1Database, id: string, now: number, leaseMs: number): Promise<boolean> {
  const r = await db
    .prepare("UPDATE submissions SET next_attempt_at = ? WHERE id = ? AND status = 'pending' AND next_attempt_at <= ?")
    .bind(now + leaseMs, id, now)
    .run();
  return r.meta.changes === 1;
}

/** Whether a stored row is the same submission as a new post with its key: same brand, kind and validated fields. */
export function isSameSubmission(
  row: Pick<SubmissionRow, 'tenant_id' | 'kind' | 'payload'>,
  s: Pick<NewSubmission, 'tenantId' | 'kind' | 'payload'>,
): boolean {
  return row.tenant_id === s.tenantId && row.kind === s.kind && row.payload === JSON.stringify(s.payload);
}
