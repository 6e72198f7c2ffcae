import { landingStubAnswer, STUB_PICTURE, STUB_PNG } from './cms-landing-stub.ts';
/** Requests the stub received, per `x-upstream-log` tag (a test sets the header; proxies forward it). */
const RECEIVED = new Map<string, { host: string; path: string; method: string; forwardedFor: string | null }[]>();

/**
 * The app host and the legacy host, stubbed for tests (miniflare `outboundService`: every fetch
 * the worker makes lands here, in Node). Answers describe the request they got, so tests can check
 * what was forwarded. Special paths (anywhere in the path, so app paths can carry them too):
 * - `/__slow`: answers after 3 s (beyond UPSTREAM_TIMEOUT_MS);
 * - `/__held`: answers only when `https://upstream-release.test/<tag>` is fetched for its
 *   `x-upstream-log` tag, which answers how many were still held: an answer the worker gave
 *   before the release did not wait for the upstream, with no clock in the test;
 * - `/__status/<nnn>`: an HTML error page with that status, `Retry-After`, `Server`, `X-Powered-By`;
 * - `/__redirect-self`, `/__redirect-other`: 302 to the stub's own host / another host;
 * - `/__redirect-to?to=<Location>`: 302 with exactly that `Location`;
 * - `/__cookies`: `Set-Cookie` for host-only, the brands' cookie domains and a foreign domain.
 * `https://upstream-log.test/<tag>` answers (and forgets) what arrived with `x-upstream-log: <tag>`.
 * A refused connection and a reset mid-body cannot be made from here (miniflare turns a thrown
 * error into a 500 and ends a failed stream cleanly): tests simulate those with an in-isolate
 * fetch spy.
 */
/** The answers of `/__held` requests not yet released, per `x-upstream-log` tag. */
const HELD = new Map<string, (() => void)[]>();

/** Releases the `/__held` requests of a tag; answers `{ held }`, how many were still waiting. */
function release(url: URL): Response {
  const tag = url.pathname.slice(1);
  const waiting = HELD.get(tag) ?? [];
  HELD.delete(tag);
  for (const answer of waiting) answer();
  return Response.json({ held: waiting.length });
}

/**
 * The real servers tests may reach: the Strapi of test/cms/ and its webhook recorder, whose
 * origins test/cms/strapi-setup.ts sets (the stub runs in the same Node process). Every other
 * loopback address stays stubbed (APP_ORIGIN=http://127.0.0.1:9000 in the origin tests).
 */
const passThroughOrigins = () => (process.env.TEST_PASS_THROUGH_ORIGINS ?? '').split(',').filter(Boolean);

/** A request to a real local server (Node's fetch; the body read first, as a request from workerd cannot be handed on as is). */
async function passThrough(request: Request): Promise<Response> {
  const body = ['GET', 'HEAD'].includes(request.method) ? undefined : await request.arrayBuffer();
  const headers = new Headers();
  for (const name of ['accept', 'authorization', 'content-type']) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  try {
    const res = await fetch(request.url, { method: request.method, headers, body, redirect: 'manual' });
    return new Response(await res.arrayBuffer(), {
      status: res.status,
      headers: { 'content-type': res.headers.get('content-type') ?? 'text/plain' },
    });
  } catch (error) {
    return new Response(`pass-through failed: ${String(error)} ${String((error as { cause?: unknown }).cause)}`, {
      status: 502,
    });
  }
}

