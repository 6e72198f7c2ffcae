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

/** The page's locale, for components that build links an island renders (the drawer) or name languages. */
const PageLocaleContext = createContext<PageLocale>(DEFAULT_LOCALE);

export const PageLocaleProvider = PageLocaleContext.Provider;

export function usePageLocale(): PageLocale {
  return useContext(PageLocaleContext);
}
