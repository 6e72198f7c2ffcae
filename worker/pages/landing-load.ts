import { settingsOf } from '../env.ts';
import { contentVersionFor } from '../content/cms/content-version.ts';
import { createLandingSource, type LandingResult } from '../content/cms/landing-source.ts';
import { PREVIEW_PARAM } from '../http/preview-link.ts';
import { markVerifiedPreview } from '../http/preview-framing.ts';
import type { RequestContext } from '../http/request-context.ts';
import type { LoadedParts } from '../page-context.ts';
import type { RouteMatch } from './page-module.ts';

/** One lookup per request: respond.ts asks first (404 or 502 before the HTML cache), the page's `load` reuses it. */
const looked = new WeakMap<Request, Promise<LandingResult>>();

/** The landing page a request asks for (its slug, the tenant's brand, its locale, a preview link). */
export function landingFor(rc: RequestContext, match: Pick<RouteMatch, 'params'>): Promise<LandingResult> {
  let result = looked.get(rc.request);
  if (!result) {
    result = (async () => {
      const version = await contentVersionFor(rc.request, rc.env);
      return createLandingSource(settingsOf(rc.env), rc, { version }).page(
        rc.resolved.tenant.routeSet,
        match.params.slug ?? '',
        rc.url.searchParams.get(PREVIEW_PARAM) ?? undefined,
        rc.locale,
      );
    })();
    looked.set(rc.request, result);
  }
  return result;
}

/** Whether the CMS has the landing page (respond.ts answers `missing` and `failed` before the HTML cache). */
export async function landingExists(rc: RequestContext, match: RouteMatch): Promise<'found' | 'missing' | 'failed'> {
  return (await landingFor(rc, match)).kind;
}

/** The page's `load`: the landing page found (respond.ts answered the others with 404 or 502). */
export async function loadLandingParts(rc: RequestContext, match: RouteMatch): Promise<LoadedParts> {
  const found = await landingFor(rc, match);
  if (found.kind !== 'found') return {};
  const { page } = found;
  // The one answer the CMS's preview panel may frame (worker/http/preview-framing.ts): a draft through a link it verified.
  if (page.preview?.kind === 'draft') markVerifiedPreview(rc.request);
  return { page, translated: page.translated ?? true };
}
