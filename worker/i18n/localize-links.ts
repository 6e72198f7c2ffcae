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
 * (read after the prefix above, which leaves links that already name a language alone), and a small
 * marker in the visitor's language: inside the link in the header and footer menus, where a visitor
 * chooses where to go ("Datenschutz (auf Englisch)"), and right after it in the page's sentences
 * (a paragraph, a list item, a definition, a table cell, the rebrand banner, a text link that asks for it with
 * `data-marks-english="after"`), so the sentence warns before the click without changing
 * the words it links, and after the link in a card's heading ("10,000 Schritte am Tag (auf Englisch)").
 * Buttons and whole-card links get the attribute only: a marker would break their layout.
 * Not inside an island (its markup must stay what the island renders when it hydrates: an attribute
 * is not compared, text is), nor inside copy that is itself English (an untranslated page's body).
 */
function markEnglishTargets(rewriter: HTMLRewriter, locale: PageLocale, english: EnglishTargets): HTMLRewriter {
  let islandDepth = 0;
  let englishDepth = 0;
  const escaped = english.marker.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const marker = `<span class="tt-in-english"> ${escaped}</span>`;
  const prefix = `/${locale}`;
  // The href as the prefix step left it (`/de/privacypolicy`), as the site path it names.
  const sitePath = (href: string) =>
    href === prefix || (/^[/?#]/.test(href.slice(prefix.length)) && href.startsWith(prefix))
      ? href.slice(prefix.length) || '/'
      : href;
  const mark =
    (where: 'inside' | 'after' | 'none') =>
    (element: Element): void => {
      if (element.hasAttribute('hreflang')) return;
      const href = element.getAttribute('href')!;
      if (!english.isEnglishOnly(sitePath(href))) return;
      element.setAttribute('hreflang', 'en');
      if (where === 'none' || islandDepth > 0 || englishDepth > 0) return;
      if (where === 'inside') element.append(marker, { html: true });
      else element.after(marker, { html: true });
    };
  const depth = (change: (by: 1 | -1) => void) => ({
    element(element: Element) {
      change(1);
      element.onEndTag(() => change(-1));
    },
  });
  // Registered first: an element's handlers run in this order, and `mark` skips a link it has marked.
  // The rebrand banner (above the header) ends its sentence with its one link.
  return (
    rewriter
      .on(
        'tt-island',
        depth((by) => (islandDepth += by)),
      )
      .on(
        '[data-english-copy]',
        depth((by) => (englishDepth += by)),
      )
      // The 404 page's list of pages is a menu to choose from, like the header's (before the list
      // items below, which would put the marker after the link).
      .on('[data-testid="not-found-links"] a[href^="/"]', { element: mark('inside') })
      .on(
        'main p a[href^="/"],main li>a[href^="/"],main h3>a[href^="/"],main dd a[href^="/"],main td a[href^="/"],main a[data-marks-english="after"][href^="/"],[data-testid="rebrand-banner"] a[href^="/"]',
        { element: mark('after') },
      )
      .on('header a[href^="/"]', { element: mark('inside') })
      .on('footer a[href^="/"]', { element: mark('inside') })
      .on('main a[href^="/"]', { element: mark('none') })
  );
}
