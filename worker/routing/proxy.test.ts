import { describe, expect, it, vi } from 'vitest';
import { isProxyFailure, proxyRequest, VIA, type ProxyOptions } from './proxy.ts';

const UPSTREAM = 'https://legacy.example.com';

function upstream(respond: (req: Request) => Response | Promise<Response>) {
  const calls: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input, init);
    calls.push(req);
    return respond(req);
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

const options = (fetch: typeof globalThis.fetch, more: Partial<ProxyOptions> = {}): ProxyOptions => ({
  timeoutMs: 1000,
  fetch,
  allowsRedirectTo: (host) => ['www.site.example', 'sso.site.example'].includes(host),
  cookieDomains: ['.site.example'],
  ...more,
});

const visitor = (path = '/old?x=1', init: RequestInit = {}) =>
  new Request(`https://www.site.example${path}`, {
    ...init,
    headers: {
      'cf-connecting-ip': '203.0.113.9',
      connection: 'keep-alive, x-secret',
      'x-secret': '1',
      'keep-alive': 'timeout=5',
      te: 'trailers',
      cookie: 'a=b',
      ...(init.headers as Record<string, string>),
    },
  });

async function answer(res: Response | { failed: true }) {
  if (isProxyFailure(res as Response)) throw new Error(`unexpected failure: ${JSON.stringify(res)}`);
  return res as Response;
}

