import { describe, expect, it, vi } from 'vitest';
import { isProxyFailure, proxyRequest, VIA } from './proxy.ts';

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

const visitor = (path = '/old?x=1', init: RequestInit = {}) =>
  new Request(`https://www.site.example${path}`, { ...init, headers: { 'cf-connecting-ip': '203.0.113.9', connection: 'keep-alive, x-secret', 'x-secret': '1', 'keep-alive': 'timeout=5', te: 'trailers', cookie: 'a=b', ...(init.headers as Record<string, string>) } });

describe('proxyRequest', () => {
  it('forwards method, path, query and body; strips hop-by-hop headers; sets forwarded headers and Via', async () => {
    const { fetch, calls } = upstream(() => new Response('ok'));
    await proxyRequest(visitor('/old?x=1', { method: 'POST', body: 'payload', headers: { 'x-forwarded-for': '198.51.100.1' } }), `${UPSTREAM}/old?x=1`, { timeoutMs: 1000, fetch });
    const sent = calls[0]!;
    expect(sent.url).toBe(`${UPSTREAM}/old?x=1`);
    expect(sent.method).toBe('POST');
    expect(await sent.text()).toBe('payload');
    expect(sent.headers.get('x-forwarded-host')).toBe('www.site.example');
    expect(sent.headers.get('x-forwarded-proto')).toBe('https');
    expect(sent.headers.get('x-forwarded-for')).toBe('198.51.100.1, 203.0.113.9');
    expect(sent.headers.get('via')).toBe(VIA);
    expect(sent.headers.get('cookie')).toBe('a=b');
    for (const h of ['connection', 'keep-alive', 'te', 'x-secret']) expect(sent.headers.has(h)).toBe(false);
    expect(sent.redirect).toBe('manual');
  });

  it('streams the answer back without hop-by-hop headers, keeping every Set-Cookie separate', async () => {
    const { fetch } = upstream(() => {
      const h = new Headers({ 'content-type': 'text/html', connection: 'x-internal', 'x-internal': 'no', 'transfer-encoding': 'chunked' });
      h.append('set-cookie', 'a=1; Expires=Wed, 21 Oct 2026 07:28:00 GMT');
      h.append('set-cookie', 'b=2');
      return new Response('<p>legacy</p>', { status: 201, headers: h });
    });
    const res = await proxyRequest(visitor(), `${UPSTREAM}/old`, { timeoutMs: 1000, fetch });
    if (isProxyFailure(res)) throw new Error('unexpected failure');
    expect(res.status).toBe(201);
    expect(await res.text()).toBe('<p>legacy</p>');
    expect(res.headers.getSetCookie()).toEqual(['a=1; Expires=Wed, 21 Oct 2026 07:28:00 GMT', 'b=2']);
    expect(res.headers.has('x-internal')).toBe(false);
    expect(res.headers.has('transfer-encoding')).toBe(false);
    expect(res.headers.get('via')).toBe(VIA);
  });

  it.each([
    [`${UPSTREAM}/new?y=2`, 'https://www.site.example/new?y=2'],
    ['/relative', 'https://www.site.example/relative'],
    ['https://legacy.example.com.evil.example/x', 'https://legacy.example.com.evil.example/x'],
    ['https://sso.example.com/login', 'https://sso.example.com/login'],
    ['http://legacy.example.com/downgrade', 'http://legacy.example.com/downgrade'],
  ])('rewrites Location %s only for the exact upstream host → %s', async (location, expected) => {
    const { fetch } = upstream(() => new Response(null, { status: 302, headers: { location } }));
    const res = await proxyRequest(visitor(), `${UPSTREAM}/old`, { timeoutMs: 1000, fetch });
    if (isProxyFailure(res)) throw new Error('unexpected failure');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(expected);
  });

  it('gives 504 when the upstream is slower than the timeout', async () => {
    const { fetch } = upstream((req) => new Promise((_, reject) => req.signal.addEventListener('abort', () => reject(req.signal.reason))));
    const res = await proxyRequest(visitor(), `${UPSTREAM}/slow`, { timeoutMs: 50, fetch });
    expect(res).toMatchObject({ failed: true, status: 504 });
  });

  it('gives 502 when the upstream refuses the connection', async () => {
    const { fetch } = upstream(() => Promise.reject(new TypeError('Network connection lost.')));
    const res = await proxyRequest(visitor(), `${UPSTREAM}/down`, { timeoutMs: 1000, fetch });
    expect(res).toMatchObject({ failed: true, status: 502 });
  });
});
