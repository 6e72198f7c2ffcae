import { OG_LOCALE, pageLocales } from './alternates.ts';
import type { PageContext } from '../page-context.ts';

/**
 * `hreflang` alternates (each language the page is translated into, and `x-default`: the English
 * URL, which no Accept-Language redirects away from) and `og:locale:alternate`, for indexable pages.
 */
export function LanguageAlternates({ ctx }: { ctx: PageContext }) {
  if (!ctx.route) return null;
  const locales = pageLocales(ctx);
  if (locales.length < 2) return null;
  const english = locales.find((l) => l.locale === 'en')!;
  return (
    <>
      {locales.map(({ locale, href }) => (
        <link key={locale} rel="alternate" hrefLang={locale} href={href} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={english.href} />
      {locales
        .filter((l) => l.locale !== ctx.pageLocale)
        .map(({ locale }) => (
          <meta key={`og-${locale}`} property="og:locale:alternate" content={OG_LOCALE[locale]} />
        ))}
    </>
  );
}
