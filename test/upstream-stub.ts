/**
 * The app host and the legacy host, stubbed for tests (miniflare `outboundService`: every fetch
 * the worker makes lands here, in Node). Answers describe the request they got, so tests can check
 * what was forwarded. Special paths simulate failures.
 */
export async function upstreamStub(request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (url.hostname.endsWith('.test') && url.hostname.startsWith('api')) return backendApiStub(request, url);
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

/** Stats the stub backend API answers per `x-tenant-id`, so tests can tell which header it got. */
export const API_STUB_STATS: Record<string, { total_orgs: number; total_events: number }> = {
  default: { total_orgs: 1234, total_events: 5678 },
  cofi: { total_orgs: 4321, total_events: 8765 },
  mzg: { total_orgs: 2468, total_events: 13579 },
};

const apiJson = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * The backend API (worker/api/live-data.ts), by host:
 * - `api.test`: answers per `x-tenant-id` (400 without it): API_STUB_STATS, customers named after
 *   the tenant (one not for showcase), the tenant's testimonial plus another brand's;
 * - `api-slow.test`: the same, 3 s late;
 * - `api-down.test`: 503 for everything;
 * - `api-invalid.test`: valid stats, customers with a javascript: link, testimonials 500.
 */
async function backendApiStub(request: Request, url: URL): Promise<Response> {
  const tenant = request.headers.get('x-tenant-id');
  if (url.hostname === 'api-down.test') return apiJson({ error: 'maintenance' }, 503);
  if (url.hostname === 'api-slow.test') await new Promise((resolve) => setTimeout(resolve, 3000));
  if (!tenant) return apiJson({ error: 'x-tenant-id required' }, 400);
  const invalid = url.hostname === 'api-invalid.test';
  switch (url.pathname) {
    case '/public/stats':
      return apiJson(API_STUB_STATS[tenant] ?? { total_orgs: 1000, total_events: 2000 });
    case '/public/customers':
      return apiJson([
        { id: 1, name: `API customer for ${tenant}`, url: invalid ? 'javascript:alert(1)' : `https://${tenant}.customer.example`, showcase: true, corporate: true },
        { id: 2, name: `Hidden customer for ${tenant}`, url: 'https://hidden.customer.example', showcase: false, corporate: false },
      ]);
    case '/public/testimonials':
      if (invalid) return apiJson({ error: 'boom' }, 500);
      return apiJson([
        { tenant, name: 'Api Person', title: 'Tester', org: `Org of ${tenant}`, logo: null, avatar: 'https://img.example/a.png', quote: `Live quote for ${tenant}` },
        { tenant: 'other-brand', name: 'Other Person', title: 'Tester', org: 'Other', logo: null, avatar: null, quote: 'A quote for another brand' },
      ]);
    default:
      return apiJson({ error: 'not found' }, 404);
  }
}
