import { loadHomeData } from '../live-data/live-data.ts';
import { createMenuSource } from '../content/menus/menu-source.ts';
import { createCmsPageSource } from '../content/cms/cms-page-source.ts';
import { settingsOf, type Env } from '../env.ts';
import { matchKey } from '../routes/paths.ts';
import type { ResolvedTenant } from '../tenants/resolve.ts';
import { createPageContext, type PageContext } from './page-context.ts';
import type { PageRoute } from '../routes/routes.ts';

export interface PageRequest {
  request: Request;
  url: URL;
  resolved: ResolvedTenant;
  route: PageRoute | null;
  params: Record<string, string>;
  status: number;
  env: Env;
  waitUntil: (promise: Promise<unknown>) => void;
  /**
   * The contact form as the visitor sent it back (a refused plain post). A fresh form's stamp is
   * signed and written after the render and the cache (worker/forms/stamp-after-cache.ts).
   */
  form?: PageContext['form'];
}

/**
 * Everything a page render needs, including what may come from outside: the tenant's menus and content-managed pages (CMS
 * or embedded) and, on the home page, live stats, logos and testimonials, loaded in parallel.
 * The one way pages get their context, for routed pages and re-rendered forms alike.
 */
export async function loadPageContext(p: PageRequest): Promise<PageContext> {
  const now = new Date();
  const withHome = p.route?.content === 'data' && p.status === 200;
  const cmsPath = p.status === 200 && p.route?.content === 'cms' ? matchKey(p.url.pathname) : null;
  const [menus, home, page, form] = await Promise.all([
    createMenuSource(settingsOf(p.env), p).menus(p.resolved.tenant),
    withHome ? loadHomeData(p.resolved.id, settingsOf(p.env), p) : undefined,
    cmsPath ? createCmsPageSource(settingsOf(p.env), p).page(p.resolved.tenant.routeSet, cmsPath) : undefined,
    p.route?.name === 'contact' ? p.form : undefined,
  ]);
  return createPageContext(p.request, p.url, p.resolved, p.route, p.params, now, { menus, home, page, form });
}
