import type { Context, Next } from 'hono';
import { HonoBase } from 'hono/hono-base';
import { TrieRouter } from 'hono/router/trie-router';
import { API_PATHS } from '../common/api/api-paths.ts';
import { CLIENT_ERROR_PATH, handleClientError } from './analytics/client-errors.ts';
import type { AppEnv } from './pipeline-variables.ts';
import { requestContextOf } from './http/request-context.ts';
import { handleFormPost } from './forms/handle-form-post.ts';
import { finishAnswer } from './http/finish-answer.ts';
import { contentLoaded, loadContent } from './content/built-content.ts';
import { respond } from './respond.ts';
import { BANNER_DISMISS_PATH, handleBannerDismiss } from './http/dismissed-banner.ts';
import { CMS_MEDIA_PREFIX, CMS_WEBHOOK_PATH } from './content/cms/landing-paths.ts';
import { handleCmsMedia } from './content/cms/cms-media.ts';
import { readRequestFacts } from './http/request-facts.ts';
import { LOCALE_PREFIXES } from './http/url-locale.ts';
import { decideRequest } from './request-decision.ts';

/** GET paths with a route of their own below; the early answer (worker/early-answer.ts) leaves them to the app. */
export const APP_GET_PATHS: ReadonlySet<string> = new Set([BANNER_DISMISS_PATH]);

/**
 * The whole pipeline: resolve the tenant (once, in a middleware), decide, respond; security headers on the way out.
 * Errors end in one handler that logs and answers 500.
 */
export function createApp() {
  // Hono's base class with the trie router the page routes use already (worker/routes/routes.ts):
  // the default preset adds its RegExpRouter and SmartRouter, about 2 KiB of gzip the entry
  // compiled for a dozen routes that a trie matches as well.
  const app = new HonoBase<AppEnv>({ router: new TrieRouter() });
  // What needs no I/O is answered before this pipeline (worker/early-answer.ts) by the same
  // functions these middlewares call: a middleware that changes an answer belongs there too
  // (early-answer.test.ts compares the two answers header by header).
  //
  // Two middlewares, not six: every level of Hono's chain costs a closure and a promise or two on
  // every request (a tenth of a handoff's CPU for the four levels merged here). On the way out,
  // innermost first: the page view, a preview's privacy (every preview answer is private), the
  // security headers. They run on the error page too: onError answers inside this middleware.
  app.use(async function onTheWayOut(c, next) {
    await next();
    finishAnswer({
      request: c.req.raw,
      response: c.res,
      pipelineUrl: c.get('url'),
      proxied: c.get('proxied') === true,
      title: c.get('pageTitle'),
      resolved: c.get('resolved'),
      env: c.env,
      waitUntil: (promise) => c.executionCtx.waitUntil(promise),
    });
  });
  // On the way in: the tenant, the locale, and the compiled content a page in that locale reads
  // (from the static assets, once per isolate and file, before anything reads it). A request whose
  // content is loaded awaits nothing here.
  app.use(readRequest);
  app.post(CLIENT_ERROR_PATH, handleClientError());
  // Loaded on use: a few calls a day, so a cold isolate compiles none of it.
  app.post(CMS_WEBHOOK_PATH, async (c) => (await import('./content/cms/cms-webhook.ts')).handleCmsWebhook()(c));
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
  // The CMS's pictures under the site's own origin (cms-media.ts). Not loaded on use as the webhook
  // is: as a module of its own it cost more in every page's imports (all modules 216.14 KiB gzip)
  // than its 0.35 KiB in the entry closure (215.90).
  app.get(`${CMS_MEDIA_PREFIX}:file`, handleCmsMedia());
  app.all('*', async function routeRequest(c) {
    const rc = requestContextOf(c);
    return respond(rc, decideRequest(rc.request, rc.env, rc, rc.origins).decision);
  });
  app.onError(function logAndAnswer500(error, c) {
    console.error(`500 ${c.req.method} ${c.req.url}: ${error.stack ?? error.message}`);
    return c.text('Internal Server Error: the problem has been logged.\n', 500);
  });
  return app;
}

/**
 * The way in: the tenant and the locale (worker/http/request-facts.ts, which read no content), kept
 * on the context for every handler, then English's content and the locale's own, fetched together
 * on the isolate's first request (or first page in that locale); nothing else waits.
 */
function readRequest(c: Context<AppEnv>, next: Next): Promise<void> {
  const { url, locale, resolved, upstream } = readRequestFacts(c.req.raw, c.env);
  c.set('url', url);
  c.set('locale', locale);
  c.set('resolved', resolved);
  c.set('upstream', upstream);
  return contentLoaded(locale) ? next() : loadContent(c.env.ASSETS, locale).then(next);
}
