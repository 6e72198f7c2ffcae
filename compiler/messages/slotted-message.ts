// Messages with arguments as slotted text (common/i18n/fill-message.ts) instead of compiled
// functions: text in the content asset costs the worker bundle nothing, and an island can fill it
// without a parser. Only what a string replace and Intl.PluralRules reproduce exactly is slotted;
// the rest (selects, two plurals, styled numbers) stays a compiled function.
import { parse, type Token } from '@messageformat/parser';
import { perPluralCase } from './one-plural.ts';
import { fillMessage, type SlottedMessage } from '../../common/i18n/fill-message.ts';

/** The tokens as slotted text, or null when a token has no slot form (or literal text has braces). */
function slotted(tokens: Token[], plural?: string): string | null {
  let out = '';
  for (const t of tokens) {
    if (t.type === 'content') {
      if (/[{}]/.test(t.value)) return null;
      out += t.value;
    } else if (t.type === 'octothorpe' && plural) out += `{#${plural}}`;
    else if (t.type === 'argument') out += `{${t.arg}}`;
    else if (t.type === 'function' && t.key === 'number' && !t.param) out += `{#${t.arg}}`;
    else return null;
  }
  return out;
}

const candidate = (source: string): SlottedMessage | null => perPluralCase(parse(source, { strict: false }), slotted);

/** Numbers that reach every plural form of the site's locales (Arabic's six included), and grouping. */
const SAMPLE_NUMBERS = [0, 1, 2, 3, 5, 11, 21, 100, 101, 102, 1000, 12500, 1000000];

/**
 * The message as slotted text when filling it gives exactly what the compiled function gives for
 * every sample (each argument a word, or each of the sample numbers), else null (keep it compiled).
 *
 * @example
 * slottedMessage('{n, plural, one {# day} other {# days}}', 'en', compiled)
 * // { plural: 'n', one: '{#n} day', other: '{#n} days' }
 */
export function slottedMessage(
  source: string,
  locale: string,
  compiled: (args: Record<string, string | number>) => string,
  argumentNames: Iterable<string>,
): SlottedMessage | null {
  const entry = candidate(source);
  if (entry === null) return null;
  const names = [...argumentNames];
  const samples: Record<string, string | number>[] = SAMPLE_NUMBERS.map((n) =>
    Object.fromEntries(names.map((name) => [name, n])),
  );
  samples.push(Object.fromEntries(names.map((name) => [name, `‹${name}›`])));
  for (const args of samples) {
    let expected: string;
    try {
      expected = compiled(args);
    } catch {
      continue; // a number-only argument given a word: nothing to compare
    }
    if (fillMessage(entry, locale, args) !== expected) return null;
  }
  return entry;
}
