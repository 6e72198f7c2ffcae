// A pseudo-locale's catalogue without compiled functions: each English message
// becomes what the worker can fill with a string replace (worker/i18n/messages.ts `pseudoFormat`),
// so no pseudo catalogue is compiled into the worker bundle, whose total may not grow.
import MessageFormat from '@messageformat/core';
import { parse, type Token } from '@messageformat/parser';
import type { PseudoLocale } from '../../common/i18n/locales.ts';
import { pseudoMessage } from './pseudo-text.ts';
import { perPluralCase, type PerPluralCase } from '../messages/one-plural.ts';

/** A message in the pseudo content asset: text with `{name}` slots, or one such text per plural form of one argument. */
export type PseudoCatalogueEntry = PerPluralCase;

/** The message as ICU text again, each argument a plain `{name}` slot and `#` the plural argument's. */
function slotted(tokens: Token[], plural?: string): string | null {
  let out = '';
  for (const t of tokens) {
    if (t.type === 'content') out += t.ctx?.text ?? t.value;
    else if (t.type === 'octothorpe' && plural) out += `{${plural}}`;
    else if (t.type === 'argument') out += `{${t.arg}}`;
    // `{max, number}` without a style: the worker puts the number in as it is.
    else if (t.type === 'function' && t.key === 'number' && !t.param) out += `{${t.arg}}`;
    else return null;
  }
  return out;
}

/**
 * One English message for a pseudo-locale's catalogue, or null when the worker could not fill it
 * by replacing slots (two plurals, a select, a styled number): such a message stays English there.
 *
 * @example
 * pseudoCatalogueEntry('{n, plural, one {# day} other {# days}}', 'en-XA')
 * // { plural: 'n', one: '[{n} ðååýý]', other: '[{n} ðååýýš]' }
 */
export function pseudoCatalogueEntry(source: string, locale: PseudoLocale): PseudoCatalogueEntry | null {
  const tokens = parse(source);
  const render = (text: string) => {
    const mf = new MessageFormat(locale.slice(0, 2), { strict: false });
    const args = [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
    return (mf.compile(pseudoMessage(text, locale)) as (a: object) => string)(
      Object.fromEntries(args.map((a) => [a, `{${a}}`])),
    );
  };
  return perPluralCase(tokens, (caseTokens, plural) => {
    const text = slotted(caseTokens, plural);
    return text === null ? null : render(text);
  });
}
