import type { SlottedMessage } from '../i18n/fill-message.ts';

/**
 * The step converter island's words (messages `converter.<word>`), and no others: form labels and
 * hints, the result and its notes, and the error sentences the island builds from convert.ts's
 * errors. The table and the picture below it are the server's alone (`converter.table.*`,
 * `converter.picture.*`), so they are not sent to the browser.
 */
export const CONVERTER_ISLAND_WORDS = [
  'form',
  'activity',
  'convertBy',
  'mode.duration',
  'mode.distance',
  'mode.stairs',
  'units',
  'units.metric',
  'units.imperial',
  'field.minutes',
  'field.km',
  'field.mi',
  'field.m',
  'field.yd',
  'field.stairs',
  'field.stairsPerHour',
  'field.stairsPerHourHint',
  'field.points',
  'field.pointsHint',
  'submit',
  'result.steps',
  'result.points',
  'result.pace',
  'pace.m500',
  'pace.m100',
  'pace.yd100',
  'pace.km',
  'pace.mi',
  'result.fix',
  'note.duration',
  'note.distance',
  'note.stairs',
  'noun.minutes',
  'noun.distance',
  'noun.stairs',
  'noun.stairsPerHour',
  'noun.pointsPer1000Steps',
  'noun.activity',
  'error.number',
  'error.negative',
  'error.zero',
  'error.tooLarge.minutes',
  'error.tooLarge.distance',
  'error.tooLarge.stairs',
  'error.tooLarge.stairsPerHour',
  'error.tooLarge.pointsPer1000Steps',
  'error.tooLong',
  'error.other',
] as const;
export type ConverterWord = (typeof CONVERTER_ISLAND_WORDS)[number];

/**
 * The words in the page's language as the content asset holds them: plain text, or slotted text
 * (`{name}`, `{#name}`, a plural's forms) that the island fills with `fillMessage`, no parser.
 */
export interface ConverterLabels {
  /** The language the slotted texts' numbers and plural forms follow ('de'; 'en' for en-XA). */
  language: string;
  words: Record<ConverterWord, SlottedMessage>;
}
