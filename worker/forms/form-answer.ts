import type { Context } from 'hono';
import { requestContextOf } from '../http/request-context.ts';
import type { AppEnv } from '../pipeline-variables.ts';
import { loadPage } from '../render/load-page-context.ts';
import { renderPage } from '../render/render-on-demand.ts';
import { matchPage } from '../routes/routes.ts';
import type { ResolvedTenant } from '../tenants/resolve.ts';
import type { FieldErrors, FormKind } from '../../common/forms/form-schema.ts';
import type { FormErrorBody } from '../../common/forms/form-messages.ts';
import type { FormStamp } from '../http/form-stamp.ts';
import { refusalIn } from './refusal-words.ts';

/** Where a refused plain form post is answered: the contact page, with the values and the message. */
const FORM_PAGE_PATH = '/contact';
/** Hidden fields: never echoed as values (the stamp is re-issued, the honeypot stays empty). */
const HIDDEN = new Set(['key', 'startedAt', 'startedSig', 'website']);

export type FormContext = Context<AppEnv>;

/** A refused post, as the visitor will see it. */
export interface Refusal {
  status: 400 | 403 | 408 | 409 | 413 | 415 | 422 | 429 | 503;
  message: string;
  errors?: FieldErrors;
  headers?: Record<string, string>;
  /** What the visitor typed, shown again in a plain form. */
  values: Record<string, string>;
  /** Hidden fields of the re-rendered form: the verified ones, or a fresh stamp. */
  stamp: FormStamp;
  /** JSON only: the island may send the same form again (503). */
  retryable?: boolean;
  /** JSON only: hand the island the stamp, so it can send its content as a new submission (409). */
  giveStamp?: boolean;
}

/** Answers a refusal: JSON for the island, the contact page with the values and the message for a plain form. */
export async function answerRefusal(
  c: FormContext,
  kind: FormKind,
  resolved: ResolvedTenant,
  wantsJson: boolean,
  refusal: Refusal,
): Promise<Response> {
  const r = { ...refusal, message: await refusalIn(c.get('locale'), refusal.message) };
  if (wantsJson) {
    const body: FormErrorBody = {
      error: r.message,
      ...(r.errors && { errors: r.errors }),
      ...(r.retryable && { retryable: true as const }),
      ...(r.giveStamp && { stamp: r.stamp }),
    };
    return c.json(body, r.status, r.headers);
  }
  const url = c.get('url');
  const pageUrl = new URL(`${FORM_PAGE_PATH}${url.search}`, url);
  if (kind === 'support') pageUrl.searchParams.set('mode', 'support');
  const values = Object.fromEntries(Object.entries(r.values).filter(([k]) => !HIDDEN.has(k)));
  const form = { values, errors: { ...r.errors, form: r.message }, ...r.stamp };
  const match = matchPage(resolved.tenant, FORM_PAGE_PATH);
  const page = await loadPage(requestContextOf(c), { match, status: r.status, url: pageUrl, form });
  const res = await renderPage(c.req.raw, page, r.status);
  // The visitor's own values and a fresh stamp: no cache on the way may keep it, as the contact page itself.
  res.headers.set('cache-control', 'private, no-store');
  for (const [k, v] of Object.entries(r.headers ?? {})) res.headers.set(k, v);
  return res;
}
