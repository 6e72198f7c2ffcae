import type { Brand, PageRoute } from '../routes/routes.ts';
import { matchKey } from '../routes/paths.ts';
import { COLLECTION_NAMES } from '../routes/page-route.ts';
import { baseTenantOf, TENANTS } from '../tenants/registry.ts';
import { customHomeKey } from './custom-home.ts';
import { routeDataTranslatedIn } from './localized-data.ts';
import type { CompiledPage } from './compiled-page.ts';
import { cmsPageFor, collectionOf, routeCopy } from './route-copy.ts';
import { CONTENT } from './built-content.ts';
import type { CollectionName, SiteContent, TranslatedContent } from './site-content-types.ts';
import { DEFAULT_LOCALE, type PageLocale } from '../../common/i18n/locales.ts';

export interface PageLookup {
  route: PageRoute | null;
  params: Record<string, string>;
  /** The request path without a trailing slash. */
  path: string;
  brand: Brand;
  tenantId: string;
}

/**
 * The content a route renders: a content-managed page for /solutions and /product paths, the
 * collection entry named by `:id`, else the route's copy for the tenant. Undefined when the
 * content is missing, which the build and the tests refuse, so a page never renders without it.
 */
export function pageContentFor(lookup: PageLookup, content: SiteContent = CONTENT): CompiledPage | undefined {
  const { route, params, brand, tenantId } = lookup;
  if (!route) return routeCopy(content, 'not-found', tenantId, baseTenantOf(tenantId));
  const path = matchKey(lookup.path);
  if (route.content === 'cms') return cmsPageFor(content, brand, path);
  // A landing page's copy is its `load`'s (worker/pages/landing-load.ts), from the CMS only.
  if (route.content === 'landing') return undefined;
  if (route.content === 'package') {
    const challenge = content.readyToGo[params.id!];
    const pkg = challenge?.packages.find((p) => p.id === params.packageId);
    return challenge && pkg
      ? { title: `${challenge.title}: ${pkg.name}`, description: pkg.description, html: '', cta: challenge.cta }
      : undefined;
  }
  const collection = collectionOf(route);
  if (collection) return (content[collection] as Record<string, CompiledPage>)[params.id!];
  return routeCopy(content, route.name, tenantId, baseTenantOf(tenantId));
}

/** A locale's translated entries as a content object pageContentFor can read (collections only). */
function translatedView(part: TranslatedContent): SiteContent {
  const empty = Object.fromEntries(COLLECTION_KEYS.map((c) => [c, {}]));
  return { ...empty, ...part } as unknown as SiteContent;
}
const COLLECTION_KEYS = ['pages', 'cms', ...COLLECTION_NAMES] as const satisfies readonly CollectionName[];

/**
 * A route's content in a locale: the translation of exactly the file English would
 * show (`contact.cofi.de.md` for cofi's contact page, never the general `contact.de.md` over
 * cofi's own English), else the English content with `translated: false` (the page then carries
 * a note and `noindex`). A page that also shows a data file's words (ROUTE_DATA: home, pricing,
 * features) is translated only when those files are too. English is always translated.
 */
export function localizedPageContent(
  lookup: PageLookup,
  locale: PageLocale,
  content: SiteContent = CONTENT,
): { page: CompiledPage | undefined; translated: boolean } {
  return localized(lookup, locale, content, (l) => content[`translations:${l}`]);
}

/**
 * Whether a route is translated into a locale, as `localizedPageContent` decides, from the
 * locale's outline (its entries without their words): what an alternate or a sitemap asks about
 * every locale a tenant offers, without parsing their copy.
 */
export function pageTranslatedIn(lookup: PageLookup, locale: PageLocale, content: SiteContent = CONTENT): boolean {
  // An outline entry has only the fields `localized` reads to decide (slug, path, brands); its
  // `page` is never handed out.
  return localized(lookup, locale, content, (l) => content[`outline:${l}`] as TranslatedContent | undefined).translated;
}

/**
 * A page's title in a locale's files even where its page shows English (a ready-to-go challenge has
 * a translated card but an English page): what a visitor who followed the translated card reads as
 * the page's name in the breadcrumb. Undefined without such a file.
 */
export function titleIn(lookup: PageLookup, locale: PageLocale): string | undefined {
  const { page, translated } = localizedPageContent(
    { ...lookup, route: { ...lookup.route!, englishOnly: undefined } },
    locale,
  );
  return translated ? page?.title : undefined;
}

function localized(
  lookup: PageLookup,
  locale: PageLocale,
  content: SiteContent,
  translations: (locale: Exclude<PageLocale, 'en'>) => TranslatedContent | undefined,
): { page: CompiledPage | undefined; translated: boolean } {
  const english = pageContentFor(lookup, content);
  if (locale === DEFAULT_LOCALE) return { page: english, translated: true };
  if (lookup.route?.englishOnly) return { page: english, translated: false };
  const part = translations(locale as Exclude<PageLocale, 'en'>);
  const dataTranslated = routeDataTranslatedIn(lookup.route?.name, locale, content);
  // The home has no page file: its words are its data file and the tenant's pitch (custom-home<postfix>.md).
  if (!english)
    return {
      page: english,
      translated: lookup.route?.content === 'data' && dataTranslated && homePitchTranslated(lookup.tenantId, part),
    };
  const translation = part && pageContentFor(lookup, translatedView(part));
  const sameFile = (a: CompiledPage, b: CompiledPage) =>
    (a as { slug?: string }).slug === (b as { slug?: string }).slug &&
    (a as { path?: string }).path === (b as { path?: string }).path;
  return translation && sameFile(translation, english) && dataTranslated
    ? { page: translation, translated: true }
    : { page: english, translated: false };
}

/** Whether the tenant's home pitch (its own `custom-home<postfix>.md`) has a translation in the part. */
function homePitchTranslated(tenantId: string, part: TranslatedContent | undefined): boolean {
  const tenant = TENANTS[tenantId];
  return !!tenant && !!part?.pages?.[customHomeKey(tenant)];
}
