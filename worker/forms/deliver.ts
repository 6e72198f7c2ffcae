import { settingsOf, type Env, type Settings } from '../env.ts';
import { claim, dueSubmissions, markDelivered, markFailed, type SubmissionRow } from './submissions.ts';

/** A claimed submission is retried by the next run if this one dies mid-attempt. */
const LEASE_MS = 60_000;

/** Exponential backoff: 1, 2, 4 … minutes, capped at 6 hours; retried until the service accepts. */
export function backoffMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 3600_000);
}

/** The form service URL, with FORM_ORIGIN (parsed: `settings.formOrigin`) replacing its origin for local stubs and tests. */
export function formTarget(url: string, settings: Pick<Settings, 'formOrigin'>): string {
  const origin = settings.formOrigin;
  if (!origin) return url;
  const u = new URL(url);
  return `${origin}${u.pathname}${u.search}`;
}

/** What the form service gets: the submission as JSON, its id also as `Idempotency-Key` so a repeat is recognised. */
export interface Delivery {
  id: string;
  tenantId: string;
  kind: string;
  createdAt: number;
  fields: unknown;
  targetUrl: string;
}

/** One POST to the tenant's form service within the delivery timeout; any 2xx is accepted. A failed attempt is a value, not an exception. */
export async function postToFormService(env: Env, d: Delivery): Promise<{ ok: true } | { ok: false; error: string }> {
  const settings = settingsOf(env);
  try {
    const res = await fetch(formTarget(d.targetUrl, settings), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': d.id, 'x-tenant-id': d.tenantId },
      body: JSON.stringify({
        id: d.id,
        tenant: d.tenantId,
        kind: d.kind,
        submittedAt: new Date(d.createdAt).toISOString(),
        fields: d.fields,
      }),
      signal: AbortSignal.timeout(settings.formTimeoutMs),
    });
    await res.body?.cancel();
    return res.ok ? { ok: true } : { ok: false, error: `form service answered ${res.status}` };
  } catch (e) {
    return { ok: false, error: `form service unreachable: ${(e as Error).message}` };
  }
}

/** One delivery attempt of a stored submission; a failure schedules the next with backoff. */
export async function deliverSubmission(
  env: Env,
  row: SubmissionRow,
  now: number,
): Promise<'delivered' | 'failed' | 'skipped'> {
  if (!(await claim(env.DB, row.id, now, LEASE_MS))) return 'skipped';
  const sent = await postToFormService(env, {
    id: row.id,
    tenantId: row.tenant_id,
    kind: row.kind,
    createdAt: row.created_at,
    fields: JSON.parse(row.payload),
    targetUrl: row.target_url,
  });
  if (sent.ok) {
    await markDelivered(env.DB, row.id, now);
    return 'delivered';
  }
  await markFailed(env.DB, row.id, sent.error, now + backoffMs(row.attempts + 1));
  console.error(`submission ${row.id} (${row.tenant_id} ${row.kind}) not delivered: ${sent.error}`);
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
