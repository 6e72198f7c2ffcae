/**
 * Lists and percentages as each language writes them (`Intl.ListFormat`, `Intl.NumberFormat`
 * `style: "percent"`), never glued by hand: "A, B und C", "A وB وC", "78 %" in German and French,
 * "78%" in Dutch and English. Formatters are made once per language and kind (making one costs far
 * more than using it); the languages are the site's closed list, so the maps stay small.
 */
const LISTS = new Map<string, Intl.ListFormat>();
const PERCENTS = new Map<string, Intl.NumberFormat>();

/**
 * Items joined as a sentence joins them, with the language's "and" and its commas (Arabic "،",
 * none before the last in German, Dutch, French, Spanish).
 *
 * @example
 * formatList(['US', 'EU', 'UK'], 'de') // 'US, EU und UK'
 */
export function formatList(items: readonly string[], lang: string): string {
  let format = LISTS.get(lang);
  if (!format) LISTS.set(lang, (format = new Intl.ListFormat(lang, { type: 'conjunction', style: 'long' })));
  return format.format(items);
}

const NAMES = new Map<string, Intl.ListFormat>();

/**
 * Product names listed as a value, not a sentence (the identity providers a tenant offers): English
 * keeps only commas, Arabic writes "،" and "و" before each further name, the others their "and"
 * before the last (CLDR's unit list).
 *
 * @example
 * formatNames(['Okta', 'Google Workspace', 'OneLogin'], 'ar') // 'Okta، وGoogle Workspace، وOneLogin'
 */
export function formatNames(items: readonly string[], lang: string): string {
  let format = NAMES.get(lang);
  if (!format) NAMES.set(lang, (format = new Intl.ListFormat(lang, { type: 'unit', style: 'long' })));
  return format.format(items);
}

const CHOICES = new Map<string, Intl.ListFormat>();

/**
 * Alternatives joined with the language's "or" (one of them applies, never all together).
 *
 * @example
 * formatChoices(['Privat (nur Sie)', 'Nur Freunde', 'Alle'], 'de') // 'Privat (nur Sie), Nur Freunde oder Alle'
 */
export function formatChoices(items: readonly string[], lang: string): string {
  let format = CHOICES.get(lang);
  if (!format) CHOICES.set(lang, (format = new Intl.ListFormat(lang, { type: 'disjunction', style: 'long' })));
  return format.format(items);
}

/**
 * A whole percentage (78 for 78 %) in the language's form: its space or none before the sign, its
 * digits.
 *
 * @example
 * formatPercent(78, 'nl') // '78%'
 * formatPercent(78, 'fr') // '78 %' (a narrow no-break space)
 */
export function formatPercent(percent: number, lang: string): string {
  let format = PERCENTS.get(lang);
  if (!format)
    PERCENTS.set(lang, (format = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 1 })));
  return format.format(percent / 100);
}

/** Languages written in Arabic script, whose comma is "،" (U+060C), not ",". */
const ARABIC_COMMA = /^(ar|fa|ur|ps|ckb)\b/;

/**
 * The comma between two parts that are not a list ("Maya Lindqvist, Head of People" in a byline;
 * a summary's visible code and its hint), with its space: Intl has no such pattern, and a list
 * would put "and" between them.
 *
 * @example
 * commaOf('ar') // '، '
 */
export function commaOf(lang: string): string {
  return ARABIC_COMMA.test(lang) ? '، ' : ', ';
}

/**
 * The colon between a label and its value ("E-mail : …"), with the spaces each language puts
 * around it: French a narrow no-break space before it, the others none.
 *
 * @example
 * colonOf('fr') // '\u202f: '
 */
export function colonOf(lang: string): string {
  return /^fr\b/.test(lang) ? '\u202f: ' : ': ';
}
