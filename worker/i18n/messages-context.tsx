import { createContext, useContext } from 'react';
import { DEFAULT_LOCALE, type PageLocale } from '../../common/i18n/locales.ts';
import { englishTranslate, type Translate } from './messages.ts';

/**
 * The page's `t` for server components deep in the layout (header, footer, banners), so their
 * props do not each carry it; `renderPage` provides it from the page context.
 */
const MessagesContext = createContext<Translate>(englishTranslate);

export const MessagesProvider = MessagesContext.Provider;

/** The page's message formatter: `const t = useT(); t('header.signIn')`. */
export function useT(): Translate {
  return useContext(MessagesContext);
}

/** The page's locale and where it is, for the language switcher and links an island renders (the drawer). */
export interface PageLanguage {
  locale: PageLocale;
  /** The locales the tenant offers. */
  locales: readonly PageLocale[];
  /** The page's path without its locale prefix, and its query string. */
  path: string;
  search: string;
}
const PageLocaleContext = createContext<PageLanguage>({
  locale: DEFAULT_LOCALE,
  locales: [DEFAULT_LOCALE],
  path: '/',
  search: '',
});

export const PageLocaleProvider = PageLocaleContext.Provider;

export function usePageLocale(): PageLocale {
  return useContext(PageLocaleContext).locale;
}

export function usePageLanguage(): PageLanguage {
  return useContext(PageLocaleContext);
}
