import { describe, expect, it } from 'vitest';
import { CONTENT, PAGE_EXISTS } from './built-content.ts';
import { localizedPageContent, pageTranslatedIn } from './page-content-for.ts';
import type { SiteContent } from './site-content-types.ts';
import { PAGE_LOCALES } from '../../common/i18n/locales.ts';
import { matchPage } from '../routes/routes.ts';
import { sitemapPaths } from '../render/sitemap.ts';
import { TENANTS } from '../tenants/registry.ts';

/** The content with every locale's translated copy unreadable: only the outlines can answer. */
function withoutTranslatedCopy(): SiteContent {
  const content = Object.create(CONTENT) as SiteContent;
  for (const key of Object.keys(CONTENT).filter((k) => k.startsWith('translations:')))
    Object.defineProperty(content, key, {
      get() {
        throw new Error(`${key} read: alternates and sitemaps must read only the outline`);
      },
    });
  return content;
}

// Alternates and locale sitemaps ask every locale a tenant offers whether a page is translated;
// the outlines answer without parsing each locale's copy (compiler/content/translation-outlines.ts).
describe('pageTranslatedIn', () => {
  it('agrees with localizedPageContent on every sitemap page of every tenant, in every locale', () => {
    const content = withoutTranslatedCopy();
    let translated = 0;
    for (const [tenantId, tenant] of Object.entries(TENANTS))
      for (const path of sitemapPaths(tenant, tenantId)) {
        const match = matchPage(tenant, path, PAGE_EXISTS)!;
        const lookup = { route: match.route, params: match.params, path, brand: tenant.routeSet, tenantId };
        for (const locale of PAGE_LOCALES) {
          const expected = localizedPageContent(lookup, locale).translated;
          expect(pageTranslatedIn(lookup, locale, content), `${tenantId} ${path} in ${locale}`).toBe(expected);
          if (locale !== 'en' && expected) translated++;
        }
      }
    // Not a vacuous agreement: hundreds of pages are translated.
    expect(translated).toBeGreaterThan(200);
  });

  it('an outline entry names its English file, so a general translation does not count for cofi', () => {
    const outline = CONTENT['outline:de']!;
    expect(outline.pages?.contact).toEqual({ slug: CONTENT['translations:de']!.pages!.contact!.slug });
    expect(JSON.stringify(outline).length).toBeLessThan(JSON.stringify(CONTENT['translations:de']).length / 20);
  });
});
