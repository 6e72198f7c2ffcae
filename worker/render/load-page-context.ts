import { createMenuSource } from '../content/menus/menu-source.ts';
import { settingsOf } from '../env.ts';
import type { RequestContext } from '../http/request-context.ts';
import type { PageContext } from '../page-context.ts';
import type { PageModule, RouteMatch } from '../pages/page-module.ts';
import { createPageContext } from './create-page-context.ts';
import { contentVersionFor } from '../content/cms/content-version.ts';
import { markCmsFallback } from '../content/cms/served-version.ts';
import { pageModuleOf } from './page-modules.ts';
import { messagesFor } from '../i18n/messages.ts';

/** Which page to render, and how. */
export interface PageRender {
  /** The routed page, or null for the 404 and error pages. */
  match: RouteMatch | null;
  status: number;
  /** The URL the page shows (a refused form post re-renders /contact); the request's by default. */
  url?: URL;
  /**
   * The contact form as the visitor sent it back (a refused plain post). A fresh form's stamp is
   * signed and written after the render and the cache (the contact page's `afterCache`).
   */
  form?: PageContext['form'];
}

/** A page ready to render: its module (null for the 404 and error pages) and its context. */
export interface LoadedPage {
  module: PageModule | null;
  ctx: PageContext;
}

/**
 * Everything a page render needs, including what may come from outside: the tenant's menus (CMS
 * or embedded) and what the page's own `load` brings (live data, a CMS page), in parallel. The one
 * way pages get their context, for routed pages and re-rendered forms alike.
 */
export async function loadPage(rc: RequestContext, p: PageRender): Promise<LoadedPage> {
  const now = new Date();
  const module = p.match ? await pageModuleOf(p.match.route) : null;
  const version = contentVersionFor(rc.request, rc.env);
  const onFallback = (what: string) => markCmsFallback(rc.request, what);
  const [menus, loaded, contentVersion, catalogue] = await Promise.all([
    version.then((v) =>
      createMenuSource(settingsOf(rc.env), rc, { version: v, onFallback }).menus(rc.resolved.tenant, rc.locale),
    ),
    module?.load && p.status === 200 ? module.load(rc, p.match!) : undefined,
    version,
    messagesFor(rc.locale),
  ]);
  const { route = null, params = {} } = p.match ?? {};
  const parts = { ...loaded, menus, contentVersion, ...(p.form && { form: p.form }) };
  return {
    module,
    ctx: createPageContext(rc.request, p.url ?? rc.url, rc.resolved, route, params, now, parts, rc.locale, catalogue),
  };
}
