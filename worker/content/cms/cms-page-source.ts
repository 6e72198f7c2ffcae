import * as z from '../../../common/zod-mini.ts';
import type { Settings } from '../../env-schema.ts';
import { matchPage, type Brand } from '../../routes/routes.ts';
import { createCmsCache, type CmsCheck } from './cms-cache.ts';
import { blockLinks, BlocksSchema, PictureFile } from './cms-blocks.ts';
import { cmsPageFrontMatterObject } from '../content-schema.ts';
import { cmsPageFor } from '../route-copy.ts';
import { CONTENT, PAGE_EXISTS } from '../built-content.ts';
import type { CmsPage } from '../site-content-types.ts';
import { pageFromStrapi, type Mapped } from './strapi-answers.ts';
import { withEnglishFallback } from './english-fallback.ts';
import { REPOSITORY_VERSION } from './served-version.ts';
import { checkPreviewLink } from '../../http/preview-link.ts';
import { DEFAULT_LOCALE, localePath, type PageLocale } from '../../../common/i18n/locales.ts';

/** The page waits at most this long for the CMS on a cache miss, then shows the embedded copy. */
export const CMS_PAGE_TIMEOUT_MS = 300;
export const CMS_PAGE_FRESH_MS = 60_000;
export const CMS_PAGE_MAX_AGE_S = 86_400;
export const CMS_PAGE_BACKGROUND_TIMEOUT_MS = 5_000;
export const CMS_PAGE_CACHE = 'cms-pages';

// Schemas are built on first use, not when the module loads (common/zod-mini.ts).
/**
 * One content-managed page as the CMS answers `GET /api/pages?filters[path][$eq]=<path>`: the
 * copy fields of `content/cms` files, with the body as rich-text blocks instead of Markdown.
 * Which brands show a page stays with the embedded file: the CMS updates copy, not the site's page set.
 */
const CmsPageFields = /* @__PURE__ */ z.lazy(() =>
  z.extend(z.omit(cmsPageFrontMatterObject(), { brands: true, order: true }), {
    body: BlocksSchema,
    /** A picture from the CMS's media library beside the title (the Picture field). */
    picture: z.optional(PictureFile),
    /** The published entry's time (strapi-answers.ts keeps it): the version the site reports. */
    publishedAt: z.optional(z.string()),
  }),
);
export const CmsPageAnswer = /* @__PURE__ */ z.lazy(() =>
  z.object({
    data: z.array(CmsPageFields).check(z.length(1, 'exactly one page for the path')),
  }),
);
export type CmsPageFields = z.output<typeof CmsPageFields>;

/**
 * Strapi 5 REST: the published page at a path (or its draft) in one locale, with its calls to
 * action (a component) and its picture (a media-library file), both populated. The locale is
 * always named, English too, so the URL (the cache key) of one locale's answer is never another's.
 */
export const cmsPageUrl = (
  baseUrl: string,
  path: string,
  status: 'published' | 'draft' = 'published',
  locale: PageLocale = DEFAULT_LOCALE,
) =>
  `${baseUrl}/api/pages?filters[path][$eq]=${encodeURIComponent(path)}&populate[0]=cta&populate[1]=picture${status === 'draft' ? '&status=draft' : ''}&locale=${locale}`;

/** Strapi's answer for `path` (strapi-answers.ts), then the build's rules. */
const checkStrapiPage =
  (path: string, brands: readonly Brand[]): CmsCheck<CmsPageFields> =>
  (json) => {
    const mapped = pageFromStrapi(json, path);
    return mapped.ok ? checkCmsPage(mapped.value, brands) : mapped;
  };

/**
 * Another locale's answer for `path`, mapped but not yet checked: it is checked after English
 * fills its empty fields (withEnglishFallback). No localization (`data: []`) is a valid answer.
 */
