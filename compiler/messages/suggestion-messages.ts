import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { directionOf, PAGE_LOCALES, type PageLocale } from '../../common/i18n/locales.ts';

const ROOT = new URL('../..', import.meta.url).pathname;

/** The messages the language suggestion shows, each in the language it suggests. */
export const SUGGESTION_KEYS = [
  'locale.suggest',
  'locale.suggestSwitch',
  'locale.suggestDismiss',
  'locale.switcher',
] as const;

/** One locale's suggestion: its text, link, dismiss button and landmark name, and its direction. */
export interface SuggestionMessages {
  text: string;
  link: string;
  dismiss: string;
  label: string;
  dir: 'ltr' | 'rtl';
}

/**
 * Every locale's suggestion messages from `messages/<locale>.json`, for the suggestion script
 * (client/language-suggestion.ts, via Vite's `virtual:language-suggestion-messages`). The script
 * decides in the browser which language to suggest, so it carries all of them (about 1 KB); a
 * plain message is its own text, so nothing needs compiling. A message with an argument or
 * missing would show wrong, so it stops the build.
 */
export function suggestionMessages(dir = join(ROOT, 'messages')): Record<PageLocale, SuggestionMessages> {
  const read = (locale: PageLocale) => {
    const file = `messages/${locale}.json`;
    const catalogue = JSON.parse(readFileSync(join(dir, `${locale}.json`), 'utf8')) as Record<string, unknown>;
    const [text, link, dismiss, label] = SUGGESTION_KEYS.map((key) => {
      const message = catalogue[key];
      if (typeof message !== 'string' || /[{}]/.test(message)) {
        throw new Error(`${file}: "${key}" must be a plain message (no arguments); write it as text.`);
      }
      return message;
    }) as [string, string, string, string];
    return { text, link, dismiss, label, dir: directionOf(locale) };
  };
  return Object.fromEntries(PAGE_LOCALES.map((locale) => [locale, read(locale)])) as Record<
    PageLocale,
    SuggestionMessages
  >;
}
