import { DEFAULT_LOCALE } from '../../common/i18n/locales.ts';
import { walk } from '../content/menus/load-menus.ts';
import { titleIn } from '../content/page-content-for.ts';
import { menusFor, type PageContext } from '../page-context.ts';
import { breadcrumbTrail, type Crumb } from '../ui/layout/breadcrumb-trail.ts';
import { fillPlaceholders } from '../content/placeholders.ts';

/**
 * The breadcrumb a visitor reads, which may differ from the JSON-LD one (`pageTrail`): a page that is
 * English only in the page's language keeps its English trail in the JSON-LD (its `inLanguage` is
 * en), but its visible trail is navigation in the visitor's language: home and each parent named as
 * in that language, and a crumb without a translated page named by the translated menu entry for its
 * path ("باقات العافية"), the page itself by its title in the language's files where it has one
 * (a ready-to-go challenge's translated card title); what has no name in the language stays English,
 * marked `lang="en"`.
 */
export function visibleTrail(ctx: PageContext, jsonLdTrail: readonly Crumb[]): readonly Crumb[] {
  if (ctx.translated || ctx.pageLocale === DEFAULT_LOCALE || jsonLdTrail.length === 0 || !ctx.page) return jsonLdTrail;
  const { tenant, id } = ctx.resolved;
  const language = { locale: ctx.pageLocale, home: ctx.t('breadcrumb.home') };
  const trail = breadcrumbTrail(tenant, id, ctx.url.pathname, fillPlaceholders(ctx.page.title, tenant), language);
  const menuNames = new Map<string, string>();
  const menus = menusFor(ctx);
  for (const [item] of walk([...menus.main, ...menus.footer]))
    if (item.path && !menuNames.has(item.path)) menuNames.set(item.path, item.title);
  const ownTitle = titleIn({ ...ctx, path: ctx.url.pathname, brand: tenant.routeSet, tenantId: id }, ctx.pageLocale);
  return trail.map((crumb, i) => {
    const last = i === trail.length - 1;
    if (last && ownTitle) return { name: fillPlaceholders(ownTitle, tenant), path: crumb.path };
    if (crumb.lang !== 'en' && !last) return crumb;
    const name = menuNames.get(crumb.path);
    return name ? { name, path: crumb.path } : { ...crumb, lang: 'en' as const };
  });
}