const mapLocalizedPage =
  (path: string): CmsCheck<unknown> =>
  (json) => {
    if (typeof json === 'object' && json !== null && Array.isArray((json as { data?: unknown }).data))
      if ((json as { data: unknown[] }).data.length === 0) return { ok: true, value: json };
    const mapped: Mapped = pageFromStrapi(json, path);
    return mapped.ok ? { ok: true, value: mapped.value } : mapped;
  };

/** The build's rules for a CMS answer: the schema, and every link reaching a page of each brand that shows the page. */
export function checkCmsPage(json: unknown, brands: readonly Brand[]): ReturnType<CmsCheck<CmsPageFields>> {
  const { page, problems } = cmsPageProblems(json, brands);
  if (!page || problems.length)
    return {
      ok: false,
      problem: problems
        .slice(0, 3)
        .map((p) => (p.path ? `${p.path}: ${p.message}` : p.message))
        .join('; '),
    };
  return { ok: true, value: page };
}

/**
 * One page in a locale from the CMS's answers (a /solutions page's, a landing page's): the
 * localization's (`own`; none for English) with English's per empty field, checked by the build's
 * rules for the brands that show it. Its version is the localization's own publish, English's
 * without one. A page the rules refuse throws, naming the `noun`.
 */
export function localizedPage(
  own: unknown,
  english: unknown,
  brands: readonly Brand[],
  noun: string,
): { page: CmsPageFields; translated: boolean } {
  const { value, translated } =
    own === undefined ? { value: english, translated: true } : withEnglishFallback(own, english);
  const checked = checkCmsPage(value, brands);
  if (!checked.ok) throw new Error(`invalid ${noun} (${checked.problem})`);
  const firstOf = (answer: unknown) => (answer as { data: { publishedAt?: string }[] }).data[0];
  const publishedAt = (translated && own !== undefined ? firstOf(own) : firstOf(english))?.publishedAt;
  return { page: { ...checked.value, publishedAt }, translated };
}

/** A refused field of a pages answer: its path (`data.0.title`), the rule, and what the CMS words it from. */
export interface CmsPageProblem {
  path: string;
  message: string;
  /** The schema's rule: zod's issue code and its bounds (`too_big`, `maximum: 90`). */
  rule?: { code: string; minimum?: number; maximum?: number; received?: 'nothing' };
  /** A link to a page the brand does not have. */
  link?: { href: string; brand: Brand };
}

/**
 * The problems of a pages answer, each with its field path (`data.0.title`): what checkCmsPage
 * joins into one line, and what the CMS shows field by field when it refuses a save
 * (scripts/cms/site-rules.ts words them for a marketer).
 */
