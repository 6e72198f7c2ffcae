import { API_PATHS } from '../../common/api/api-paths.ts';
import type { Context } from 'hono';
import { settingsOf, type Env } from '../env.ts';
import type { PipelineVariables } from '../pipeline-variables.ts';
import { apiSecretOf } from './api-secret.ts';
import { sendAnalyticsEvent } from './measurement-protocol.ts';
import { trackingRefusal } from './tracking-refusal.ts';
import { bodyRefusal, discardBody, readBody, type BodyLimits } from '../http/read-body.ts';
import { countOrLog, rateLimitOrPass } from '../http/rate-limit.ts';

/** Where client/entry.ts sends its beacons. */
export const CLIENT_ERROR_PATH = API_PATHS.clientError;
/** A report is a short message and a URL; anything bigger is not ours. */
export const MAX_CLIENT_ERROR_BYTES = 4 * 1024;
/** A beacon arrives in one packet; a body still trickling after this is refused (408), as the forms do. */
export const CLIENT_ERROR_BODY_DEADLINE_MS = 10_000;
/** Reports one client (its address, whatever tenant it shows) may send per minute; the rest get 429 and reach no analytics property. */
export const CLIENT_ERRORS_PER_MINUTE = 10;

import type { ClientError } from './client-error-schema.ts';

export type { ClientError };

type C = Context<{ Bindings: Env; Variables: PipelineVariables }>;

type Refused = { status: 400 | 403 | 408 | 413 | 415 | 429; message: string; headers?: Record<string, string> };

const text = (c: C, r: Refused) => c.text(`${r.message}\n`, r.status, r.headers);

/** Browsers say where a request comes from; a non-browser caller that says nothing is let through. */
function crossSite(request: Request, url: URL): boolean {
  const origin = request.headers.get('origin');
  const site = request.headers.get('sec-fetch-site');
  return (origin !== null && origin !== url.origin) || (site !== null && site !== 'same-origin');
}

/** Checks a report and explains the first problem, or returns the report. */
export async function parseClientError(
  request: Request,
  url: URL,
  background?: BodyLimits['background'],
): Promise<ClientError | Refused> {
  if (crossSite(request, url)) {
    // Read to its end (bounded) though unused: an unread body breaks the connection's next request.
    await discardBody(request, background);
    return { status: 403, message: 'Client errors are accepted from this site’s own pages only.' };
  }
  const type = request.headers.get('content-type') ?? '';
  if (!/^(application\/json|text\/plain)\b/i.test(type)) {
    await discardBody(request, background);
    return { status: 415, message: 'Send the report as application/json.' };
  }
  const read = await readBody(request, {
    maxBytes: MAX_CLIENT_ERROR_BYTES,
    deadlineMs: CLIENT_ERROR_BODY_DEADLINE_MS,
    background,
  });
  const refused = bodyRefusal(read);
  if (refused === 408) return { status: 408, message: 'The report did not arrive in time.' };
  if (refused === 413) return { status: 413, message: `A report must be at most ${MAX_CLIENT_ERROR_BYTES} bytes.` };
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(read.bytes));
  } catch {
    return { status: 400, message: 'The report is not valid JSON.' };
  }
  // The schema (and zod) load with the first report: a cold isolate answering a page or a redirect never compiles them.
  const { clientErrorSchema } = await import('./client-error-schema.ts');
  const parsed = clientErrorSchema().safeParse(json);
  if (!parsed.success)
    return {
      status: 400,
      message: parsed.error.issues
        .map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message))
        .join('; '),
    };
  if (new URL(parsed.data.page).host !== url.host) return { status: 400, message: 'page must be a page of this site.' };
  return parsed.data;
}

/**
 * `POST /api/client-error`: a page reports an error it survived (`fatal: false`); the worker
 * forwards it as a GA4 `exception` event to the tenant's property in `ctx.waitUntil`, under the
 * same rules as page views (no property or API secret, Global Privacy Control, bots: nothing is sent).
 * 204 when accepted, a 4xx naming the problem otherwise (429 past CLIENT_ERRORS_PER_MINUTE), never a
 * 5xx: reporting an error must not make another one. The body is read by the one body reader
 * (worker/http/read-body.ts): 4 KiB, 10 s, the rest drained.
 *
 * @example
 * navigator.sendBeacon('/api/client-error', JSON.stringify({ description: 'island failed to load', fatal: false, page: location.href }));
 */
export function handleClientError() {
  return async function reportClientError(c: C): Promise<Response> {
    try {
      const url = c.get('url');
      const background = (work: Promise<unknown>) => c.executionCtx.waitUntil(work);
      const { tenant, id } = c.get('resolved');
      // Keyed on the client alone: a preview parameter (`?baseTenant=cofi`) must not open another bucket.
      const client = `client-error:${c.req.header('cf-connecting-ip') ?? 'unknown'}`;
      const now = Date.now();
      const limit = await rateLimitOrPass(c.env.DB, client, now, CLIENT_ERRORS_PER_MINUTE);
      if (limit.limited) {
        await discardBody(c.req.raw, background);
        return text(c, {
          status: 429,
          message: `At most ${CLIENT_ERRORS_PER_MINUTE} reports a minute; try again in ${limit.retryAfter} s.`,
          headers: { 'retry-after': String(limit.retryAfter) },
        });
      }
      const report = await parseClientError(c.req.raw, url, background);
      if ('status' in report) return text(c, report);
      const apiSecret = trackingRefusal(c.req.raw, tenant) ? null : apiSecretOf(c.env, id, tenant);
      if (apiSecret) {
        // Counted only when a report would reach the property: the limit guards the property, not the visitor.
        await countOrLog(c.env.DB, client, now);
        const event = {
          name: 'exception' as const,
          params: { description: report.description, fatal: false as const, page_location: report.page },
        };
        c.executionCtx.waitUntil(
          sendAnalyticsEvent({
            request: c.req.raw,
            tenantId: id,
            measurementId: tenant.analyticsPropertyId.trim(),
            apiSecret,
            event,
            settings: settingsOf(c.env),
          }),
        );
      }
    } catch (error) {
      console.error(`client error report ${c.req.url}: ${(error as Error)?.stack ?? error}`);
    }
    return c.body(null, 204);
  };
}