describe('proxyRequest', () => {
  it('forwards method, path, query and body; strips hop-by-hop headers; sets forwarded headers and Via', async () => {
    const { fetch, calls } = upstream(() => new Response('ok'));
    await proxyRequest(visitor('/old?x=1', { method: 'POST', body: 'payload' }), `${UPSTREAM}/old?x=1`, options(fetch));
    const sent = calls[0]!;
    expect(sent.url).toBe(`${UPSTREAM}/old?x=1`);
    expect(sent.method).toBe('POST');
    expect(await sent.text()).toBe('payload');
    expect(sent.headers.get('x-forwarded-host')).toBe('www.site.example');
    expect(sent.headers.get('x-forwarded-proto')).toBe('https');
    expect(sent.headers.get('via')).toBe(VIA);
    expect(sent.headers.get('cookie')).toBe('a=b');
    for (const h of ['connection', 'keep-alive', 'te', 'x-secret']) expect(sent.headers.has(h)).toBe(false);
    expect(sent.redirect).toBe('manual');
  });

  it('replaces client-sent X-Forwarded-For, Forwarded and X-Real-IP with the edge-seen address', async () => {
    const { fetch, calls } = upstream(() => new Response('ok'));
    const spoofed = { 'x-forwarded-for': '10.0.0.1', forwarded: 'for=10.0.0.1', 'x-real-ip': '10.0.0.1' };
    await proxyRequest(visitor('/old', { headers: spoofed }), `${UPSTREAM}/old`, options(fetch));
    const sent = calls[0]!.headers;
    expect([sent.get('x-forwarded-for'), sent.get('x-real-ip')]).toEqual(['203.0.113.9', '203.0.113.9']);
    expect(sent.get('forwarded')).toBe('for=203.0.113.9;host="www.site.example";proto=https');
    const v6 = new Request('https://www.site.example/old', {
      headers: { ...spoofed, 'cf-connecting-ip': '2001:db8::7' },
    });
    await proxyRequest(v6, `${UPSTREAM}/old`, options(fetch));
    expect(calls[1]!.headers.get('forwarded')).toBe('for="[2001:db8::7]";host="www.site.example";proto=https');
    const unknown = new Request('https://www.site.example/old', { headers: spoofed });
    await proxyRequest(unknown, `${UPSTREAM}/old`, options(fetch));
    for (const h of ['x-forwarded-for', 'forwarded', 'x-real-ip']) expect(calls[2]!.headers.has(h), h).toBe(false);
  });

  it('streams the answer back without hop-by-hop headers or software banners, keeping every allowed Set-Cookie separate', async () => {
    const { fetch } = upstream(() => {
      const h = new Headers({
        'content-type': 'text/html',
        connection: 'x-internal',
        'x-internal': 'no',
        'transfer-encoding': 'chunked',
        server: 'Apache/2.2.3',
        'x-powered-by': 'PHP/5.4',
      });
      h.append('set-cookie', 'a=1; Expires=Wed, 21 Oct 2026 07:28:00 GMT');
      h.append('set-cookie', 'b=2; Domain=.site.example');
      h.append('set-cookie', 'c=3; domain=SSO.Site.Example; Path=/');
      h.append('set-cookie', 'd=4; Domain=.other-brand.example');
      h.append('set-cookie', 'e=5; Domain=example');
      return new Response('<p>legacy</p>', { status: 201, headers: h });
    });
    const res = await answer(await proxyRequest(visitor(), `${UPSTREAM}/old`, options(fetch)));
    expect(res.status).toBe(201);
    expect(await res.text()).toBe('<p>legacy</p>');
    expect(res.headers.getSetCookie()).toEqual([
      'a=1; Expires=Wed, 21 Oct 2026 07:28:00 GMT',
      'b=2; Domain=.site.example',
      'c=3; domain=SSO.Site.Example; Path=/',
    ]);
    for (const h of ['x-internal', 'transfer-encoding', 'server', 'x-powered-by'])
      expect(res.headers.has(h), h).toBe(false);
    expect(res.headers.get('via')).toBe(VIA);
  });

  it.each([
    [`${UPSTREAM}/new?y=2#top`, '/new?y=2#top'],
    ['/relative', '/relative'],
    ['http://legacy.example.com/downgrade', '/downgrade'],
    [`${UPSTREAM}//evil.example/x`, '/evil.example/x'],
    ['https:evil.example', '/evil.example'],
    ['https://sso.site.example/login', 'https://sso.site.example/login'],
    ['https://www.site.example/kept', 'https://www.site.example/kept'],
  ])('Location %s → %s (upstream host rewritten to a path, configured hosts kept)', async (location, expected) => {
    const { fetch } = upstream(() => new Response(null, { status: 302, headers: { location } }));
    const res = await answer(await proxyRequest(visitor(), `${UPSTREAM}/old`, options(fetch)));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(expected);
  });

  it.each([
    '//evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    'https://legacy.example.com.evil.example/x',
    'https://sso.example.com/login',
    'javascript:alert(1)',
    'http://[::1',
  ])('Location %s is refused with 502', async (location) => {
    const { fetch } = upstream(() => new Response('moved', { status: 302, headers: { location } }));
    const res = await proxyRequest(visitor(), `${UPSTREAM}/old`, options(fetch));
    expect(res).toMatchObject({ failed: true, status: 502 });
  });

  it("breaks the visitor's stream when the upstream body breaks off, and says so", async () => {
    const { fetch } = upstream(
      () =>
        new Response(
          new ReadableStream({
            start(c) {
              c.enqueue(new TextEncoder().encode('half'));
              c.error(new Error('reset'));
            },
          }),
        ),
    );
    const onBodyError = vi.fn();
    const res = await answer(await proxyRequest(visitor(), `${UPSTREAM}/old`, options(fetch, { onBodyError })));
    expect(res.status).toBe(200);
    await expect(res.text()).rejects.toThrow();
    expect(onBodyError).toHaveBeenCalledOnce();
  });

  it('gives 504 when the upstream is slower than the timeout', async () => {
    const { fetch } = upstream(
      (req) => new Promise((_, reject) => req.signal.addEventListener('abort', () => reject(req.signal.reason))),
    );
    const res = await proxyRequest(visitor(), `${UPSTREAM}/slow`, options(fetch, { timeoutMs: 50 }));
    expect(res).toMatchObject({ failed: true, status: 504 });
  });

  it('gives 502 when the upstream refuses the connection', async () => {
    const { fetch } = upstream(() => Promise.reject(new TypeError('Network connection lost.')));
    const res = await proxyRequest(visitor(), `${UPSTREAM}/down`, options(fetch));
    expect(res).toMatchObject({ failed: true, status: 502 });
  });
});
