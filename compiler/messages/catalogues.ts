import { parse, type Token } from '@messageformat/parser';
import { DEFAULT_LOCALE, PAGE_LOCALES } from '../../common/i18n/locales.ts';

/** One interface catalogue as written: `messages/<locale>.json`, message key → ICU MessageFormat text. */
export interface CatalogueFile {
  file: string;
  /** The file's text, for line numbers; undefined when the file does not exist. */
  text: string | undefined;
}

export interface MessageProblem {
  file: string;
  line: number;
  message: string;
}

/** The line a key is written on (1 when absent), so a problem points at the place to edit. */
function lineOf(text: string, key: string): number {
  const at = text.indexOf(`"${key}"`);
  return at < 0 ? 1 : text.slice(0, at).split('\n').length;
}

/** The argument names a message uses (`{tenant}`, `{count, plural, …}`), nested cases included. */
export function argumentsOf(source: string): Set<string> {
  const names = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if ('arg' in token && typeof token.arg === 'string') names.add(token.arg);
      if ('cases' in token) for (const c of token.cases) walk(c.tokens);
    }
  };
  walk(parse(source, { strict: false }));
  return names;
}

/** A catalogue's messages, or the problem that it is not a flat JSON object of strings. */
function readCatalogue(file: CatalogueFile): Record<string, string> | MessageProblem {
  if (file.text === undefined)
    return { file: file.file, line: 1, message: `is missing; copy messages/${DEFAULT_LOCALE}.json and translate it` };
  try {
    const data: unknown = JSON.parse(file.text);
    if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new Error('not a JSON object');
    for (const [key, value] of Object.entries(data))
      if (typeof value !== 'string')
        return {
          file: file.file,
          line: lineOf(file.text, key),
          message: `"${key}" must be a string of ICU MessageFormat`,
        };
    return data as Record<string, string>;
  } catch (error) {
    return { file: file.file, line: 1, message: `is not valid JSON (${(error as Error).message}); fix its syntax` };
  }
}

/**
 * Everything wrong with the interface catalogues (`npm run check` and `npm run build` refuse them):
 * a locale without its file, a message English has and a translation lacks (or one English does not
 * have), a message that is not valid ICU MessageFormat, and a translation whose arguments are not
 * English's (a `{tenant}` dropped or misspelt would print nothing, or the braces).
 */
export function catalogueProblems(files: Record<string, CatalogueFile>): {
  catalogues: Record<string, Record<string, string>>;
  problems: MessageProblem[];
} {
  const problems: MessageProblem[] = [];
  const catalogues: Record<string, Record<string, string>> = {};
  for (const locale of PAGE_LOCALES) {
    const file = files[locale] ?? { file: `messages/${locale}.json`, text: undefined };
    const read = readCatalogue(file);
    if ('message' in read && typeof read.message === 'string' && 'line' in read) problems.push(read as MessageProblem);
    else catalogues[locale] = read as Record<string, string>;
  }
  const english = catalogues[DEFAULT_LOCALE];
  if (!english) return { catalogues, problems };
  const englishArgs = new Map<string, Set<string>>();
  for (const [key, source] of Object.entries(english)) {
    try {
      englishArgs.set(key, argumentsOf(source));
    } catch (error) {
      const { file, text = '' } = files[DEFAULT_LOCALE]!;
      problems.push({
        file,
        line: lineOf(text, key),
        message: `"${key}" is not valid ICU MessageFormat: ${(error as Error).message}`,
      });
    }
  }
  for (const locale of PAGE_LOCALES) {
    const messages = catalogues[locale];
    if (!messages || locale === DEFAULT_LOCALE) continue;
    const { file, text = '' } = files[locale]!;
    for (const key of Object.keys(english))
      if (!(key in messages))
        problems.push({
          file,
          line: 1,
          message: `"${key}" is missing; translate messages/${DEFAULT_LOCALE}.json's "${english[key]}" and add it`,
        });
    for (const [key, source] of Object.entries(messages)) {
      const line = lineOf(text, key);
      if (!(key in english)) {
        problems.push({
          file,
          line,
          message: `"${key}" is not in messages/${DEFAULT_LOCALE}.json; remove it or add it there first`,
        });
        continue;
      }
      let args: Set<string>;
      try {
        args = argumentsOf(source);
      } catch (error) {
        problems.push({ file, line, message: `"${key}" is not valid ICU MessageFormat: ${(error as Error).message}` });
        continue;
      }
      const expected = englishArgs.get(key) ?? new Set();
      const differs = [...args].some((a) => !expected.has(a)) || [...expected].some((a) => !args.has(a));
      if (differs)
        problems.push({
          file,
          line,
          message: `"${key}" uses {${[...args].join('}, {')}} but English uses {${[...expected].join('}, {')}}; use the same arguments`,
        });
    }
  }
  return { catalogues, problems };
}

export const formatMessageProblems = (problems: MessageProblem[]) =>
  problems.map((p) => `${p.file}:${p.line}: ${p.message}`).join('\n');
