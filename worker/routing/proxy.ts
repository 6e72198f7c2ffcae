import {
  isCookieForTenant,
  upstreamRequestHeaders,
  visitorLocation,
  visitorResponseHeaders,
} from './upstream-headers.ts';

export { VIA } from './upstream-headers.ts';

export interface ProxyOptions {
  timeoutMs: number;
  /** Hosts an upstream `Location` may send the visitor to (the upstream's own host is rewritten to the visitor's). */
  allowsRedirectTo: (host: string) => boolean;
  /** Cookie domains an upstream `Set-Cookie` may name; host-only cookies always pass. */
  cookieDomains: readonly string[];
  /** Called when the upstream body breaks off after the status went out (a reset mid-body). */
  onBodyError?: (error: unknown) => void;
  /** Injectable for tests; defaults to the runtime's fetch. */
  fetch?: typeof fetch;
}

/** An upstream that did not answer, or answered something we will not pass on: the caller renders the tenant's error page with this status. */
export interface ProxyFailure {
  failed: true;
  status: 502 | 504;
  reason: string;
}

/**
 * The upstream body, streamed on; if it breaks off, the visitor's stream breaks the same way (so a
 * cut page never looks complete) and `onError` hears of it.
 */
function watchBody(body: ReadableStream, onError: (error: unknown) => void): ReadableStream {
  const { readable, writable } = new TransformStream();
  body.pipeTo(writable).catch(onError);
  return readable;
}

/**
 * Forwards a request to an upstream URL (built by the caller from a configured origin) and streams
 * the answer back: hop-by-hop headers removed, forwarded headers set from the edge only, redirects
 * passed to the visitor only where config allows (the upstream's own host rewritten to a path on
 * the visitor's), `Set-Cookie` kept separate and limited to the tenant's cookie domains, `Server`
 * and `X-Powered-By` removed, and a timeout.
 *
 * @example
 * await proxyRequest(request, 'https://legacy.example.com/old?x=1', { timeoutMs: 10_000, allowsRedirectTo: (h) => h === 'www.example.com', cookieDomains: ['.example.com'] })
 */
export async function proxyRequest(
  request: Request,
  upstream: string,
  options: ProxyOptions,
): Promise<Response | ProxyFailure> {
  const target = new URL(upstream);
  const hasBody = !['GET', 'HEAD'].includes(request.method);
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(target.href, {
      method: request.method,
      headers: upstreamRequestHeaders(request),
      body: hasBody ? request.body : null,
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    const name = (error as Error)?.name;
    if (name === 'TimeoutError' || name === 'AbortError')
      return {
        failed: true,
        status: 504,
        reason: `upstream ${target.host} did not answer within ${options.timeoutMs} ms`,
      };
    return {
      failed: true,
      status: 502,
      reason: `upstream ${target.host} refused or failed: ${(error as Error)?.message ?? String(error)}`,
    };
  }

  const out = visitorResponseHeaders(response.headers);
  const location = response.headers.get('location');
  if (location !== null) {
    const safe = visitorLocation(location, target, options.allowsRedirectTo);
    if (safe === null) {
      await response.body?.cancel();
      return {
        failed: true,
        status: 502,
        reason: `upstream ${target.host} redirected to ${JSON.stringify(location.slice(0, 200))}, a host the tenant config does not name`,
      };
    }
    out.set('location', safe);
  }
  for (const cookie of response.headers.getSetCookie()) {
    if (isCookieForTenant(cookie, options.cookieDomains)) out.append('set-cookie', cookie);
  }
  const nullBody = [101, 204, 205, 304].includes(response.status) || request.method === 'HEAD' || !response.body;
  if (nullBody) await response.body?.cancel();
  const body = nullBody ? null : watchBody(response.body!, options.onBodyError ?? (() => {}));
  return new Response(body, { status: response.status, statusText: response.statusText, headers: out });
}

export const isProxyFailure = (value: Response | ProxyFailure): value is ProxyFailure => 'failed' in value;
