// The cheapest possible cache hit of `npm run bench` ("cache-min"): a worker that only answers
// `caches.default.match` of home's bytes (the static asset's, perf/bench/static-worker.js)
// through the same Cache API as the cached site (perf/bench/cache-worker.js), storing them on
// its first request. Whatever separates it from the static asset is the cache round trip itself;
// whatever separates the cached home from it is the site worker's own work on a hit.
import body from './static-home.html';
import headers from './static-home-headers.json';

const KEY = 'https://cache-min.bench.invalid/';

export default {
  async fetch() {
    const hit = await caches.default.match(KEY);
    if (hit) return hit;
    const stored = new Headers(headers);
    stored.set('cache-control', 'public, max-age=86400');
    await caches.default.put(KEY, new Response(body, { headers: stored }));
    return new Response(body, { headers });
  },
};
