/**
 * The `load` of every content-managed page, apart from the page that shows it (cms-page.tsx): the
 * trust centres load their words this way and render with their own component, so they compile
 * none of the CMS page's pictures and bands.
 */
import { settingsOf } from '../env.ts';
import { createCmsPageSource } from '../content/cms/cms-page-source.ts';
import { markCmsFallback } from '../content/cms/served-version.ts';
import { contentVersionFor } from '../content/cms/content-version.ts';
import { PREVIEW_PARAM } from '../http/preview-link.ts';
import { markVerifiedPreview } from '../http/preview-framing.ts';
import type { RequestContext } from '../http/request-context.ts';
import { matchKey } from '../routes/paths.ts';
import type { LoadedParts } from '../page-context.ts';

/**
 * The page at the request's path from the CMS (cached, with the embedded page when the CMS
 * fails); undefined leaves the embedded page.
 */
export async function loadCmsPage(rc: RequestContext): Promise<LoadedParts> {
  const version = await contentVersionFor(rc.request, rc.env);
  const onFallback = (what: string) => markCmsFallback(rc.request, what);
  const page = await createCmsPageSource(settingsOf(rc.env), rc, { version, onFallback }).page(
    rc.resolved.tenant.routeSet,
    matchKey(rc.url.pathname),
    rc.url.searchParams.get(PREVIEW_PARAM) ?? undefined,
    rc.locale,
  );
  // The one answer the CMS's preview panel may frame (worker/http/preview-framing.ts): a link it verified.
  if (page?.preview?.kind === 'draft' || (page?.preview?.kind === 'refused' && page.preview.linkValid))
    markVerifiedPreview(rc.request);
  return page ? { page, translated: page.translated ?? true } : {};
}
