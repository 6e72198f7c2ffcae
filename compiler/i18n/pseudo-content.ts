// Page copy in the pseudo-locales: every entry that has a real translation, made
// again from its English with compiler/i18n/pseudo-text.ts. The same fields a translator rewrites
// (TRANSLATABLE_FIELDS, which the translation parity check holds translators to) change; ids,
// slugs, paths, hrefs, numbers and coordinates stay, so the site matches on the same keys.
import { PSEUDO_LOCALES, type PseudoLocale } from '../../common/i18n/locales.ts';
import type { SiteContent, TranslatedContent } from '../../worker/content/site-content-types.ts';
import { isTranslatable } from '../../scripts/translation-parity.ts';
import { pseudoHtml, pseudoText } from './pseudo-text.ts';

/**
 * Any JSON value in a pseudo-locale: strings under a translatable field (at any depth, arrays
 * included) become pseudo text, `html` pseudo HTML; everything else is kept.
 *
 * @example
 * pseudoData({ label: 'Book a demo', href: '/contact' }, 'en-XA') // { label: '[ßôôôôķ …]', href: '/contact' }
 */
export function pseudoData<T>(value: T, locale: PseudoLocale, field = '', path = ''): T {
  if (typeof value === 'string') {
    if (field === 'html') return pseudoHtml(value, locale) as T;
    return (isTranslatable(field, path) ? pseudoText(value, locale) : value) as T;
  }
  if (Array.isArray(value)) return value.map((v, i) => pseudoData(v, locale, field, `${path}[${i}]`)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, pseudoData(v, locale, k, `${path}.${k}`)]),
    ) as T;
  return value;
}

/** The authored locales' translation parts of the content. */
const translationParts = (content: SiteContent): TranslatedContent[] =>
  Object.entries(content)
    .filter(([key]) => key.startsWith('translations:') && !PSEUDO_LOCALES.some((p) => key.endsWith(p)))
    .map(([, part]) => part as TranslatedContent);

/**
 * `translations:en-XA` and `translations:ar-XB`: the pseudo copy of each entry some authored
 * locale translates (so the pseudo-locale covers exactly the translated pages; a blog post that
 * stays English stays English there too, with the untranslated note).
 */
export function pseudoTranslations(content: SiteContent): Record<`translations:${PseudoLocale}`, TranslatedContent> {
  const translated = new Map<string, Set<string>>();
  for (const part of translationParts(content))
    for (const [collection, entries] of Object.entries(part))
      for (const key of Object.keys(entries ?? {})) {
        if (!translated.has(collection)) translated.set(collection, new Set());
        translated.get(collection)!.add(key);
      }
  const forLocale = (locale: PseudoLocale): TranslatedContent =>
    Object.fromEntries(
      [...translated].map(([collection, keys]) => {
        const english = content[collection as keyof SiteContent] as Record<string, unknown>;
        return [collection, Object.fromEntries([...keys].map((key) => [key, pseudoData(english[key], locale)]))];
      }),
    );
  return { 'translations:en-XA': forLocale('en-XA'), 'translations:ar-XB': forLocale('ar-XB') };
}
