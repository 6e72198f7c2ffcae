import { DEFAULT_LOCALE, localePath } from '../../common/i18n/locales.ts';
import type { Graph } from 'schema-dts';
import type { PageContext } from '../page-context.ts';
import type { PageModule } from '../pages/page-module.ts';
import { pageGraph } from '../structured-data/page-graph.ts';
import { entityIds } from '../structured-data/site-entities.ts';
import { breadcrumbTrail, HOME_CRUMB, type Crumb } from '../ui/layout/breadcrumb-trail.ts';
import { fillPlaceholders } from '../content/placeholders.ts';
import { shareImageLocale, shareImageUrl } from './share-image.ts';

/** The page's canonical URL: its path on the tenant's home URL, never the request's host. */
export function canonicalUrl(ctx: PageContext): string {
  // A translated page is its own canonical; an untranslated prefixed page shows (and points to) the English one.
  const locale = ctx.translated ? ctx.pageLocale : DEFAULT_LOCALE;
  return `${ctx.resolved.tenant.homeUrl}${localePath(ctx.url.pathname, locale)}`;
}

/**
 * The breadcrumb a page shows: nested pages rendered with 200 in the full layout (an embedded or
 * in-app view has no site navigation to place it in, and error pages have no place in the site).
 */
export function pageTrail(ctx: PageContext, status: number): Crumb[] {
  if (status !== 200 || ctx.view !== '' || !ctx.route || !ctx.page) return [];
  const { tenant, id } = ctx.resolved;
  // An untranslated prefixed page shows English, its trail too (as its JSON-LD says `inLanguage` en).
  const language = ctx.translated
    ? { locale: ctx.pageLocale, home: ctx.t('breadcrumb.home') }
    : { locale: DEFAULT_LOCALE, home: HOME_CRUMB };
  return breadcrumbTrail(tenant, id, ctx.url.pathname, fillPlaceholders(ctx.page.title, tenant), language);
}

/** A 200 page's JSON-LD graph (the frame's entities, the module's things, the breadcrumb); none for error pages. */
export function structuredDataOf(
  ctx: PageContext,
  module: PageModule | null,
  status: number,
  trail: readonly Crumb[],
): Graph | null {
  if (status !== 200) return null;
  const { tenant, id } = ctx.resolved;
  const facts = {
    url: canonicalUrl(ctx),
    image: shareImageUrl(ctx.meta, id, tenant.homeUrl, shareImageLocale(ctx)),
    ...entityIds(tenant.homeUrl),
  };
  const inLanguage = ctx.translated ? ctx.pageLocale : DEFAULT_LOCALE;
  return pageGraph(tenant, module?.structuredData?.(ctx, facts) ?? [], localizedTrail(ctx, trail), inLanguage);
}

/**
 * A translated page's crumbs on the addresses of its language (`/ar/pricing`), as its canonical
 * URL is; a crumb marked English (its page is not translated: breadcrumb-trail.ts) keeps its
 * English address. An untranslated page's trail is English throughout.
 */
const localizedTrail = (ctx: PageContext, trail: readonly Crumb[]): readonly Crumb[] =>
  ctx.translated ? trail.map((c) => (c.lang ? c : { ...c, path: localePath(c.path, ctx.pageLocale) })) : trail;
