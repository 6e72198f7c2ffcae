import type { Context } from 'hono';
import type { Env } from '../env.ts';
import { loadPageContext } from '../pages/load-page-context.ts';
import { renderPage } from '../pages/render-page.tsx';
import { PAGE_ROUTES } from '../pages/routes.ts';
import { resolveTenant, type ResolvedTenant } from '../tenants/resolve.ts';
import { buildHref } from '../ui/links.ts';
import { deliverSubmission } from './deliver.ts';
import { MetaFieldsSchema, validateFields, type FieldErrors, type FormKind } from './form-schema.ts';
import { overRateLimit } from './rate-limit.ts';
import { getSubmission, storeSubmission } from './submissions.ts';

export const MAX_FORM_BYTES = 16 * 1024;
/** A person needs more than this to fill the form; bots post at once (time trap). */
export const MIN_FILL_MS = 3000;
/** A form rendered longer ago than this is out of date (reload for a fresh key). */
export const MAX_FORM_AGE_MS = 24 * 3600_000;

const CONTACT_ROUTE = PAGE_ROUTES.find((r) => r.name === 'contact')!;

type C = Context<{ Bindings: Env }>;

interface Rejection {
  status: 400 | 413 | 415 | 422 | 429;
  message: string;
  errors?: FieldErrors;
  headers?: Record<string, string>;
}

async function readFields(c: C): Promise<Record<string, string> | Rejection> {
  const declared = Number(c.req.header('content-length') ?? 0);
  if (declared > MAX_FORM_BYTES) return { status: 413, message: `The form is larger than ${MAX_FORM_BYTES / 1024} KB; please shorten your message.` };
  const raw = await c.req.text();
  if (raw.length > MAX_FORM_BYTES) return { status: 413, message: `The form is larger than ${MAX_FORM_BYTES / 1024} KB; please shorten your message.` };
  const type = c.req.header('content-type') ?? '';
  if (type.startsWith('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(raw));
  if (type.startsWith('application/json')) {
    try {
      const json = JSON.parse(raw) as unknown;
      if (json && typeof json === 'object' && !Array.isArray(json)) {
        return Object.fromEntries(Object.entries(json).filter(([, v]) => typeof v === 'string')) as Record<string, string>;
      }
    } catch {
      // falls through to the rejection below
    }
    return { status: 400, message: 'The form data is not valid JSON.' };
  }
  return { status: 415, message: 'Send the form as application/x-www-form-urlencoded or application/json.' };
}

/** Answers a rejection: JSON for the island, the contact page with the message for plain forms. */
async function answer(c: C, kind: FormKind, resolved: ResolvedTenant, wantsJson: boolean, r: Rejection, values: Record<string, string>): Promise<Response> {
  if (wantsJson) return c.json({ error: r.message, errors: r.errors }, r.status, r.headers);
  const url = new URL(c.req.url);
  const pageUrl = new URL(`/contact${url.search}`, url);
  if (kind === 'support') pageUrl.searchParams.set('mode', 'support');
  const ctx = await loadPageContext({ request: c.req.raw, url: pageUrl, resolved, route: CONTACT_ROUTE, params: {}, status: r.status, env: c.env, waitUntil: (p) => c.executionCtx.waitUntil(p) });
  const { website: _hp, ...kept } = values;
  const res = await renderPage(c.req.raw, { ...ctx, form: { values: kept, errors: { ...r.errors, form: r.message }, key: values.key, startedAt: Number(values.startedAt) || undefined } }, r.status);
  for (const [k, v] of Object.entries(r.headers ?? {})) res.headers.set(k, v);
  return res;
}

/**
 * POST /api/contact and /api/support: validates, stores the submission in D1 before answering,
 * then forwards it to the tenant's form service in the background (the cron trigger retries).
 * Every rejection is a clear 4xx; without JavaScript the form re-renders with the values kept.
 */
export function handleFormPost(kind: FormKind) {
  return async function handleForm(c: C): Promise<Response> {
    const url = new URL(c.req.url);
    const resolved = resolveTenant(url, c.env.TENANT);
    const wantsJson = (c.req.header('accept') ?? '').includes('application/json');
    const fields = await readFields(c);
    if ('status' in fields && typeof fields.status === 'number') return answer(c, kind, resolved, wantsJson, fields as Rejection, {});
    const values = fields as Record<string, string>;
    const reject = (r: Rejection) => answer(c, kind, resolved, wantsJson, r, values);

    const meta = MetaFieldsSchema.safeParse(values);
    if (!meta.success) return reject({ status: 400, message: meta.error.issues[0]!.message });
    const now = Date.now();
    if (meta.data.website) return reject({ status: 400, message: 'This submission looks automated and was not accepted. If you are a person, reload the page and try again.' });
    if (now - meta.data.startedAt < MIN_FILL_MS) return reject({ status: 400, message: 'The form was sent too quickly to be from a person. Please wait a moment and send it again.' });
    if (now - meta.data.startedAt > MAX_FORM_AGE_MS) return reject({ status: 400, message: 'The form is out of date; reload the page and send it again.' });

    const client = c.req.header('cf-connecting-ip') ?? 'unknown';
    const limit = await overRateLimit(c.env.DB, `${resolved.baseId}:${client}`, now);
    if (limit.limited) return reject({ status: 429, message: `Too many messages from your network; please try again in ${limit.retryAfter} seconds.`, headers: { 'retry-after': String(limit.retryAfter) } });

    const valid = validateFields(kind, values);
    if (!valid.ok) return reject({ status: 422, message: 'Please check the highlighted fields.', errors: valid.errors });

    const targetUrl = kind === 'contact' ? resolved.tenant.contactFormPostUrl : resolved.tenant.supportFormPostUrl;
    const id = meta.data.key;
    const stored = await storeSubmission(c.env.DB, { id, tenantId: resolved.id, kind, payload: valid.data, targetUrl, now });
    if (stored) {
      const row = await getSubmission(c.env.DB, id);
      if (row) c.executionCtx.waitUntil(deliverSubmission(c.env, row, now).catch((e) => console.error('delivery', e)));
    }
    if (wantsJson) return c.json({ id, status: 'received' }, stored ? 201 : 200);
    return c.redirect(buildHref(`/thankyou?form=${kind}`, { search: url.search }), 303);
  };
}
