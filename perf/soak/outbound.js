// Every fetch the soak's site makes goes through here (workerd `globalOutbound`). Page views for
// the analytics collector (ANALYTICS_ORIGIN = http://analytics.soak) are answered in-process with
// 204, as the bench's empty worker answers them; everything else goes to the loopback network,
// where the stub upstreams listen. With the collector in the stubs' Node process, about 150 page
// views a second queued behind the proxied requests there and starved them (docs/testing.md).
const ANALYTICS_HOST = 'analytics.soak';

export default {
  fetch(request, env) {
    if (new URL(request.url).hostname === ANALYTICS_HOST) return new Response(null, { status: 204 });
    return env.LOOPBACK.fetch(request);
  },
};
