import { z } from 'zod';
import { TRANSLATED_INFIX, TRANSLATED_LOCALES } from '../../common/i18n/locales.ts';

/**
 * One language's termbase (`messages/terms.<locale>.json`): for each product concept the one term
 * the copy uses and the variants it must not use, and the language's short style sheet. Readers
 * who meet two words for one thing assume two things; the check keeps one.
 */
export const TermbaseSchema = z
  .object({
    locale: z.enum(TRANSLATED_LOCALES),
    style: z
      .object({
        register: z.string().min(10),
        quotes: z.string().min(3),
        apostrophe: z.string().min(3),
        spacing: z.string().min(10),
        numbers: z.string().min(10),
      })
      .strict(),
    terms: z
      .array(
        z
          .object({
            concept: z.string().regex(/^[a-z][a-z -]*$/, 'a concept is named in lower-case English'),
            approved: z.string().min(1),
            /** Whole words or phrases, matched case-insensitively unless `matchCase`. */
            forbidden: z.array(z.string().min(2)),
            /** Match the variants' case exactly: German „Self-Service“ is approved, „Self-service“ is not. */
            matchCase: z.boolean().optional(),
            note: z.string().optional(),
          })
          .strict(),
      )
      .min(8),
  })
  .strict()
  .superRefine((termbase, ctx) => {
    const seen = new Set<string>();
    termbase.terms.forEach((term, i) => {
      if (seen.has(term.concept))
        ctx.addIssue({ code: 'custom', path: ['terms', i, 'concept'], message: `concept "${term.concept}" twice` });
      seen.add(term.concept);
      term.forbidden.forEach((variant, j) => {
        const same = term.matchCase
          ? variant === term.approved
          : variant.toLocaleLowerCase() === term.approved.toLocaleLowerCase();
        if (same)
          ctx.addIssue({
            code: 'custom',
            path: ['terms', i, 'forbidden', j],
            message: `"${variant}" is the approved term itself`,
          });
      });
    });
  });
export type Termbase = z.infer<typeof TermbaseSchema>;

/** One forbidden variant found in a translated file. */
export interface TermProblem {
  file: string;
  line: number;
  found: string;
  concept: string;
  approved: string;
}

// A hyphen joins a compound (German „Teilnehmer-App“, French « step-challenges »): part of the word.
const LETTER = '\\p{L}\\p{M}\\p{N}\\-';
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type Term = Termbase['terms'][number];

/**
 * Every variant of a termbase as two patterns (case-insensitive, and exact for `matchCase` terms),
 * each one alternation, longest first: one pass over a line instead of one per variant. A variant is
 * a whole word or phrase: no letter or hyphen may touch it ("Plan" is not in "Planet").
 */
function variantMatchers(termbase: Termbase) {
  const side = (matchCase: boolean) => {
    const byVariant = new Map<string, Term>();
    for (const term of termbase.terms)
      if ((term.matchCase ?? false) === matchCase)
        for (const v of term.forbidden) byVariant.set(matchCase ? v : v.toLocaleLowerCase(), term);
    if (byVariant.size === 0) return undefined;
    const body = [...byVariant.keys()]
      .sort((a, b) => b.length - a.length)
      .map((v) => escape(v).replace(/ /g, '\\s+'))
      .join('|');
    const re = new RegExp(`(?<![${LETTER}])(?:${body})(?![${LETTER}])`, matchCase ? 'gu' : 'giu');
    const termOf = (found: string) => {
      const key = found.replace(/\s+/g, ' ');
      return byVariant.get(matchCase ? key : key.toLocaleLowerCase());
    };
    return { re, termOf };
  };
  return [side(false), side(true)].filter((m) => m !== undefined);
}

/** Fields whose values are identifiers, not copy (`"value": "CHALLENGE"`, `slug: step-challenges`). */
const IDENTIFIER_FIELD =
  /^\s*"?(value|story|id|key|slug|href|path|url|image|icon|kind|type|illustration|map|route|tenant|brand|template|visual|translatedFrom|rtg_\w+|LIGHT|BASIC|PRO|ENTERPRISE)"?\s*:/;

/**
 * What of a line a reader reads: addresses, site paths, `{{placeholders}}`, ICU arguments, a JSON
 * key and identifier fields are not copy (a French page may link to `/challenges/...`).
 */
export function readableText(line: string, json: boolean): string {
  if (IDENTIFIER_FIELD.test(line) || /^\s*"[a-z0-9]+(?:-[a-z0-9]+)+",?\s*$/.test(line)) return '';
  let text = line;
  if (json) text = text.replace(/^\s*"(?:[^"\\]|\\.)*"\s*:/, ' ');
  return text
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/\]\([^)]*\)/g, '] ')
    .replace(/(^|[\s("'=:])\/[\w\-/.?=&#%]*/g, '$1 ')
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .replace(/\{\w+[},]/g, ' ');
}

/** Every forbidden variant of `termbase` in `text` (one translated file), with its line. */
export function termProblems(termbase: Termbase, file: string, text: string): TermProblem[] {
  const json = file.endsWith('.json');
  const matchers = variantMatchers(termbase);
  const problems: TermProblem[] = [];
  text.split('\n').forEach((raw, i) => {
    const line = readableText(raw, json);
    // By position; two variants differing only in case find the same word once.
    const found = new Map<number, TermProblem>();
    for (const { re, termOf } of matchers)
      for (const match of line.matchAll(re)) {
        const term = termOf(match[0]);
        if (term && !found.has(match.index))
          found.set(match.index, {
            file,
            line: i + 1,
            found: match[0],
            concept: term.concept,
            approved: term.approved,
          });
      }
    problems.push(...[...found].sort(([a], [b]) => a - b).map(([, problem]) => problem));
  });
  return problems;
}

/** `file:line: "found" is not the term for <concept>; write "<approved>" (messages/terms.<locale>.json)`. */
export function formatTermProblems(problems: TermProblem[], locale: string): string {
  return problems
    .map(
      (p) =>
        `${p.file}:${p.line}: "${p.found}" is not the term for ${p.concept}; write "${p.approved}" (messages/terms.${locale}.json)`,
    )
    .join('\n');
}

const LOCALE_OF_FILE = new RegExp(`(?:^|[./])${TRANSLATED_INFIX}\\.(?:md|json)$`);

/** The locale a translated file is written in: `<name>.<locale>.md|json`, or `messages/<locale>.json`. */
export function localeOfFile(file: string): string | undefined {
  return LOCALE_OF_FILE.exec(file)?.[1];
}
