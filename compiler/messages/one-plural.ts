// A message with at most one plural, as one text per plural case: shared by the slotted messages
// (compiler/messages/slotted-message.ts) and the pseudo-locales' catalogues (compiler/i18n/pseudo-messages.ts),
// which the worker both fills with a string replace and Intl.PluralRules.
import type { Token } from '@messageformat/parser';

/** A message as text, or one text per plural case of its one plural argument. */
export type PerPluralCase = string | ({ plural: string } & Record<string, string>);

/**
 * `text` of the tokens, or (one plural, no offset) `text` of each case's tokens in the plural's
 * place; null when there are more plurals, a `selectordinal`, or `text` returns null for any case.
 *
 * @example
 * perPluralCase(parse('{n, plural, one {# day} other {# days}}'), slotText)
 * // { plural: 'n', one: '{#n} day', other: '{#n} days' }
 */
export function perPluralCase(
  tokens: Token[],
  text: (tokens: Token[], plural?: string) => string | null,
): PerPluralCase | null {
  const plurals = tokens.filter((t) => t.type === 'plural' || t.type === 'selectordinal');
  if (plurals.length === 0) return text(tokens);
  const plural = plurals[0]!;
  if (plurals.length > 1 || plural.type !== 'plural' || plural.pluralOffset) return null;
  const entry: { plural: string } & Record<string, string> = { plural: plural.arg };
  for (const c of plural.cases) {
    const caseText = text(
      tokens.flatMap((t) => (t === plural ? c.tokens : [t])),
      plural.arg,
    );
    if (caseText === null) return null;
    entry[c.key] = caseText;
  }
  return entry;
}
