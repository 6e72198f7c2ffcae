import type { Env } from '../env.ts';
import { originVar } from '../tenants/origins.ts';
import { claim, dueSubmissions, markDelivered, markFailed, type SubmissionRow } from './submissions.ts';

export const DELIVERY_TIMEOUT_MS = 5000;
/** A claimed submission is retried by the next run if this one dies mid-attempt. */
const LEASE_MS = 60_000;

/** Exponential backoff: 1, 2, 4 … minutes, capped at 6 hours; retried until the service accepts. */
export function backoffMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 3600_000);
}

/** The form service URL, with FORM_ORIGIN replacing its origin for local stubs and tests. */
export function formTarget(url: string, env: Env): string {
  const origin = originVar('FORM_ORIGIN', env.FORM_ORIGIN);
  if (!origin) return url;
  const u = new URL(url);
  return `${origin}${u.pathname}${u.search}`;
}

/** One delivery attempt: POST the fields as JSON; any 2xx is accepted. */
export async function deliverSubmission(env: Env, row: SubmissionRow, now: number): Promise<'delivered' | 'failed' | 'skipped'> {
  if (!(await claim(env.DB, row.id, now, LEASE_MS))) return 'skipped';
  let error: string;
  try {
    const res = await fetch(formTarget(row.target_url, env), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': row.id, 'x-tenant-id': row.tenant_id },
      body: JSON.stringify({ id: row.id, tenant: row.tenant_id, kind: row.kind, submittedAt: new Date(row.created_at).toISOString(), fields: JSON.parse(row.payload) }),
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
    await res.body?.cancel();
    if (res.ok) {
      await markDelivered(env.DB, row.id, now);
      return 'delivered';
    }
    error = `form service answered ${res.status}`;
  } catch (e) {
    error = `form service unreachable: ${(e as Error).message}`;
  }
  await markFailed(env.DB, row.id, error, now + backoffMs(row.attempts + 1));
  console.error(`submission ${row.id} (${row.tenant_id} ${row.kind}) not delivered: ${error}`);
  return 'failed';
}

/** Delivers every submission that is due (cron trigger), one attempt each. */
export async function deliverDueSubmissions(env: Env, now: number): Promise<{ delivered: number; failed: number }> {
  const counts = { delivered: 0, failed: 0 };
  for (const row of await dueSubmissions(env.DB, now)) {
    const outcome = await deliverSubmission(env, row, now);
    if (outcome !== 'skipped') counts[outcome]++;
  }
  return counts;
}
