import { settingsOf } from '../env.ts';
import type { ResolvedTenant } from '../tenants/resolve.ts';
import { buildHref } from '../../common/links.ts';
import { deliverSubmission, postToFormService } from './deliver.ts';
import { answerRefusal, type FormContext, type Refusal } from './form-answer.ts';
import { FORM_MESSAGES } from '../../common/forms/form-messages.ts';
import { MetaFieldsSchema, validateFields, type FormKind } from '../../common/forms/form-schema.ts';
import { signFormStamp, verifyFormStamp, type FormStamp } from '../http/form-stamp.ts';
import { isSameSiteFormPost } from './origin-check.ts';
import { countAccepted, overRateLimit } from '../http/rate-limit.ts';
import { discardBody } from '../http/read-body.ts';
import { readFormBody } from './read-form-body.ts';
import { localizeHref } from '../../common/i18n/locales.ts';
import { describeFieldError } from '../i18n/field-errors.ts';
import { messagesFor, translator } from '../i18n/messages.ts';
import { getSubmission, isSameSubmission, storeSubmission, type NewSubmission } from './submissions.ts';

/** A person needs more than this to fill the form; bots post at once (time trap). */
export const MIN_FILL_MS = 3000;
/** A form rendered longer ago than this is out of date (reload for a fresh key). */
export const MAX_FORM_AGE_MS = 24 * 3600_000;
/** Seconds a visitor is asked to wait when neither the database nor the form service took a submission. */
export const UNAVAILABLE_RETRY_AFTER_S = 30;

type Outcome = { accepted: true; created: boolean } | (Omit<Refusal, 'values' | 'stamp'> & { stamp?: FormStamp });

/** D1 failures are logged and answered by the caller's fallback, never a bare 500. */
async function tryDb<T>(what: string, op: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false }> {
  try {
    return { ok: true, value: await op() };
  } catch (e) {
    console.error(`forms: ${what} failed (${(e as Error).message}); using the fallback`);
    return { ok: false };
  }
}

/**
 * After the checks of the post itself: a known key answers as before (same content) or 409; the
 * rate limit counts stored submissions only; the submission is stored, or, with the database
 * down, handed straight to the form service; with both down, 503 and nothing is lost on the
 * visitor's side (the form comes back with every value).
 */
async function accept(c: FormContext, s: NewSubmission, client: string, stamp: FormStamp): Promise<Outcome> {
  const db = c.env.DB;
  const known = await tryDb('reading a submission by key', () => getSubmission(db, s.id));
  if (known.ok && known.value) {
    if (isSameSubmission(known.value, s)) return { accepted: true, created: false };
    return {
      status: 409,
      message: FORM_MESSAGES.conflict,
      stamp: await signFormStamp(settingsOf(c.env), stamp.startedAt),
      giveStamp: true,
    };
  }
  const limit = await tryDb('reading the rate limit', () => overRateLimit(db, client, s.now));
  if (limit.ok && limit.value.limited) {
    const retryAfter = limit.value.retryAfter;
    return { status: 429, message: FORM_MESSAGES.tooMany(retryAfter), headers: { 'retry-after': String(retryAfter) } };
  }
  const stored = await tryDb('storing a submission', () => storeSubmission(db, s));
  if (stored.ok && !stored.value) {
    // A post with the same key was stored between our read and our insert (a double click).
    const row = await tryDb('reading a submission by key', () => getSubmission(db, s.id));
    return row.ok && row.value && !isSameSubmission(row.value, s)
      ? {
          status: 409,
          message: FORM_MESSAGES.conflict,
          stamp: await signFormStamp(settingsOf(c.env), stamp.startedAt),
          giveStamp: true,
        }
      : { accepted: true, created: false };
  }
  if (stored.ok) {
    // Awaited, so the next post of this client already sees the count.
    await tryDb('counting an accepted submission', () => countAccepted(db, client, s.now));
    c.executionCtx.waitUntil(
      getSubmission(db, s.id)
        .then((row) => row && deliverSubmission(c.env, row, s.now))
        .catch((e) => console.error('delivery (the cron trigger retries)', e)),
    );
    return { accepted: true, created: true };
  }
  const direct = await postToFormService(c.env, {
    id: s.id,
    tenantId: s.tenantId,
    kind: s.kind,
    createdAt: s.now,
    fields: s.payload,
    targetUrl: s.targetUrl,
  });
  if (direct.ok) return { accepted: true, created: true };
  console.error(
    `forms: submission ${s.id} (${s.tenantId} ${s.kind}) neither stored nor delivered (${direct.error}); answered 503`,
  );
  return {
    status: 503,
    message: FORM_MESSAGES.unavailable,
    retryable: true,
    headers: { 'retry-after': String(UNAVAILABLE_RETRY_AFTER_S) },
  };
}

