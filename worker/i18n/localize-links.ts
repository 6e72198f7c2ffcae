import { DEFAULT_LOCALE, localizeHref, type PageLocale } from '../../common/i18n/locales.ts';

/**
 * Puts the page's locale in front of every link to a page of this site in a rendered page:
 * `<a href="/pricing">` on `/de/…` becomes `/de/pricing`, and so do form actions that render a page.
 * One pass over the finished HTML instead of a change to each of the ~80 `buildHref` calls: a page
 * component never needs to know its locale to link right, and English pages are not touched at
 * all (same bytes, no extra work). Links that name a locale on purpose (the language switcher,
 * `hreflang` alternates, which are `<link>` elements) are left alone, as are app paths: those are
 * handed to the app host without the prefix anyway (worker/i18n/localize-decision.ts).
 */
export function localizeLinks(page: Response, locale: PageLocale, isPage: (href: string) => boolean): Response {
  if (locale === DEFAULT_LOCALE || !page.body) return page;
  const prefix = (attribute: string) => ({
    element(element: Element) {
      const value = element.getAttribute(attribute);
      // A link naming its language (the switcher's) goes where it says.
      if (value === null || element.hasAttribute('hreflang')) return;
      const localized = localizeHref(value, locale, isPage);
      if (localized !== value) element.setAttribute(attribute, localized);
    },
  });
  return new HTMLRewriter()
    .on('a[href^="/"]', prefix('href'))
    .on('form[action^="/"]', prefix('action'))
    .transform(page);
}
