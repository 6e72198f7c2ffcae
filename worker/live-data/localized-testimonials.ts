import type { PageLocale } from '../../common/i18n/locales.ts';
import type { SiteContent } from '../content/site-content-types.ts';
import { CONTENT } from '../content/built-content.ts';
import { dataIn } from '../content/localized-data.ts';
import type { Testimonial } from './live-data-schema.ts';

/**
 * Testimonials in a page's locale: each one that content/testimonials.json holds takes
 * the role and quote of its translation (`testimonials.de.json`, same order); names and companies
 * stay as written. One the backend API sends that the file lacks stays English, as does every
 * testimonial in a locale without a translation. Matched by name and company, not by position,
 * because the API's list may differ from the file's.
 *
 * @example
 * localizedTestimonials(home.testimonials, 'de')[0].quote // "Unsere Depots und Büros …"
 */
export function localizedTestimonials(
  testimonials: readonly Testimonial[],
  locale: PageLocale,
  content: SiteContent = CONTENT,
): Testimonial[] {
  const translated = dataIn('testimonials', locale, content);
  const english = dataIn('testimonials', 'en', content);
  if (translated === english) return [...testimonials];
  return testimonials.map((t) => {
    const at = english.findIndex((e) => e.name === t.name && e.org === t.org);
    const words = at < 0 ? undefined : translated[at];
    return words ? { ...t, title: words.title, quote: words.quote } : t;
  });
}
