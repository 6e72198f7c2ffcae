// The "static asset of the same size" of `npm run bench`: answers every request with the bytes
// and headers of a home page answer (saved at run time by perf/bench/cold-start.mjs, embedded
// as modules by the generated workerd.capnp), read from module imports: no routing, no render,
// no cache lookup. In production a static file comes from the assets binding before any worker
// runs; bare workerd has none, so this is the cheapest way a worker can serve those bytes, and a
// lower bound for what the site worker's own path could cost.
import body from './static-home.html';
import headers from './static-home-headers.json';

export default {
  fetch() {
    return new Response(body, { headers });
  },
};