export function cmsPageProblems(
  json: unknown,
  brands: readonly Brand[],
): { page: CmsPageFields | undefined; problems: CmsPageProblem[] } {
  const parsed = CmsPageAnswer.safeParse(json);
  if (!parsed.success)
    return {
      page: undefined,
      problems: parsed.error.issues.map((i) => {
        const bounds = i as { minimum?: unknown; maximum?: unknown };
        return {
          path: i.path.join('.'),
          message: i.message,
          rule: {
            code: i.code,
            ...(typeof bounds.minimum === 'number' && { minimum: bounds.minimum }),
            ...(typeof bounds.maximum === 'number' && { maximum: bounds.maximum }),
            // zod names what it received in the message only (the input itself is not reported).
            ...(i.code === 'invalid_type' &&
              /received (undefined|null)$/.test(i.message) && { received: 'nothing' as const }),
          },
        };
      }),
    };
  const page = parsed.data.data[0]!;
  const links = [
    ...blockLinks(page.body).map((href) => ({ href, path: 'data.0.body' })),
    ...(page.cta ?? []).map((c, i) => ({ href: c.href, path: `data.0.cta.${i}.href` })),
  ].filter(({ href }) => href.startsWith('/'));
  const problems = links.flatMap(({ href, path }) => {
    const missing = brands.find((brand) => !matchPage(brand, href.split(/[?#]/)[0]!, PAGE_EXISTS));
    return missing
      ? [{ path, message: `link "${href}" is not a page of the ${missing} brand`, link: { href, brand: missing } }]
      : [];
  });
  return { page, problems };
}

/** Where content-managed pages come from: the embedded files, or the CMS in front of them. */
export interface CmsPageSource {
  /**
   * `preview`: the value of a draft-preview link's parameter (preview-link.ts), when the request
   * has one; `locale`: the URL's (`de` for `/de/…`). The page says whether it is in that locale
   * (`translated`); English always is.
   */
  page(brand: Brand, path: string, preview?: string, locale?: PageLocale): Promise<CmsPage | undefined>;
}

/** The embedded page in a locale: its translation file (`workplace.de.md`) when there is one, else English. */
export function embeddedCmsPage(brand: Brand, path: string, locale: PageLocale = DEFAULT_LOCALE): CmsPage | undefined {
  const english = cmsPageFor(CONTENT, brand, path);
  if (!english || locale === DEFAULT_LOCALE) return english && { ...english, translated: true };
  const translation = CONTENT[`translations:${locale as Exclude<PageLocale, 'en'>}`]?.cms?.[path];
  return translation ? { ...english, ...translation, translated: true } : { ...english, translated: false };
}

export const EMBEDDED_PAGE_SOURCE: CmsPageSource = {
  page: async (brand, path, preview, locale) => {
    const page = embeddedCmsPage(brand, path, locale);
    // A preview link on a site without a CMS: the page says why it shows no draft.
    return page && preview !== undefined
      ? { ...page, preview: { kind: 'refused', reason: 'this site does not read the CMS (CMS_ORIGIN is empty)' } }
      : page;
  },
};

// Structural, not the runtime's ExecutionContext: the CMS bundles these modules for Node (scripts/cms/site-rules.ts).
type WaitUntil = { waitUntil(promise: Promise<unknown>): void };

/**
 * The content-managed page source for this deploy: embedded when `CMS_ORIGIN` is empty (off by
 * default, no I/O), else the CMS behind the Cache API with stale-while-revalidate (cms-cache.ts),
 * falling back to the embedded page with a warning when the CMS fails, is slow or answers
 * something the build's rules refuse. Only paths with an embedded page are asked for, so the CMS
 * cannot add pages the sitemap and link checks do not know. The cache key names the CMS and the
 * path only: the request carries nothing about the tenant, so tenants cannot see each other's data.
 */
export function createCmsPageSource(
  settings: Pick<Settings, 'cmsOrigin'> & Partial<Pick<Settings, 'cmsToken' | 'cmsPreviewSecret'>>,
  ctx?: WaitUntil,
  options: {
    fetch?: typeof fetch;
    cache?: Cache;
    now?: () => number;
    version?: number;
    timeoutMs?: number;
    /** Told when the published page falls back to the embedded one (served-version.ts: not stored in the HTML cache). */
    onFallback?: (what: string) => void;
  } = {},
): CmsPageSource {
  const baseUrl = settings.cmsOrigin;
  if (!baseUrl) return EMBEDDED_PAGE_SOURCE;
  const cms = createCmsCache(
    {
      cacheName: CMS_PAGE_CACHE,
      noun: 'page',
      timeoutMs: options.timeoutMs ?? CMS_PAGE_TIMEOUT_MS,
      freshMs: CMS_PAGE_FRESH_MS,
      maxAgeS: CMS_PAGE_MAX_AGE_S,
      backgroundTimeoutMs: CMS_PAGE_BACKGROUND_TIMEOUT_MS,
      ...options,
      token: settings.cmsToken,
    },
    ctx,
  );
  const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

  /** The English page (the CMS's default locale), published: cached, checked. */
  const english = (path: string, brands: readonly Brand[]) =>
    cms.get(cmsPageUrl(baseUrl!, path), path, checkStrapiPage(path, brands));

  /**
   * A page in another locale: its localization (published, or the draft of a preview) with English
   * per field, then the build's rules on the result. Both answers are cached apart, each under a
   * URL naming its locale.
   */
  async function localized(
    path: string,
    brands: readonly Brand[],
    locale: PageLocale,
    status: 'published' | 'draft',
  ): Promise<{ page: CmsPageFields; translated: boolean }> {
    const url = cmsPageUrl(baseUrl!, path, status, locale);
    const name = `${path} (${locale})`;
    const [own, base] = await Promise.all([
      status === 'draft' ? cms.fetchUncached(url, mapLocalizedPage(path)) : cms.get(url, name, mapLocalizedPage(path)),
      // The English answer as English pages read it (same key, same check): nothing unchecked is cached.
      english(path, brands),
    ]);
    return localizedPage(own, { data: [base] }, brands, 'page');
  }

  /** The published page: the CMS's (cached), else the embedded one with a warning. */
  async function published(embedded: CmsPage, path: string, locale: PageLocale): Promise<CmsPage> {
    try {
      const { page, translated } =
        locale === DEFAULT_LOCALE
          ? { page: await english(path, embedded.brands), translated: true }
          : await localized(path, embedded.brands, locale, 'published');
      const { body, publishedAt, ...copy } = page;
      return { ...embedded, ...copy, html: '', blocks: body, translated, cmsVersion: publishedAt ?? 'unknown' };
    } catch (error) {
      const name = `${path}${locale === DEFAULT_LOCALE ? '' : ` (${locale})`}`;
      console.warn(`cms page ${name}: ${message(error)}; showing the embedded page`);
      options.onFallback?.(`page ${name}`);
      return { ...embedded, cmsVersion: REPOSITORY_VERSION };
    }
  }

  /**
   * A draft preview: only through a valid, unexpired signed link (preview-link.ts), straight from
   * the CMS (`status=draft`, no cache), never indexed. Anything wrong shows the published page
   * with a note saying what.
   */
  async function draft(embedded: CmsPage, path: string, link: string, locale: PageLocale): Promise<CmsPage> {
    // Signed for the page's URL in its locale (`/de/solutions/workplace`): a German draft's link opens no other locale's.
    const signedPath = localePath(path, locale);
    const checked = await checkPreviewLink(link, signedPath, settings.cmsPreviewSecret, options.now);
    if (!checked.ok) {
      console.warn(`cms preview ${signedPath}: ${checked.reason}; showing the published page`);
      return { ...(await published(embedded, path, locale)), preview: { kind: 'refused', reason: checked.reason } };
    }
    try {
      // Another locale's draft is filled per field from the published English page: what it will show once published.
      const { page, translated } =
        locale === DEFAULT_LOCALE
          ? {
              page: await cms.fetchUncached(
                cmsPageUrl(baseUrl!, path, 'draft'),
                checkStrapiPage(path, embedded.brands),
              ),
              translated: true,
            }
          : await localized(path, embedded.brands, locale, 'draft');
      // A draft has no published time: the response says `draft` (served-version.ts).
      const { body, publishedAt, ...copy } = page;
      void publishedAt;
      return { ...embedded, ...copy, html: '', blocks: body, translated, noindex: true, preview: { kind: 'draft' } };
    } catch (error) {
      const reason = `the draft could not be shown: ${message(error)}`;
      console.warn(`cms preview ${signedPath}: ${reason}; showing the published page`);
      return {
        ...(await published(embedded, path, locale)),
        noindex: true,
        preview: { kind: 'refused', reason, linkValid: true },
      };
    }
  }

  return {
    async page(brand, path, preview, locale = DEFAULT_LOCALE) {
      const embedded = embeddedCmsPage(brand, path, locale);
      if (!embedded) return undefined;
      return preview === undefined ? published(embedded, path, locale) : draft(embedded, path, preview, locale);
    },
  };
}
