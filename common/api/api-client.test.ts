import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient as createClient, HTTP_ERROR_EVENT, type HttpErrorDetail } from './api-client.ts';
import { appStore, LOADING_COUNTER } from '../../client/store.ts';

/** The client as the browser makes it: with its page's loading counter. */
const createApiClient = (options: Parameters<typeof createClient>[0]) =>
  createClient({ loading: LOADING_COUNTER, ...options });

/** A fetch that records the loading counter at the moment each request went out. */
function fakeFetch(answer: (req: Request) => Response | Promise<Response>) {
  const loadingWhenSent: number[] = [];
  const fn = vi.fn(async (input: RequestInfo) => {
    loadingWhenSent.push(appStore.get().loading);
    return answer(input as Request);
  });
  return { fn: fn as unknown as typeof fetch, calls: fn.mock.calls as unknown as [Request][], loadingWhenSent };
}

function collectHttpErrors() {
  const seen: HttpErrorDetail[] = [];
  const listener = (event: Event) => {
    seen.push((event as CustomEvent<HttpErrorDetail>).detail);
  };
  globalThis.addEventListener(HTTP_ERROR_EVENT, listener);
  return { seen, stop: () => globalThis.removeEventListener(HTTP_ERROR_EVENT, listener) };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => appStore.set({ loading: 0 }));

describe('createApiClient', () => {
  it('sends x-tenant-id (over any caller value) and accept, to baseUrl + path with its prefix kept', async () => {
    const { fn, calls } = fakeFetch(() => json({ ok: true }));
    const api = createApiClient({ baseUrl: 'https://api.example/v1/', tenantId: 'mzg', fetch: fn });
    expect(await api.json('/public/stats?x=1', { headers: { 'x-tenant-id': 'cofi', 'x-other': 'kept' } })).toEqual({
      ok: true,
    });
    const [req] = calls[0]!;
    expect(req.url).toBe('https://api.example/v1/public/stats?x=1');
    expect([req.headers.get('x-tenant-id'), req.headers.get('accept'), req.headers.get('x-other')]).toEqual([
      'mzg',
      'application/json',
      'kept',
    ]);
  });

  it('refuses absolute and protocol-relative paths, so the tenant header never goes to another host', async () => {
    const { fn } = fakeFetch(() => json({}));
    const api = createApiClient({ baseUrl: 'https://api.example', tenantId: 'default', fetch: fn });
    await expect(api.request('https://evil.example/x')).rejects.toThrow(TypeError);
    await expect(api.request('//evil.example/x')).rejects.toThrow(TypeError);
    expect(fn).not.toHaveBeenCalled();
  });

  it.each([200, 201, 204, 299])('treats %i as success', async (status) => {
    const { fn } = fakeFetch(() => new Response(null, { status }));
    const api = createApiClient({ baseUrl: 'https://api.example', tenantId: 'default', fetch: fn });
    expect((await api.request('/x')).status).toBe(status);
  });

  it('counts loading up while sent and down on the answer', async () => {
    const { fn, loadingWhenSent } = fakeFetch(() => json({}));
    const api = createApiClient({ baseUrl: 'https://api.example', tenantId: 'default', fetch: fn });
    await Promise.all([api.request('/a'), api.request('/b')]);
    expect(loadingWhenSent).toEqual([1, 2]);
    expect(appStore.get().loading).toBe(0);
  });

  it('a non-2xx answer: loading back down, http-error with the request and answer, ApiError to the caller', async () => {
    const { fn, calls, loadingWhenSent } = fakeFetch(() => json({ error: 'nope' }, 503));
    const api = createApiClient({ baseUrl: 'https://api.example', tenantId: 'cofi', fetch: fn });
    const events = collectHttpErrors();
    const error = await api.request('/public/stats').catch((e: unknown) => e);
    events.stop();
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).response?.status).toBe(503);
    expect(loadingWhenSent).toEqual([1]);
    expect(appStore.get().loading).toBe(0);
    expect(events.seen).toHaveLength(1);
    expect(events.seen[0]!.request).toBe(calls[0]![0]);
    expect(events.seen[0]!.request.headers.get('x-tenant-id')).toBe('cofi');
    expect(events.seen[0]!.response?.status).toBe(503);
  });

  it('a network failure: loading back down, http-error with the request, the cause kept', async () => {
    const refused = new TypeError('connection refused');
    const { fn } = fakeFetch(() => Promise.reject(refused));
    const api = createApiClient({ baseUrl: 'https://api.example', tenantId: 'default', fetch: fn });
    const events = collectHttpErrors();
    const error = (await api.request('/x').catch((e: unknown) => e)) as ApiError;
    events.stop();
    expect([error instanceof ApiError, error.cause, error.response]).toEqual([true, refused, undefined]);
    expect(events.seen.map((d) => [d.request.url, d.response])).toEqual([['https://api.example/x', undefined]]);
    expect(appStore.get().loading).toBe(0);
  });

  it('a request the caller aborted fails without an http-error event', async () => {
    const { fn } = fakeFetch((req) => Promise.reject(req.signal.reason));
    const api = createApiClient({ baseUrl: 'https://api.example', tenantId: 'default', fetch: fn });
    const events = collectHttpErrors();
    await expect(api.request('/x', { signal: AbortSignal.abort() })).rejects.toBeInstanceOf(ApiError);
    events.stop();
    expect(events.seen).toEqual([]);
    expect(appStore.get().loading).toBe(0);
  });

  it('with the interceptor off: no loading, no event, errors still reach the caller', async () => {
    const { fn, loadingWhenSent } = fakeFetch(() => new Response('down', { status: 500 }));
    const api = createApiClient({ baseUrl: 'https://api.example', tenantId: 'default', fetch: fn });
    api.interceptor.enabled = false;
    const events = collectHttpErrors();
    await expect(api.request('/x')).rejects.toBeInstanceOf(ApiError);
    api.interceptor.enabled = true;
    await expect(api.request('/x')).rejects.toBeInstanceOf(ApiError);
    events.stop();
    expect(loadingWhenSent).toEqual([0, 1]);
    expect(events.seen).toHaveLength(1);
  });

  it('can start switched off, and switching during a request keeps the counter balanced', async () => {
    let answer!: (r: Response) => void;
    const { fn } = fakeFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const off = createApiClient({ baseUrl: 'https://api.example', tenantId: 'default', fetch: fn, interceptor: false });
    expect(off.interceptor.enabled).toBe(false);
    const on = createApiClient({ baseUrl: 'https://api.example', tenantId: 'default', fetch: fn });
    const pending = on.request('/slow');
    await Promise.resolve();
    expect(appStore.get().loading).toBe(1);
    on.interceptor.enabled = false;
    answer(json({}));
    await pending;
    expect(appStore.get().loading).toBe(0);
  });
});
