import { DEFAULT_LOCALE, localePath } from '../../common/i18n/locales.ts';
import { localizedPageContent } from '../../worker/content/page-content-for.ts';
import { contentPageExists } from '../../worker/content/route-copy.ts';
import type { SiteContent } from '../../worker/content/site-content-types.ts';
import { sitemapPaths } from '../../worker/render/sitemap.ts';
import { matchPage } from '../../worker/routes/routes.ts';
import type { Tenant } from '../../worker/tenants/schema.ts';
import { readTranslatedFrom, sourceHash, sourceOf, translationLocale } from './build-translations.ts';

export interface Coverage {
  tenant: string;
  locale: string;
  translated: number;
  /** English pages of the tenant (its sitemap) without a translation into the locale: prefixed paths. */
  missing: string[];
}

export interface StaleTranslation {
  file: string;
  line: number;
  message: string;
}

/**
 * Per tenant and offered locale, which of its pages (the English sitemap) are translated and which
 * are missing: a warning `npm run check` counts, never an error (a page without its translation
 * shows English with a note). The same `localizedPageContent` decides as for the pages themselves.
 */
export function translationCoverage(tenants: Record<string, Tenant>, content: SiteContent): Coverage[] {
  const exists = contentPageExists(content);
  const coverage: Coverage[] = [];
  for (const [id, tenant] of Object.entries(tenants)) {
    const paths = sitemapPaths(tenant, id, content);
    for (const locale of tenant.locales) {
      if (locale === DEFAULT_LOCALE) continue;
      const row: Coverage = { tenant: id, locale, translated: 0, missing: [] };
      for (const path of paths) {
        const match = matchPage(tenant, path, exists);
        const lookup = match && {
          route: match.route,
          params: match.params,
          path,
          brand: tenant.routeSet,
          tenantId: id,
        };
        if (lookup && localizedPageContent(lookup, locale, content).translated) row.translated++;
        else row.missing.push(localePath(path, locale));
      }
      coverage.push(row);
    }
  }
  return coverage;
}

/**
 * Translations whose English source changed since they were made: the hash they record
 * (`translatedFrom`) is not the English file's any more. Reported with the file and the line of
 * `translatedFrom`, and the hash to write once the translation is brought up to date.
 */
export function staleTranslations(files: Record<string, string>): StaleTranslation[] {
  const stale: StaleTranslation[] = [];
  for (const [file, text] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
    if (!translationLocale(file)) continue;
    const source = files[sourceOf(file)];
    if (source === undefined) continue; // the build reports a translation without an English file
    const { hash, line } = readTranslatedFrom(text);
    const now = sourceHash(source);
    if (hash && hash !== now)
      stale.push({
        file,
        line,
        message: `stale: translated from ${hash}, but ${sourceOf(file)} is now ${now}; bring the translation up to date with it, then set translatedFrom: ${now}`,
      });
  }
  return stale;
}

/** The report lines: one per tenant and locale (translated, missing), then each stale file. */
export function formatTranslationReport(coverage: Coverage[], stale: StaleTranslation[]): string {
  const rows = coverage.map(
    (c) => `  ${c.tenant} ${c.locale}: ${c.translated} translated, ${c.missing.length} missing`,
  );
  return [
    `Page translations per tenant and locale (a missing one shows English with a note; warning):`,
    ...rows,
    ...(stale.length
      ? [`Stale translations (${stale.length}; warning):`, ...stale.map((s) => `  ${s.file}:${s.line}: ${s.message}`)]
      : []),
  ].join('\n');
}
