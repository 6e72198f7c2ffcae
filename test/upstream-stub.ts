/**
 * The app host and the legacy host, stubbed for tests (miniflare `outboundService`: every fetch
 * the worker makes lands here, in Node). Answers describe the request they got, so tests can check
 * what was forwarded. Special paths simulate failures.
 */
export async function upstreamStub(request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (url.pathname.startsWith('/__slow')) {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    return new Response('too late');
  }
  if (url.pathname.startsWith('/__redirect-self')) return new Response(null, { status: 302, headers: { location: `${url.origin}/moved?from=stub` } });
  if (url.pathname.startsWith('/__redirect-other')) return new Response(null, { status: 302, headers: { location: 'https://elsewhere.example/page' } });
  const headers = new Headers({ 'content-type': 'application/json', connection: 'close, x-internal', 'x-internal': 'secret', 'keep-alive': 'timeout=5' });
  headers.append('set-cookie', 'a=1; Path=/; Expires=Wed, 21 Oct 2026 07:28:00 GMT');
  headers.append('set-cookie', 'b=2; Path=/');
  const body = {
    upstream: url.host,
    url: request.url,
    method: request.method,
    headers: Object.fromEntries(request.headers),
    body: request.method === 'GET' || request.method === 'HEAD' ? null : await request.text(),
  };
  return new Response(JSON.stringify(body), { status: 200, headers });
}
