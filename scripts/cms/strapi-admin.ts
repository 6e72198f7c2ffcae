// The few calls of Strapi's admin API the seed needs (an admin session, API tokens, the navigation
// plugin, webhooks). Node only: scripts/cms/seed.ts and the tests' Strapi setup.

export interface AdminLogin {
  email: string;
  password: string;
}

/** Strapi's admin API as one admin: every call carries the session's JWT. */
export interface StrapiAdmin {
  origin: string;
  call<T = unknown>(method: string, path: string, body?: unknown, token?: string): Promise<T>;
}

/** Calls that may be sent twice: their second arrival leaves Strapi as the first did. */
const IDEMPOTENT = new Set(['GET', 'PUT', 'DELETE']);

export async function send<T>(origin: string, method: string, path: string, body: unknown, token?: string): Promise<T> {
  const request = () =>
    fetch(`${origin}${path}`, {
      method,
      headers: {
        ...(body !== undefined && { 'content-type': 'application/json' }),
        ...(token && { authorization: `Bearer ${token}` }),
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
  let res: Response;
  try {
    res = await request();
  } catch (error) {
    // A kept-alive connection Strapi closed as the call went out ("fetch failed", a seed's PUT on a
    // loaded CI machine): an idempotent call is sent once more, on a new connection.
    if (!IDEMPOTENT.has(method)) throw withCause(error, method, path);
    try {
      res = await request();
    } catch (again) {
      throw withCause(again, method, path);
    }
  }
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: status ${res.status}: ${text.slice(0, 300)}`);
  return (text ? JSON.parse(text) : null) as T;
}

/**
 * An admin session: registers the first admin on a fresh database (`/admin/register-admin`, which
 * Strapi allows only while there is none), else logs in.
 */
export async function adminSession(origin: string, login: AdminLogin): Promise<StrapiAdmin> {
  const init = await send<{ data: { hasAdmin: boolean } }>(origin, 'GET', '/admin/init', undefined);
  const { data } = init.data.hasAdmin
    ? await send<{ data: { token: string } }>(origin, 'POST', '/admin/login', login)
    : await send<{ data: { token: string } }>(origin, 'POST', '/admin/register-admin', {
        ...login,
        firstname: 'Local',
        lastname: 'Marketer',
      });
  const jwt = data.token;
  return {
    origin,
    call: (method, path, body, token) => send(origin, method, path, body, token ?? jwt),
  };
}

/** A new API token (an older one of the same name is deleted first); returns its secret. */
export async function createApiToken(
  admin: StrapiAdmin,
  name: string,
  access: { type: 'full-access' } | { type: 'custom'; permissions: string[] },
): Promise<string> {
  const { data: tokens } = await admin.call<{ data: { id: number; name: string }[] }>('GET', '/admin/api-tokens');
  for (const old of tokens.filter((t) => t.name === name)) await admin.call('DELETE', `/admin/api-tokens/${old.id}`);
  const { data } = await admin.call<{ data: { accessKey: string } }>('POST', '/admin/api-tokens', {
    name,
    description: 'Created by npm run cms (scripts/cms/seed.ts)',
    lifespan: null,
    permissions: access.type === 'custom' ? access.permissions : null,
    type: access.type,
  });
  return data.accessKey;
}

/** What the site's token may do: read pages and landing pages and render menus, nothing else. */
export const SITE_TOKEN_PERMISSIONS = [
  'api::page.page.find',
  'api::page.page.findOne',
  'api::landing-page.landing-page.find',
  // A page's Picture is a media-library file: Strapi leaves it out of the answer without these.
  'plugin::upload.content-api.find',
  'plugin::upload.content-api.findOne',
  'plugin::navigation.client.render',
  'plugin::navigation.client.renderChild',
  'plugin::navigation.client.readAll',
];

/** The webhook that tells the site to show a publish (worker/content/cms/cms-webhook.ts), created or updated by name. */
export async function ensureWebhook(admin: StrapiAdmin, url: string, secret: string): Promise<void> {
  const name = 'site: content changed';
  const body = {
    name,
    url,
    headers: { authorization: `Bearer ${secret}` },
    // entry.update is how the navigation plugin reports a saved menu (a page's draft save is
    // ignored by the worker: only publish and unpublish change what the site shows).
    events: ['entry.publish', 'entry.unpublish', 'entry.update', 'entry.delete'],
  };
  const { data: hooks } = await admin.call<{ data: { id: number; name: string }[] }>('GET', '/admin/webhooks');
  const existing = hooks.find((h) => h.name === name);
  if (existing) await admin.call('PUT', `/admin/webhooks/${existing.id}`, body);
  else await admin.call('POST', '/admin/webhooks', body);
}

/** `fetch failed` says nothing of why: the message names the call and the connection's error. */
function withCause(error: unknown, method: string, path: string): Error {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  const why = cause ? ` (${cause.code ?? ''}${cause.code && cause.message ? ': ' : ''}${cause.message ?? ''})` : '';
  return new Error(`${method} ${path}: ${(error as Error).message}${why}`, { cause: error });
}
