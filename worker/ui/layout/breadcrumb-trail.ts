import { CONTENT } from '../../content/built-content.ts';
import { localizedPageContent } from '../../content/page-content-for.ts';
import { DEFAULT_LOCALE, type PageLocale } from '../../../common/i18n/locales.ts';
import { contentPageExists } from '../../content/route-copy.ts';
import type { SiteContent } from '../../content/site-content-types.ts';
import { matchKey } from '../../routes/paths.ts';
import { matchPage } from '../../routes/routes.ts';
import type { Tenant } from '../../tenants/schema.ts';
import { fillPlaceholders } from '../../content/placeholders.ts';
import type { MenuItem } from '../../content/menus/menu-schema.ts';

/**
 * The tenant's top menu's label for each of its paths ("Benefits"), in `locale` where the menu is
 * translated: a crumb is a short signpost, and headline titles ("Benefits that keep people taking
 * part") made a trail of four levels run across the whole header.
 */
/** A title longer than this (in English) is a headline, not a signpost: the menu's label stands in for it. */
const SIGNPOST_CHARS = 30;

function menuLabels(tenant: Tenant, locale: PageLocale, content: SiteContent): Map<string, string> {
  const localized = locale === DEFAULT_LOCALE ? undefined : content[`menus:${locale}` as `menus:de`];
  const items = localized?.[tenant.cmsMenuKey] ?? (localized ? undefined : content.menus[tenant.cmsMenuKey]) ?? [];
  const labels = new Map<string, string>();
  const visit = (list: readonly MenuItem[]) => {
    for (const item of list) {
      if (item.type === 'INTERNAL' && item.path && !labels.has(item.path)) labels.set(item.path, item.title);
      visit(item.items ?? []);
    }
  };
  visit(items);
  return labels;
}

/** One step of a breadcrumb: the page's title and its site path. */
export interface Crumb {
  name: string;
  path: string;
  /** `en` when the name is the English title of a page not translated into the trail's language. */
  lang?: 'en';
}

/** The name of the first crumb: the tenant's home page (`page.breadcrumb.home` in the catalogues). */
export const HOME_CRUMB = 'Home';

/** The language of a trail: its crumbs' titles in `locale` where the page is translated, the home crumb's name. */
export interface TrailLanguage {
  locale: PageLocale;
  home: string;
}
const ENGLISH_TRAIL: TrailLanguage = { locale: DEFAULT_LOCALE, home: HOME_CRUMB };

/**
 * The breadcrumb of a nested page (a path of two segments or more): home, each shorter path that
 * is a page of this tenant (by the same route match and content the router uses, so a crumb never
 * links a 404), then the page itself. Top-level pages get none: "Home › Pricing" says nothing the
 * header does not. The visible breadcrumb and the `BreadcrumbList` both come from this list.
 * A parent's name is its title in the trail's language where that page is translated (the title
 * its own page shows), else its English title.
 *
 * @example
 * breadcrumbTrail(tenant, 'default', '/challenges/journeys/us-route-66', 'US Route 66')
 * // [{ name: 'Home', path: '/' }, { name: 'Ready-to-go challenges', path: '/challenges' },
 * //  { name: 'Virtual journeys', path: '/challenges/journeys' }, { name: 'US Route 66', path: '/challenges/journeys/us-route-66' }]
 */
export function breadcrumbTrail(
  tenant: Tenant,
  tenantId: string,
  path: string,
  title: string,
  language: TrailLanguage = ENGLISH_TRAIL,
  content: SiteContent = CONTENT,
): Crumb[] {
  const key = matchKey(path);
  const segments = key.split('/').filter(Boolean);
  if (segments.length < 2) return [];
  const exists = contentPageExists(content);
  const short = menuLabels(tenant, language.locale, content);
  const trail: Crumb[] = [{ name: language.home, path: '/' }];
  for (let i = 1; i < segments.length; i++) {
    const ancestor = `/${segments.slice(0, i).join('/')}`;
    const match = matchPage(tenant, ancestor, exists);
    if (!match) continue;
    const lookup = { ...match, path: ancestor, brand: tenant.routeSet, tenantId };
    const { page, translated } = localizedPageContent(lookup, language.locale, content);
    // A headline in English is one in every language, though Arabic says it in fewer letters.
    const english =
      translated && language.locale !== DEFAULT_LOCALE
        ? localizedPageContent(lookup, DEFAULT_LOCALE, content).page
        : page;
    const headline = [page, english].some((p) => p && p.title.length > SIGNPOST_CHARS);
    const label = page && headline ? short.get(ancestor) : undefined;
    if (page && !page.noindex && label) trail.push({ name: fillPlaceholders(label, tenant), path: ancestor });
    else if (page && !page.noindex)
      trail.push({
        name: fillPlaceholders(page.title, tenant),
        path: ancestor,
        ...(language.locale !== DEFAULT_LOCALE && !translated && { lang: 'en' as const }),
      });
  }
  trail.push({ name: title, path: key });
  return trail;
}
