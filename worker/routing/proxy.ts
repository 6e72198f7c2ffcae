/** Hop-by-hop headers (RFC 9110 §7.6.1): meaningful for one connection only, never forwarded. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade'];

export const VIA = '1.1 challenge-site-edge';

export interface ProxyOptions {
  timeoutMs: number;
  /** Injectable for tests; defaults to the runtime's fetch. */
  fetch?: typeof fetch;
}

/** An upstream that did not answer: the caller renders the tenant's error page with this status. */
export interface ProxyFailure {
  failed: true;
  status: 502 | 504;
  reason: string;
}

function stripHopByHop(headers: Headers): Headers {
  const out = new Headers();
  const named = (headers.get('connection') ?? '').split(',').map((h) => h.trim().toLowerCase()).filter(Boolean);
  headers.forEach((value, key) => {
    if (key === 'set-cookie' || HOP_BY_HOP.includes(key) || named.includes(key)) return;
    out.append(key, value);
  });
  return out;
}

function appendVia(headers: Headers, existing: string | null) {
  headers.set('via', existing ? `${existing}, ${VIA}` : VIA);
}

/**
 * Forwards a request to an upstream URL (built by the caller from a configured origin) and streams
 * the answer back: hop-by-hop headers removed, X-Forwarded-* and Via set, redirects passed to the
 * visitor (with `Location` rewritten only when it names the upstream host exactly), every
 * `Set-Cookie` kept separate, and a timeout.
 *
 * @example
 * await proxyRequest(request, 'https://legacy.example.com/old?x=1', { timeoutMs: 10_000 })
 */
export async function proxyRequest(request: Request, upstream: string, options: ProxyOptions): Promise<Response | ProxyFailure> {
  const incoming = new URL(request.url);
  const target = new URL(upstream);
  const headers = stripHopByHop(request.headers);
  headers.delete('host');
  headers.set('x-forwarded-host', incoming.host);
  headers.set('x-forwarded-proto', incoming.protocol.replace(':', ''));
  const client = request.headers.get('cf-connecting-ip');
  const prior = request.headers.get('x-forwarded-for');
  if (client || prior) headers.set('x-forwarded-for', [prior, client].filter(Boolean).join(', '));
  appendVia(headers, request.headers.get('via'));

  const hasBody = !['GET', 'HEAD'].includes(request.method);
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(target.href, {
      method: request.method,
      headers,
      body: hasBody ? request.body : null,
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    const name = (error as Error)?.name;
    if (name === 'TimeoutError' || name === 'AbortError') return { failed: true, status: 504, reason: `upstream ${target.host} did not answer within ${options.timeoutMs} ms` };
    return { failed: true, status: 502, reason: `upstream ${target.host} refused or failed: ${(error as Error)?.message ?? String(error)}` };
  }

  const out = stripHopByHop(response.headers);
  out.delete('content-length');
  for (const cookie of response.headers.getSetCookie()) out.append('set-cookie', cookie);
  appendVia(out, response.headers.get('via'));
  const location = response.headers.get('location');
  if (location) {
    try {
      const resolved = new URL(location, target);
      if (resolved.protocol === target.protocol && resolved.host === target.host) {
        out.set('location', `${incoming.origin}${resolved.pathname}${resolved.search}${resolved.hash}`);
      }
    } catch {
      // An unparsable Location is passed through unchanged; the browser will reject it the same way.
    }
  }
  const nullBody = [101, 204, 205, 304].includes(response.status) || request.method === 'HEAD';
  return new Response(nullBody ? null : response.body, { status: response.status, statusText: response.statusText, headers: out });
}

export const isProxyFailure = (value: Response | ProxyFailure): value is ProxyFailure => 'failed' in value;