export async function upstreamStub(request: Request): Promise<Response> {
  const url = new URL(request.url);
  // The real Strapi of test/cms/ and its webhook recorder (test/cms/strapi-setup.ts), on loopback ports.
  if (passThroughOrigins().includes(url.origin)) return passThrough(request);
  if (url.hostname === 'upstream-log.test') return receivedLog(url);
  if (url.hostname === 'upstream-release.test') return release(url);
  if (url.hostname.endsWith('.test') && url.hostname.startsWith('api')) return backendApiStub(request, url);
  if (url.hostname.endsWith('.test') && url.hostname.startsWith('cms')) return cmsStub(request, url);
  const tag = request.headers.get('x-upstream-log');
  if (tag)
    RECEIVED.set(tag, [
      ...(RECEIVED.get(tag) ?? []),
      {
        host: url.host,
        path: url.pathname,
        method: request.method,
        forwardedFor: request.headers.get('x-forwarded-for'),
      },
    ]);
  const status = /\/__status\/(\d{3})/.exec(url.pathname)?.[1];
  if (status)
    return new Response(`<h1>upstream says ${status}</h1>`, {
      status: Number(status),
      headers: { 'content-type': 'text/html', 'retry-after': '120', server: 'nginx/1.2', 'x-powered-by': 'PHP/5.4' },
    });
  if (url.pathname.includes('/__held')) {
    const key = tag ?? '';
    await new Promise<void>((answer) => HELD.set(key, [...(HELD.get(key) ?? []), answer]));
    return new Response('released');
  }
  if (url.pathname.includes('/__slow')) {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    return new Response('too late');
  }
  if (url.pathname.includes('/__redirect-self'))
    return new Response(null, { status: 302, headers: { location: `${url.origin}/moved?from=stub` } });
  if (url.pathname.includes('/__redirect-other'))
    return new Response(null, { status: 302, headers: { location: 'https://elsewhere.example/page' } });
  if (url.pathname.includes('/__redirect-to'))
    return new Response(null, { status: 302, headers: { location: url.searchParams.get('to') ?? '/' } });
  if (url.pathname.includes('/__cookies')) {
    const headers = new Headers();
    for (const cookie of [
      'host_only=1; Path=/',
      'shared=2; Domain=.corporatefitness.example; Path=/',
      'sub=3; Domain=legacy.corporatefitness.example',
      'general=4; Domain=teamtrek.example',
      'foreign=5; Domain=.evil.example',
      'parent=6; Domain=.example',
      'app=7; Domain=.corporatefitness.app',
    ])
      headers.append('set-cookie', cookie);
    return new Response('cookies', { headers });
  }
  // `connection` names a header to strip; it does not say `close`: miniflare passes that on and
  // workerd then races the next request against the closing connection ("Network connection lost").
  const headers = new Headers({
    'content-type': 'application/json',
    connection: 'x-internal',
    'x-internal': 'secret',
    'keep-alive': 'timeout=5',
    server: 'legacy-httpd/2.2',
    'x-powered-by': 'PHP/5.4',
  });
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

function receivedLog(url: URL): Response {
  const tag = decodeURIComponent(url.pathname.slice(1));
  const entries = RECEIVED.get(tag) ?? [];
  RECEIVED.delete(tag);
  return new Response(JSON.stringify(entries), { headers: { 'content-type': 'application/json' } });
}

/** Stats the stub backend API answers per `x-tenant-id`, so tests can tell which header it got. */
export const API_STUB_STATS: Record<string, { total_orgs: number; total_events: number }> = {
  default: { total_orgs: 1234, total_events: 5678 },
  cofi: { total_orgs: 4321, total_events: 8765 },
  mzg: { total_orgs: 2468, total_events: 13579 },
};

const apiJson = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * The backend API (worker/live-data/live-data.ts), by host:
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
        {
          id: 1,
          name: `API customer for ${tenant}`,
          url: invalid ? 'javascript:alert(1)' : `https://${tenant}.customer.example`,
          showcase: true,
          corporate: true,
        },
        {
          id: 2,
          name: `Hidden customer for ${tenant}`,
          url: 'https://hidden.customer.example',
          showcase: false,
          corporate: false,
        },
      ]);
    case '/public/testimonials':
      if (invalid) return apiJson({ error: 'boom' }, 500);
      return apiJson([
        {
          tenant,
          name: 'Api Person',
          title: 'Tester',
          org: `Org of ${tenant}`,
          logo: null,
          avatar: 'https://img.example/a.png',
          quote: `Live quote for ${tenant}`,
        },
        {
          tenant: 'other-brand',
          name: 'Other Person',
          title: 'Tester',
          org: 'Other',
          logo: null,
          avatar: null,
          quote: 'A quote for another brand',
        },
      ]);
    default:
      return apiJson({ error: 'not found' }, 404);
  }
}

/** The top-level titles the stub CMS gives a menu key, so tests can tell its menu from the embedded one. */
export const cmsStubTitles = (key: string) => [
  `CMS pricing for ${key}`,
  `CMS contact for ${key}`,
  `CMS help for ${key}`,
];

/**
 * A menu in the spec's shape, valid for both route sets: two INTERNAL pages both brands have and
 * an https link; the first entry has a child so the top menu renders a dropdown.
 */
function cmsStubMenu(key: string) {
  const [pricing, contact, help] = cmsStubTitles(key);
  return [
    {
      id: 1,
      title: pricing,
      order: 1,
      type: 'INTERNAL',
      path: '/pricing',
      items: [
        {
          id: 11,
          title: `CMS support plans for ${key}`,
          order: 1,
          type: 'INTERNAL',
          path: '/pricing/support-plans',
          // As Strapi's navigation plugin sends the site's own fields (worker/content/cms/strapi-answers.ts).
          additionalFields: { show_in_drawer: true, divider_above: false },
          documentId: 'stub-item-11',
        },
      ],
    },
    { id: 2, title: contact, order: 2, type: 'INTERNAL', path: '/contact' },
    { id: 3, title: help, order: 3, type: 'EXTERNAL', path: 'https://help.cms.example' },
  ];
}

