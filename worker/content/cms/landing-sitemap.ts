import { settingsOf, type Env } from '../../env.ts';
import type { Brand } from '../../../common/brands.ts';
import { DEFAULT_LOCALE, localePath, type PageLocale } from '../../../common/i18n/locales.ts';
import { contentVersionFor } from './content-version.ts';
import { createLandingSource } from './landing-source.ts';
import { landingPath } from './landing-answers.ts';

type WaitUntil = { waitUntil(promise: Promise<unknown>): void };

/**
 * A brand's published landing pages for a locale's sitemap (`/de/sitemap.xml` lists those with a
 * German localization), from the CMS's list under the content version. `ok: false` when the CMS
 * failed: the sitemap then lists the repository's pages only, and is not cached.
 */
export async function landingSitemapPaths(
  request: Request,
  env: Env,
  ctx: WaitUntil,
  brand: Brand,
  locale: PageLocale = DEFAULT_LOCALE,
): Promise<{ ok: boolean; paths: string[] }> {
  try {
    const version = await contentVersionFor(request, env);
    const listed = await createLandingSource(settingsOf(env), ctx, { version }).list(locale);
    const paths = listed.filter((e) => e.brand === brand).map((e) => localePath(landingPath(e.slug), locale));
    return { ok: true, paths: paths.sort() };
  } catch (error) {
    console.warn(
      `cms landing pages for the ${locale} sitemap: ${error instanceof Error ? error.message : String(error)}; listing the repository's pages only`,
    );
    return { ok: false, paths: [] };
  }
}
