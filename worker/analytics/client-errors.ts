import { API_PATHS } from '../../common/api/api-paths.ts';
import type { Context } from 'hono';
import * as z from 'zod';
import { settingsOf, type Env } from '../env.ts';
import type { PipelineVariables } from '../pipeline-variables.ts';
import { apiSecretOf } from './api-secret.ts';
import { sendAnalyticsEvent } from './measurement-protocol.ts';
import { trackingRefusal } from './tracking-refusal.ts';

/** Where client/entry.ts sends its beacons. */
export const CLIENT_ERROR_PATH = API_PATHS.clientError;
/** A report is a short message and a URL; anything bigger is not ours. */
export const MAX_CLIENT_ERROR_BYTES = 4 * 1024;

export const ClientErrorSchema = z.strictObject({
  description: z.string().trim().min(1, 'description is empty').max(500, 'description is longer than 500 characters'),
  fatal: z.literal(false, 'fatal must be false: the page keeps working'),
  page: z
    .url({ protocol: /^https?$/, error: 'page must be the http(s) URL of the page' })
    .max(2048, 'page is longer than 2048 characters'),
});
export type ClientError = z.infer<typeof ClientErrorSchema>;

type C = Context<{ Bindings: Env; Variables: PipelineVariables }>;

const text = (c: C, status: 400 | 403 | 413 | 415, message: string) => c.text(`${message}\n`, status);

/** Browsers say where a request comes from; a non-browser caller that says nothing is let through. */
function crossSite(request: Request, url: URL): boolean {
  const origin = request.headers.get('origin');
  const site = request.headers.get('sec-fetch-site');
  return (origin !== null && origin !== url.origin) || (site !== null && site !== 'same-origin');
}

/** The body as text, or `null` once it passes `max` bytes (whatever Content-Length claims). */
async function readLimited(request: Request, max: number): Promise<string | null> {
  if (Number(request.headers.get('content-length') ?? 0) > max) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const decoder = new TextDecoder();
  let size = 0;
  let body = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return body + decoder.decode();
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    body += decoder.decode(value, { stream: true });
  }
}

/** Checks a report and explains the first problem, or returns the report. */
export async function parseClientError(
  request: Request,
  url: URL,
): Promise<ClientError | { status: 400 | 403 | 413 | 415; message: string }> {
  if (crossSite(request, url))
    return { status: 403, message: 'Client errors are accepted from this site’s own pages only.' };
  const type = request.headers.get('content-type') ?? '';
  if (!/^(application\/json|text\/plain)\b/i.test(type))
    return { status: 415, message: 'Send the report as application/json.' };
  const raw = await readLimited(request, MAX_CLIENT_ERROR_BYTES);
  if (raw === null) return { status: 413, message: `A report must be at most ${MAX_CLIENT_ERROR_BYTES} bytes.` };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { status: 400, message: 'The report is not valid JSON.' };
  }
  const parsed = ClientErrorSchema.safeParse(json);
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
 * 204 when accepted, a 4xx naming the problem otherwise, never a 5xx: reporting an error must not
 * make another one.
 *
 * @example
 * navigator.sendBeacon('/api/client-error', JSON.stringify({ description: 'island failed to load', fatal: false, page: location.href }));
 */
export function handleClientError() {
  return async function reportClientError(c: C): Promise<Response> {
    try {
      const url = c.get('url');
      const report = await parseClientError(c.req.raw, url);
      if ('status' in report) return text(c, report.status, report.message);
      const { tenant, id } = c.get('resolved');
      const apiSecret = trackingRefusal(c.req.raw, tenant) ? null : apiSecretOf(c.env, id, tenant);
      if (apiSecret) {
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
