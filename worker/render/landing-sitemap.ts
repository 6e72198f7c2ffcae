import { settingsOf } from '../env.ts';
import type { RequestContext } from '../http/request-context.ts';
import { localePath } from '../../common/i18n/locales.ts';
import { tenantFile } from './tenant-files.ts';
import { contentVersionFor } from '../content/cms/content-version.ts';
import { createLandingSource } from '../content/cms/landing-source.ts';
import { landingPath } from '../content/cms/landing-paths.ts';

/**
 * `sitemap.xml` of a site that reads a CMS: the repository's pages and the brand's published
 * landing pages from the CMS's list in the request's locale (`/de/sitemap.xml` lists those with a
 * German localization). When the CMS fails, the repository's pages only, with a warning, not cached.
 */
export async function landingSitemap(rc: RequestContext): Promise<Response> {
  const { request, env, locale, resolved } = rc;
  let paths: string[] = [];
  let ok = true;
  try {
    const version = await contentVersionFor(request, env);
    const listed = await createLandingSource(settingsOf(env), rc, { version }).list(locale);
    paths = listed
      .filter((e) => e.brand === resolved.tenant.routeSet)
      .map((e) => localePath(landingPath(e.slug), locale))
      .sort();
  } catch (error) {
    ok = false;
    console.warn(`cms landing pages for the ${locale} sitemap: ${String(error)}; listing the repository's pages only`);
  }
  const file = tenantFile('/sitemap.xml', resolved, locale, rc.url.host, paths);
  return new Response(file.body, {
    headers: { 'content-type': file.type, 'cache-control': ok ? 'public, max-age=3600' : 'no-store' },
  });
}
