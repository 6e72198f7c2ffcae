import { CONVERTER_ISLAND_WORDS, type ConverterLabels } from '../common/islands/step-converter-labels.ts';
import type { SlottedMessage } from '../common/i18n/fill-message.ts';
import en from '../messages/en.json' with { type: 'json' };

/**
 * A one-argument plural as the build writes it for the island (`{ plural, one, other }`, `#` as
 * `{#name}`); other messages are already slotted text in the catalogue's source.
 */
function slotted(source: string): SlottedMessage {
  const plural = /^\{(\w+), plural, (.*)\}$/.exec(source);
  if (!plural) return source;
  const [, name, forms] = plural as unknown as [string, string, string];
  const message: Record<string, string> = { plural: name };
  for (const [, form, text] of forms.matchAll(/(=?\w+) \{([^}]*)\}/g))
    message[form!] = text!.replace('#', `{#${name}}`);
  return message as SlottedMessage;
}

/** The converter island's English words, as the worker passes them (for unit tests outside workerd). */
export const ENGLISH_CONVERTER_LABELS: ConverterLabels = {
  language: 'en',
  words: Object.fromEntries(
    CONVERTER_ISLAND_WORDS.map((word) => [word, slotted((en as Record<string, string>)[`converter.${word}`]!)]),
  ) as ConverterLabels['words'],
};
