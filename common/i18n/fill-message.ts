/**
 * A message as text with slots, which the worker and an island fill without a message parser
 * (compiler/steps/build-messages.ts writes them; docs/languages.md "Messages as slotted text"):
 * `{name}` is the argument as given, `{#name}` the argument as a number in the locale's digits
 * and grouping (ICU's `#` and `{name, number}`). A plural is one such text per plural form of one
 * argument, exact values as `=0`, chosen by `Intl.PluralRules` as @messageformat's runtime would.
 */
export type SlottedMessage = string | ({ plural: string } & Record<string, string>);

const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

/**
 * The message filled with `args` in `locale` (a BCP 47 tag Intl knows: 'de', 'ar', 'en'). An island
 * that writes its numbers in another formatting locale than the page's words (the journey
 * planner) passes its own `formatNumber` for the `{#name}` slots; the plural form stays the page's.
 */
export function fillMessage(
  message: SlottedMessage,
  locale: string,
  args: Record<string, string | number> = {},
  formatNumber?: (n: number) => string,
): string {
  let text = message as string;
  if (typeof message !== 'string') {
    const n = Number(args[message.plural]);
    let rules = pluralRules.get(locale);
    if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
    text = message[`=${n}`] ?? message[rules.select(n)] ?? message.other!;
  }
  return text.replace(/\{(#?)(\w+)\}/g, (_, asNumber: string, name: string) => {
    if (!asNumber) return `${args[name]}`;
    if (formatNumber) return formatNumber(Number(args[name]));
    let format = numberFormats.get(locale);
    if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)));
    return format.format(Number(args[name]));
  });
}
