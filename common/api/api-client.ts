/** Every request names the tenant it is made for: the backend answers per tenant. */
export const TENANT_HEADER = 'x-tenant-id';
/** Emitted on `globalThis` (the window in a browser) when an intercepted request fails. */
export const HTTP_ERROR_EVENT = 'http-error';

export interface HttpErrorDetail {
  request: Request;
  /** The answer, when there was one (a non-2xx status); absent for a network failure. */
  response?: Response;
}

/** A failed API request: a non-2xx answer (`response` set) or no answer at all (`cause` set). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly request: Request,
    readonly response?: Response,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ApiError';
  }
}

export interface ApiClientOptions {
  /** Backend API base address; a path prefix (`https://api.example/v1`) is kept. */
  baseUrl: string;
  /** The current tenant's id, sent as `x-tenant-id` on every request. */
  tenantId: string;
  /** Injectable for tests; defaults to the runtime's fetch. */
  fetch?: typeof fetch;
  /** Whether the interceptor starts switched on (default true). The worker switches it off. */
  interceptor?: boolean;
  /**
   * The loading counter the interceptor moves: the browser passes its page's (client/store.ts
   * `LOADING_COUNTER`), the worker passes none (no page is waiting on a spinner there).
   */
  loading?: LoadingCounter;
}

/** Hooks the interceptor calls when a request goes out and when it ends (answer or failure). */
export interface LoadingCounter {
  start(): void;
  stop(): void;
}

export interface ApiClient {
  /** Sends a request to `baseUrl + path`; resolves with any 2xx answer, rejects with ApiError otherwise. */
  request(path: string, init?: RequestInit): Promise<Response>;
  /** `request`, then the answer's JSON body. */
  json<T = unknown>(path: string, init?: RequestInit): Promise<T>;
  /** The loading counter and the `http-error` event; switch off with `interceptor.enabled = false`. */
  interceptor: { enabled: boolean };
}

function join(baseUrl: string, path: string): string {
  // Only paths: an absolute URL here would send the tenant header to another host.
  if (!path.startsWith('/') || path.startsWith('//')) throw new TypeError(`API path must start with one "/": ${path}`);
  return baseUrl.replace(/\/+$/, '') + path;
}

function emitHttpError(detail: HttpErrorDetail) {
  if (typeof globalThis.dispatchEvent === 'function')
    globalThis.dispatchEvent(new CustomEvent<HttpErrorDetail>(HTTP_ERROR_EVENT, { detail }));
}

/**
 * The one fetch wrapper for the backend API. No timeout of its own (the client
 * has none; pass `signal` to bound a call) and any 2xx is success. With the interceptor on, the
 * loading counter goes up when a request is sent and down on its answer or failure, and a failure
 * emits `http-error` with the request before the error goes to the caller. A request the caller
 * aborted through its own signal emits nothing: that is a choice, not a failure.
 *
 * @example
 * const api = createApiClient({ baseUrl: 'https://api.teamtrek.example', tenantId: 'cofi', loading: LOADING_COUNTER }); // in the browser
 * const stats = await api.json<{ total_orgs: number }>('/public/stats');
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const send = options.fetch ?? ((input: RequestInfo, init?: RequestInit) => fetch(input, init));
  const interceptor = { enabled: options.interceptor ?? true };

  async function request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (!headers.has('accept')) headers.set('accept', 'application/json');
    headers.set(TENANT_HEADER, options.tenantId);
    const req = new Request(join(options.baseUrl, path), { ...init, headers });
    // Read once: switching the interceptor while a request is in flight must not unbalance the counter.
    const intercepted = interceptor.enabled;
    if (intercepted) options.loading?.start();
    try {
      let response: Response;
      try {
        response = await send(req);
      } catch (cause) {
        if (intercepted && !init.signal?.aborted) emitHttpError({ request: req });
        throw new ApiError(`${req.method} ${req.url}: no answer`, req, undefined, { cause });
      }
      if (response.status < 200 || response.status > 299) {
        if (intercepted) emitHttpError({ request: req, response });
        throw new ApiError(`${req.method} ${req.url}: status ${response.status}`, req, response);
      }
      return response;
    } finally {
      if (intercepted) options.loading?.stop();
    }
  }

  return {
    request,
    async json<T>(path: string, init?: RequestInit) {
      return (await request(path, init)).json() as Promise<T>;
    },
    interceptor,
  };
}
