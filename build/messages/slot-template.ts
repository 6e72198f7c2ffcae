import type MessageFormat from '@messageformat/core';
import { parse } from '@messageformat/parser';

/**
 * A message whose arguments are all plain `{name}` slots (no plural, select or number format) as
 * text with those slots, or null for any other message. Such a message needs no compiled function:
 * the worker fills its slots with a string replace (worker/i18n/messages.ts), so it travels as a
 * plain string in the content asset, not as code in the bundle. ICU quoting is resolved by
 * compiling it once with each argument as its own slot; a message whose literal text itself looks
 * like a slot (`'{'name'}'`) stays a function, so a replace can never touch its text.
 *
 * @example
 * slotTemplate('Week {week}: {km} km', mf) // 'Week {week}: {km} km'
 * slotTemplate('{n, plural, one {# week} other {# weeks}}', mf) // null
 */
export function slotTemplate(source: string, mf: MessageFormat): string | null {
  const tokens = parse(source, { strict: false });
  if (!tokens.every((t) => t.type === 'content' || t.type === 'argument')) return null;
  const names = tokens.flatMap((t) => (t.type === 'argument' ? [t.arg] : []));
  const text = (mf.compile(source) as (args: object) => string)(
    Object.fromEntries(names.map((name) => [name, `{${name}}`])),
  );
  const slots = text.match(/\{[^{}]*\}/g) ?? [];
  return slots.length === names.length ? text : null;
}
