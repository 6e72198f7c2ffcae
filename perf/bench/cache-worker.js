// The Cache API of `npm run bench` and `npm run soak`: bare workerd has none, so the site worker's `caches.default`
// is pointed at this worker (the worker's `cacheApiOutbound` in the generated workerd.capnp).
// workerd turns each Cache API call into one HTTP request to it:
//   cache.match(key)   GET key           → the stored response with `CF-Cache-Status: HIT`, or
//                                          504 with `CF-Cache-Status: MISS` (workerd reads the
//                                          header, not the status: a 504 may itself be cached);
//   cache.put(key, r)  PUT key, its body the response serialised as HTTP/1.1 (status line,
//                                          headers, blank line, body) → 204, or 413 when the
//                                          response may not be stored;
//   cache.delete(key)  PURGE key         → 200, or 404 when there was nothing to delete.
// `CF-Cache-Namespace` names the cache of `caches.open(name)`; `caches.default` sends none.
//
// Entries live in this isolate's memory, keyed by namespace and URL, until their `max-age` /
// `s-maxage` runs out; the least recently used go first past MAX_BYTES (the bench's miss load
// stores a page per request). Not implemented, because the site never asks for them: ranges,
// conditional requests (the site answers `If-None-Match` itself), `Vary`, `Expires`.

const MAX_BYTES = 64 * 1024 * 1024;

/** key → { status, headers: [name, value][], body: ArrayBuffer, expires: ms } (Map order = recency) */
const entries = new Map();
let storedBytes = 0;

export default {
  async fetch(request) {
    const key = `${request.headers.get('cf-cache-namespace') ?? ''} ${request.url}`;
    if (request.method === 'GET') return match(key);
    if (request.method === 'PUT') return put(key, new Uint8Array(await request.arrayBuffer()));
    if (request.method === 'PURGE') return new Response(null, { status: forget(key) ? 200 : 404 });
    return new Response(`cache: no ${request.method}`, { status: 405 });
  },
};

function match(key) {
  const entry = entries.get(key);
  if (!entry || entry.expires <= Date.now()) {
    if (entry) forget(key);
    return new Response(null, { status: 504, headers: { 'cf-cache-status': 'MISS' } });
  }
  entries.delete(key);
  entries.set(key, entry);
  const headers = new Headers(entry.headers);
  headers.set('cf-cache-status', 'HIT');
  return new Response(entry.body, { status: entry.status, headers });
}

const CRLF2 = [13, 10, 13, 10];

function put(key, bytes) {
  const end = bytes.findIndex((_, i) => CRLF2.every((b, j) => bytes[i + j] === b));
  if (end < 0) return new Response('cache: no blank line after the headers', { status: 400 });
  const [statusLine, ...headerLines] = new TextDecoder().decode(bytes.subarray(0, end)).split('\r\n');
  const status = Number(/^HTTP\/\d(?:\.\d)? (\d{3})/.exec(statusLine)?.[1]);
  const headers = headerLines.map((line) => {
    const colon = line.indexOf(':');
    return [line.slice(0, colon).trim(), line.slice(colon + 1).trim()];
  });
  const header = (name) => headers.find(([n]) => n.toLowerCase() === name)?.[1];
  const cacheControl = (header('cache-control') ?? '').toLowerCase();
  const maxAge = Number(/s-maxage=(\d+)/.exec(cacheControl)?.[1] ?? /max-age=(\d+)/.exec(cacheControl)?.[1] ?? 0);
  // What a shared cache must not keep (and what this one cannot: a chunked body stays encoded).
  const refused =
    !status ||
    status === 206 ||
    maxAge <= 0 ||
    /no-store|private/.test(cacheControl) ||
    header('set-cookie') !== undefined ||
    header('transfer-encoding') !== undefined;
  if (refused) return new Response(null, { status: 413 });

  const body = bytes.slice(end + 4).buffer;
  forget(key);
  entries.set(key, { status, headers, body, expires: Date.now() + maxAge * 1000 });
  storedBytes += body.byteLength;
  for (const oldest of entries.keys()) {
    if (storedBytes <= MAX_BYTES) break;
    forget(oldest);
  }
  return new Response(null, { status: 204 });
}

/** Drops an entry; whether there was one. */
function forget(key) {
  const entry = entries.get(key);
  if (!entry) return false;
  storedBytes -= entry.body.byteLength;
  entries.delete(key);
  return true;
}
