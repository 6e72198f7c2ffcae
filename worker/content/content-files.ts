import { DEFAULT_LOCALE, isPseudoLocale, type PageLocale } from '../../common/i18n/locales.ts';

/**
 * The files the compiled content is served in (compiler/steps/build-data.ts writes them,
 * worker/content/content-from-assets.ts reads them): `base` holds English and what every locale
 * shares (pages, data files, menus, messages, each locale's outline), one file per authored locale
 * its own words, and `pseudo` the pseudo-locales'. An English isolate reads a quarter of the
 * content it read as one file (449 of 1,718 KB); a German page adds German's file.
 */
export type ContentFile = 'base' | Exclude<PageLocale, 'en' | 'en-XA' | 'ar-XB'> | 'pseudo';

/** A part's own locale, from its key (`translations:de`, `messages:fr`, `menus:nl`, `data:ar:home`, `illustrations:es:fitmap`); none for shared parts. */
function localeOfPart(key: string): string | undefined {
  return (
    /^(?:translations|messages|menus):(.+)$/.exec(key)?.[1] ??
    /^(?:data|illustrations):([a-z]{2}(?:-[A-Z]{2})?):/.exec(key)?.[1]
  );
}

/** The file a part is served in. Outlines stay in `base`: an English page's alternates read every locale's. */
export function contentFileOfPart(key: string): ContentFile {
  const locale = localeOfPart(key);
  if (!locale || locale === DEFAULT_LOCALE) return 'base';
  return isPseudoLocale(locale) ? 'pseudo' : (locale as ContentFile);
}

/** The file a page in this locale needs besides `base` (none for English). */
export function contentFileOfLocale(locale: PageLocale): ContentFile | undefined {
  if (locale === DEFAULT_LOCALE) return undefined;
  return isPseudoLocale(locale) ? 'pseudo' : (locale as ContentFile);
}
