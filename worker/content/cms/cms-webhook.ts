import type { Context } from 'hono';
import { settingsOf } from '../../env.ts';
import type { AppEnv } from '../../pipeline-variables.ts';
import { bumpContentVersion } from './content-version.ts';

/** Where Strapi's webhook posts (cms/: created by `npm run cms`; in production, Settings › Webhooks). */
export const CMS_WEBHOOK_PATH = '/__cms/webhook';
/** A webhook body larger than this is refused unread: Strapi's payloads are a few KB. */
export const MAX_WEBHOOK_BYTES = 512 * 1024;

/**
 * Which Strapi events change what the site shows: a page published or unpublished (a saved draft
 * changes nothing visible), and a menu saved (the navigation plugin reports `entry.update` with
 * model `navigation`, cms/src/index.ts).
 *
 * @example
 * changesSite({ event: 'entry.publish', model: 'page' }) // true
 * changesSite({ event: 'entry.update', model: 'page' }) // false: a draft save
 */
export function changesSite(payload: { event?: unknown; model?: unknown }): boolean {
  if (payload.model === 'page')
    return ['entry.publish', 'entry.unpublish', 'entry.delete'].includes(String(payload.event));
  if (payload.model === 'navigation' || payload.model === 'navigation-item')
    return ['entry.create', 'entry.update', 'entry.delete'].includes(String(payload.event));
  return false;
}

const encoder = new TextEncoder();

/** Constant-time comparison of the sent secret with ours (both hashed first, so lengths match). */
async function sameSecret(sent: string, expected: string): Promise<boolean> {
  const [a, b] = await Promise.all([sent, expected].map((s) => crypto.subtle.digest('SHA-256', encoder.encode(s))));
  const [x, y] = [new Uint8Array(a!), new Uint8Array(b!)];
  let diff = 0;
  for (let i = 0; i < x.length; i += 1) diff |= x[i]! ^ y[i]!;
  return diff === 0;
}

/**
 * `POST /__cms/webhook`: Strapi's webhook with `Authorization: Bearer <CMS_WEBHOOK_SECRET>`. An event
 * that changes the site bumps the content version (content-version.ts), which is in every CMS
 * and HTML cache key: the next request renders from the CMS again. A missing or wrong secret is
 * refused (401, or 403 while the site has no secret set) and logged; nothing else is read.
 */
export function handleCmsWebhook() {
  return async function cmsWebhook(c: Context<AppEnv>): Promise<Response> {
    const secret = settingsOf(c.env).cmsWebhookSecret;
    const from = c.req.header('cf-connecting-ip') ?? 'unknown address';
    if (!secret) {
      console.warn(`cms webhook: refused (CMS_WEBHOOK_SECRET is not set on this site) from ${from}`);
      return c.json({ error: 'webhooks are off: CMS_WEBHOOK_SECRET is not set' }, 403);
    }
    const sent = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1];
    if (!sent || !(await sameSecret(sent, secret))) {
      await c.req.raw.body?.cancel();
      console.warn(`cms webhook: refused (${sent ? 'wrong secret' : 'no secret'}) from ${from}`);
      return c.json({ error: 'unauthorized' }, 401);
    }
    if (Number(c.req.header('content-length') ?? 0) > MAX_WEBHOOK_BYTES) {
      await c.req.raw.body?.cancel();
      return c.json({ error: 'payload too large' }, 413);
    }
    const payload: unknown = await c.req.json().catch(() => null);
    if (typeof payload !== 'object' || payload === null) return c.json({ error: 'a JSON body is expected' }, 400);
    const { event, model } = payload as { event?: unknown; model?: unknown };
    if (!changesSite({ event, model })) return c.json({ ignored: `${String(event)} of ${String(model)}` }, 202);
    const version = await bumpContentVersion(c.env.DB);
    console.log(`cms webhook: ${String(event)} of ${String(model)}; content version ${version}`);
    return c.json({ version });
  };
}
