import { DEFAULT_LOCALE, isPseudoLocale, type PageLocale } from '../../common/i18n/locales.ts';
import english from '../generated/messages/en.ts';
import { CONTENT } from '../content/built-content.ts';
import type { MessageKey } from '../generated/messages/keys.ts';

export type { MessageKey };
/** Arguments of a message: `{tenant}`, `{count, plural, …}`. */
export type MessageArgs = Record<string, string | number>;
/** A locale's interface messages, compiled at build time (scripts/build-messages.ts) into functions. */
export type Catalogue = Readonly<Record<MessageKey, (args?: MessageArgs) => string>>;
/** Formats one message of a page's locale. */
export type Translate = (key: MessageKey, args?: MessageArgs) => string;

const ENGLISH = english as Catalogue;

/**
 * Each locale's compiled messages with arguments, imported on its first page in that locale; its
 * plain messages are a part of the content asset (`messages:<locale>`), also read on first use, so
 * the bundle carries English and a few functions per locale. English is always there (the 404 and
 * error pages, and every test that renders without a request).
 */
const LOADERS: Record<Exclude<PageLocale, 'en'>, () => Promise<{ default: unknown }>> = {
  de: () => import('../generated/messages/de.ts'),
  fr: () => import('../generated/messages/fr.ts'),
  es: () => import('../generated/messages/es.ts'),
  nl: () => import('../generated/messages/nl.ts'),
  ar: () => import('../generated/messages/ar.ts'),
  // Pseudo-locales (preview hosts only): all their messages are strings in the pseudo content asset.
  'en-XA': async () => ({ default: {} }),
  'ar-XB': async () => ({ default: {} }),
};
const LOADED = new Map<PageLocale, Catalogue>([[DEFAULT_LOCALE, ENGLISH]]);

/** A pseudo-locale's message with its `{name}` slots filled (scripts/build-messages.ts writes them so). */
const fill =
  (text: string) =>
  (args: MessageArgs = {}) =>
    text.replace(/\{(\w+)\}/g, (_, k: string) => `${args[k]}`);

/** The catalogue of a locale, loaded once per isolate. */
export async function messagesFor(locale: PageLocale): Promise<Catalogue> {
  const loaded = LOADED.get(locale);
  if (loaded) return loaded;
  const other = locale as Exclude<PageLocale, 'en'>;
  // Plain strings from the content asset (parsed on this first read), functions for the messages with arguments.
  const plain = CONTENT[`messages:${other}`] ?? {};
  const functions = (await LOADERS[other]()).default as Catalogue;
  const catalogue = {
    ...Object.fromEntries(
      Object.entries(plain).map(([key, text]) => [key, isPseudoLocale(locale) ? fill(text) : () => text]),
    ),
    ...functions,
  } as Catalogue;
  LOADED.set(locale, catalogue);
  return catalogue;
}

/**
 * A catalogue as a function. The build refuses a catalogue without every English key
 * (build/messages/catalogues.ts), so a miss here is a key the code invented: it shows English
 * rather than nothing.
 */
export function translator(catalogue: Catalogue = ENGLISH): Translate {
  return (key, args) => (catalogue[key] ?? ENGLISH[key])(args);
}

/** English, for code that renders without a page (tests, the plain-text 500). */
export const englishTranslate: Translate = translator(ENGLISH);

/**
 * The formatted messages an island needs, as plain strings in its props: islands get only the
 * messages they use, already in the page's language, and ship neither a catalogue nor a runtime.
 */
export function islandMessages<K extends MessageKey>(
  t: Translate,
  keys: readonly K[],
  args: Partial<Record<K, MessageArgs>> = {},
): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, t(key, args[key])])) as Record<K, string>;
}
