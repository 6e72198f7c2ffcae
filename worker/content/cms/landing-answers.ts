// Landing pages (`/lp/<slug>`): pages that exist only in the CMS, one brand each. What Strapi
// answers becomes the site's shapes here, then goes through the same checks as every CMS page.
import { BRANDS, type Brand } from '../../../common/brands.ts';
import { SITE_DATA } from '../../generated/site-data.ts';
import { DEFAULT_LOCALE, type PageLocale } from '../../../common/i18n/locales.ts';
import { pageFromStrapi } from './strapi-answers.ts';
import type { CmsCheck } from './cms-cache.ts';
import { LANDING_PREFIX, landingPath, landingSlugOf } from './landing-paths.ts';

export { LANDING_PREFIX, landingPath, landingSlugOf };
/** At most this many landing pages per list answer (Strapi's page size); more are refused, not cut. */
export const LANDING_LIST_MAX = 100;

/** A brand as the CMS's Brand field spells it: the name its visitors know ("Corporate Fitness"). */
export const landingBrandName = (brand: Brand): string => SITE_DATA.tenants[brand]!.name;
export const brandOfName = (name: unknown): Brand | undefined => BRANDS.find((b) => landingBrandName(b) === name);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Strapi 5 REST: the published landing pages of every brand in a locale, slug and brand only (a
 * few hundred bytes): what tells the worker which `/lp/` paths exist and what the sitemaps list.
 */
export const landingListUrl = (baseUrl: string, locale: PageLocale = DEFAULT_LOCALE) =>
  `${baseUrl}/api/landing-pages?fields[0]=slug&fields[1]=brand&pagination[pageSize]=${LANDING_LIST_MAX}&locale=${locale}`;

/** One landing page of a brand (published, or its draft) in a locale, with its calls to action and picture. */
export const landingPageUrl = (
  baseUrl: string,
  brand: Brand,
  slug: string,
  status: 'published' | 'draft' = 'published',
  locale: PageLocale = DEFAULT_LOCALE,
) =>
  `${baseUrl}/api/landing-pages?filters[slug][$eq]=${encodeURIComponent(slug)}&filters[brand][$eq]=${encodeURIComponent(landingBrandName(brand))}&populate[0]=cta&populate[1]=picture${status === 'draft' ? '&status=draft' : ''}&locale=${locale}`;

export interface LandingEntry {
  slug: string;
  brand: Brand;
}

/**
 * The list answer: every entry a valid slug of a known brand (the CMS refuses others at Save), and
 * all of them (more than one answer's worth is refused, not cut); anything else refuses the answer.
 */
export const checkLandingList: CmsCheck<LandingEntry[]> = (json) => {
  const answer = json as { data?: { slug?: unknown; brand?: unknown }[]; meta?: { pagination?: { total?: number } } };
  const entries = (Array.isArray(answer?.data) ? answer.data : []).map((e) => ({
    slug: String(e?.slug),
    brand: brandOfName(e?.brand)!,
  }));
  const bad = entries.findIndex((e) => !e.brand || !landingSlugOf(landingPath(e.slug)));
  if (!Array.isArray(answer?.data) || bad >= 0 || (answer.meta?.pagination?.total ?? 0) > LANDING_LIST_MAX)
    return { ok: false, problem: `not a list of at most ${LANDING_LIST_MAX} landing pages (entry ${bad})` };
  return { ok: true, value: entries };
};

/**
 * A landing page answer as a pages answer (`pageFromStrapi`): its `slug` and `brand` become the
 * page's `path`, and must be the ones asked for. No entry (`data: []`) is left as it is.
 */
export function landingAsPage(json: unknown, brand: Brand, slug: string): unknown {
  if (!isRecord(json) || !Array.isArray(json.data)) return json;
  return {
    ...json,
    data: json.data.map((entry) => {
      if (!isRecord(entry)) return entry;
      const { slug: own, brand: name, ...rest } = entry;
      const samePage = own === slug && brandOfName(name) === brand;
      return { ...rest, path: samePage ? landingPath(slug) : `${LANDING_PREFIX}${String(own)} (${String(name)})` };
    }),
  };
}

/** A landing page answer mapped like a page's (unknown fields refused by name); `data: []` is valid (no such page). */
export const mapLanding =
  (brand: Brand, slug: string): CmsCheck<unknown> =>
  (json) => {
    const asPage = landingAsPage(json, brand, slug);
    if (isRecord(asPage) && Array.isArray(asPage.data) && asPage.data.length === 0) return { ok: true, value: asPage };
    return pageFromStrapi(asPage, landingPath(slug));
  };
