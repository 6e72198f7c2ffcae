// What `react-dom/server` resolves to in the worker (the [alias] in wrangler.toml). React's own
// edge entry also requires the legacy string renderer (renderToString, renderToStaticMarkup),
// which the worker never calls: about 100 KB raw, 30 KB gzip, parsed at every cold start. This
// loads only the streaming renderer, in the build React itself would pick.
module.exports =
  process.env.NODE_ENV === 'production'
    ? require('../../node_modules/react-dom/cjs/react-dom-server.edge.production.js')
    : require('../../node_modules/react-dom/cjs/react-dom-server.edge.development.js');
