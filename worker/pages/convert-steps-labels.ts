import { isPseudoLocale, type PageLocale } from '../../common/i18n/locales.ts';
import { CONVERTER_ISLAND_WORDS, type ConverterLabels } from '../../common/islands/step-converter-labels.ts';
import { islandMessage, type MessageKey } from '../i18n/messages.ts';

/** The message keys of the converter island's words. */
export const CONVERTER_ISLAND_KEYS = CONVERTER_ISLAND_WORDS.map(
  (word) => `converter.${word}` as const,
) satisfies readonly MessageKey[];

/**
 * The step converter island's words in the page's language, as text it fills itself (counts,
 * numbers and names change with the inputs), and no other messages.
 */
export function converterLabels(locale: PageLocale): ConverterLabels {
  return {
    language: isPseudoLocale(locale) ? locale.slice(0, 2) : locale,
    words: Object.fromEntries(
      CONVERTER_ISLAND_WORDS.map((word) => [word, islandMessage(locale, `converter.${word}`)]),
    ) as ConverterLabels['words'],
  };
}