export const cmsStubPageTitle = (path: string) => `CMS copy for ${path}`;

/** The title `cms-hostile.test` gives every page: what an editor could type to end the JSON-LD script element. */
export const CMS_HOSTILE_TITLE = 'Steps</script><script>alert(1)</script><!-- \u2028\u2029 & more';

/** A content-managed page as the CMS answers it (worker/content/cms/cms-page-source.ts); invalid: a javascript: link. */
function cmsStubPage(path: string, invalid: boolean, hostile = false) {
  const body = [
    { type: 'heading', level: 2, children: [{ type: 'text', text: 'Fresh from the CMS' }] },
    {
      type: 'paragraph',
      children: [
        { type: 'text', text: 'Edited by marketing <script>alert(1)</script> ' },
        {
          type: 'link',
          url: invalid ? 'javascript:alert(1)' : '/pricing',
          children: [{ type: 'text', text: 'see pricing', bold: true }],
        },
      ],
    },
    {
      type: 'list',
      format: 'unordered',
      children: [{ type: 'list-item', children: [{ type: 'text', text: 'One list item, by {{name}}' }] }],
    },
  ];
  // Strapi 5's REST shape: flat fields plus its own (ids, timestamps, nulls for unset fields).
  return {
    data: [
      {
        id: 7,
        documentId: 'stub-page',
        path,
        title: hostile ? CMS_HOSTILE_TITLE : cmsStubPageTitle(path),
        description: `Updated description for ${path}, by {{name}}.`,
        template: 'INDEX',
        image: null,
        icon: null,
        cta: [{ label: 'Ask {{name}}', href: '/contact' }],
        body,
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-01T00:00:00.000Z',
        publishedAt: '2026-01-01T00:00:00.000Z',
        locale: null,
      },
    ],
    meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: 1 } },
  };
}

/**
 * The Strapi-style CMS (worker/content/menus/menu-source.ts and page-source.ts); `GET /api/pages?filters[path][$eq]=<path>` answers cmsStubPage, by host; `GET /api/navigation/render/<key>?type=TREE`
 * (400 without `type=TREE`, 404 for other paths):
 * - `cms.test`: cmsStubMenu for any key;
 * - `cms-slow.test`: the same, 3 s late;
 * - `cms-down.test`: 503 for everything;
 * - `cms-invalid.test`: a menu with a `javascript:` link;
 * - `cms-hostile.test`: pages titled CMS_HOSTILE_TITLE;
 * - `cms-landing.test`: as `cms.test`, plus landing pages (test/cms-landing-stub.ts), each request logged.
 */
async function cmsStub(request: Request, url: URL): Promise<Response> {
  if (url.hostname === 'cms-landing.test') {
    // Every request logged (read through upstream-log.test/cms-landing.test): tests count what a page asked the CMS.
    const log = RECEIVED.get(url.hostname) ?? [];
    RECEIVED.set(url.hostname, [
      ...log,
      { host: url.host, path: `${url.pathname}${url.search}`, method: request.method, forwardedFor: null },
    ]);
    if (url.pathname === '/api/landing-pages') return apiJson(landingStubAnswer(url));
    if (url.pathname === `/uploads/${STUB_PICTURE}`)
      return new Response(STUB_PNG, { headers: { 'content-type': 'image/png' } });
    if (url.pathname === '/uploads/moved_0000.png')
      return new Response(null, { status: 302, headers: { location: 'https://elsewhere.test/moved.png' } });
    if (url.pathname.startsWith('/uploads/')) return apiJson({ error: 'not found' }, 404);
  }
  if (url.hostname === 'cms-down.test') return apiJson({ error: 'maintenance' }, 503);
  if (url.hostname === 'cms-slow.test') await new Promise((resolve) => setTimeout(resolve, 3000));
  if (url.pathname === '/api/pages')
    return apiJson(
      cmsStubPage(
        url.searchParams.get('filters[path][$eq]') ?? '',
        url.hostname === 'cms-invalid.test',
        url.hostname === 'cms-hostile.test',
      ),
    );
  const key = /^\/api\/navigation\/render\/([^/]+)$/.exec(url.pathname)?.[1];
  if (request.method !== 'GET' || !key) return apiJson({ error: 'not found' }, 404);
  if (url.searchParams.get('type') !== 'TREE') return apiJson({ error: 'type=TREE expected' }, 400);
  const menu = cmsStubMenu(decodeURIComponent(key));
  if (url.hostname === 'cms-invalid.test') menu[1]!.path = 'javascript:alert(1)';
  return apiJson(menu);
}
