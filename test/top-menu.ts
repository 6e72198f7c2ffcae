/// <reference types="vite/client" />
import { PAGE_LOCALES } from '../common/i18n/locales.ts';

const MESSAGES = import.meta.glob('/messages/*.json', { eager: true, import: 'default' }) as Record<
  string,
  { 'page.mainMenu': string }
>;

/** The top menu's landmark name in each language (`page.mainMenu`: "Main", "Hauptmenü", …). */
export const MAIN_MENU_NAMES = Object.fromEntries(
  PAGE_LOCALES.map((locale) => [locale, MESSAGES[`/messages/${locale}.json`]!]),
) as Record<(typeof PAGE_LOCALES)[number], { 'page.mainMenu': string }>;

const NAMES = Object.values(MAIN_MENU_NAMES).map((m) => m['page.mainMenu']);

/** The top menu's `<nav>` in a page's HTML, whatever the page's language ('' when there is none). */
export const topMenuOf = (html: string): string =>
  new RegExp(`<nav[^>]*aria-label="(?:${NAMES.join('|')})"[^>]*>.*?</nav>`, 's').exec(html)?.[0] ?? '';
