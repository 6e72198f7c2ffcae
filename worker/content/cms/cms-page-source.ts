import * as z from '../../../common/zod-mini.ts';
import type { Settings } from '../../env-schema.ts';
import { matchPage, type Brand } from '../../routes/routes.ts';
import { createCmsCache, type CmsCheck } from './cms-cache.ts';
import { blockLinks, BlocksSchema } from './cms-blocks.ts';
import { CmsPageFrontMatter } from '../content-schema.ts';
import { cmsPageFor } from '../route-copy.ts';
import { CONTENT, PAGE_EXISTS } from '../built-content.ts';
import type { CmsPage } from '../site-content-types.ts';
import { pageFromStrapi } from './strapi-answers.ts';
import { checkPreviewLink } from './preview-link.ts';

/** The page waits at most this long for the CMS on a cache miss, then shows the embedded copy. */
export const CMS_PAGE_TIMEOUT_MS = 300;
export const CMS_PAGE_FRESH_MS = 60_000;
export const CMS_PAGE_MAX_AGE_S = 86_400;
export const CMS_PAGE_BACKGROUND_TIMEOUT_MS = 5_000;
export const CMS_PAGE_CACHE = 'cms-pages';

/**
 * One content-managed page as the CMS answers `GET /api/pages?filters[path][$eq]=<path>`: the
 * copy fields of `content/cms` files, with the body as rich-text blocks instead of Markdown.
 * Which brands show a page stays with the embedded file: the CMS updates copy, not the site's page set.
 */
const CmsPageFields = z.extend(z.omit(CmsPageFrontMatter, { brands: true, order: true }), { body: BlocksSchema });
export const CmsPageAnswer = z.object({
  data: z.array(CmsPageFields).check(z.length(1, 'exactly one page for the path')),
});
export type CmsPageFields = z.output<typeof CmsPageFields>;

/** Strapi 5 REST: the published page at a path (or its draft), with its calls to action (a component, so populated). */
export const cmsPageUrl = (baseUrl: string, path: string, status: 'published' | 'draft' = 'published') =>
  `${baseUrl}/api/pages?filters[path][$eq]=${encodeURIComponent(path)}&populate=cta${status === 'draft' ? '&status=draft' : ''}`;

/** Strapi's answer for `path` (strapi-answers.ts), then the build's rules. */
const checkStrapiPage =
  (path: string, brands: readonly Brand[]): CmsCheck<CmsPageFields> =>
  (json) => {
    const mapped = pageFromStrapi(json, path);
    return mapped.ok ? checkCmsPage(mapped.value, brands) : mapped;
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
 * The problems of a pages answer, each with its field path (`data.0.title`): what checkCmsPage
 * joins into one line, and what the CMS shows field by field when it refuses a save
 * (scripts/cms/site-rules.ts).
 */
export function cmsPageProblems(
  json: unknown,
  brands: readonly Brand[],
): { page: CmsPageFields | undefined; problems: { path: string; message: string }[] } {
  const parsed = CmsPageAnswer.safeParse(json);
  if (!parsed.success)
    return {
      page: undefined,
      problems: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
    };
  const page = parsed.data.data[0]!;
  const links = [
    ...blockLinks(page.body).map((href) => ({ href, path: 'data.0.body' })),
    ...(page.cta ?? []).map((c, i) => ({ href: c.href, path: `data.0.cta.${i}.href` })),
  ].filter(({ href }) => href.startsWith('/'));
  const problems = links.flatMap(({ href, path }) => {
    const missing = brands.find((brand) => !matchPage(brand, href.split(/[?#]/)[0]!, PAGE_EXISTS));
    return missing ? [{ path, message: `link "${href}" is not a page of the ${missing} brand` }] : [];
  });
  return { page, problems };
}

/** Where content-managed pages come from: the embedded files, or the CMS in front of them. */
export interface CmsPageSource {
  /** `preview`: the value of a draft-preview link's parameter (preview-link.ts), when the request has one. */
  page(brand: Brand, path: string, preview?: string): Promise<CmsPage | undefined>;
}

export const EMBEDDED_PAGE_SOURCE: CmsPageSource = {
  page: async (brand, path, preview) => {
    const page = cmsPageFor(CONTENT, brand, path);
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
  options: { fetch?: typeof fetch; cache?: Cache; now?: () => number; version?: number; timeoutMs?: number } = {},
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

  /** The published page: the CMS's (cached), else the embedded one with a warning. */
  async function published(embedded: CmsPage, path: string): Promise<CmsPage> {
    try {
      const { body, ...copy } = await cms.get(cmsPageUrl(baseUrl!, path), path, checkStrapiPage(path, embedded.brands));
      return { ...embedded, ...copy, html: '', blocks: body };
    } catch (error) {
      console.warn(`cms page ${path}: ${message(error)}; showing the embedded page`);
      return embedded;
    }
  }

  /**
   * A draft preview: only through a valid, unexpired signed link (preview-link.ts), straight from
   * the CMS (`status=draft`, no cache), never indexed. Anything wrong shows the published page
   * with a note saying what.
   */
  async function draft(embedded: CmsPage, path: string, link: string): Promise<CmsPage> {
    const checked = await checkPreviewLink(link, path, settings.cmsPreviewSecret, options.now);
    if (!checked.ok) {
      console.warn(`cms preview ${path}: ${checked.reason}; showing the published page`);
      return { ...(await published(embedded, path)), preview: { kind: 'refused', reason: checked.reason } };
    }
    try {
      const { body, ...copy } = await cms.fetchUncached(
        cmsPageUrl(baseUrl!, path, 'draft'),
        checkStrapiPage(path, embedded.brands),
      );
      return { ...embedded, ...copy, html: '', blocks: body, noindex: true, preview: { kind: 'draft' } };
    } catch (error) {
      const reason = `the draft could not be shown: ${message(error)}`;
      console.warn(`cms preview ${path}: ${reason}; showing the published page`);
      return { ...(await published(embedded, path)), noindex: true, preview: { kind: 'refused', reason } };
    }
  }

  return {
    async page(brand, path, preview) {
      const embedded = cmsPageFor(CONTENT, brand, path);
      if (!embedded) return undefined;
      return preview === undefined ? published(embedded, path) : draft(embedded, path, preview);
    },
  };
}
