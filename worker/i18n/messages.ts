import { DEFAULT_LOCALE, isPseudoLocale, type PageLocale } from '../../common/i18n/locales.ts';
import englishFunctions from '../generated/messages/en.ts';
import { CONTENT } from '../content/built-content.ts';
import type { MessageKey } from '../generated/messages/keys.ts';

export type { MessageKey };
/** Arguments of a message: `{tenant}`, `{count, plural, …}`. */
export type MessageArgs = Record<string, string | number>;
/** A locale's interface messages, compiled at build time (scripts/build-messages.ts) into functions. */
export type Catalogue = Readonly<Record<MessageKey, (args?: MessageArgs) => string>>;
/** Formats one message of a page's locale. */
export type Translate = (key: MessageKey, args?: MessageArgs) => string;

/**
 * A message of the content asset: text, where the message places arguments with `{name}` slots
 * (scripts/build-messages.ts), filled as the compiled concatenation would (`String(value)`).
 */
const slotted =
  (text: string) =>
  (args?: MessageArgs): string =>
    args ? text.replace(/\{(\w+)\}/g, (slot, k: string) => (k in args ? `${args[k]}` : slot)) : text;

/** A catalogue from its plain and slotted strings (the content asset's part) and its compiled functions. */
const catalogueOf = (plain: Record<string, string>, functions: object): Catalogue =>
  ({
    ...Object.fromEntries(Object.entries(plain).map(([key, text]) => [key, slotted(text)])),
    ...functions,
  }) as Catalogue;

let english: Catalogue | undefined;
/**
 * English, every page's fallback: its plain strings from the content asset (`messages:en`, read
 * when first used: the content is loaded before anything renders), its functions from the bundle.
 */
const ENGLISH = (): Catalogue => (english ??= catalogueOf(CONTENT['messages:en'] ?? {}, englishFunctions));

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
  // Pseudo-locales (preview hosts only): all their messages are strings in the pseudo content asset.
  'en-XA': async () => ({ default: {} }),
  'ar-XB': async () => ({ default: {} }),
};
const LOADED = new Map<PageLocale, Catalogue>();

/**
 * A pseudo-locale's message (scripts/build-messages.ts): text with `{name}` slots, or one such text
 * per plural form of one argument; filled here, so no pseudo catalogue is compiled into the worker.
 */
type PseudoEntry = string | ({ plural: string } & Record<string, string>);
const pseudoFormat =
  (entry: PseudoEntry, language: string) =>
  (args: MessageArgs = {}): string => {
    let text = entry as string;
    if (typeof entry !== 'string') {
      const n = Number(args[entry.plural]);
      text = entry[`=${n}`] ?? entry[new Intl.PluralRules(language).select(n)] ?? entry.other!;
    }
    return text.replace(/\{(\w+)\}/g, (_, k: string) => `${args[k]}`);
  };

/** The catalogue of a locale, loaded once per isolate. */
export async function messagesFor(locale: PageLocale): Promise<Catalogue> {
  if (locale === DEFAULT_LOCALE) return ENGLISH();
  const loaded = LOADED.get(locale);
  if (loaded) return loaded;
  const other = locale as Exclude<PageLocale, 'en'>;
  // Plain strings from the content asset (parsed on this first read), functions for the messages with arguments.
  const plain = CONTENT[`messages:${other}`] ?? {};
  const functions = (await LOADERS[other]()).default as Catalogue;
  const catalogue = {
    ...Object.fromEntries(
      Object.entries(plain).map(([key, text]) => [
        key,
        isPseudoLocale(locale) ? pseudoFormat(text as PseudoEntry, locale.slice(0, 2)) : slotted(text as string),
      ]),
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
export function translator(catalogue?: Catalogue): Translate {
  return (key, args) => ((catalogue ?? ENGLISH())[key] ?? ENGLISH()[key])(args);
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
