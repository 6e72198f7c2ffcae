import type { Settings } from '../../env-schema.ts';
import type { Brand } from '../../../common/brands.ts';
import { DEFAULT_LOCALE, localePath, type PageLocale } from '../../../common/i18n/locales.ts';
import { checkPreviewLink } from '../../http/preview-link.ts';
import type { CmsPage } from '../site-content-types.ts';
import { createCmsCache, type CmsCheck } from './cms-cache.ts';
import { CMS_PAGE_FRESH_MS, CMS_PAGE_MAX_AGE_S, localizedPage, type CmsPageFields } from './cms-page-source.ts';
import {
  checkLandingList,
  landingListUrl,
  landingPageUrl,
  landingPath,
  mapLanding,
  type LandingEntry,
} from './landing-answers.ts';

/**
 * A landing page has no copy in the repository to show instead, so on a cache miss the request
 * waits longer for the CMS than a /solutions page does (300 ms, then the embedded copy).
 */
export const LANDING_TIMEOUT_MS = 3_000;
export const LANDING_BACKGROUND_TIMEOUT_MS = 5_000;
export const LANDING_CACHE = 'cms-landing';

/** What a landing page's request gets: the page, no such page (404), or the CMS failed (502, not cached). */
export type LandingResult = { kind: 'found'; page: CmsPage } | { kind: 'missing' } | { kind: 'failed'; reason: string };

type WaitUntil = { waitUntil(promise: Promise<unknown>): void };

export interface LandingSource {
  /** The published landing pages in a locale (that locale's localizations only): empty without a CMS. */
  list(locale?: PageLocale): Promise<LandingEntry[]>;
  /** The page at `/lp/<slug>` for a brand; `preview`: a draft-preview link's parameter. */
  page(brand: Brand, slug: string, preview?: string, locale?: PageLocale): Promise<LandingResult>;
}

const NO_CMS: LandingSource = { list: async () => [], page: async () => ({ kind: 'missing' }) };
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const first = (answer: unknown) => (answer as { data: CmsPageFields[] }).data[0];

/**
 * Landing pages from the CMS behind the Cache API, under the content version like menus and
 * pages (cms-cache.ts). Which `/lp/` paths exist is the published list (one small answer per
 * locale, cached): a slug not in it is a 404 without asking the CMS again, so made-up addresses
 * cost one cached lookup. Then the page itself, checked by the same rules as every CMS page.
 */
export function createLandingSource(
  settings: Pick<Settings, 'cmsOrigin'> & Partial<Pick<Settings, 'cmsToken' | 'cmsPreviewSecret'>>,
  ctx?: WaitUntil,
  options: { fetch?: typeof fetch; cache?: Cache; now?: () => number; version?: number; timeoutMs?: number } = {},
): LandingSource {
  const baseUrl = settings.cmsOrigin;
  if (!baseUrl) return NO_CMS;
  const cms = createCmsCache(
    {
      cacheName: LANDING_CACHE,
      noun: 'landing page',
      timeoutMs: options.timeoutMs ?? LANDING_TIMEOUT_MS,
      freshMs: CMS_PAGE_FRESH_MS,
      maxAgeS: CMS_PAGE_MAX_AGE_S,
      backgroundTimeoutMs: LANDING_BACKGROUND_TIMEOUT_MS,
      ...options,
      token: settings.cmsToken,
    },
    ctx,
  );
  const list = (locale: PageLocale = DEFAULT_LOCALE) =>
    cms.get(landingListUrl(baseUrl, locale), `list (${locale})`, checkLandingList);

  /** The page in a locale (English per empty field), checked; undefined when the CMS has no such entry. */
  async function load(
    brand: Brand,
    slug: string,
    locale: PageLocale,
    status: 'published' | 'draft',
  ): Promise<{ page: CmsPageFields; translated: boolean } | undefined> {
    const read = (at: PageLocale, check: CmsCheck<unknown>) => {
      const url = landingPageUrl(baseUrl!, brand, slug, status, at);
      return status === 'draft' ? cms.fetchUncached(url, check) : cms.get(url, `${landingPath(slug)} (${at})`, check);
    };
    const [own, english] = await Promise.all([
      locale === DEFAULT_LOCALE ? undefined : read(locale, mapLanding(brand, slug)),
      read(DEFAULT_LOCALE, mapLanding(brand, slug)),
    ]);
    if (!first(english)) return undefined;
    return localizedPage(own, english, [brand], 'landing page');
  }

  const asPage = (brand: Brand, slug: string, loaded: { page: CmsPageFields; translated: boolean }): CmsPage => {
    const { body, publishedAt, ...copy } = loaded.page;
    return {
      ...copy,
      slug,
      path: landingPath(slug),
      brands: [brand],
      html: '',
      blocks: body,
      translated: loaded.translated,
      cmsVersion: publishedAt ?? 'unknown',
    };
  };

  async function published(brand: Brand, slug: string, locale: PageLocale): Promise<LandingResult> {
    try {
      const listed = await list();
      if (!listed.some((e) => e.brand === brand && e.slug === slug)) return { kind: 'missing' };
      const loaded = await load(brand, slug, locale, 'published');
      return loaded ? { kind: 'found', page: asPage(brand, slug, loaded) } : { kind: 'missing' };
    } catch (error) {
      console.warn(`cms landing page ${localePath(landingPath(slug), locale)} (${brand}): ${messageOf(error)}`);
      return { kind: 'failed', reason: messageOf(error) };
    }
  }

  return {
    list,
    async page(brand, slug, preview, locale = DEFAULT_LOCALE) {
      if (preview === undefined) return published(brand, slug, locale);
      // Only a valid signed link reaches the CMS's drafts; any other shows the published page (or its 404) with the reason.
      const signedPath = localePath(landingPath(slug), locale);
      const checked = await checkPreviewLink(preview, signedPath, settings.cmsPreviewSecret, options.now);
      if (!checked.ok) {
        const live = await published(brand, slug, locale);
        return live.kind === 'found'
          ? { kind: 'found', page: { ...live.page, preview: { kind: 'refused', reason: checked.reason } } }
          : live;
      }
      try {
        const loaded = await load(brand, slug, locale, 'draft');
        if (!loaded) return { kind: 'missing' };
        const { cmsVersion, ...page } = asPage(brand, slug, loaded);
        void cmsVersion;
        return { kind: 'found', page: { ...page, noindex: true, preview: { kind: 'draft' } } };
      } catch (error) {
        console.warn(`cms preview ${signedPath}: ${messageOf(error)}`);
        return { kind: 'failed', reason: messageOf(error) };
      }
    },
  };
}
