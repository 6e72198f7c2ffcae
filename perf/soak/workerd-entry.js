// Main module of the soak's workerd service: the production bundle (./index.js, unchanged) with
// the D1 binding added to its env. Everything else (vars, outbound network) is workerd config.
import site from './index.js';
import { d1Client } from './d1-on-sqlite.js';

export { SoakD1 } from './d1-on-sqlite.js';

/** The site's bindings plus DB, per request: a Durable Object stub belongs to the request that made it. */
const envOf = (env) => ({ ...env, DB: d1Client(env.SOAK_D1) });

export default {
  fetch: (request, env, ctx) => site.fetch(request, envOf(env), ctx),
  scheduled: (controller, env, ctx) => site.scheduled(controller, envOf(env), ctx),
};
