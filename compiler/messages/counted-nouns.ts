import { parse, type Token } from '@messageformat/parser';
import { DEFAULT_LOCALE } from '../../common/i18n/locales.ts';
import type { MessageProblem } from './catalogues.ts';

/**
 * Numbers printed in front of a fixed word ("{count} days", "{staff} موظف", "2 يومان"): the word
 * cannot agree with the number (English "1 days"; Arabic has six forms), so a count belongs inside
 * its message as a plural ({count, plural, one {# day} other {# days}}), or the sentence names the
 * number after a label ("Stages: 11"). `npm run check` reports each with file, line and fix.
 */

// Words a number may stand before without agreeing with it: units and symbols, and the small
// words that join two numbers or a number to what follows ("12 of 28", "1.234 von 2.400").
const UNITS = new Set(['km', 'mi', 'm', 'yd', 'min', 'h', 'kg', 'cm', 'كم', 'م']);
const JOINERS = new Set(
  [
    'of to and or per from x', // en
    'von bis und oder pro je betragen sein', // de
    'van tot en of per op zijn', // nl
    'de sur à et ou par', // fr
    'de a y o por en', // es
    'من إلى و أو في على لكل', // ar
  ].flatMap((line) => line.split(' ')),
);

/**
 * The arguments that are numbers: those a catalogue counts (`plural`) or formats (`number`) in any
 * message, and the names the code gives its figures.
 */
const COUNT_NAME =
  /^(n|count|days?|weeks?|minutes|seconds|max|min|limit|steps|points|staff|participants|teams|total|earned|stages|people|organisations|events)$/;

function countArguments(catalogue: Record<string, string>): Set<string> {
  const counted = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const t of tokens) {
      if ((t.type === 'plural' || t.type === 'selectordinal') && typeof t.arg === 'string') counted.add(t.arg);
      if (t.type === 'function' && t.key === 'number') counted.add(t.arg);
      if ('cases' in t) for (const c of t.cases) walk(c.tokens);
    }
  };
  for (const source of Object.values(catalogue)) {
    try {
      walk(parse(source, { strict: false }));
    } catch {
      // An invalid message is reported by catalogueProblems.
    }
  }
  return counted;
}

const firstWord = (text: string) => text.match(/^\s+([\p{L}]+)/u)?.[1];

/**
 * The words printed right after a count argument outside any plural. Inside a plural's branches the
 * writer chose a form per number (`{staffCount, plural, one {{staff} member of staff} other …}`).
 */
function wordsAfterCounts(tokens: Token[], isCount: (name: string) => boolean): { arg: string; word: string }[] {
  const found: { arg: string; word: string }[] = [];
  tokens.forEach((t, i) => {
    const next = tokens[i + 1];
    const printed = t.type === 'argument' || (t.type === 'function' && t.key === 'number');
    if (printed && isCount(t.arg) && next?.type === 'content') {
      const word = firstWord(next.value);
      if (word && !UNITS.has(word.toLowerCase()) && !JOINERS.has(word.toLowerCase())) found.push({ arg: t.arg, word });
    }
    if (t.type === 'select') for (const c of t.cases) found.push(...wordsAfterCounts(c.tokens, isCount));
  });
  return found;
}

/** A figure written into the text before an Arabic word: 1 and 2 are never written so (the dual). */
const ARABIC_ONE_OR_TWO = /(^|[^\d٫٬.,])([12١٢])\s+\p{Script=Arabic}/u;

/** The literal text of a message, in every branch. */
const textsOf = (tokens: Token[]): string[] =>
  tokens.flatMap((t) =>
    t.type === 'content' ? [t.value] : 'cases' in t ? t.cases.flatMap((c) => textsOf(c.tokens)) : [],
  );

/**
 * Every message of every catalogue that prints a number before a fixed word.
 *
 * @example
 * countedNounProblems({ en: { file: 'messages/en.json', text: '{"x": "{count} days"}' } }, { en: { x: '{count} days' } })
 * // [{ file: 'messages/en.json', line: 1, message: '"x" prints {count} before "days" …' }]
 */
export function countedNounProblems(
  files: Record<string, { file: string; text: string | undefined }>,
  catalogues: Record<string, Record<string, string>>,
): MessageProblem[] {
  const counted = countArguments(catalogues[DEFAULT_LOCALE] ?? {});
  const isCount = (name: string) => counted.has(name) || COUNT_NAME.test(name);
  const problems: MessageProblem[] = [];
  for (const [locale, catalogue] of Object.entries(catalogues)) {
    const { file, text = '' } = files[locale] ?? { file: `messages/${locale}.json`, text: '' };
    const lineOf = (key: string) => text.slice(0, Math.max(0, text.indexOf(`"${key}"`))).split('\n').length;
    for (const [key, source] of Object.entries(catalogue)) {
      let tokens: Token[];
      try {
        tokens = parse(source, { strict: false });
      } catch {
        continue;
      }
      for (const { arg, word } of wordsAfterCounts(tokens, isCount)) {
        // German writes its nouns capitalised: a small word after a number is not one.
        if (locale === 'de' && word[0] === word[0]!.toLowerCase()) continue;
        problems.push({
          file,
          line: lineOf(key),
          message: `"${key}" prints {${arg}} before "${word}", which cannot agree with every number; put the count inside the message ({${arg}, plural, one {# …} other {# …}}) or name it after a label`,
        });
      }
      if (locale === 'ar' && textsOf(tokens).some((text) => ARABIC_ONE_OR_TWO.test(text)))
        problems.push({
          file,
          line: lineOf(key),
          message: `"${key}" writes 1 or 2 before a noun; Arabic spells them with the noun (يوم واحد، يومان): use a plural message`,
        });
    }
  }
  return problems;
}

/**
 * The messages that printed a number before a fixed word when this check came in, each to be made
 * a plural (or rephrased) and then taken off this list: the check reports them as warnings and
 * fails on any other, so no new one is written. Most are sizes no one sees as 1 (a form's 2,000
 * characters) or figures in pictures; English reads right for them, Arabic not always.
 */
export const KNOWN_COUNTED_NOUNS: ReadonlySet<string> = new Set([
  'converter.error.tooLarge.minutes',
  'converter.error.tooLarge.stairs',
  'converter.error.tooLarge.stairsPerHour',
  'converter.error.tooLong',
  'converter.note.distance',
  'converter.note.stairs',
  'converter.picture.minutes',
  'converter.picture.row',
  'form.error.message',
  'form.error.messageTooLong',
  'form.error.nameTooLong',
  'form.error.organisationTooLong',
  'page.home.stats',
  'picture.describe.badges',
  'picture.describe.leaderboardRow',
  'picture.describe.trackers',
  'pricing.estimator.limit',
]);

/** The problems split into those that fail the check and the known ones it only reports. */
export function splitKnownCountedNouns(problems: MessageProblem[]): {
  fresh: MessageProblem[];
  known: MessageProblem[];
} {
  const isKnown = (p: MessageProblem) => KNOWN_COUNTED_NOUNS.has(p.message.match(/^"([^"]+)"/)?.[1] ?? '');
  return { fresh: problems.filter((p) => !isKnown(p)), known: problems.filter(isKnown) };
}
