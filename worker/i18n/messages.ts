import { DEFAULT_LOCALE, isPseudoLocale, type PageLocale } from '../../common/i18n/locales.ts';
import englishFunctions from '../generated/messages/en.ts';
import { fillMessage, type SlottedMessage } from '../../common/i18n/fill-message.ts';
import { CONTENT } from '../content/built-content.ts';
import type { MessageKey } from '../generated/messages/keys.ts';
import { lamJoined } from './arabic-lam.ts';

export type { MessageKey };
/** Arguments of a message: `{tenant}`, `{count, plural, …}`. */
export type MessageArgs = Record<string, string | number>;
/** A message of a locale as a function of its arguments. */
type MessageFunction = (args?: MessageArgs) => string;
/**
 * A locale's interface messages: texts from the content asset, functions compiled at build time
 * (compiler/steps/build-messages.ts) for the rest; `message` makes a key's function on its first use.
 */
export interface Catalogue {
  message(key: MessageKey): MessageFunction | undefined;
}
/** Formats one message of a page's locale. */
export type Translate = (key: MessageKey, args?: MessageArgs) => string;

/** Whether a message writes لـ before a slot, or its text is unknown here (a compiled function only). */
const lamBeforeSlot = (text: SlottedMessage | undefined): boolean =>
  text === undefined || (typeof text === 'string' ? [text] : Object.values(text)).some((t) => t.includes('لـ{'));

/**
 * A catalogue from its texts (the content asset's part: plain or slotted, common/i18n/fill-message.ts)
 * and its compiled functions (the messages a string replace cannot fill); a function wins over a
 * text of the same key. A key's function is made when a page first asks for it: a page uses a few
 * dozen of a locale's 500-odd messages, and making them all was work on a cold isolate's first
 * page (docs/decisions/0028-cold-start-and-render-counted.md).
 */
const catalogueOf = (
  texts: Record<string, SlottedMessage>,
  functions: Record<string, MessageFunction>,
  language: string,
): Catalogue => {
  const made = new Map<string, MessageFunction>();
  return {
    message(key) {
      let fn = made.get(key);
      if (fn) return fn;
      if (Object.hasOwn(functions, key)) fn = functions[key];
      else if (Object.hasOwn(texts, key)) {
        const text = texts[key]!;
        fn =
          typeof text === 'string' && !text.includes('{')
            ? () => text
            : (args?: MessageArgs) => fillMessage(text, language, args);
      }
      // Arabic: a filled-in word decides whether its لـ keeps the tatweel (arabic-lam.ts). Only a
      // message that writes لـ before a slot is rewritten; the rest are not searched on every call.
      if (fn && language === 'ar' && lamBeforeSlot(texts[key])) {
        const filled = fn;
        fn = (args) => lamJoined(filled(args));
      }
      if (fn) made.set(key, fn);
      return fn;
    },
  };
};

let english: Catalogue | undefined;
/**
 * English, every page's fallback: its plain strings from the content asset (`messages:en`, read
 * when first used: the content is loaded before anything renders), its functions from the bundle.
 */
const ENGLISH = (): Catalogue =>
  (english ??= catalogueOf(
    CONTENT['messages:en'] ?? {},
    englishFunctions as Record<string, MessageFunction>,
    DEFAULT_LOCALE,
  ));

/**
 * Each locale's compiled messages with arguments, imported on its first page in that locale; its
 * plain messages are a part of the content asset (`messages:<locale>`), also read on first use, so
 * the bundle carries English's functions and a few per locale.
 */
const LOADERS: Record<Exclude<PageLocale, 'en'>, () => Promise<{ default: unknown }>> = {
  de: () => import('../generated/messages/de.ts'),
  fr: () => import('../generated/messages/fr.ts'),
  es: () => import('../generated/messages/es.ts'),
  nl: () => import('../generated/messages/nl.ts'),
  ar: () => import('../generated/messages/ar.ts'),
  // Pseudo-locales (preview hosts only): all their messages are texts in the pseudo content asset.
  'en-XA': async () => ({ default: {} }),
  'ar-XB': async () => ({ default: {} }),
};
const LOADED = new Map<PageLocale, Catalogue>();

/** The catalogue of a locale, loaded once per isolate. */
export async function messagesFor(locale: PageLocale): Promise<Catalogue> {
  if (locale === DEFAULT_LOCALE) return ENGLISH();
  const loaded = LOADED.get(locale);
  if (loaded) return loaded;
  const other = locale as Exclude<PageLocale, 'en'>;
  // Texts from the content asset (parsed on this first read), functions for the messages that need one.
  // A pseudo-locale's plural forms and numbers are its base language's (en-XA English's).
  const functions = (await LOADERS[other]()).default as Record<string, MessageFunction>;
  const language = isPseudoLocale(locale) ? locale.slice(0, 2) : locale;
  const catalogue = catalogueOf(CONTENT[`messages:${other}`] ?? {}, functions, language);
  LOADED.set(locale, catalogue);
  return catalogue;
}

/**
 * A catalogue as a function. The build refuses a catalogue without every English key
 * (compiler/messages/catalogues.ts), so a miss here is a key the code invented: it shows English
 * rather than nothing.
 */
export function translator(catalogue?: Catalogue): Translate {
  return (key, args) => ((catalogue ?? ENGLISH()).message(key) ?? ENGLISH().message(key)!)(args);
}

/** English, for code that renders without a page's catalogue (tests, defaults). */
export const englishTranslate: Translate = translator();

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

/**
 * A message as the content asset holds it (plain or slotted text), for an island that fills it as
 * its inputs change (common/i18n/fill-message.ts); English's when the locale's is not text. The
 * build makes text of every message a replace can fill, so undefined means one that needs a
 * compiled function: an island cannot use it (a test holds the island's keys to text).
 */
export function messageText(locale: PageLocale, key: MessageKey): SlottedMessage | undefined {
  const own = locale === DEFAULT_LOCALE ? undefined : CONTENT[`messages:${locale as Exclude<PageLocale, 'en'>}`];
  return own?.[key] ?? CONTENT['messages:en']?.[key];
}

/**
 * A message an island fills itself (messageText), for messages the build must keep as slotted
 * text: a message that became a compiled function cannot reach an island, and is a clear error
 * rather than a sentence with its slots showing.
 */
export function islandMessage(locale: PageLocale, key: MessageKey): SlottedMessage {
  const text = messageText(locale, key);
  if (text === undefined)
    throw new Error(
      `${key} (${locale}): an island fills this message itself, so it must stay slotted text (names, plain numbers, one plural); simplify it in messages/*.json`,
    );
  return text;
}
