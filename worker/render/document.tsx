import type { ReactNode } from 'react';
import type { Graph } from 'schema-dts';
import { CLIENT_MANIFEST } from '../generated/client-manifest.ts';
import { BRAND_FONTS } from '../generated/fonts.ts';
import { IslandCollector, IslandContext } from '../../common/islands/island.tsx';
import type { ThemeStyles } from '../ui/theme.ts';
import { lookAttribute } from '../ui/look.ts';
import { SHARE_IMAGE_SIZE, shareImageLocale, shareImageUrl } from './share-image.ts';
import type { PageContext } from '../page-context.ts';
import { jsonLdText } from '../structured-data/json-ld-text.ts';
import { canonicalUrl } from './structured-data.ts';
import { pageStylesheets } from './page-stylesheet.ts';
import { documentLanguage } from '../../common/i18n/locales.ts';
import { LanguageAlternates } from '../i18n/language-alternates.tsx';
import { OG_LOCALE } from '../i18n/alternates.ts';
import { tenantCopy } from '../i18n/tenant-copy.ts';

export interface DocumentProps {
  ctx: PageContext;
  title: string;
  description: string;
  /**
   * Set when the title and description are the English copy of an untranslated page under a
   * locale prefix: they say so (`lang="en"`, and `dir="ltr"` in a right-to-left page), as its body does.
   */
  copyInEnglish?: boolean;
  /** Keep the page out of search engines (error pages, the thank-you page, tools). */
  noindex?: boolean;
  /** The response's status: a page that is not 200 links the frame's stylesheet, not its route's. */
  status: number;
  theme: ThemeStyles;
  islands: IslandCollector;
  /** The page's JSON-LD (worker/render/structured-data.ts); none on error pages. */
  structuredData?: Graph | null;
  children: ReactNode;
}

/** Emitted after the page body rendered, so it knows whether any island was used. */
function IslandScript({ islands }: { islands: IslandCollector }) {
  if (islands.used.size === 0) return null;
  return <script type="module" src={CLIENT_MANIFEST.entry} />;
}

/**
 * The font files the first screen draws with, fetched before the stylesheet names them: the
 * brand's heading and text faces, or on a right-to-left page its Arabic ones. With
 * `font-display: optional` a face is used only if it is there within the first ~100 ms.
 */
function FontPreload({ ctx, dir }: { ctx: PageContext; dir: string }) {
  const fonts = BRAND_FONTS[ctx.resolved.tenant.routeSet];
  if (!fonts) return null;
  return (dir === 'rtl' ? fonts.preloadArabic : fonts.preload).map((href) => (
    <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="" />
  ));
}

/**
 * The share card's picture: the route's own 1200×630 PNG, else the tenant's in the page's language
 * (drawn by `npm run build` from its logo and title in that language, hence that alt text). Only on
 * pages meant to be found and shared, not on error pages, the thank-you page or tools; that also
 * keeps the error page's shell from reading the tenant's title.
 */
function ShareImage({ ctx, title }: { ctx: PageContext; title: string }) {
  const { tenant, id } = ctx.resolved;
  const locale = shareImageLocale(ctx);
  return (
    <>
      <meta property="og:image" content={shareImageUrl(ctx.meta, id, tenant.homeUrl, locale)} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content={String(SHARE_IMAGE_SIZE.width)} />
      <meta property="og:image:height" content={String(SHARE_IMAGE_SIZE.height)} />
      <meta property="og:image:alt" content={ctx.meta.image ? title : tenantCopy(tenant, locale, 'title')} />
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}

/** The attributes of English inside a page of another language: its language, and left to right in a right-to-left page. */
const englishMark = (dir: string) => ({ lang: 'en', ...(dir === 'rtl' && { dir: 'ltr' }) });

/**
 * The HTML shell: language, direction, tenant and theme on <html>; title, description, canonical
 * URL, Open Graph tags and favicon from the tenant and route meta; the page's stylesheet (the
 * rules of its brand and route, cached for a year; the Arabic faces' before it when right to left), the request's theme and the page's JSON-LD
 * in <head>; the island script only when the page used an island.
 */
export function Document({
  ctx,
  title,
  description,
  copyInEnglish = false,
  noindex,
  status,
  theme,
  islands,
  structuredData,
  children,
}: DocumentProps) {
  const { tenant, id } = ctx.resolved;
  const canonical = canonicalUrl(ctx);
  const { lang, dir } = documentLanguage(tenant, ctx.pageLocale);
  return (
    <html
      lang={lang}
      dir={dir}
      data-tenant={id}
      data-theme={ctx.themeMode}
      data-view={ctx.view || undefined}
      data-look={lookAttribute(tenant.look)}
      className={theme.className}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title {...(copyInEnglish && englishMark(dir))}>{title}</title>
        <meta name="description" content={description} {...(copyInEnglish && englishMark(dir))} />
        {noindex && <meta name="robots" content="noindex" />}
        <link rel="canonical" href={canonical} />
        {!noindex && <LanguageAlternates ctx={ctx} />}
        <meta property="og:type" content="website" />
        <meta property="og:site_name" content={tenant.name} />
        <meta property="og:title" content={title} />
        <meta property="og:description" content={description} />
        <meta property="og:url" content={canonical} />
        <meta property="og:locale" content={OG_LOCALE[ctx.translated ? ctx.pageLocale : 'en']} />
        {!noindex && <ShareImage ctx={ctx} title={title} />}
        <meta name="theme-color" content={tenant.theme.primary} />
        <link rel="icon" href={tenant.favIconUrl} />
        <link rel="manifest" href="/manifest.webmanifest" />
        <FontPreload ctx={ctx} dir={dir} />
        {pageStylesheets(ctx, dir, status).map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        <style id="tt-theme" dangerouslySetInnerHTML={{ __html: theme.cssText }} />
        {/* Data, never run: a CSP's script-src does not apply to it (docs/pages.md "Structured data"). */}
        {structuredData && (
          <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(structuredData) }} />
        )}
      </head>
      <body>
        <IslandContext.Provider value={islands}>{children}</IslandContext.Provider>
        <IslandScript islands={islands} />
      </body>
    </html>
  );
}
