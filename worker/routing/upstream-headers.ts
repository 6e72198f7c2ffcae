/** Hop-by-hop headers (RFC 9110 §7.6.1): meaningful for one connection only, never forwarded. */
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
];
/** Client-sent claims about the client's address: only the edge (`CF-Connecting-IP`) knows it. */
const CLIENT_ADDRESS_CLAIMS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];
/** Upstream software banners: they tell an attacker which versions to try, and nothing to a visitor. */
const BANNERS = ['server', 'x-powered-by'];

export const VIA = '1.1 challenge-site-edge';

/** The headers without hop-by-hop ones (and those `Connection` names) and without `Set-Cookie`, which the caller handles. */
export function stripHopByHop(headers: Headers): Headers {
  const out = new Headers();
  const named = (headers.get('connection') ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  headers.forEach((value, key) => {
    if (key === 'set-cookie' || HOP_BY_HOP.includes(key) || named.includes(key)) return;
    out.append(key, value);
  });
  return out;
}

function appendVia(headers: Headers, existing: string | null) {
  headers.set('via', existing ? `${existing}, ${VIA}` : VIA);
}

/** An RFC 7239 `for=` value: IPv6 addresses are quoted and bracketed. */
const forwardedFor = (ip: string) => (ip.includes(':') ? `"[${ip}]"` : ip);

/**
 * The request headers an upstream gets: hop-by-hop headers removed; `X-Forwarded-For`,
 * `Forwarded` and `X-Real-IP` set from `CF-Connecting-IP` only (whatever the client sent is
 * dropped, so no visitor can pose as another address); `X-Forwarded-Host/-Proto` and `Via` set.
 */
export function upstreamRequestHeaders(request: Request): Headers {
  const incoming = new URL(request.url);
  const headers = stripHopByHop(request.headers);
  headers.delete('host');
  for (const name of CLIENT_ADDRESS_CLAIMS) headers.delete(name);
  const proto = incoming.protocol.replace(':', '');
  headers.set('x-forwarded-host', incoming.host);
  headers.set('x-forwarded-proto', proto);
  const client = request.headers.get('cf-connecting-ip')?.trim();
  if (client) {
    headers.set('x-forwarded-for', client);
    headers.set('x-real-ip', client);
    headers.set('forwarded', `for=${forwardedFor(client)};host="${incoming.host}";proto=${proto}`);
  }
  appendVia(headers, request.headers.get('via'));
  return headers;
}

/** The `Domain` attribute of a `Set-Cookie` value, lower-cased and without its leading dot, or null for a host-only cookie. */
export function cookieDomainOf(setCookie: string): string | null {
  for (const part of setCookie.split(';').slice(1)) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim().toLowerCase() === 'domain')
      return (
        part
          .slice(eq + 1)
          .trim()
          .toLowerCase()
          .replace(/^\./, '') || null
      );
  }
  return null;
}

/**
 * True when an upstream's `Set-Cookie` may reach the visitor: host-only cookies (no `Domain`), or a
 * `Domain` equal to one of the tenant's cookie domains or under it. A cookie for any other domain
 * (another brand's, a parent like `.example`) is dropped.
 */
export function isCookieForTenant(setCookie: string, cookieDomains: readonly string[]): boolean {
  const domain = cookieDomainOf(setCookie);
  if (domain === null) return true;
  return cookieDomains.some((d) => {
    const allowed = d.toLowerCase().replace(/^\./, '');
    return domain === allowed || domain.endsWith(`.${allowed}`);
  });
}

/**
 * The visitor-facing form of an upstream `Location`, resolved against the upstream URL (so
 * `//evil.example`, `/\evil.example` and `https:evil.example` are read as a browser reads them):
 * the upstream's own host becomes a relative path on the visitor's host; a host the tenant's
 * config names is kept; anything else (or a non-http scheme) is null, and the caller refuses it.
 */
export function visitorLocation(location: string, upstream: URL, allowsHost: (host: string) => boolean): string | null {
  let resolved: URL;
  try {
    resolved = new URL(location, upstream);
  } catch {
    return null;
  }
  if (!/^https?:$/.test(resolved.protocol)) return null;
  // Leading slashes folded so the relative form can never read as `//host`.
  if (resolved.host === upstream.host)
    return `${resolved.pathname.replace(/^\/+/, '/')}${resolved.search}${resolved.hash}`;
  return allowsHost(resolved.host) ? resolved.href : null;
}

/** The response headers the visitor gets: no hop-by-hop headers, no software banners, `Via` added. */
export function visitorResponseHeaders(upstream: Headers): Headers {
  const out = stripHopByHop(upstream);
  for (const name of BANNERS) out.delete(name);
  out.delete('content-length');
  appendVia(out, upstream.get('via'));
  return out;
}
