import { DEFAULT_LOCALE, localizeHref, type PageLocale } from '../../common/i18n/locales.ts';

/** How links to pages that stay English in the page's locale say so. */
export interface EnglishTargets {
  /** Whether a site path is English only in the page's locale (worker/i18n/english-targets.ts). */
  isEnglishOnly: (href: string) => boolean;
  /** The visible marker in the page's language, "(auf Englisch)" (`link.inEnglish`). */
  marker: string;
}

/**
 * Puts the page's locale in front of every link to a page of this site in a rendered page:
 * `<a href="/pricing">` on `/de/…` becomes `/de/pricing`, and so do form actions that render a page.
 * One pass over the finished HTML instead of a change to each of the ~80 `buildHref` calls: a page
 * component never needs to know its locale to link right, and English pages are not touched at
 * all (same bytes, no extra work). Links that name a locale on purpose (the language switcher,
 * `hreflang` alternates, which are `<link>` elements) are left alone, as are app paths: those are
 * handed to the app host without the prefix anyway (worker/i18n/localize-decision.ts).
 */
export function localizeLinks(
  page: Response,
  locale: PageLocale,
  isPage: (href: string) => boolean,
  english?: EnglishTargets,
): Response {
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
  const rewriter = new HTMLRewriter().on('a[href^="/"]', prefix('href')).on('form[action^="/"]', prefix('action'));
  return (english ? markEnglishTargets(rewriter, locale, english) : rewriter).transform(page);
}

/**
 * A link to a page that is English only in this locale says so: `hreflang="en"` on every such link
 * (read after the prefix above, which leaves links that already name a language alone), and in the
 * header and footer menus, where a visitor chooses where to go, a small marker in the visitor's
 * language inside the link ("Datenschutz (auf Englisch)"). Not inside an island: its markup must
 * stay what the island renders when it hydrates (an attribute is not compared, text is).
 */
function markEnglishTargets(rewriter: HTMLRewriter, locale: PageLocale, english: EnglishTargets): HTMLRewriter {
  let islandDepth = 0;
  const escaped = english.marker.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const marker = `<span class="tt-in-english"> ${escaped}</span>`;
  const prefix = `/${locale}`;
  // The href as the prefix step left it (`/de/privacypolicy`), as the site path it names.
  const sitePath = (href: string) =>
    href === prefix || (/^[/?#]/.test(href.slice(prefix.length)) && href.startsWith(prefix))
      ? href.slice(prefix.length) || '/'
      : href;
  const mark =
    (visible: boolean) =>
    (element: Element): void => {
      if (element.hasAttribute('hreflang')) return;
      const href = element.getAttribute('href')!;
      if (!english.isEnglishOnly(sitePath(href))) return;
      element.setAttribute('hreflang', 'en');
      if (visible && islandDepth === 0) element.append(marker, { html: true });
    };
  return rewriter
    .on('tt-island', {
      element(element) {
        islandDepth++;
        element.onEndTag(() => {
          islandDepth--;
        });
      },
    })
    .on('header a[href^="/"]', { element: mark(true) })
    .on('footer a[href^="/"]', { element: mark(true) })
    .on('main a[href^="/"]', { element: mark(false) });
}
