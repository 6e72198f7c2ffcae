import type { CmsPage } from '../site-content-types.ts';

/**
 * The header that says which version of a content-managed page a response carries: the CMS
 * entry's `publishedAt` (its localization's, in another locale) when the copy came from the CMS,
 * `repository` when the site showed the embedded copy instead (the CMS failed, was too slow or
 * was refused), `draft` for a preview. The CMS's Site box compares it with the entry it published
 * (cms/src/publish-state.ts): a publish is "live" only once a visitor gets this version.
 */
export const CMS_VERSION_HEADER = 'x-cms-version';

/** The header's value for the embedded copy (no CMS answer in time). */
export const REPOSITORY_VERSION = 'repository';

/**
 * Per request: what a CMS-backed source had to replace with the repository's copy (a page, a
 * menu). A render that shows any of it is answered but never stored in the HTML cache: stored, it
 * would be served under the new content version as if it were the published content, until the
 * entry aged out, and visitors would see the menu alternate with the one other isolates show.
 */
const fellBack = new WeakMap<Request, string[]>();

/** Records that this request's render shows `what` from the repository instead of the CMS. */
export function markCmsFallback(request: Request, what: string): void {
  const list = fellBack.get(request);
  if (list) list.push(what);
  else fellBack.set(request, [what]);
}

/** What this request's render showed from the repository instead of the CMS (empty: nothing). */
export function cmsFallbacks(request: Request): readonly string[] {
  return fellBack.get(request) ?? [];
}

/** The header's value for a loaded page, or undefined for a page the CMS does not manage or a site without a CMS. */
export function servedVersion(page: Pick<CmsPage, 'cmsVersion' | 'preview'> | undefined): string | undefined {
  if (!page) return undefined;
  if (page.preview?.kind === 'draft') return 'draft';
  return page.cmsVersion;
}