/** Checks of the post itself, cheapest first: origin, size and type, hidden fields, honeypot, signed time trap, fields. */
async function check(
  c: FormContext,
  kind: FormKind,
  resolved: ResolvedTenant,
  url: URL,
  now: number,
): Promise<Refusal | { values: Record<string, string>; stamp: FormStamp; data: Record<string, unknown> }> {
  const fresh = () => signFormStamp(settingsOf(c.env), now);
  const background = (work: Promise<unknown>) => c.executionCtx.waitUntil(work);
  if (!isSameSiteFormPost(c.req.raw, url, resolved.tenant)) {
    // Read to its end (bounded) though unused: an unread body breaks the connection's next request.
    await discardBody(c.req.raw, background);
    return { status: 403, message: FORM_MESSAGES.crossSite, values: {}, stamp: await fresh() };
  }
  const body = await readFormBody(c.req.raw, undefined, background);
  const { values } = body;
  if (!body.ok) {
    const message = {
      400: FORM_MESSAGES.brokenJson,
      408: FORM_MESSAGES.tooSlow,
      413: FORM_MESSAGES.tooLarge,
      415: FORM_MESSAGES.unsupportedType,
    }[body.status];
    return { status: body.status, message, values, stamp: await fresh() };
  }
  const refuse = async (message: string) => ({ status: 400 as const, message, values, stamp: await fresh() });
  const meta = MetaFieldsSchema.safeParse(values);
  if (!meta.success) return refuse(meta.error.issues[0]!.message);
  if (meta.data.website) return refuse(FORM_MESSAGES.automated);
  const stamp = { key: meta.data.key, startedAt: meta.data.startedAt, startedSig: meta.data.startedSig ?? '' };
  // An unsigned or edited render time is a failed time trap: editing the hidden field must not skip it.
  if (!(await verifyFormStamp(settingsOf(c.env), stamp))) return refuse(FORM_MESSAGES.unsigned);
  if (now - stamp.startedAt < MIN_FILL_MS) return refuse(FORM_MESSAGES.tooQuick);
  if (now - stamp.startedAt > MAX_FORM_AGE_MS) return refuse(FORM_MESSAGES.outOfDate);
  // Field errors in the language of the page the form was sent from (`/de/api/contact` on /de/contact).
  const t = translator(await messagesFor(c.get('locale')));
  const valid = validateFields(kind, values, describeFieldError(t));
  if (!valid.ok) return { status: 422, message: t('form.error.checkFields'), errors: valid.errors, values, stamp };
  return { values, stamp, data: valid.data };
}

/**
 * POST /api/contact and /api/support: checks the post, stores the submission in D1 before
 * answering, then forwards it to the tenant's form service in the background (the cron trigger
 * retries). Every refusal is a clear 4xx (503 when nothing could take it): JSON for the island,
 * the form re-rendered with every value for a plain post.
 */
export function handleFormPost(kind: FormKind) {
  return async function handleForm(c: FormContext): Promise<Response> {
    const url = c.get('url');
    const resolved = c.get('resolved');
    const wantsJson = (c.req.header('accept') ?? '').includes('application/json');
    const now = Date.now();
    const checked = await check(c, kind, resolved, url, now);
    if ('status' in checked) return answerRefusal(c, kind, resolved, wantsJson, checked);

    // A preview on a production host never sends a lead to another brand's form service.
    const { tenant: owner } = c.get('upstream');
    const targetUrl = kind === 'contact' ? owner.contactFormPostUrl : owner.supportFormPostUrl;
    const submission: NewSubmission = {
      id: checked.stamp.key,
      tenantId: resolved.id,
      kind,
      payload: checked.data,
      targetUrl,
      now,
    };
    // Keyed on the client alone: a preview parameter (`?baseTenant=cofi`) must not open another bucket.
    const client = `form:${c.req.header('cf-connecting-ip') ?? 'unknown'}`;
    const outcome = await accept(c, submission, client, checked.stamp);
    if (!('accepted' in outcome))
      return answerRefusal(c, kind, resolved, wantsJson, {
        ...outcome,
        values: checked.values,
        stamp: outcome.stamp ?? checked.stamp,
      });
    if (wantsJson) return c.json({ id: submission.id, status: 'received' }, outcome.created ? 201 : 200);
    return c.redirect(localizeHref(buildHref(`/thankyou?form=${kind}`, { search: url.search }), c.get('locale')), 303);
  };
}
