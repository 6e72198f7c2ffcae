import { HonoBase } from 'hono/hono-base';
import { TrieRouter } from 'hono/router/trie-router';
import { API_PATHS } from '../common/api/api-paths.ts';
import { CLIENT_ERROR_PATH, handleClientError } from './analytics/client-errors.ts';
import { pageViews } from './analytics/page-views.ts';
import type { AppEnv } from './pipeline-variables.ts';
import { requestContextOf } from './http/request-context.ts';
import { handleFormPost } from './forms/handle-form-post.ts';
import { securityHeaders } from './http/security-headers.ts';
import { previewPrivacy } from './http/preview-privacy.ts';
import { contentLoaded, loadContent } from './content/built-content.ts';
import { respond } from './respond.ts';
import { BANNER_DISMISS_PATH, handleBannerDismiss } from './http/dismissed-banner.ts';
import { CMS_WEBHOOK_PATH, handleCmsWebhook } from './content/cms/cms-webhook.ts';
import { decideRoute } from './routing/decide.ts';
import { tenantMiddleware } from './tenant-middleware.ts';
import { localeMiddleware, LOCALE_PREFIXES } from './i18n/locale-middleware.ts';
import { localizeDecision } from './i18n/localize-decision.ts';

/**
 * The whole pipeline: resolve the tenant (once, in a middleware), decide, respond; security headers on the way out.
 * Errors end in one handler that logs and answers 500.
 */
export function createApp() {
  // Hono's base class with the trie router the page routes use already (worker/routes/routes.ts):
  // the default preset adds its RegExpRouter and SmartRouter, about 2 KiB of gzip the entry
  // compiled for a dozen routes that a trie matches as well.
  const app = new HonoBase<AppEnv>({ router: new TrieRouter() });
  // A fresh page in memory is answered before this pipeline (worker/render/memory-hit.ts) by the
  // same functions these middlewares call: a middleware that changes a page answer belongs there too
  // (memory-hit.test.ts compares the two answers header by header).
  app.use(securityHeaders());
  // Inside the security headers, outside everything else: every preview answer is private.
  app.use(previewPrivacy());
  // The compiled content comes from the static assets, once per isolate, before anything reads it;
  // once loaded, a request goes straight on (no await of a settled promise on every request).
  app.use(function siteContent(c, next) {
    if (contentLoaded()) return next();
    return loadContent(c.env.ASSETS).then(next);
  });
  app.use(tenantMiddleware());
  app.use(localeMiddleware());
  app.use(pageViews());
  app.post(CLIENT_ERROR_PATH, handleClientError());
  app.post(CMS_WEBHOOK_PATH, handleCmsWebhook());
  // The forms post under the page's locale prefix too (`/de/api/contact`), so a refused plain post
  // re-renders the form in that language; the locale middleware reads the prefix, as for pages.
  // A prefix the tenant does not offer was left in the path: that post goes on to routing like any unknown path.
  for (const kind of ['contact', 'support'] as const) {
    const handle = handleFormPost(kind);
    for (const prefix of ['', ...LOCALE_PREFIXES])
      app.post(`${prefix}${API_PATHS[kind]}`, (c, next) =>
        c.get('url').pathname === API_PATHS[kind] ? handle(c) : next(),
      );
  }
  app.get(BANNER_DISMISS_PATH, handleBannerDismiss());
  app.all('*', async function routeRequest(c) {
    const rc = requestContextOf(c);
    return respond(rc, localizeDecision(decideRoute(rc.url, rc.resolved, rc.origins, rc.upstream), rc));
  });
  app.onError(function logAndAnswer500(error, c) {
    console.error(`500 ${c.req.method} ${c.req.url}: ${error.stack ?? error.message}`);
    return c.text('Internal Server Error: the problem has been logged.\n', 500);
  });
  return app;
}
